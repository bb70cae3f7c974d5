import type { AnyActorRef } from 'xstate'
import { isRecord } from '../domain/objects'

/**
 * Whether a value is an actor (it sends, has a snapshot and an id): one an event or a context
 * carries, or one the actor system hands out untyped.
 */
export const isActorRef = (v: unknown): v is AnyActorRef =>
  isRecord(v) &&
  typeof v.send === 'function' &&
  typeof v.getSnapshot === 'function' &&
  typeof v.id === 'string'
