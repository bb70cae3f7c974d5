import { messageLineMachine } from '../../../src/features/notifications/machines/message-line-machine'
import { wireNotifications } from '../../../src/features/notifications/app-bar'
import type { VbankInfo } from '../../../src/features/notifications/domain/notification'
import type { ApiError } from '../../../src/shared/services/api-error'
import { defineModel, http, network } from '../model'
import { nothing, text } from '../live'

/** the virtual account siteadmin (the live account) awaits a deposit on in the mock */
const VBANK: VbankInfo = {
  vbankName: '국민은행',
  vbankNum: '123456-01-234567',
  vbankHolder: '(주)헬스체크업',
  vbankDate: '2026-11-24 18:00',
  paidAmount: 45_000,
}

/** the clipboard or the share sheet refused (a DOMException in the browser, not an API error) */
const refused = new Error('NotAllowedError') as ApiError

/** the effects that tell the portal's ui, session and root actors (none in a live run), and the log */
const QUIET = {
  notify: () => {},
  log: () => {},
  usableCountStale: () => {},
  notificationsChanged: () => {},
}

/**
 * The app bar's message line (S1 §2, §4, §8): a session starts and ends; the view draws the line
 * (with words, or none); a virtual account is issued (REFRESH); the line is copied or shared. The
 * virtual-bank info answers an account or nothing (then the FC link is read: a link or nothing),
 * and its failures are only logged (S1 §8: no message, so no `shows`).
 */
export default defineModel({
  machine: messageLineMachine,
  events: (snapshot) =>
    snapshot.matches('inactive')
      ? [{ type: 'SESSION.STARTED', session: { user: { userId: 'siteadmin' } } }]
      : [
          { type: 'SESSION.ENDED' },
          { type: 'LINE.SHOWN', text: '' },
          { type: 'LINE.SHOWN', text: '국민은행 123456-01-234567 (주)헬스체크업 45000원' },
          { type: 'REFRESH' },
          { type: 'COPY' },
          { type: 'SHARE' },
        ],
  answers: {
    vbankInfo: { outputs: [VBANK, null], failures: [http(500, 'vbankInfo'), network('vbankInfo')] },
    fcLinkUrl: {
      outputs: ['https://fc.example.com/join', null],
      failures: [http(500, 'fcLinkUrl'), network('fcLinkUrl')],
    },
    copy: { outputs: [undefined], failures: [refused] },
    // the share sheet's outcomes, and the clipboard's when there is no sheet
    share: { outputs: ['copied', 'shared', 'cancelled'], failures: [refused] },
  },
  depth: 6,
  // siteadmin has an account awaiting deposit; fc0001 has none and the link LINK0001, fc0002
  // neither
  live: {
    account: 'siteadmin',
    accounts: [
      {
        account: 'fc0001',
        outputs: { vbankInfo: { index: 1, shows: nothing }, fcLinkUrl: { index: 0, shows: text } },
      },
      {
        account: 'fc0002',
        outputs: {
          vbankInfo: { index: 1, shows: nothing },
          fcLinkUrl: { index: 1, shows: nothing },
        },
      },
    ],
    wire: (ctx) =>
      wireNotifications(ctx).messageLine.provide({
        actions: QUIET,
      }),
    // the clipboard and the share sheet answer as the path says
    device: { copy: 'copy', share: 'share' },
    operations: { vbankInfo: 'vaInfo', fcLinkUrl: 'fcLink' },
    // the deposit arrived: a QA scenario answers the next poll with no account
    given: { vbankInfo: { 1: null } },
    minimumPaths: 30,
  },
})
