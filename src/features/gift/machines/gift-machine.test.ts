import { describe, it, expect, vi } from 'vitest'
import fc from 'fast-check'
import { createActor, fromPromise, waitFor } from 'xstate'
import { giftMachine, linesOf, totalOf } from './gift-machine'
import { ApiError } from '../../../shared/services/api-error'
import type { Message } from '../../../shared/domain/messages'
import type { GiftLine, GiftReceiver, LicenseItem } from '../services/contract'

const A: LicenseItem = {
  licenseId: 3,
  productName: '프리미엄 건강톡 사용권 1+1',
  expired: '20271122',
  checkupQuantity: 10,
  giftQuantity: 5,
}
const B: LicenseItem = {
  licenseId: 4,
  productName: '검진 프리미엄 사용권 2+1',
  expired: '20271122',
  checkupQuantity: 6,
  giftQuantity: 4,
}
const RECEIVER: GiftReceiver = { employeeId: 'OL1000012', name: '오받음' }

const apiError = (status: number, operation: string) =>
  new ApiError({ status, message: `HTTP ${status}`, kind: 'http', operation })

interface Fakes {
  load?: () => Promise<LicenseItem[]>
  checkUser?: (input: { employeeId: string }) => Promise<GiftReceiver>
  gift?: (input: { employeeId: string; items: GiftLine[] }) => Promise<{ usableCount: number }>
  hidden?: string[]
}

function start(fakes: Fakes = {}) {
  const load = vi.fn(fakes.load ?? (async () => [A, B]))
  const checkUser = vi.fn(fakes.checkUser ?? (async () => RECEIVER))
  const gift = vi.fn(fakes.gift ?? (async () => ({ usableCount: 17 })))
  const notify = vi.fn<(message: Message, tone?: string) => void>()
  const setUsableCount = vi.fn<(count: number) => void>()
  const usableCountStale = vi.fn()
  const keepColumns = vi.fn<(hidden: readonly string[]) => void>()
  const machine = giftMachine.provide({
    actors: {
      load: fromPromise(() => load()),
      checkUser: fromPromise(({ input }) => checkUser(input)),
      gift: fromPromise(({ input }) => gift(input)),
    },
    actions: {
      notify: (_, params) => notify(params.message, params.tone),
      setUsableCount: (_, params) => setUsableCount(params.usableCount),
      usableCountStale,
      keepColumns: (_, params) => keepColumns(params.hidden),
    },
  })
  const actor = createActor(machine, { input: { hidden: fakes.hidden ?? [] } }).start()
  return { actor, load, checkUser, gift, notify, setUsableCount, usableCountStale, keepColumns }
}

type Actor = ReturnType<typeof start>['actor']
const editing = (actor: Actor) => waitFor(actor, (s) => s.matches({ ready: 'editing' }))
const ctx = (actor: Actor) => actor.getSnapshot().context

/** ready, with an id typed and quantities chosen */
async function filled(t: ReturnType<typeof start>, a = 2, b = 1) {
  await editing(t.actor)
  t.actor.send({ type: 'TARGET.CHANGE', value: ' OL1000012 ' })
  t.actor.send({ type: 'QUANTITY.CHANGE', licenseId: A.licenseId, value: a })
  t.actor.send({ type: 'QUANTITY.CHANGE', licenseId: B.licenseId, value: b })
}

describe('giftMachine: loading (S1 §2 gift, §6, §8)', () => {
  it('loads the items with every quantity at 0, and has the session read the usable count', async () => {
    const t = start()
    await editing(t.actor)
    expect(ctx(t.actor).items).toEqual([A, B])
    expect(ctx(t.actor).quantities).toEqual({ 3: 0, 4: 0 })
    expect(t.usableCountStale).toHaveBeenCalledOnce()
  })

  it('405: the account cannot gift, said on the page, and nothing else is offered', async () => {
    const t = start({ load: () => Promise.reject(apiError(405, 'licenseList')) })
    await waitFor(t.actor, (s) => s.matches('refused'))
    expect(ctx(t.actor).loadError).toEqual({
      key: 'gift.cannotGift',
      params: { code: 405, status: 405 },
    })
    expect(t.actor.getSnapshot().status).toBe('done')
  })

  it('another failure offers a retry, which loads again', async () => {
    const t = start({ load: () => Promise.reject(apiError(500, 'licenseList')) })
    await waitFor(t.actor, (s) => s.matches('failed'))
    expect(ctx(t.actor).loadError?.key).toBe('gift.error')
    t.load.mockImplementation(async () => [A])
    t.actor.send({ type: 'RETRY' })
    await editing(t.actor)
    expect(ctx(t.actor).items).toEqual([A])
    expect(ctx(t.actor).loadError).toBeNull()
  })
})

