import { voucherSession } from '../../../../tests/support/sessions'
import { describe, it, expect, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor, type ActorRefFrom } from 'xstate'
import { voucherBarMachine } from './voucher-bar-machine'
import type { qrCountdownMachine } from './qr-countdown-machine'
import { ApiError } from '../../../shared/services/api-error'
import type { DownloadedFile } from '../../../shared/services/http-client'
import type { Message } from '../../../shared/domain/messages'
import { deferred, afterQueuedTimers } from '../../../../tests/support/deferred'

const QR_LINK = 'https://qr.test/v/QR0001'

const apiError = (status: number, operation = 'createVoucher') =>
  new ApiError({ status, message: `HTTP ${status}`, kind: 'http', operation })

type Created = { created: number; usableCount: number }

interface Options {
  usableCount?: number
  qrVoucher?: boolean
  clock?: SimulatedClock
  createVoucher?: (input: { count: number }) => Promise<Created>
  newestQrLink?: () => Promise<string | null>
  qrView?: () => Promise<void>
  historyExcel?: () => Promise<DownloadedFile>
}

/** The session's usable count the view reads and tells with COUNT.COMMIT and CREATE. */
const usable = { count: 50 }
const commit = () => ({ type: 'COUNT.COMMIT' as const, usableCount: usable.count })
const create = () => ({ type: 'CREATE' as const, usableCount: usable.count })

function start(options: Options = {}) {
  usable.count = options.usableCount ?? 50
  const createVoucher = vi.fn(
    options.createVoucher ??
      (async ({ count }: { count: number }) => ({ created: count, usableCount: 7 })),
  )
  const newestQrLink = vi.fn(options.newestQrLink ?? (async () => QR_LINK))
  const qrView = vi.fn(options.qrView ?? (async () => {}))
  const file: DownloadedFile = { blob: new Blob(['xlsx']), fileName: 'voucher_history.xlsx' }
  const historyExcel = vi.fn(options.historyExcel ?? (async () => file))
  const notify = vi.fn<(message: Message, tone?: string) => void>()
  const setUsableCount = vi.fn<(usableCount: number) => void>()
  const notificationsChanged = vi.fn()
  const saveFile = vi.fn<(file: DownloadedFile) => void>()
  const machine = voucherBarMachine.provide({
    actors: {
      createVoucher: fromPromise<Created, { count: number }>(({ input }) => createVoucher(input)),
      newestQrLink: fromPromise(() => newestQrLink()),
      qrView: fromPromise(() => qrView()),
      historyExcel: fromPromise(() => historyExcel()),
    },
    actions: {
      notify: (_, params) => notify(params.message, params.tone),
      setUsableCount: (_, params) => setUsableCount(params.usableCount),
      notificationsChanged: () => notificationsChanged(),
      saveFile: (_, params) => saveFile(params.file),
    },
  })
  const actor = createActor(machine, options.clock ? { clock: options.clock } : {}).start()
  actor.send({
    type: 'SESSION.STARTED',
    session: voucherSession(options.qrVoucher ?? false, usable.count),
  })
  return {
    actor,
    file,
    createVoucher,
    newestQrLink,
    qrView,
    historyExcel,
    notify,
    setUsableCount,
    notificationsChanged,
    saveFile,
  }
}

/** The running QR countdown child, typed (children are a union of every actor's snapshot). */
const qrChild = (actor: ReturnType<typeof start>['actor']) =>
  actor.getSnapshot().children.qrCountdown as ActorRefFrom<typeof qrCountdownMachine> | undefined

const keysOf = (notify: ReturnType<typeof vi.fn>) =>
  notify.mock.calls.map((call) => (call[0] as Message).key)

