import { fcLinkMachine } from '../../../src/features/partner/machines/fc-link-machine'
import { ERRORS } from '../../../src/features/partner/domain/errors'
import type { FcInfo } from '../../../src/features/partner/services/contract'
import { mountFcLink } from '../../../src/features/partner/plain-screens'
import type { PageEntry } from '../../../src/shared/views/feature'
import { defineModel, failuresOf } from '../model'

/** the FC of LINK0001 in the mock (FIXTURES.md): fc0001 김설계 of site 3 (HK) */
const FC: FcInfo = { employeeName: '김설계', employeeNo: 'fc0001', siteCode: 'HK' }
/** a customer channel link as the mock makes them (a new random one each time) */
const CLINK = '0123456789abcdef0123456789abcdef'

/** /F/LINK0001 entered (the page's input is the model's; the route gives the same) */
const ENTRY: PageEntry = {
  routeId: 'fcLink',
  path: '/F/LINK0001',
  params: { linkCode: 'LINK0001' },
  search: new URLSearchParams(),
  session: null,
  today: new Date(),
}

/** the page actor's logic as the mount gives it: the wired machine (typed as a page actor's) */
const pageLogic = (logic: unknown) => logic as typeof fcLinkMachine

/**
 * /F/{linkCode} (S2 §2.5, §7, §8): the link check, the external link and the gateway's deep link,
 * each with every documented status (the link rows: 400, 401, 404, other, network); a deep link
 * that opens and ones `isOpenableLink` refuses; opening it again; going back from the failure.
 */
export default defineModel({
  machine: fcLinkMachine,
  input: { linkCode: 'LINK0001', canGoBack: true },
  events: (snapshot) =>
    snapshot.matches('opened')
      ? [{ type: 'OPEN' }]
      : snapshot.matches('failed')
        ? [{ type: 'BACK' }]
        : [],
  answers: {
    checkFcLink: {
      outputs: [FC],
      failures: failuresOf(ERRORS.fcLinkCheck),
      shows: { row: ERRORS.fcLinkCheck, read: (s) => s.context.error },
    },
    externalLink: {
      outputs: [{ clink: CLINK, cacheId: 'fedcba9876543210fedcba9876543210' }],
      failures: failuresOf(ERRORS.externalLink),
      shows: { row: ERRORS.externalLink, read: (s) => s.context.error },
    },
    fcDeepLink: {
      outputs: [
        `checkupapp://fc?linkCode=LINK0001&clink=${CLINK}`,
        'javascript:alert(1)',
        'checkupapp:',
      ],
      failures: failuresOf(ERRORS.gatewayFcLink),
      shows: { row: ERRORS.gatewayFcLink, read: (s) => s.context.error },
    },
  },
  live: {
    // the page opens without sign-in; the live run signs in all the same (the partner-channel
    // demo user), and no call of the page reads who is signed in
    account: 'OL1000001',
    wire: (ctx) => pageLogic(mountFcLink(ctx).actors(ENTRY).fcLink!.logic),
    // a deep link the page refuses to open: a QA scenario answers the gateway with it
    given: { fcDeepLink: { 1: { deeplink: 'javascript:alert(1)' } } },
    operations: {
      checkFcLink: 'fcLinkCheck',
      externalLink: 'externalLink',
      fcDeepLink: 'gatewayFcLink',
    },
    minimumPaths: 18,
  },
})