describe('giftMachine: quantities (S1 §5)', () => {
  it('clamps each quantity to 0..the item’s gift quantity', async () => {
    const t = start()
    await editing(t.actor)
    t.actor.send({ type: 'QUANTITY.CHANGE', licenseId: A.licenseId, value: 9 })
    t.actor.send({ type: 'QUANTITY.CHANGE', licenseId: B.licenseId, value: -3 })
    expect(ctx(t.actor).quantities).toEqual({ 3: 5, 4: 0 })
    t.actor.send({ type: 'QUANTITY.CHANGE', licenseId: B.licenseId, value: Number.NaN })
    expect(ctx(t.actor).quantities[4]).toBe(0)
    // an item not held is not a quantity
    t.actor.send({ type: 'QUANTITY.CHANGE', licenseId: 99, value: 1 })
    expect(ctx(t.actor).quantities).toEqual({ 3: 5, 4: 0 })
  })

  it('any sequence of typed values keeps every quantity within its item (property)', async () => {
    const t = start()
    await editing(t.actor)
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.tuple(
            fc.constantFrom(A, B),
            fc.oneof(fc.integer({ min: -20, max: 20 }), fc.double(), fc.constant(Number.NaN)),
          ),
          { maxLength: 12 },
        ),
        async (typed) => {
          for (const [item, value] of typed)
            t.actor.send({ type: 'QUANTITY.CHANGE', licenseId: item.licenseId, value })
          for (const item of [A, B]) {
            const q = ctx(t.actor).quantities[item.licenseId]!
            expect(Number.isInteger(q) && q >= 0 && q <= item.giftQuantity).toBe(true)
          }
          const lines = linesOf(ctx(t.actor))
          expect(lines.every((l) => l.quantity > 0)).toBe(true)
          expect(totalOf(ctx(t.actor))).toBe(lines.reduce((s, l) => s + l.quantity, 0))
        },
      ),
    )
  })
})

describe('giftMachine: the receiver check (S1 §2, §8)', () => {
  it('a blank id is refused without a call', async () => {
    const t = start()
    await editing(t.actor)
    t.actor.send({ type: 'TARGET.CHANGE', value: '  ' })
    t.actor.send({ type: 'CHECK' })
    expect(ctx(t.actor).targetError).toEqual({ key: 'gift.targetRequired' })
    expect(t.checkUser).not.toHaveBeenCalled()
  })

  it('shows the name of the checked id; changing the id forgets it', async () => {
    const t = start()
    await filled(t)
    t.actor.send({ type: 'CHECK' })
    await editing(t.actor)
    expect(t.checkUser).toHaveBeenCalledWith({ employeeId: 'OL1000012' })
    expect(ctx(t.actor).receiver).toEqual(RECEIVER)
    t.actor.send({ type: 'TARGET.CHANGE', value: 'OL100001' })
    expect(ctx(t.actor).receiver).toBeNull()
  })

  it.each([
    [404, 'gift.notFound'],
    [405, 'gift.cannotGift'],
    [400, 'gift.cannotReceive'],
    [500, 'gift.error'],
  ] as const)('a %i of the check says %s at the id', async (status, key) => {
    const t = start({ checkUser: () => Promise.reject(apiError(status, 'giftCheckUser')) })
    await filled(t)
    t.actor.send({ type: 'CHECK' })
    await waitFor(
      t.actor,
      (s) => ctx(t.actor).targetError !== null && s.matches({ ready: 'editing' }),
    )
    expect(ctx(t.actor).targetError?.key).toBe(key)
    expect(ctx(t.actor).receiver).toBeNull()
  })

  it('typing another id while the check runs drops that check', async () => {
    let answer!: (r: GiftReceiver) => void
    const t = start({ checkUser: () => new Promise((resolve) => (answer = resolve)) })
    await filled(t)
    t.actor.send({ type: 'CHECK' })
    expect(t.actor.getSnapshot().matches({ ready: 'checking' })).toBe(true)
    t.actor.send({ type: 'TARGET.CHANGE', value: 'OL1000002' })
    answer(RECEIVER)
    await Promise.resolve()
    expect(t.actor.getSnapshot().matches({ ready: 'editing' })).toBe(true)
    expect(ctx(t.actor)).toMatchObject({ targetId: 'OL1000002', receiver: null })
  })
})

