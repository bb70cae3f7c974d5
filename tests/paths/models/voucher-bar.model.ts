import { voucherSession } from '../../support/sessions'
import {
  voucherBarMachine,
  type VoucherBarContext,
  type VoucherBarEvent,
} from '../../../src/features/vouchers/machines/voucher-bar-machine'
import { ERRORS } from '../../../src/features/vouchers/domain/errors'
import { VOUCHER_COUNT_MAXIMUM } from '../../../src/features/vouchers/domain/codes'
import type { DownloadedFile } from '../../../src/shared/services/http-client'
import { mountAppBar } from '../../../src/app/app-bar-chrome'
import { defineModel, failuresOf, http, network } from '../model'
import { fromPromise } from 'xstate'
import { qrPopupView } from '../../../src/features/vouchers/views/qr-popup-view'
import { scriptedCalls } from '../live'

/** the usable counts the session may hold: none, some, unlimited (negative) */
const NONE = 0
const SOME = 5
const UNLIMITED = -1

/**
 * What the bar takes in every state: typing (a count, one past the contract's maximum, a decimal
 * the field refuses, nothing), the input left with some usable rights, someone signing in (a QR
 * site with rights, a site with none, an unlimited user) and signing out.
 */
const ANYWHERE: VoucherBarEvent[] = [
  { type: 'COUNT.CHANGE', value: '3' },
  { type: 'COUNT.CHANGE', value: String(VOUCHER_COUNT_MAXIMUM + 1) },
  { type: 'COUNT.CHANGE', value: '２.５' },
  { type: 'COUNT.CHANGE', value: '' },
  { type: 'COUNT.COMMIT', usableCount: SOME },
  { type: 'SESSION.STARTED', session: voucherSession(true, SOME) },
  { type: 'SESSION.STARTED', session: voucherSession(false, NONE) },
  { type: 'SESSION.STARTED', session: voucherSession(false, UNLIMITED) },
  { type: 'SESSION.ENDED' },
]

/** while busy: what can change under a running call (the rest is as in idle) */
const BUSY: VoucherBarEvent[] = [
  { type: 'COUNT.CHANGE', value: '3' },
  { type: 'SESSION.STARTED', session: voucherSession(true, SOME) },
  { type: 'SESSION.STARTED', session: voucherSession(false, NONE) },
  { type: 'SESSION.ENDED' },
]

/** the app bar actor's logic as the chrome gives it: the wired machine (typed as an app bar actor's) */
const appBarLogic = (logic: unknown) => logic as typeof voucherBarMachine

/** the effects that tell the portal's ui, session and root actors (none in a live run) */
const QUIET = {
  notify: () => {},
  setUsableCount: () => {},
  notificationsChanged: () => {},
  saveFile: () => {},
}

const file: DownloadedFile = { blob: new Blob(['xlsx']), fileName: 'voucher_history.xlsx' }

/**
 * The app bar's voucher tools (S1 §2, §4, §5; site 48's QR voucher): CREATE with no usable
 * rights, with some and unlimited (a count past the maximum refused), the confirmation, the QR
 * popup's code, the voucher, the QR link (found or not) and the popup's countdown ending (its
 * done event: the countdown child is walked in its own model), the history download. Live, site
 * 48's FC creates a QR voucher and its link is found, or a scenario finds none; the popup's
 * countdown is confirmed by its user; the QR popup's chunk fails to load where the path says.
 */
const model = defineModel({
  machine: voucherBarMachine,
  events: (snapshot) => {
    if (snapshot.matches('idle'))
      return [
        ...ANYWHERE,
        { type: 'CREATE', usableCount: NONE },
        { type: 'CREATE', usableCount: SOME },
        { type: 'CREATE', usableCount: UNLIMITED },
        { type: 'HISTORY.DOWNLOAD' },
      ]
    if (snapshot.matches('confirming'))
      return [...ANYWHERE, { type: 'CONFIRM' }, { type: 'CANCEL' }]
    // while a call runs or the popup shows: typing, and the session changing under it
    return BUSY
  },
  answers: {
    // the QR popup's chunk: it arrives, or it cannot be had (an old deploy, no network)
    qrView: { outputs: [undefined], failures: [http(404, 'qrView'), network('qrView')] },
    // its failures are said by notify (notifyFailure(ERRORS.createVoucher))
    createVoucher: {
      outputs: [{ created: 3, usableCount: 2 }],
      failures: failuresOf(ERRORS.createVoucher, 'createVoucher'),
    },
    // the newest unread notification's link, none, or the notifications not read (no row: the
    // bar says voucher.qrNoLink for any failure)
    newestQrLink: {
      outputs: ['https://qr.example/v/QR0001', null],
      failures: [http(500, 'notificationList'), network('notificationList')],
    },
    // the popup's countdown reached 0 or was confirmed: it ends (it has no output)
    qrCountdown: { outputs: [undefined] },
    // said by notify (savedOrSaid(ERRORS.voucherHistoryExcel))
    historyExcel: {
      outputs: [file],
      failures: failuresOf(ERRORS.voucherHistoryExcel, 'voucherHistoryExcel'),
    },
  },
  serialize: (snapshot) => {
    const context = snapshot.context as VoucherBarContext
    return {
      value: snapshot.value,
      ...context,
      countError: context.countError?.key ?? null,
    }
  },
  depth: 7,
  live: {
    // site 48's FC (FIXTURES.md: 30 usable): a creation's notification is the QR link
    account: 'pt0001',
    // the QR popup's chunk, fetched as the wiring fetches it (`qrPopupView.load`), is the
    // browser's: it fails where the path says
    browserFails: ['qrView'],
    wire: (ctx, path) =>
      appBarLogic(mountAppBar(ctx).actors.voucherBar?.logic).provide({
        actors: {
          qrView: fromPromise(scriptedCalls(model, path, 'qrView', () => qrPopupView.load())),
        },
        actions: QUIET,
      }),
    operations: {
      createVoucher: 'createVoucher',
      newestQrLink: 'notificationList',
      historyExcel: 'voucherHistoryExcel',
    },
    // the QR popup confirmed by its user
    children: { qrCountdown: { 0: [{ type: 'CONFIRM' }] } },
    // no unread notification with a link: a QA scenario answers the list with none
    given: { newestQrLink: { 1: [] } },
    minimumPaths: 26,
  },
})

export default model
