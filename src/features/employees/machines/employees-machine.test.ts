import { describe, it, expect, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { employeesMachine, type EmployeeListInput } from './employees-machine'
import type { EmployeesView } from '../domain/view'
import type { DownloadedFile } from '../../../shared/services/http-client'
import { ApiError } from '../../../shared/services/api-error'
import type { Message } from '../../../shared/domain/messages'
import type { Employee, ModifyEmployeeInput } from '../domain/employee'
import type { EmployeePage } from '../services/contract'
import { employeeRow } from '../../../../tests/support/rows'

const employee = employeeRow

const pageOf = (items: Employee[]): EmployeePage => ({
  items,
  total: items.length,
  page: 1,
  counts: { employees: items.length, remainingVouchers: 0 },
})

const apiError = (status: number, operation: string) =>
  new ApiError({ status, message: `HTTP ${status}`, kind: 'http', operation })

interface Fakes {
  list?: (input: EmployeeListInput) => Promise<EmployeePage>
  /** the machine's input: the starting view, the hidden columns, the user */
  input?: { view?: EmployeesView; hidden?: readonly string[]; userId?: string }
  distribute?: (input: {
    employeeId: string
    quantity: number
  }) => Promise<{ usableCount: number; limit: number }>
  deactivate?: () => Promise<void>
  remove?: (input: { employeeId: string }) => Promise<void>
  resetPassword?: (input: { employeeId: string }) => Promise<void>
  update?: (input: { employeeId: string; input: ModifyEmployeeInput }) => Promise<void>
}

function start(fakes: Fakes = {}) {
  const A = employee('a')
  const B = employee('b')
  const list = vi.fn(fakes.list ?? (async () => pageOf([A, B])))
  const distribute = vi.fn(fakes.distribute ?? (async () => ({ usableCount: 195, limit: 9 })))
  const deactivate = vi.fn(fakes.deactivate ?? (async () => {}))
  const remove = vi.fn(fakes.remove ?? (async () => {}))
  const resetPassword = vi.fn(fakes.resetPassword ?? (async () => {}))
  const update = vi.fn(fakes.update ?? (async () => {}))
  const excel = vi.fn(async (_input: unknown): Promise<DownloadedFile> => ({
    blob: new Blob(['x']),
    fileName: 'employee_list_20261127.xlsx',
  }))
  const keepView = vi.fn<(query: string) => void>()
  const keepColumns = vi.fn<(hidden: readonly string[]) => void>()
  const notify = vi.fn<(message: Message, tone?: string) => void>()
  const setUsableCount = vi.fn<(count: number) => void>()
  const back = vi.fn()
  const machine = employeesMachine.provide({
    actors: {
      list: fromPromise(({ input }) => list(input)),
      excel: fromPromise(({ input }) => excel(input)),
      distribute: fromPromise(({ input }) => distribute(input)),
      act: fromPromise(({ input: { action, employeeId } }) =>
        action === 'delete'
          ? remove({ employeeId })
          : action === 'deactivate'
            ? deactivate()
            : resetPassword({ employeeId }),
      ),
      update: fromPromise(({ input }) => update(input)),
    },
    actions: {
      notify: (_, params) => notify(params.message, params.tone),
      setUsableCount: (_, params) => setUsableCount(params.usableCount),
      back,
      keepView: (_, params) => keepView(params.query),
      keepColumns: (_, params) => keepColumns(params.hidden),
    },
  })
  const actor = createActor(machine, { input: fakes.input }).start()
  return {
    actor,
    excel,
    keepView,
    keepColumns,
    A,
    B,
    list,
    distribute,
    deactivate,
    remove,
    resetPassword,
    update,
    notify,
    setUsableCount,
    back,
  }
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

  it('out of [min, max]: the spec message; 0: that it changes nothing; nothing sent', async () => {
    const t = start()
    await ready(t.actor)
    t.actor.send({ type: 'AMOUNT.OPEN', employee: t.A, callerUsable: 10 })
    // issue 48: what Number() reads but nobody types as a count (1e2 is 100, 0x5 is 5) is not one
    for (const value of ['11', '-5', '', '1.5', '1e2', '0x5', '5 5', '+-1', '1_0']) {
      t.actor.send({ type: 'AMOUNT.CHANGE', value })
      t.actor.send({ type: 'SUBMIT' })
      expect(t.actor.getSnapshot().context.amountError).toEqual({
        key: 'employees.amountRange',
        params: { min: -4, max: 10 },
      })
    }
    for (const value of ['0', '-0', '+0', '００']) {
      t.actor.send({ type: 'AMOUNT.CHANGE', value })
      t.actor.send({ type: 'SUBMIT' })
      expect(t.actor.getSnapshot().context.amountError?.key, value).toBe('employees.amountZero')
    }
    expect(t.distribute).not.toHaveBeenCalled()
  })

  it('an amount typed in full-width digits is sent as the number it says', async () => {
    const t = start()
    await ready(t.actor)
    t.actor.send({ type: 'AMOUNT.OPEN', employee: t.A, callerUsable: 10 })
    t.actor.send({ type: 'AMOUNT.CHANGE', value: ' ５ ' })
    t.actor.send({ type: 'SUBMIT' })
    await vi.waitFor(() => expect(t.distribute).toHaveBeenCalledTimes(1), { timeout: 30_000 })
    expect(t.distribute.mock.calls[0]![0]).toMatchObject({ quantity: 5 })
    // and the notice says the number given, not NaN
    await vi.waitFor(
      () =>
        expect(t.notify).toHaveBeenCalledWith(
          expect.objectContaining({ params: expect.objectContaining({ quantity: 5 }) }),
          'success',
        ),
      { timeout: 30_000 },
    )
  })

  it('the distribute slider gives 0 to max: out of range is said and brought into it', async () => {
    const t = start()
    await ready(t.actor)
    t.actor.send({ type: 'AMOUNT.OPEN', employee: t.A, callerUsable: 10, mode: 'distribute' })
    expect(t.actor.getSnapshot().context.amountMode).toBe('distribute')
    const sliderRange = { key: 'employees.sliderRange', params: { max: 10 } }
    // the slider moved past its end: the nearest end, and the spec's message
    t.actor.send({ type: 'AMOUNT.SLIDE', value: 12 })
    expect(t.actor.getSnapshot().context).toMatchObject({ amount: '10', amountError: sliderRange })
    t.actor.send({ type: 'AMOUNT.SLIDE', value: 3 })
    expect(t.actor.getSnapshot().context).toMatchObject({ amount: '3', amountError: null })
    // typed past it (the taking-back range of the amount dialog is not the slider's)
    for (const [typed, clamped] of [
      ['-2', '0'],
      ['25', '10'],
    ]) {
      t.actor.send({ type: 'AMOUNT.CHANGE', value: typed! })
      t.actor.send({ type: 'SUBMIT' })
      expect(t.actor.getSnapshot().context).toMatchObject({
        amount: clamped,
        amountError: sliderRange,
      })
    }
    expect(t.distribute).not.toHaveBeenCalled()
    t.actor.send({ type: 'AMOUNT.SLIDE', value: 7 })
    t.actor.send({ type: 'SUBMIT' })
    await idle(t.actor)
    expect(t.distribute).toHaveBeenCalledWith({ employeeId: 'a', quantity: 7 })
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

const rowsOf = (actor: ReturnType<typeof start>['actor']) =>
  actor.getSnapshot().context.data!.items.map((e) => [e.employeeId, e.employeeName])

describe('employeesMachine: deletion (S1 §4, §8)', () => {
  it('confirm: deleted message, the employee leaves the list at once (the first row too), then the list is fetched again', async () => {
    let release!: () => void
    const t = start()
    await ready(t.actor)
    t.list.mockImplementation(() => new Promise((r) => (release = () => r(pageOf([t.B])))))
    t.actor.send({ type: 'CONFIRM.OPEN', employee: t.A, action: 'delete' })
    expect(t.actor.getSnapshot().matches({ action: 'confirming' })).toBe(true)
    expect(t.remove).not.toHaveBeenCalled()
    t.actor.send({ type: 'SUBMIT' })
    await waitFor(t.actor, (s) => s.matches({ list: 'loading' }))
    expect(t.remove).toHaveBeenCalledExactlyOnceWith({ employeeId: 'a' })
    expect(t.notify).toHaveBeenCalledExactlyOnceWith(
      { key: 'employees.deleted', params: { name: 'name-a' } },
      'success',
    )
    const { data, employee, confirm } = t.actor.getSnapshot().context
    expect(rowsOf(t.actor)).toEqual([['b', 'name-b']])
    expect(data!.total).toBe(1)
    expect(data!.counts.employees).toBe(1)
    expect(t.actor.getSnapshot().matches({ action: 'idle' })).toBe(true)
    expect({ employee, confirm }).toEqual({ employee: null, confirm: null })
    release()
    await ready(t.actor)
    expect(t.list).toHaveBeenCalledTimes(2)
    expect(rowsOf(t.actor)).toEqual([['b', 'name-b']])
  })

  it('cancel sends nothing, says nothing and keeps the row', async () => {
    const t = start()
    await ready(t.actor)
    t.actor.send({ type: 'CONFIRM.OPEN', employee: t.A, action: 'delete' })
    t.actor.send({ type: 'CANCEL' })
    expect(t.actor.getSnapshot().matches({ action: 'idle' })).toBe(true)
    expect(t.actor.getSnapshot().context.confirm).toBeNull()
    // a SUBMIT after the cancel has nothing left to confirm
    t.actor.send({ type: 'SUBMIT' })
    expect(t.remove).not.toHaveBeenCalled()
    expect(t.notify).not.toHaveBeenCalled()
    expect(rowsOf(t.actor)).toEqual([
      ['a', 'name-a'],
      ['b', 'name-b'],
    ])
    expect(t.list).toHaveBeenCalledOnce()
  })

  it.each([
    [201, 'employees.holdsVouchers'],
    [401, 'common.noPermission'],
    [403, 'common.noPermission'],
    [404, 'employees.notFound'],
    [405, 'employees.otherBranch'],
    [500, 'common.errorWithCode'],
  ] as const)('a %i says %s; the row stays and nothing is fetched again', async (status, key) => {
    const t = start({ remove: () => Promise.reject(apiError(status, 'deleteEmployee')) })
    await ready(t.actor)
    t.actor.send({ type: 'CONFIRM.OPEN', employee: t.A, action: 'delete' })
    t.actor.send({ type: 'SUBMIT' })
    await waitFor(t.actor, (s) => s.matches({ action: 'idle' }) && t.notify.mock.calls.length > 0)
    expect(t.remove).toHaveBeenCalledExactlyOnceWith({ employeeId: 'a' })
    expect(t.notify).toHaveBeenCalledExactlyOnceWith(
      { key, params: { code: status, status } },
      'error',
    )
    expect(rowsOf(t.actor)).toEqual([
      ['a', 'name-a'],
      ['b', 'name-b'],
    ])
    expect(t.actor.getSnapshot().context.data!.total).toBe(2)
    expect(t.list).toHaveBeenCalledOnce()
  })
})

describe('employeesMachine: password reset (S1 §4, §8)', () => {
  it('confirm: the reset message; the row stays and nothing is fetched again', async () => {
    const t = start()
    await ready(t.actor)
    t.actor.send({ type: 'CONFIRM.OPEN', employee: t.B, action: 'reset' })
    t.actor.send({ type: 'SUBMIT' })
    await idle(t.actor)
    expect(t.resetPassword).toHaveBeenCalledExactlyOnceWith({ employeeId: 'b' })
    expect(t.remove).not.toHaveBeenCalled()
    expect(t.deactivate).not.toHaveBeenCalled()
    expect(t.notify).toHaveBeenCalledExactlyOnceWith(
      { key: 'employees.resetDone', params: { name: 'name-b' } },
      'success',
    )
    expect(rowsOf(t.actor)).toEqual([
      ['a', 'name-a'],
      ['b', 'name-b'],
    ])
    expect(t.list).toHaveBeenCalledOnce()
  })

  it('a 405 says the employee is another company’s or branch’s: the reset row, not the deactivate one', async () => {
    const t = start({
      resetPassword: async () => {
        throw apiError(405, 'resetPassword')
      },
    })
    await ready(t.actor)
    t.actor.send({ type: 'CONFIRM.OPEN', employee: t.A, action: 'reset' })
    t.actor.send({ type: 'SUBMIT' })
    await idle(t.actor)
    expect(t.notify).toHaveBeenCalledOnce()
    expect(t.notify.mock.calls[0]).toEqual([
      { key: 'employees.otherMember', params: { code: 405, status: 405 } },
      'error',
    ])
  })
})

describe('employeesMachine: modify (S1 §2, §8)', () => {
  const typed: ModifyEmployeeInput = {
    name: '  새이름  ',
    gender: 'F',
    email: 'new@example.com',
    mobile: '010-9999-8888',
  }

  it('invalid input: the validation messages under the fields, nothing sent, the dialog stays', async () => {
    const t = start()
    await ready(t.actor)
    t.actor.send({ type: 'MODIFY.OPEN', employee: t.A })
    expect(t.actor.getSnapshot().context.modify).toEqual({
      name: 'name-a',
      gender: null,
      email: 'a@example.com',
      mobile: '010-1111-2222',
    })
    t.actor.send({
      type: 'MODIFY.CHANGE',
      fields: { name: '   ', email: 'not-an-email', mobile: '01099998888' },
    })
    t.actor.send({ type: 'SUBMIT' })
    expect(t.actor.getSnapshot().matches({ action: { modify: 'editing' } })).toBe(true)
    expect(t.actor.getSnapshot().context.modifyErrors).toEqual({
      name: { key: 'employees.nameRequired' },
      email: { key: 'validation.email' },
      mobile: { key: 'validation.phone' },
    })

    // a change clears the messages; a name over 30 characters is said with its limit
    t.actor.send({
      type: 'MODIFY.CHANGE',
      fields: { name: '가'.repeat(31), email: 'a@example.com', mobile: '010-1111-2222' },
    })
    expect(t.actor.getSnapshot().context.modifyErrors).toEqual({})
    t.actor.send({ type: 'SUBMIT' })
    expect(t.actor.getSnapshot().context.modifyErrors).toEqual({
      name: { key: 'employees.tooLong', params: { max: 30 } },
    })
    expect(t.actor.getSnapshot().matches({ action: { modify: 'editing' } })).toBe(true)
    expect(t.update).not.toHaveBeenCalled()
    expect(t.notify).not.toHaveBeenCalled()
    expect(rowsOf(t.actor)).toEqual([
      ['a', 'name-a'],
      ['b', 'name-b'],
    ])
  })

  it('success: sends what was typed, closes the dialog, says so, and the row shows the saved name', async () => {
    let release!: () => void
    const t = start()
    await ready(t.actor)
    const saved = employee('a', {
      employeeName: '새이름',
      gender: 'F',
      email: 'new@example.com',
      mobile: '010-9999-8888',
    })
    t.list.mockImplementation(() => new Promise((r) => (release = () => r(pageOf([saved, t.B])))))
    t.actor.send({ type: 'MODIFY.OPEN', employee: t.A })
    t.actor.send({ type: 'MODIFY.CHANGE', fields: { name: typed.name } })
    t.actor.send({
      type: 'MODIFY.CHANGE',
      fields: { gender: typed.gender, email: typed.email, mobile: typed.mobile },
    })
    t.actor.send({ type: 'SUBMIT' })
    await waitFor(t.actor, (s) => s.matches({ list: 'loading' }))
    expect(t.update).toHaveBeenCalledExactlyOnceWith({ employeeId: 'a', input: typed })
    expect(t.actor.getSnapshot().matches({ action: 'idle' })).toBe(true)
    expect(t.actor.getSnapshot().context.employee).toBeNull()
    expect(t.notify).toHaveBeenCalledExactlyOnceWith(
      { key: 'employees.modified', params: { name: '새이름' } },
      'success',
    )
    release()
    await ready(t.actor)
    expect(t.list).toHaveBeenCalledTimes(2)
    expect(rowsOf(t.actor)).toEqual([
      ['a', '새이름'],
      ['b', 'name-b'],
    ])
  })

  it.each([
    [400, 'employees.badInput'],
    [403, 'common.noPermission'],
    [404, 'employees.notFound'],
    [405, 'employees.otherBranch'],
    [500, 'common.errorWithCode'],
  ] as const)(
    'a %i says %s; the dialog stays open with what was typed and the row is unchanged',
    async (status, key) => {
      const t = start({ update: () => Promise.reject(apiError(status, 'updateEmployee')) })
      await ready(t.actor)
      t.actor.send({ type: 'MODIFY.OPEN', employee: t.A })
      t.actor.send({ type: 'MODIFY.CHANGE', fields: typed })
      t.actor.send({ type: 'SUBMIT' })
      await waitFor(
        t.actor,
        (s) => s.matches({ action: { modify: 'editing' } }) && t.notify.mock.calls.length > 0,
      )
      expect(t.notify).toHaveBeenCalledExactlyOnceWith(
        { key, params: { code: status, status } },
        'error',
      )
      const { context } = t.actor.getSnapshot()
      expect(context.employee?.employeeId).toBe('a')
      expect(context.modify).toEqual(typed)
      expect(context.modifyErrors).toEqual({})
      expect(rowsOf(t.actor)).toEqual([
        ['a', 'name-a'],
        ['b', 'name-b'],
      ])
      expect(t.list).toHaveBeenCalledOnce()

      // what was typed can be sent again as it is
      t.update.mockResolvedValueOnce(undefined)
      t.actor.send({ type: 'SUBMIT' })
      await idle(t.actor)
      expect(t.update).toHaveBeenCalledTimes(2)
      expect(t.update).toHaveBeenLastCalledWith({ employeeId: 'a', input: typed })
    },
  )
})

describe('employeesMachine: an action’s own 401 while signed in (S1 §8, decision 035)', () => {
  it.each([
    ['deactivate', 'deactivateEmployee'],
    ['delete', 'deleteEmployee'],
  ] as const)('%s answered 401: no permission, then back', async (action, operation) => {
    const refuse = () => Promise.reject(apiError(401, operation))
    const t = start(action === 'delete' ? { remove: refuse } : { deactivate: refuse })
    await ready(t.actor)
    t.actor.send({ type: 'CONFIRM.OPEN', employee: t.A, action })
    t.actor.send({ type: 'SUBMIT' })
    await waitFor(t.actor, (s) => s.matches({ action: 'idle' }) && t.back.mock.calls.length > 0)
    expect(t.notify).toHaveBeenCalledExactlyOnceWith(
      { key: 'common.noPermission', params: { code: 401, status: 401 } },
      'error',
    )
    expect(t.back).toHaveBeenCalledOnce()
  })

  it.each([
    ['deactivate', 403],
    ['delete', 404],
  ] as const)('%s answered %i: told, the page stays', async (action, status) => {
    const refuse = () => Promise.reject(apiError(status, action))
    const t = start(action === 'delete' ? { remove: refuse } : { deactivate: refuse })
    await ready(t.actor)
    t.actor.send({ type: 'CONFIRM.OPEN', employee: t.A, action })
    t.actor.send({ type: 'SUBMIT' })
    await waitFor(t.actor, (s) => s.matches({ action: 'idle' }) && t.notify.mock.calls.length > 0)
    expect(t.back).not.toHaveBeenCalled()
  })

  it('a password reset answered 401: no permission, the page stays', async () => {
    const t = start({ resetPassword: () => Promise.reject(apiError(401, 'resetPassword')) })
    await ready(t.actor)
    t.actor.send({ type: 'CONFIRM.OPEN', employee: t.B, action: 'reset' })
    t.actor.send({ type: 'SUBMIT' })
    await waitFor(t.actor, (s) => s.matches({ action: 'idle' }) && t.notify.mock.calls.length > 0)
    expect(t.notify).toHaveBeenCalledExactlyOnceWith(
      { key: 'common.noPermission', params: { code: 401, status: 401 } },
      'error',
    )
    expect(t.back).not.toHaveBeenCalled()
  })
})

describe('employeesMachine: a view that is remembered (issue 31)', () => {
  const VIEW: EmployeesView = { name: '김', page: 2, sort: { key: 'limit', order: 'desc' } }
  /** a list of 30 employees, whatever was asked: page 2 has rows */
  const thirty = async (q: EmployeeListInput): Promise<EmployeePage> => ({
    ...pageOf([employee('a')]),
    total: 30,
    page: q.page,
  })

  it('starts with the view it is given, asks the list for it once and keeps it', async () => {
    const t = start({ input: { view: VIEW, hidden: ['branch'] }, list: thirty })
    await ready(t.actor)
    expect(t.list).toHaveBeenCalledTimes(1)
    expect(t.list).toHaveBeenCalledWith({ name: '김', page: 2, sort: 'limit', order: 'desc' })
    expect(t.actor.getSnapshot().context).toMatchObject({
      name: '김',
      search: '김',
      page: 2,
      sort: { key: 'limit', order: 'desc' },
      hidden: ['branch'],
    })
    expect(t.keepView).toHaveBeenLastCalledWith('name=%EA%B9%80&page=2&sort=limit&order=desc')
  })

  it('keeps nothing for the defaults: the list’s own order, page 1, no name', async () => {
    const t = start()
    await ready(t.actor)
    expect(t.list).toHaveBeenCalledWith({ name: '', page: 1, sort: 'branch', order: 'asc' })
    expect(t.keepView).toHaveBeenCalledTimes(1)
    expect(t.keepView).toHaveBeenLastCalledWith('')
  })

  it('a remembered page past the end of a shrunk list asks for its last page', async () => {
    const t = start({
      input: { view: { ...VIEW, page: 9 } },
      list: async (q) => ({
        ...pageOf(q.page <= 2 ? [employee('a')] : []),
        total: 30,
        page: q.page,
      }),
    })
    await ready(t.actor)
    expect(t.list).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }))
    expect(t.actor.getSnapshot().context.page).toBe(2)
    expect(t.keepView).toHaveBeenLastCalledWith('name=%EA%B9%80&page=2&sort=limit&order=desc')
  })

  it('sorts on the server: a quantity from the largest, the same again the other way, a name from ㄱ, from page 1', async () => {
    const t = start({ input: { view: { ...VIEW, name: '' } }, list: thirty })
    await ready(t.actor)
    t.actor.send({ type: 'SORT.CHANGE', key: 'licenseQuantity' })
    await ready(t.actor)
    expect(t.list).toHaveBeenLastCalledWith({
      name: '',
      page: 1,
      sort: 'licenseQuantity',
      order: 'desc',
    })
    t.actor.send({ type: 'SORT.CHANGE', key: 'licenseQuantity' })
    await ready(t.actor)
    expect(t.list).toHaveBeenLastCalledWith(
      expect.objectContaining({ sort: 'licenseQuantity', order: 'asc', page: 1 }),
    )
    t.actor.send({ type: 'SORT.CHANGE', key: 'name' })
    await ready(t.actor)
    expect(t.list).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'name', order: 'asc' }))
    t.actor.send({ type: 'SORT.CHANGE', key: 'auth', order: 'desc' })
    await ready(t.actor)
    expect(t.keepView).toHaveBeenLastCalledWith('sort=auth&order=desc')
  })

  it('ignores a key the contract does not take', async () => {
    const t = start()
    await ready(t.actor)
    t.actor.send({ type: 'SORT.CHANGE', key: 'mobile' })
    expect(t.actor.getSnapshot().matches({ list: 'ready' })).toBe(true)
    expect(t.list).toHaveBeenCalledTimes(1)
    expect(t.actor.getSnapshot().context.sort).toEqual({ key: 'branch', order: 'asc' })
  })

  it('resets in one step: no name, page 1, the list’s own order; the hidden columns stay', async () => {
    const t = start({ input: { view: VIEW, hidden: ['auth'] }, list: thirty })
    await ready(t.actor)
    t.actor.send({ type: 'VIEW.RESET' })
    await ready(t.actor)
    expect(t.list).toHaveBeenLastCalledWith({ name: '', page: 1, sort: 'branch', order: 'asc' })
    expect(t.actor.getSnapshot().context).toMatchObject({ name: '', search: '', hidden: ['auth'] })
    expect(t.keepView).toHaveBeenLastCalledWith('')
    expect(t.keepColumns).not.toHaveBeenCalled()
  })

  it('hides and shows a column and tells keepColumns each time', async () => {
    const t = start()
    await ready(t.actor)
    t.actor.send({ type: 'COLUMN.TOGGLE', column: 'branch' })
    expect(t.keepColumns).toHaveBeenLastCalledWith(['branch'])
    t.actor.send({ type: 'COLUMN.TOGGLE', column: 'branch' })
    expect(t.keepColumns).toHaveBeenLastCalledWith([])
    expect(t.list).toHaveBeenCalledTimes(1)
  })

  it('the Excel file follows the screen: the name searched and the order', async () => {
    const t = start({ input: { view: VIEW }, list: thirty })
    await ready(t.actor)
    t.actor.send({ type: 'EXCEL.DOWNLOAD' })
    await waitFor(t.actor, (s) => s.matches({ excel: 'idle' }))
    expect(t.excel).toHaveBeenCalledWith({ name: '김', sort: 'limit', order: 'desc' })
  })
})