describe('giftMachine: the rules on SUBMIT, in the spec’s order (S1 §5)', () => {
  it('usable count 0: no usable rights, nothing called', async () => {
    const t = start()
    await filled(t)
    t.actor.send({ type: 'SUBMIT', usableCount: 0 })
    expect(ctx(t.actor).error).toEqual({ key: 'gift.noUsableRights' })
    expect(t.actor.getSnapshot().matches({ ready: 'editing' })).toBe(true)
    expect(t.checkUser).not.toHaveBeenCalled()
  })

  it('then the id (said at the id field), then a quantity above 0', async () => {
    const t = start()
    await editing(t.actor)
    t.actor.send({ type: 'SUBMIT', usableCount: 20 })
    expect(ctx(t.actor)).toMatchObject({ targetError: { key: 'gift.targetRequired' }, error: null })
    t.actor.send({ type: 'TARGET.CHANGE', value: 'OL1000012' })
    expect(ctx(t.actor).targetError).toBeNull()
    t.actor.send({ type: 'SUBMIT', usableCount: 20 })
    expect(ctx(t.actor)).toMatchObject({
      targetError: null,
      error: { key: 'gift.quantityRequired' },
    })
    // choosing a quantity clears the message
    t.actor.send({ type: 'QUANTITY.CHANGE', licenseId: A.licenseId, value: 1 })
    expect(ctx(t.actor).error).toBeNull()
    expect(t.checkUser).not.toHaveBeenCalled()
    expect(t.gift).not.toHaveBeenCalled()
  })

  it('an unchecked id is checked first, then the gift waits for confirmation', async () => {
    const t = start()
    await filled(t)
    t.actor.send({ type: 'SUBMIT', usableCount: 20 })
    await waitFor(t.actor, (s) => s.matches({ ready: 'confirming' }))
    expect(t.checkUser).toHaveBeenCalledOnce()
    expect(ctx(t.actor).receiver).toEqual(RECEIVER)
    expect(t.gift).not.toHaveBeenCalled()
  })

  it('a checked id goes to confirmation at once; CANCEL gives nothing', async () => {
    const t = start()
    await filled(t)
    t.actor.send({ type: 'CHECK' })
    await editing(t.actor)
    t.actor.send({ type: 'SUBMIT', usableCount: -1 })
    expect(t.actor.getSnapshot().matches({ ready: 'confirming' })).toBe(true)
    expect(t.checkUser).toHaveBeenCalledOnce()
    t.actor.send({ type: 'CANCEL' })
    expect(t.actor.getSnapshot().matches({ ready: 'editing' })).toBe(true)
    expect(t.gift).not.toHaveBeenCalled()
  })
})

