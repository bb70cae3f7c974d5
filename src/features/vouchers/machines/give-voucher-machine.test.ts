import { describe, it, expect, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { giveVoucherMachine } from './give-voucher-machine'
import { ApiError } from '../../../shared/services/api-error'
import type { Customer } from '../services/contract'
import type { RoleCode } from '../../../shared/domain/codes'
import type { VoucherValidityHours } from '../domain/codes'
import type { Message } from '../../../shared/domain/messages'
import { deferred } from '../../../../tests/support/deferred'

const CUSTOMER: Customer = { userNo: 77, name: '김고객', userId: 'app-77' }

const apiError = (status: number, operation = 'checkCustomer') =>
  new ApiError({ status, message: `HTTP ${status}`, kind: 'http', operation })

type GiveInput = { appId: string; hours: VoucherValidityHours }

interface Fakes {
  checkCustomer?: (input: { appId: string }) => Promise<Customer>
  give?: (input: GiveInput) => Promise<{ usableCount: number }>
}

function start(fakes: Fakes = {}) {
  const checkCustomer = vi.fn(fakes.checkCustomer ?? (async () => CUSTOMER))
  const give = vi.fn(fakes.give ?? (async () => ({ usableCount: 9 })))
  const notify = vi.fn<(message: Message) => void>()
  const setUsableCount = vi.fn<(usableCount: number) => void>()
  const machine = giveVoucherMachine.provide({
    actors: {
      checkCustomer: fromPromise<Customer, { appId: string }>(({ input }) => checkCustomer(input)),
      give: fromPromise<{ usableCount: number }, GiveInput>(({ input }) => give(input)),
    },
    actions: {
      notify: (_, params) => notify(params.message),
      setUsableCount: (_, params) => setUsableCount(params.usableCount),
    },
  })
  const actor = createActor(machine).start()
  return { actor, checkCustomer, give, notify, setUsableCount }
}

const VALID = { roleList: ['RM'] as RoleCode[], usableCount: 10 }

type Started = ReturnType<typeof start>

function submit(actor: Started['actor'], appId: string, extra: Partial<typeof VALID> = {}) {
  actor.send({ type: 'APPID.CHANGE', value: appId })
  actor.send({ type: 'SUBMIT', ...VALID, ...extra })
}

describe('giveVoucherMachine validation', () => {
  it('starts editing with an empty app id and 1 hour', () => {
    const { actor } = start()
    const snap = actor.getSnapshot()
    expect(snap.value).toBe('editing')
    expect(snap.context.appId).toBe('')
    expect(snap.context.hours).toBe(1)
    expect(snap.context.error).toBeNull()
  })

  it('SUBMIT without a voucher role gives give.noRole and calls nothing', () => {
    const { actor, checkCustomer } = start()
    submit(actor, '', { roleList: [], usableCount: 0 })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.error?.key).toBe('give.noRole')
    submit(actor, 'app-1', { roleList: ['PA'] })
    expect(actor.getSnapshot().context.error?.key).toBe('give.noRole')
    expect(checkCustomer).not.toHaveBeenCalled()
  })

  it('SUBMIT with a blank app id gives give.appIdRequired', () => {
    const { actor, checkCustomer } = start()
    submit(actor, '   ', { usableCount: 0 })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.error?.key).toBe('give.appIdRequired')
    expect(checkCustomer).not.toHaveBeenCalled()
  })

  it('SUBMIT with an app id over 64 characters gives give.appIdTooLong, keeps it and checks nothing', () => {
    const { actor, checkCustomer } = start()
    const long = `  ${'m'.repeat(65)}  `
    submit(actor, long)
    const snap = actor.getSnapshot()
    expect(snap.value).toBe('editing')
    expect(snap.context.error).toEqual({ key: 'give.appIdTooLong', params: { max: 64 } })
    expect(snap.context.appId).toBe(long)
    expect(checkCustomer).not.toHaveBeenCalled()
  })

  it('an app id of 64 characters after trimming is checked', async () => {
    const { actor, checkCustomer } = start()
    submit(actor, ` ${'m'.repeat(64)} `)
    await waitFor(actor, (s) => s.matches('confirming'))
    expect(checkCustomer).toHaveBeenCalledExactlyOnceWith({ appId: 'm'.repeat(64) })
  })

  it('SUBMIT with usable 0 gives give.noUsableRights', () => {
    const { actor, checkCustomer } = start()
    submit(actor, 'app-1', { usableCount: 0 })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.error?.key).toBe('give.noUsableRights')
    expect(checkCustomer).not.toHaveBeenCalled()
  })

  it('typing clears the error', () => {
    const { actor } = start()
    submit(actor, '')
    expect(actor.getSnapshot().context.error).not.toBeNull()
    actor.send({ type: 'APPID.CHANGE', value: 'a' })
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('a negative (unlimited) usable count is allowed', async () => {
    const { actor, checkCustomer } = start()
    submit(actor, 'app-77', { usableCount: -1 })
    await waitFor(actor, (s) => s.matches('confirming'))
    expect(checkCustomer).toHaveBeenCalledTimes(1)
  })
})

