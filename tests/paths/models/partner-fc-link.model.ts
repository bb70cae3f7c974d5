import { fcLinkMachine } from '../../../src/features/partner/machines/fc-link-machine'
import { ERRORS } from '../../../src/features/partner/domain/errors'
import type { FcInfo } from '../../../src/features/partner/services/partner-service'
import { defineModel, failuresOf } from '../model'

const FC: FcInfo = { employeeName: '김설계', employeeNo: 'E0001', siteCode: 'S01' }

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
      outputs: [{ clink: 'CLINK-0001', cacheId: 'cache-1' }],
      failures: failuresOf(ERRORS.externalLink),
      shows: { row: ERRORS.externalLink, read: (s) => s.context.error },
    },
    fcDeepLink: {
      outputs: ['https://app.example.com/fc/CLINK-0001', 'javascript:alert(1)', 'checkupapp:'],
      failures: failuresOf(ERRORS.gatewayFcLink),
      shows: { row: ERRORS.gatewayFcLink, read: (s) => s.context.error },
    },
  },
})