describe('voucherBarMachine count input', () => {
  it('starts with 1, or 0 when nothing is usable', () => {
    expect(start().actor.getSnapshot().context.draft).toBe('1')
    expect(start({ usableCount: -1 }).actor.getSnapshot().context.draft).toBe('1')
    expect(start({ usableCount: 0 }).actor.getSnapshot().context.draft).toBe('0')
  })

  it('keeps the typed digits until COUNT.COMMIT clamps them', () => {
    const { actor } = start({ usableCount: 50 })
    actor.send({ type: 'COUNT.CHANGE', value: '999' })
    expect(actor.getSnapshot().context.draft).toBe('999')
    actor.send(commit())
    expect(actor.getSnapshot().context.draft).toBe('50')
  })

  it('drops non-digits while typing', () => {
    const { actor } = start()
    actor.send({ type: 'COUNT.CHANGE', value: '1a2-3' })
    expect(actor.getSnapshot().context.draft).toBe('123')
    actor.send({ type: 'COUNT.CHANGE', value: '' })
    expect(actor.getSnapshot().context.draft).toBe('')
  })

  it('commits an empty or zero draft as 1', () => {
    const { actor } = start({ usableCount: 50 })
    actor.send({ type: 'COUNT.CHANGE', value: '' })
    actor.send(commit())
    expect(actor.getSnapshot().context.draft).toBe('1')
    actor.send({ type: 'COUNT.CHANGE', value: '0' })
    actor.send(commit())
    expect(actor.getSnapshot().context.draft).toBe('1')
  })

  it('has no maximum when the usable count is unlimited', () => {
    const { actor } = start({ usableCount: -1 })
    actor.send({ type: 'COUNT.CHANGE', value: '999' })
    actor.send(commit())
    expect(actor.getSnapshot().context.draft).toBe('999')
  })

  it('keeps no usable count of its own: each commit and create clamps to the count it is told', () => {
    const { actor, createVoucher } = start({ usableCount: 50 })
    expect(actor.getSnapshot().context).not.toHaveProperty('usableCount')
    actor.send({ type: 'COUNT.CHANGE', value: '30' })
    // the session's count fell elsewhere (a gift): the next commit clamps to it
    actor.send({ type: 'COUNT.COMMIT', usableCount: 10 })
    expect(actor.getSnapshot().context.draft).toBe('10')
    actor.send({ type: 'COUNT.COMMIT', usableCount: 0 })
    expect(actor.getSnapshot().context.draft).toBe('0')
    actor.send({ type: 'COUNT.COMMIT', usableCount: 20 })
    expect(actor.getSnapshot().context.draft).toBe('1')
    actor.send({ type: 'COUNT.CHANGE', value: '15' })
    actor.send({ type: 'CREATE', usableCount: 4 })
    expect(actor.getSnapshot().context.draft).toBe('4')
    actor.send({ type: 'CONFIRM' })
    expect(createVoucher).toHaveBeenCalledWith({ count: 4 })
  })

  it('creates the count it confirmed: the count cannot change while it is confirmed or prepared', async () => {
    const { actor, createVoucher } = start({ usableCount: 50, qrVoucher: true })
    actor.send({ type: 'COUNT.CHANGE', value: '4' })
    actor.send({ type: 'CREATE', usableCount: 50 })
    expect(actor.getSnapshot().matches('confirming')).toBe(true)
    // typed (or committed) behind the confirmation: the confirmed count stays
    actor.send({ type: 'COUNT.CHANGE', value: '999' })
    actor.send({ type: 'COUNT.COMMIT', usableCount: 2 })
    expect(actor.getSnapshot().context.draft).toBe('4')
    actor.send({ type: 'CONFIRM' })
    // the QR popup's code on its way (site 48): still the confirmed count
    expect(actor.getSnapshot().matches('preparingQr')).toBe(true)
    actor.send({ type: 'COUNT.CHANGE', value: '999' })
    expect(actor.getSnapshot().context.draft).toBe('4')
    // the popup's code arrives: creating starts, with the count confirmed
    await waitFor(actor, (snapshot) => snapshot.matches('creating'))
    expect(createVoucher).toHaveBeenCalledExactlyOnceWith({ count: 4 })
  })

  it('SESSION.ENDED starts over: nothing usable, one drafted, no confirmation open', () => {
    const { actor } = start({ usableCount: 50, qrVoucher: true })
    actor.send({ type: 'COUNT.CHANGE', value: '7' })
    actor.send(create())
    expect(actor.getSnapshot().matches('confirming')).toBe(true)
    actor.send({ type: 'SESSION.ENDED' })
    expect(actor.getSnapshot().matches('idle')).toBe(true)
    expect(actor.getSnapshot().context).toEqual({
      draft: '1',
      countError: null,
      qrVoucher: false,
      qrLink: null,
      qrViewReady: false,
    })
  })
})

