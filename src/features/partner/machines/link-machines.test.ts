import { describe, it, expect, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { couponMachine } from './coupon-machine'
import { fcLinkMachine } from './fc-link-machine'
import { pdfDownloadMachine } from './pdf-download-machine'
import { ApiError } from '../../../shared/services/api-error'
import type { Message } from '../../../shared/domain/messages'
import type { DownloadedFile } from '../../../shared/services/http-client'
import type { FcInfo } from '../services/contract'
import type { ShareOutcome } from '../../../shared/services/share'

const apiError = (status: number) =>
  new ApiError({ status, message: `HTTP ${status}`, kind: 'http', operation: 'x' })
const effects = () => ({
  openDeepLink: vi.fn<(link: string) => void>(),
  notify: vi.fn<(m: Message) => void>(),
  goBack: vi.fn(),
  saveFile: vi.fn<(f: DownloadedFile) => void>(),
})

describe('couponMachine (S2 §2.5, §5.3, §8)', () => {
  function start(code: string | null, couponDeepLink: () => Promise<string>, canGoBack = true) {
    const fx = effects()
    const machine = couponMachine.provide({
      actors: { couponDeepLink: fromPromise<string, { code: string }>(() => couponDeepLink()) },
      actions: {
        openDeepLink: (_, { link }) => fx.openDeepLink(link),
        goBack: fx.goBack,
      },
    })
    return { actor: createActor(machine, { input: { code, canGoBack } }).start(), ...fx }
  }

  it('creates the deep link and opens it; OPEN opens it again', async () => {
    const { actor, openDeepLink } = start('COUPON-OK', async () => 'checkupapp://coupon?clink=1')
    await waitFor(actor, (s) => s.matches('opened'))
    actor.send({ type: 'OPEN' })
    expect(openDeepLink.mock.calls).toEqual([
      ['checkupapp://coupon?clink=1'],
      ['checkupapp://coupon?clink=1'],
    ])
  })

  it("a missing code says 'coupon info inaccurate' and goes back when confirmed, calling nothing", () => {
    const call = vi.fn(async () => 'x://y')
    const { actor, goBack } = start('  ', call)
    expect(actor.getSnapshot().matches('failed')).toBe(true)
    expect(actor.getSnapshot().context.error).toEqual({ key: 'partner.coupon.inaccurate' })
    // the message stays until the user has read it (the alert's confirmation)
    expect(goBack).not.toHaveBeenCalled()
    actor.send({ type: 'BACK' })
    expect(goBack).toHaveBeenCalledTimes(1)
    expect(call).not.toHaveBeenCalled()
  })

  it('opened from outside the portal, there is nothing to go back to: the message stays', () => {
    const { actor, goBack } = start(
      '  ',
      vi.fn(async () => 'x://y'),
      false,
    )
    expect(actor.getSnapshot().can({ type: 'BACK' })).toBe(false)
    actor.send({ type: 'BACK' })
    expect(goBack).not.toHaveBeenCalled()
    expect(actor.getSnapshot().matches('failed')).toBe(true)
  })

  it('a 400 says invalid value, re-enter; a link that may not be opened is refused', async () => {
    const bad = start('COUPON-BAD', async () => {
      throw apiError(400)
    })
    await waitFor(bad.actor, (s) => s.matches('failed'))
    expect(bad.actor.getSnapshot().context.error).toEqual({
      key: 'partner.coupon.invalid',
      params: { code: 400, status: 400 },
    })
    const evil = start('X', async () => 'javascript:alert(1)')
    await waitFor(evil.actor, (s) => s.matches('failed'))
    expect(evil.openDeepLink).not.toHaveBeenCalled()
  })
})

describe('couponMachine: 공유 (issue 46)', () => {
  function sharing(share: (input: { code: string }) => Promise<ShareOutcome>, link = 'x://c') {
    const notify = vi.fn<(key: string, tone: string | undefined) => void>()
    const shared = vi.fn(share)
    const deepLink = vi.fn(async () => link)
    const machine = couponMachine.provide({
      actors: {
        couponDeepLink: fromPromise<string, { code: string }>(() => deepLink()),
        share: fromPromise<ShareOutcome, { code: string }>(({ input }) => shared(input)),
      },
      actions: { notify: (_, { message, tone }) => notify(message.key, tone) },
    })
    const actor = createActor(machine, { input: { code: 'COUPON-OK' } }).start()
    return { actor, shared, notify }
  }

  it('hands the coupon on once the app was opened with it, one share at a time', async () => {
    let done: (outcome: ShareOutcome) => void = () => {}
    const { actor, shared, notify } = sharing(() => new Promise((r) => (done = r)))
    // before the coupon is known good there is nothing to hand on
    actor.send({ type: 'SHARE' })
    expect(shared).not.toHaveBeenCalled()
    await waitFor(actor, (s) => s.matches('opened'))
    actor.send({ type: 'SHARE' })
    actor.send({ type: 'SHARE' })
    expect(shared.mock.calls).toEqual([[{ code: 'COUPON-OK' }]])
    expect(actor.getSnapshot().context.sharing).toBe(true)
    done('shared')
    await waitFor(actor, (s) => !s.context.sharing)
    // the sheet is its own answer
    expect(notify).not.toHaveBeenCalled()
    actor.send({ type: 'SHARE' })
    expect(shared).toHaveBeenCalledTimes(2)
  })

  it('says it copied where there is no sheet, and that it failed where nothing took it', async () => {
    const copied = sharing(async () => 'copied')
    await waitFor(copied.actor, (s) => s.matches('opened'))
    copied.actor.send({ type: 'SHARE' })
    await waitFor(copied.actor, (s) => !s.context.sharing)
    expect(copied.notify.mock.calls).toEqual([['share.copied', 'success']])
    const failed = sharing(async () => {
      throw new Error('no clipboard')
    })
    await waitFor(failed.actor, (s) => s.matches('opened'))
    failed.actor.send({ type: 'SHARE' })
    await waitFor(failed.actor, (s) => !s.context.sharing)
    expect(failed.notify.mock.calls).toEqual([['share.failed', 'error']])
  })

  it('a coupon that failed offers no share', async () => {
    const { actor, shared } = sharing(async () => 'shared', 'javascript:alert(1)')
    await waitFor(actor, (s) => s.matches('failed'))
    actor.send({ type: 'SHARE' })
    expect(shared).not.toHaveBeenCalled()
  })
})

describe('fcLinkMachine (S2 §2.5, §7, §8)', () => {
  const FC: FcInfo = { employeeName: '김설계', employeeNo: 'fc0001', siteCode: 'HK' }
  function start(fakes: { check?: () => Promise<FcInfo> } = {}) {
    const fx = effects()
    const external = vi.fn(async (_input: FcInfo & { cacheId: string; linkCode: string }) => ({
      clink: 'CL',
      cacheId: 'C1',
    }))
    const machine = fcLinkMachine.provide({
      actors: {
        checkFcLink: fromPromise(() => (fakes.check ?? (async () => FC))()),
        externalLink: fromPromise<
          { clink: string; cacheId: string },
          FcInfo & { cacheId: string; linkCode: string }
        >(({ input }) => external(input)),
        fcDeepLink: fromPromise<string, { clink: string }>(
          async ({ input }) => `checkupapp://fc?clink=${input.clink}`,
        ),
      },
      actions: {
        openDeepLink: (_, { link }) => fx.openDeepLink(link),
        goBack: fx.goBack,
      },
    })
    return {
      actor: createActor(machine, { input: { linkCode: 'LINK0001', canGoBack: true } }).start(),
      external,
      ...fx,
    }
  }

  it('checks the code, makes the external link, asks the gateway and opens the deep link', async () => {
    const { actor, external, openDeepLink } = start()
    await waitFor(actor, (s) => s.matches('opened'))
    expect(external).toHaveBeenCalledWith({ ...FC, cacheId: '', linkCode: 'LINK0001' })
    expect(openDeepLink).toHaveBeenCalledWith('checkupapp://fc?clink=CL')
  })

  it.each([
    [401, 'partner.fcLink.wrongCode'],
    [404, 'partner.fcLink.notFound'],
    [400, 'partner.fcLink.badParameter'],
    [500, 'partner.fcLink.error'],
  ] as const)('a check %i says its message and goes back', async (status, key) => {
    const { actor, goBack, openDeepLink } = start({
      check: async () => {
        throw apiError(status)
      },
    })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.error?.key).toBe(key)
    actor.send({ type: 'BACK' })
    expect(goBack).toHaveBeenCalledTimes(1)
    expect(openDeepLink).not.toHaveBeenCalled()
  })
})