describe('giveVoucherMachine confirm and give', () => {
  it('a valid SUBMIT checks the trimmed app id and waits for confirmation with the customer', async () => {
    const { actor, checkCustomer, give } = start()
    submit(actor, '  app-77  ')
    expect(actor.getSnapshot().value).toBe('checking')
    await waitFor(actor, (s) => s.matches('confirming'))
    expect(checkCustomer).toHaveBeenCalledWith({ appId: 'app-77' })
    expect(actor.getSnapshot().context.customer).toEqual(CUSTOMER)
    expect(actor.getSnapshot().context.error).toBeNull()
    expect(give).not.toHaveBeenCalled()
  })

  it('CANCEL goes back to editing without giving', async () => {
    const { actor, give } = start()
    submit(actor, 'app-77')
    await waitFor(actor, (s) => s.matches('confirming'))
    actor.send({ type: 'CANCEL' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.customer).toBeNull()
    expect(actor.getSnapshot().context.appId).toBe('app-77')
    expect(give).not.toHaveBeenCalled()
  })

  it('CONFIRM gives for the default 1 hour, sets the usable count, notifies and clears the id', async () => {
    const { actor, give, notify, setUsableCount } = start({
      give: async () => ({ usableCount: 41 }),
    })
    submit(actor, ' app-77 ')
    await waitFor(actor, (s) => s.matches('confirming'))
    actor.send({ type: 'CONFIRM' })
    expect(actor.getSnapshot().value).toBe('giving')
    await waitFor(actor, (s) => s.matches('editing'))
    expect(give).toHaveBeenCalledTimes(1)
    expect(give).toHaveBeenCalledWith({ appId: 'app-77', hours: 1 })
    expect(setUsableCount).toHaveBeenCalledWith(41)
    expect(notify).toHaveBeenCalledWith({ key: 'give.success', params: { name: '김고객' } })
    const ctx = actor.getSnapshot().context
    expect(ctx.appId).toBe('')
    expect(ctx.customer).toBeNull()
    expect(ctx.error).toBeNull()
  })

  it('HOURS.CHANGE to 3 is sent to give', async () => {
    const { actor, give } = start()
    actor.send({ type: 'HOURS.CHANGE', hours: 3 })
    expect(actor.getSnapshot().context.hours).toBe(3)
    submit(actor, 'app-77')
    await waitFor(actor, (s) => s.matches('confirming'))
    actor.send({ type: 'CONFIRM' })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(give).toHaveBeenCalledWith({ appId: 'app-77', hours: 3 })
  })
})

describe('giveVoucherMachine failures', () => {
  it.each([
    [404, 'give.notFound'],
    [402, 'give.alreadyHolds'],
    [500, 'give.error'],
  ] as const)('checkCustomer rejecting %i gives %s', async (status, key) => {
    const { actor, give } = start({
      checkCustomer: async () => {
        throw apiError(status)
      },
    })
    submit(actor, 'app-77')
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context.error?.key).toBe(key)
    expect(actor.getSnapshot().context.customer).toBeNull()
    expect(give).not.toHaveBeenCalled()
  })

  it.each([
    [402, 'give.alreadyHolds'],
    [406, 'give.noUsableRights'],
  ] as const)('give rejecting %i gives %s', async (status, key) => {
    const { actor, notify, setUsableCount } = start({
      give: async () => {
        throw apiError(status, 'setVoucher')
      },
    })
    submit(actor, 'app-77')
    await waitFor(actor, (s) => s.matches('confirming'))
    actor.send({ type: 'CONFIRM' })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context.error?.key).toBe(key)
    expect(actor.getSnapshot().context.customer).toBeNull()
    expect(setUsableCount).not.toHaveBeenCalled()
    expect(notify).not.toHaveBeenCalledWith(expect.objectContaining({ key: 'give.success' }))
  })
})

describe('giveVoucherMachine double clicks', () => {
  it('a second SUBMIT while checking does not check twice', async () => {
    const check = deferred<Customer>()
    const { actor, checkCustomer } = start({ checkCustomer: () => check.promise })
    submit(actor, 'app-77')
    actor.send({ type: 'SUBMIT', ...VALID })
    actor.send({ type: 'SUBMIT', ...VALID })
    expect(actor.getSnapshot().value).toBe('checking')
    expect(checkCustomer).toHaveBeenCalledTimes(1)
    check.resolve(CUSTOMER)
    await waitFor(actor, (s) => s.matches('confirming'))
    expect(checkCustomer).toHaveBeenCalledTimes(1)
  })

  it('a second CONFIRM while giving does not give twice', async () => {
    const giving = deferred<{ usableCount: number }>()
    const { actor, give, notify } = start({ give: () => giving.promise })
    submit(actor, 'app-77')
    await waitFor(actor, (s) => s.matches('confirming'))
    actor.send({ type: 'CONFIRM' })
    actor.send({ type: 'CONFIRM' })
    actor.send({ type: 'SUBMIT', ...VALID })
    expect(actor.getSnapshot().value).toBe('giving')
    expect(give).toHaveBeenCalledTimes(1)
    giving.resolve({ usableCount: 5 })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(give).toHaveBeenCalledTimes(1)
    expect(notify).toHaveBeenCalledTimes(1)
  })
})
