import { describe, it, expect, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { employeesMachine } from './employees-machine'
import { ApiError } from '../../../shared/services/api-error'
import type { Message } from '../../../shared/domain/messages'
import type { Employee } from '../domain/employee'
import type { EmployeePage } from '../services/employee-service'

const employee = (id: string, over: Partial<Employee> = {}): Employee => ({
  employeeId: id,
  employeeName: `name-${id}`,
  employeeNo: id,
  branchName: '강남지점',
  branchCode: 'B001',
  siteId: 3,
  siteName: '헬스케어',
  siteCode: 'HK',
  auth: 'F',
  useQuantity: 0,
  completeQuantity: 0,
  licenseQuantity: 3,
  limit: 4,
  gender: null,
  email: 'a@example.com',
  mobile: '010-1111-2222',
  ...over,
})

const pageOf = (items: Employee[]): EmployeePage => ({
  items,
  total: items.length,
  page: 1,
  counts: { employees: items.length, remainingVouchers: 0 },
})

const apiError = (status: number, operation: string) =>
  new ApiError({ status, message: `HTTP ${status}`, kind: 'http', operation })

interface Fakes {
  list?: () => Promise<EmployeePage>
  distribute?: (input: {
    employeeId: string
    quantity: number
  }) => Promise<{ usableCount: number; limit: number }>
  deactivate?: () => Promise<void>
}

function start(fakes: Fakes = {}) {
  const A = employee('a')
  const B = employee('b')
  const list = vi.fn(fakes.list ?? (async () => pageOf([A, B])))
  const distribute = vi.fn(fakes.distribute ?? (async () => ({ usableCount: 195, limit: 9 })))
  const deactivate = vi.fn(fakes.deactivate ?? (async () => {}))
  const notify = vi.fn<(message: Message, tone?: string) => void>()
  const setUsableCount = vi.fn<(count: number) => void>()
  const back = vi.fn()
  const machine = employeesMachine.provide({
    actors: {
      list: fromPromise(() => list()),
      distribute: fromPromise(({ input }) => distribute(input)),
      deactivate: fromPromise(() => deactivate()),
    },
    actions: {
      notify: (_, params) => notify(params.message, params.tone),
      setUsableCount: (_, params) => setUsableCount(params.usableCount),
      back,
    },
  })
  const actor = createActor(machine).start()
  return { actor, A, B, list, distribute, deactivate, notify, setUsableCount, back }
}

const ready = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches({ list: 'ready' }))
const idle = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches({ action: 'idle' }))

describe('employeesMachine: page load (S1 §8)', () => {
  it('any failure of the first load says no permission and goes back', async () => {
    const t = start({ list: () => Promise.reject(apiError(500, 'employeeList')) })
    await waitFor(t.actor, (s) => s.matches({ list: 'refused' }))
    expect(t.notify).toHaveBeenCalledWith(
      { key: 'common.noPermission', params: { code: 500, status: 500 } },
      'error',
    )
    expect(t.back).toHaveBeenCalledOnce()
  })
})

