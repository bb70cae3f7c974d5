import type { EventObject } from 'xstate'

/** The value of an event's field, if it has one. */
const fieldOf = (event: EventObject, field: string): unknown =>
  Object.entries(event).find(([key]) => key === field)?.[1]

/**
 * A type guard for an event of a generic machine piece (`list-view.ts`, `paged-search.ts`), which
 * knows its own events but not the machine's union: an event of `type` whose `field` holds a value
 * of `kind` is an `E`; the machine's other events fail it (issue 49: no cast vouches for it).
 */
export const eventGuard =
  <E extends EventObject>(type: E['type'], field: keyof E & string, kind: 'string' | 'number') =>
  (event: EventObject): event is E =>
    event.type === type && typeof fieldOf(event, field) === kind
