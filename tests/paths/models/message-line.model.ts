import { messageLineMachine } from '../../../src/features/notifications/machines/message-line-machine'
import type { VbankInfo } from '../../../src/features/notifications/domain/notification'
import type { ApiError } from '../../../src/shared/services/api-error'
import { defineModel, http, network } from '../model'

const VBANK: VbankInfo = {
  vbankName: '국민은행',
  vbankNum: '123-456-789',
  vbankHolder: '헬스케어',
  vbankDate: '202612312359',
  paidAmount: 33_000,
}

/** the clipboard or the share sheet refused (a DOMException in the browser, not an API error) */
const refused = new Error('NotAllowedError') as ApiError

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
      ? [{ type: 'SESSION.STARTED', session: { user: { userId: 'emp-01' } } }]
      : [
          { type: 'SESSION.ENDED' },
          { type: 'LINE.SHOWN', text: '' },
          { type: 'LINE.SHOWN', text: '국민은행 123-456-789 헬스케어 33000원' },
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
    share: { outputs: ['shared', 'copied', 'cancelled'], failures: [refused] },
  },
  depth: 6,
})