describe('voucherBarMachine count above what one call creates (decision 011)', () => {
  it('an unlimited user asking for 1001 is refused beside the count, the typed count kept, nothing sent', () => {
    const { actor, createVoucher, notify } = start({ usableCount: -1 })
    actor.send({ type: 'COUNT.CHANGE', value: '1001' })
    actor.send(commit())
    actor.send(create())
    actor.send({ type: 'CONFIRM' })
    const snap = actor.getSnapshot()
    expect(snap.value).toBe('idle')
    expect(snap.context.countError).toEqual({ key: 'voucher.countMax', params: { max: 1000 } })
    expect(snap.context.draft).toBe('1001')
    expect(createVoucher).not.toHaveBeenCalled()
    expect(notify).not.toHaveBeenCalled()
  })

  it('typing clears the message; 1000 is asked for', async () => {
    const { actor, createVoucher } = start({ usableCount: -1 })
    actor.send({ type: 'COUNT.CHANGE', value: '99999999999999999999' })
    actor.send(create())
    expect(actor.getSnapshot().context.countError?.key).toBe('voucher.countMax')
    actor.send({ type: 'COUNT.CHANGE', value: '1000' })
    expect(actor.getSnapshot().context.countError).toBeNull()
    actor.send(create())
    expect(actor.getSnapshot().matches('confirming')).toBe(true)
    actor.send({ type: 'CONFIRM' })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(createVoucher).toHaveBeenCalledExactlyOnceWith({ count: 1000 })
  })

  it('a limited user holding more than 1000 is refused above 1000 too', () => {
    const { actor, createVoucher } = start({ usableCount: 5000 })
    actor.send({ type: 'COUNT.CHANGE', value: '3000' })
    actor.send(create())
    expect(actor.getSnapshot().context.countError?.key).toBe('voucher.countMax')
    expect(actor.getSnapshot().context.draft).toBe('3000')
    expect(actor.getSnapshot().matches('idle')).toBe(true)
    expect(createVoucher).not.toHaveBeenCalled()
  })
})