describe('employeesMachine: distribution (S1 §4, §5, §8)', () => {
  it('on 200 the caller’s count becomes the answer’s and the employee’s limit rises', async () => {
    const t = start()
    await ready(t.actor)
    t.actor.send({ type: 'AMOUNT.OPEN', employee: t.A, callerUsable: 200 })
    expect(t.actor.getSnapshot().context.bounds).toEqual({ min: -4, max: 200 })
    t.actor.send({ type: 'AMOUNT.CHANGE', value: '5' })
    t.actor.send({ type: 'SUBMIT' })
    await idle(t.actor)
    expect(t.distribute).toHaveBeenCalledWith({ employeeId: 'a', quantity: 5 })
    expect(t.setUsableCount).toHaveBeenCalledWith(195)
    expect(t.notify).toHaveBeenCalledWith(
      { key: 'employees.distributed', params: { name: 'name-a', quantity: 5 } },
      'success',
    )
    // the list is fetched again
    await ready(t.actor)
    expect(t.list).toHaveBeenCalledTimes(2)
  })

  it('updates the row at once, before the list comes back', async () => {
    let release!: () => void
    const t = start()
    await ready(t.actor)
    t.list.mockImplementation(
      () => new Promise((resolve) => (release = () => resolve(pageOf([t.A, t.B])))),
    )
    t.actor.send({ type: 'AMOUNT.OPEN', employee: t.A, callerUsable: 200 })
    t.actor.send({ type: 'AMOUNT.CHANGE', value: '5' })
    t.actor.send({ type: 'SUBMIT' })
    await waitFor(t.actor, (s) => s.matches({ list: 'loading' }))
    expect(t.actor.getSnapshot().context.data!.items[0]!.limit).toBe(9)
    release()
  })

  it('out of [min, max] or 0: the spec message, nothing sent', async () => {
    const t = start()
    await ready(t.actor)
    t.actor.send({ type: 'AMOUNT.OPEN', employee: t.A, callerUsable: 10 })
    for (const value of ['11', '-5', '0', '', '1.5']) {
      t.actor.send({ type: 'AMOUNT.CHANGE', value })
      t.actor.send({ type: 'SUBMIT' })
      expect(t.actor.getSnapshot().context.amountError).toEqual({
        key: 'employees.amountRange',
        params: { min: -4, max: 10 },
      })
    }
    expect(t.distribute).not.toHaveBeenCalled()
  })

  it('a 400 shows the catalogue message in the dialog, which stays open', async () => {
    const t = start({ distribute: () => Promise.reject(apiError(400, 'distribute')) })
    await ready(t.actor)
    t.actor.send({ type: 'AMOUNT.OPEN', employee: t.A, callerUsable: 10 })
    t.actor.send({ type: 'AMOUNT.CHANGE', value: '-2' })
    t.actor.send({ type: 'SUBMIT' })
    await waitFor(
      t.actor,
      (s) => s.matches({ action: { amount: 'editing' } }) && !!s.context.amountError,
    )
    expect(t.actor.getSnapshot().context.amountError!.key).toBe('employees.badQuantity')
    expect(t.setUsableCount).not.toHaveBeenCalled()
  })

  it('an unlimited employee is refused before any dialog opens', async () => {
    const t = start()
    await ready(t.actor)
    t.actor.send({ type: 'AMOUNT.OPEN', employee: employee('u', { limit: -1 }), callerUsable: 10 })
    expect(t.actor.getSnapshot().matches({ action: 'idle' })).toBe(true)
    expect(t.notify).toHaveBeenCalledWith({ key: 'employees.unlimitedEmployee' }, 'error')
  })

  it('a second SUBMIT while distributing has nowhere to go', async () => {
    let release!: () => void
    const t = start({
      distribute: () => new Promise((r) => (release = () => r({ usableCount: 9, limit: 5 }))),
    })
    await ready(t.actor)
    t.actor.send({ type: 'AMOUNT.OPEN', employee: t.A, callerUsable: 10 })
    t.actor.send({ type: 'AMOUNT.CHANGE', value: '1' })
    t.actor.send({ type: 'SUBMIT' })
    t.actor.send({ type: 'SUBMIT' })
    release()
    await idle(t.actor)
    expect(t.distribute).toHaveBeenCalledOnce()
  })
})

describe('employeesMachine: deactivation (S1 §4, §8)', () => {
  it('201 (holds vouchers): withdraw-first message; the row stays', async () => {
    const t = start({ deactivate: () => Promise.reject(apiError(201, 'deactivateEmployee')) })
    await ready(t.actor)
    t.actor.send({ type: 'CONFIRM.OPEN', employee: t.B, action: 'deactivate' })
    t.actor.send({ type: 'SUBMIT' })
    await waitFor(t.actor, () => t.notify.mock.calls.length > 0)
    expect(t.notify).toHaveBeenCalledWith(
      { key: 'employees.holdsVouchers', params: { code: 201, status: 201 } },
      'error',
    )
    expect(t.actor.getSnapshot().context.data!.items.map((e) => e.employeeId)).toEqual(['a', 'b'])
  })

  it('success removes the employee at once, the first row too, and fetches the list again', async () => {
    let release!: () => void
    const t = start()
    await ready(t.actor)
    t.list.mockImplementation(() => new Promise((r) => (release = () => r(pageOf([t.B])))))
    t.actor.send({ type: 'CONFIRM.OPEN', employee: t.A, action: 'deactivate' })
    t.actor.send({ type: 'SUBMIT' })
    await waitFor(t.actor, (s) => s.matches({ list: 'loading' }))
    const { data } = t.actor.getSnapshot().context
    expect(data!.items.map((e) => e.employeeId)).toEqual(['b'])
    expect(data!.total).toBe(1)
    expect(t.notify).toHaveBeenCalledWith(
      { key: 'employees.deactivated', params: { name: 'name-a' } },
      'success',
    )
    release()
    await ready(t.actor)
    expect(t.list).toHaveBeenCalledTimes(2)
  })

  it('cancel sends nothing', async () => {
    const t = start()
    await ready(t.actor)
    t.actor.send({ type: 'CONFIRM.OPEN', employee: t.A, action: 'deactivate' })
    t.actor.send({ type: 'CANCEL' })
    expect(t.actor.getSnapshot().matches({ action: 'idle' })).toBe(true)
    expect(t.deactivate).not.toHaveBeenCalled()
  })
})