describe('pdfDownloadMachine (S2 §2.5, §5.3, §8)', () => {
  const FILE: DownloadedFile = { blob: new Blob(['%PDF']), fileName: 'health_report.pdf' }
  function start(code: string | null, makePdf: () => Promise<string> = async () => 'T1') {
    const fx = effects()
    const download = vi.fn(async (_input: { tempPdf: string }) => FILE)
    const make = vi.fn<(input: { couponCode: string; birthday: string }) => Promise<string>>(() =>
      makePdf(),
    )
    const machine = pdfDownloadMachine.provide({
      actors: {
        makePdf: fromPromise<string, { couponCode: string; birthday: string }>(({ input }) =>
          make(input),
        ),
        downloadPdf: fromPromise<DownloadedFile, { tempPdf: string }>(({ input }) =>
          download(input),
        ),
      },
      actions: {
        notify: (_, { message }) => fx.notify(message),
        saveFile: (_, { file }) => fx.saveFile(file),
        goBack: fx.goBack,
      },
    })
    return {
      actor: createActor(machine, { input: { code, canGoBack: true } }).start(),
      make,
      download,
      ...fx,
    }
  }

  it('keeps digits only; an empty or short birthday alerts and calls nothing', () => {
    const { actor, notify, make } = start('COUPON-OK')
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().context.birthdayError).toEqual({
      key: 'partner.pdf.birthdayRequired',
    })
    actor.send({ type: 'BIRTHDAY.CHANGE', value: '1980-01a' })
    expect(actor.getSnapshot().context.birthday).toBe('198001')
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().context.birthdayError).toEqual({ key: 'partner.pdf.birthdayLength' })
    expect(notify).toHaveBeenCalledWith({ key: 'partner.pdf.checkInput' })
    expect(make).not.toHaveBeenCalled()
  })

  it('makes the PDF under the progress dialog, then saves the file', async () => {
    const { actor, make, download, saveFile } = start('COUPON-OK')
    actor.send({ type: 'BIRTHDAY.CHANGE', value: '19800101' })
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (s) => s.matches('editing'))
    expect(make).toHaveBeenCalledWith({ couponCode: 'COUPON-OK', birthday: '19800101' })
    expect(download).toHaveBeenCalledWith({ tempPdf: 'T1' })
    expect(saveFile).toHaveBeenCalledWith(FILE)
  })

  it("an empty tempPdf says 'no data to print'; 400 says 'invalid value'", async () => {
    const empty = start('COUPON-WAIT', async () => '')
    empty.actor.send({ type: 'BIRTHDAY.CHANGE', value: '19800101' })
    empty.actor.send({ type: 'SUBMIT' })
    await waitFor(empty.actor, (s) => s.context.error !== null)
    expect(empty.actor.getSnapshot().context.error).toEqual({ key: 'partner.pdf.noData' })
    expect(empty.download).not.toHaveBeenCalled()
    const bad = start('COUPON-OK', async () => {
      throw apiError(400)
    })
    bad.actor.send({ type: 'BIRTHDAY.CHANGE', value: '19800102' })
    bad.actor.send({ type: 'SUBMIT' })
    await waitFor(bad.actor, (s) => s.context.error !== null)
    expect(bad.actor.getSnapshot().context.error?.key).toBe('partner.pdf.invalid')
  })

  it('a missing code alerts and goes back when confirmed', () => {
    const { actor, goBack } = start(null)
    expect(actor.getSnapshot().matches('noCode')).toBe(true)
    expect(goBack).not.toHaveBeenCalled()
    actor.send({ type: 'BACK' })
    expect(goBack).toHaveBeenCalledTimes(1)
  })
})
