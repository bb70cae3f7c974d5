import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { createActor, createMachine, fromCallback, fromPromise } from 'xstate'
import { isActorRef } from './actor-ref'

describe('isActorRef', () => {
  it('takes an actor of any logic', () => {
    expect(isActorRef(createActor(createMachine({})))).toBe(true)
    expect(isActorRef(createActor(fromCallback(() => {})))).toBe(true)
    expect(isActorRef(createActor(fromPromise(async () => 1)))).toBe(true)
  })

  it('takes no other value (property)', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(isActorRef(value)).toBe(false)
      }),
    )
  })

  it('takes an object only when it sends, has a snapshot and an id (property)', () => {
    const part = fc.constantFrom(undefined, 'x', 1, () => {})
    fc.assert(
      fc.property(part, part, part, (send, getSnapshot, id) => {
        expect(isActorRef({ send, getSnapshot, id })).toBe(
          typeof send === 'function' && typeof getSnapshot === 'function' && typeof id === 'string',
        )
      }),
    )
  })
})