describe('voucherBarMachine create', () => {
  it('CREATE with usable 0 says give.noUsableRights and does not create', () => {
    const { actor, createVoucher, notify } = start({ usableCount: 0 })
    actor.send(create())
    actor.send({ type: 'CONFIRM' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(createVoucher).not.toHaveBeenCalled()
    expect(keysOf(notify)).toEqual(['give.noUsableRights'])
  })

  it('CREATE creates the clamped count and reports the new usable count', async () => {
    const { actor, createVoucher, setUsableCount, notify, notificationsChanged } = start({
      usableCount: 50,
      createVoucher: async () => ({ created: 50, usableCount: 0 }),
    })
    actor.send({ type: 'COUNT.CHANGE', value: '999' })
    actor.send(create())
    actor.send({ type: 'CONFIRM' })
    expect(actor.getSnapshot().value).toBe('creating')
    expect(actor.getSnapshot().context.draft).toBe('50')
    await waitFor(actor, (s) => s.matches('idle'))
    expect(createVoucher).toHaveBeenCalledTimes(1)
    expect(createVoucher).toHaveBeenCalledWith({ count: 50 })
    expect(setUsableCount).toHaveBeenCalledWith(0)
    expect(keysOf(notify)).toEqual(['voucher.created'])
    expect(notificationsChanged).toHaveBeenCalledTimes(1)
  })

  it('CREATE with an empty draft creates 1', async () => {
    const { actor, createVoucher } = start({ usableCount: 50 })
    actor.send({ type: 'COUNT.CHANGE', value: '' })
    actor.send(create())
    actor.send({ type: 'CONFIRM' })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(createVoucher).toHaveBeenCalledWith({ count: 1 })
  })

  it('createVoucher rejecting 406 says give.noUsableRights', async () => {
    const { actor, notify, setUsableCount, notificationsChanged } = start({
      createVoucher: async () => {
        throw apiError(406)
      },
    })
    actor.send(create())
    actor.send({ type: 'CONFIRM' })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(keysOf(notify)).toEqual(['give.noUsableRights'])
    expect(setUsableCount).not.toHaveBeenCalled()
    expect(notificationsChanged).not.toHaveBeenCalled()
  })

  it('createVoucher rejecting 500 says voucher.error', async () => {
    const { actor, notify } = start({
      createVoucher: async () => {
        throw apiError(500)
      },
    })
    actor.send(create())
    actor.send({ type: 'CONFIRM' })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(keysOf(notify)).toEqual(['voucher.error'])
  })

  it('a second CREATE while creating is ignored', async () => {
    const creating = deferred<Created>()
    const { actor, createVoucher, notify } = start({ createVoucher: () => creating.promise })
    actor.send(create())
    actor.send({ type: 'CONFIRM' })
    actor.send(create())
    actor.send({ type: 'CONFIRM' })
    actor.send({ type: 'HISTORY.DOWNLOAD' })
    expect(actor.getSnapshot().value).toBe('creating')
    expect(createVoucher).toHaveBeenCalledTimes(1)
    creating.resolve({ created: 1, usableCount: 49 })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(createVoucher).toHaveBeenCalledTimes(1)
    expect(keysOf(notify)).toEqual(['voucher.created'])
  })
})

describe('voucherBarMachine QR voucher (site 48)', () => {
  it('after creation shows the newest QR link for 120 s, then is idle again', async () => {
    const clock = new SimulatedClock()
    const { actor, newestQrLink, setUsableCount, notificationsChanged } = start({
      qrVoucher: true,
      clock,
    })
    actor.send(create())
    actor.send({ type: 'CONFIRM' })
    await waitFor(actor, (s) => s.matches('showingQr'))
    expect(newestQrLink).toHaveBeenCalledTimes(1)
    expect(setUsableCount).toHaveBeenCalledWith(7)
    expect(notificationsChanged).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.qrLink).toBe(QR_LINK)
    const child = qrChild(actor)
    expect(child).toBeDefined()
    expect(child!.getSnapshot().context).toEqual({ link: QR_LINK, remaining: 120, sharing: false })

    // SimulatedClock.increment jumps at once, so the 1 s tick is driven a second at a time
    for (let s = 0; s < 119; s++) clock.increment(1000)
    expect(actor.getSnapshot().value).toBe('showingQr')
    expect(qrChild(actor)!.getSnapshot().context.remaining).toBe(1)
    clock.increment(1000)
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.qrLink).toBeNull()
    expect(actor.getSnapshot().children.qrCountdown).toBeUndefined()
  })

  it('CONFIRM to the countdown closes the QR popup early', async () => {
    const clock = new SimulatedClock()
    const { actor } = start({ qrVoucher: true, clock })
    actor.send(create())
    actor.send({ type: 'CONFIRM' })
    await waitFor(actor, (s) => s.matches('showingQr'))
    clock.increment(1000)
    actor.getSnapshot().children.qrCountdown!.send({ type: 'CONFIRM' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.qrLink).toBeNull()
  })

  it('a null QR link says voucher.qrNoLink', async () => {
    const { actor, notify, newestQrLink } = start({
      qrVoucher: true,
      newestQrLink: async () => null,
    })
    actor.send(create())
    actor.send({ type: 'CONFIRM' })
    await waitFor(actor, (s) => s.matches('idle') && notify.mock.calls.length > 0)
    expect(newestQrLink).toHaveBeenCalledTimes(1)
    expect(keysOf(notify)).toEqual(['voucher.qrNoLink'])
    expect(actor.getSnapshot().context.qrLink).toBeNull()
    expect(actor.getSnapshot().children.qrCountdown).toBeUndefined()
  })

  it('does not look for a QR link nor fetch the QR popup when not a QR site', async () => {
    const { actor, newestQrLink, qrView, createVoucher } = start({ qrVoucher: false })
    actor.send(create())
    actor.send({ type: 'CONFIRM' })
    expect(actor.getSnapshot().value).toBe('creating')
    await waitFor(actor, (s) => s.matches('idle'))
    expect(createVoucher).toHaveBeenCalledTimes(1)
    expect(newestQrLink).not.toHaveBeenCalled()
    expect(qrView).not.toHaveBeenCalled()
  })

  it("fetches the QR popup's code before anything is spent, then creates", async () => {
    const view = deferred<void>()
    const { actor, qrView, createVoucher } = start({ qrVoucher: true, qrView: () => view.promise })
    actor.send(create())
    actor.send({ type: 'CONFIRM' })
    expect(actor.getSnapshot().value).toBe('preparingQr')
    expect(actor.getSnapshot().hasTag('creating')).toBe(true)
    expect(qrView).toHaveBeenCalledTimes(1)
    expect(createVoucher).not.toHaveBeenCalled()
    view.resolve()
    await waitFor(actor, (s) => s.matches('showingQr'))
    expect(createVoucher).toHaveBeenCalledTimes(1)
  })

  it('signed out while the QR popup is fetched: nothing is created when it arrives', async () => {
    const view = deferred<void>()
    const { actor, createVoucher } = start({ qrVoucher: true, qrView: () => view.promise })
    actor.send(create())
    actor.send({ type: 'CONFIRM' })
    expect(actor.getSnapshot().value).toBe('preparingQr')
    actor.send({ type: 'SESSION.ENDED' })
    view.resolve()
    await afterQueuedTimers()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(createVoucher).not.toHaveBeenCalled()
  })

  it('a QR site whose popup code has not arrived makes no QR to show (sites changed while creating)', async () => {
    const created = deferred<Created>()
    const { actor, newestQrLink, notify } = start({
      qrVoucher: false,
      createVoucher: () => created.promise,
    })
    actor.send(create())
    actor.send({ type: 'CONFIRM' })
    expect(actor.getSnapshot().value).toBe('creating')
    actor.send({ type: 'SESSION.STARTED', session: voucherSession(true, 50) })
    created.resolve({ created: 1, usableCount: 49 })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(newestQrLink).not.toHaveBeenCalled()
    expect(keysOf(notify)).toEqual(['voucher.created'])
  })

  it('a QR popup whose code cannot be fetched creates nothing and says so', async () => {
    const { actor, notify, createVoucher, newestQrLink } = start({
      qrVoucher: true,
      qrView: async () => {
        throw new TypeError('Failed to fetch dynamically imported module')
      },
    })
    actor.send(create())
    actor.send({ type: 'CONFIRM' })
    await waitFor(actor, (s) => s.matches('idle') && notify.mock.calls.length > 0)
    expect(keysOf(notify)).toEqual(['app.routeLoadFailed'])
    expect(notify.mock.calls[0]![1]).toBe('error')
    expect(createVoucher).not.toHaveBeenCalled()
    expect(newestQrLink).not.toHaveBeenCalled()
    // the count stays as confirmed, and the next CREATE tries again
    expect(actor.getSnapshot().context.draft).toBe('1')
    actor.send(create())
    expect(actor.getSnapshot().value).toBe('confirming')
  })
})

describe('voucherBarMachine history download', () => {
  it('HISTORY.DOWNLOAD saves the file', async () => {
    const { actor, historyExcel, saveFile, file } = start()
    actor.send({ type: 'HISTORY.DOWNLOAD' })
    expect(actor.getSnapshot().value).toBe('downloading')
    await waitFor(actor, (s) => s.matches('idle'))
    expect(historyExcel).toHaveBeenCalledTimes(1)
    expect(saveFile).toHaveBeenCalledWith(file)
  })

  it('a failed download notifies and saves nothing', async () => {
    const { actor, saveFile, notify } = start({
      historyExcel: async () => {
        throw apiError(403, 'voucherHistoryExcel')
      },
    })
    actor.send({ type: 'HISTORY.DOWNLOAD' })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(saveFile).not.toHaveBeenCalled()
    expect(keysOf(notify)).toEqual(['common.noPermission'])
  })
})

describe('voucherBarMachine confirmation', () => {
  it('CREATE shows the clamped count for confirmation; CANCEL creates nothing', () => {
    const { actor, createVoucher } = start({ usableCount: 50 })
    actor.send({ type: 'COUNT.CHANGE', value: '999' })
    actor.send(create())
    expect(actor.getSnapshot().value).toBe('confirming')
    expect(actor.getSnapshot().context.draft).toBe('50')
    actor.send({ type: 'CANCEL' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(createVoucher).not.toHaveBeenCalled()
  })
})

describe('voucherBarMachine count input', () => {
  it('keeps the draft and says why when a decimal point is typed; reads full-width digits', () => {
    const { actor, notify } = start({ usableCount: 50 })
    actor.send({ type: 'COUNT.CHANGE', value: '１２' })
    expect(actor.getSnapshot().context.draft).toBe('12')
    actor.send({ type: 'COUNT.CHANGE', value: '3.7' })
    expect(actor.getSnapshot().context.draft).toBe('12')
    expect(notify.mock.calls.at(-1)?.[0]).toEqual({ key: 'voucher.countWhole' })
  })
})