describe('giftMachine: the gift (S1 §2, §4, §8)', () => {
  it('sends the lines above 0 once, then reports the usable count, says so and loads again', async () => {
    const t = start()
    await filled(t, 2, 0)
    t.actor.send({ type: 'SUBMIT', usableCount: 20 })
    await waitFor(t.actor, (s) => s.matches({ ready: 'confirming' }))
    const moved: LicenseItem[] = [{ ...A, checkupQuantity: 8, giftQuantity: 3 }, B]
    t.load.mockImplementation(async () => moved)
    // one gift per confirmation: a second click while it runs does nothing
    t.actor.send({ type: 'CONFIRM' })
    t.actor.send({ type: 'CONFIRM' })
    t.actor.send({ type: 'SUBMIT', usableCount: 20 })
    await editing(t.actor)
    expect(t.gift).toHaveBeenCalledOnce()
    expect(t.gift).toHaveBeenCalledWith({
      employeeId: 'OL1000012',
      items: [{ licenseId: A.licenseId, quantity: 2 }],
    })
    expect(t.setUsableCount).toHaveBeenCalledWith(17)
    expect(t.notify).toHaveBeenCalledWith(
      { key: 'gift.success', params: { name: '오받음', total: 2 } },
      'success',
    )
    expect(t.load).toHaveBeenCalledTimes(2)
    expect(ctx(t.actor)).toMatchObject({
      items: moved,
      quantities: { 3: 0, 4: 0 },
      targetId: '',
      receiver: null,
      error: null,
    })
  })

  it('a 400 says the quantities cannot be gifted and loads the items again, clamping', async () => {
    const t = start({ gift: () => Promise.reject(apiError(400, 'gift')) })
    await filled(t, 5, 4)
    t.actor.send({ type: 'SUBMIT', usableCount: 20 })
    await waitFor(t.actor, (s) => s.matches({ ready: 'confirming' }))
    t.load.mockImplementation(async () => [{ ...A, giftQuantity: 1 }, B])
    t.actor.send({ type: 'CONFIRM' })
    await waitFor(t.actor, (s) => s.matches({ ready: 'refreshing' }))
    await editing(t.actor)
    expect(ctx(t.actor).error).toEqual({
      key: 'gift.invalidQuantity',
      params: { code: 400, status: 400 },
    })
    expect(ctx(t.actor).quantities).toEqual({ 3: 1, 4: 4 })
    expect(ctx(t.actor).receiver).toEqual(RECEIVER)
    expect(t.setUsableCount).not.toHaveBeenCalled()
  })

  it('a 404 says it at the id and forgets the receiver', async () => {
    const t = start({ gift: () => Promise.reject(apiError(404, 'gift')) })
    await filled(t)
    t.actor.send({ type: 'SUBMIT', usableCount: 20 })
    await waitFor(t.actor, (s) => s.matches({ ready: 'confirming' }))
    t.actor.send({ type: 'CONFIRM' })
    await waitFor(
      t.actor,
      (s) => ctx(t.actor).targetError !== null && s.matches({ ready: 'editing' }),
    )
    expect(ctx(t.actor).targetError?.key).toBe('gift.notFound')
    expect(ctx(t.actor).receiver).toBeNull()
    // the quantities stay for another try
    expect(ctx(t.actor).quantities).toEqual({ 3: 2, 4: 1 })
  })

  it.each([
    [405, 'gift.cannotGift'],
    [500, 'gift.error'],
  ] as const)('a %i says %s and keeps what was typed', async (status, key) => {
    const t = start({ gift: () => Promise.reject(apiError(status, 'gift')) })
    await filled(t)
    t.actor.send({ type: 'SUBMIT', usableCount: 20 })
    await waitFor(t.actor, (s) => s.matches({ ready: 'confirming' }))
    t.actor.send({ type: 'CONFIRM' })
    await waitFor(t.actor, (s) => ctx(t.actor).error !== null && s.matches({ ready: 'editing' }))
    expect(ctx(t.actor).error?.key).toBe(key)
    expect(ctx(t.actor)).toMatchObject({ targetId: ' OL1000012 ', quantities: { 3: 2, 4: 1 } })
    expect(t.load).toHaveBeenCalledOnce()
  })

  it('a 405 while loading again after a gift: the page says the account cannot gift', async () => {
    const t = start()
    await filled(t)
    t.actor.send({ type: 'SUBMIT', usableCount: 20 })
    await waitFor(t.actor, (s) => s.matches({ ready: 'confirming' }))
    t.load.mockImplementation(() => Promise.reject(apiError(405, 'licenseList')))
    t.actor.send({ type: 'CONFIRM' })
    await waitFor(t.actor, (s) => s.matches('refused'))
    expect(ctx(t.actor).loadError?.key).toBe('gift.cannotGift')
  })
})

describe('giftMachine: the items grid’s columns (issue 31)', () => {
  it('starts with the columns the user hid, toggles one in any state and tells the wiring', async () => {
    const t = start({ hidden: ['expired'], load: () => new Promise(() => {}) })
    expect(ctx(t.actor).hidden).toEqual(['expired'])
    // still loading: the choice is the grid's, not the workflow's
    t.actor.send({ type: 'COLUMN.TOGGLE', column: 'giftQuantity' })
    expect(ctx(t.actor).hidden).toEqual(['expired', 'giftQuantity'])
    expect(t.keepColumns).toHaveBeenLastCalledWith(['expired', 'giftQuantity'])
    t.actor.send({ type: 'COLUMN.TOGGLE', column: 'expired' })
    expect(t.keepColumns).toHaveBeenLastCalledWith(['giftQuantity'])
    expect(t.actor.getSnapshot().matches('loading')).toBe(true)
  })
})
