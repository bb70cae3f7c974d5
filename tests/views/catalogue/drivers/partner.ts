import { fireEvent, screen, within } from '@testing-library/react'
import { encodeSid } from '../../../../mock-server/partner-sid'
import { TEST_PARTNER_SID_KEY } from '../../../../mock-server/node'
import type { ScreenDriver, ScreenDrivers } from '../../../support/screen-drivers'

/**
 * The sid a partner hands over for an FC (S2 §3), made as the existing partner tests make it: good
 * for 10 minutes from now (each row renders a fresh mock, so a sid spent by one row is new to the
 * next).
 */
const sidOf = (userId: string, name: string) =>
  encodeSid({ name, siteId: 1, userId, timestamp: Date.now() }, TEST_PARTNER_SID_KEY)

/** FC 1000077 has no account yet: the callback leads to the greeting, which signs it up */
const NEW_FC = { name: '새가입', siteId: 1, userId: '1000077' }
const newFcSid = await sidOf(NEW_FC.userId, NEW_FC.name)
/** FC 1000001 is OL1000001, registered (docs/fixtures.md) */
const KNOWN_FC = { name: '오렌지', siteId: 1, userId: '1000001' }
const knownFcSid = await sidOf(KNOWN_FC.userId, KNOWN_FC.name)

/** the password dialog of the greeting opened, filled and confirmed (tests/views/partner.test.tsx) */
const signUpThroughDialog = async () => {
  fireEvent.click(screen.getByTestId('greeting-register'))
  const dialog = await screen.findByTestId('sign-up-dialog')
  fireEvent.change(within(dialog).getByLabelText('비밀번호'), { target: { value: 'Partner1!' } })
  fireEvent.change(within(dialog).getByLabelText('비밀번호 확인'), {
    target: { value: 'Partner1!' },
  })
  fireEvent.click(within(dialog).getByTestId('sign-up-submit'))
}

/** the greeting of a signed-out FC with a hand-over, its 'register user' button shown */
const greetingReady = async () => void (await screen.findByTestId('greeting-register'))

/** the coupon holder's PDF page of COUPON-OK with its birthday form shown */
const downloadPage: ScreenDriver = {
  path: '/li/Download?code=COUPON-OK',
  ready: async () => void (await screen.findByLabelText(/생년월일/)),
  trigger: () => {
    fireEvent.change(screen.getByLabelText(/생년월일/), { target: { value: '19800101' } })
    fireEvent.click(screen.getByRole('button', { name: 'PDF 다운로드' }))
  },
}

/** LINK0001 is fc0001's link code: the FC link page checks it, links and opens it as it opens */
const fcLinkPage: ScreenDriver = { path: '/F/LINK0001' }

/** How the partner pages make each of their calls (issue 30's on-screen matrix). */
export const DRIVERS: ScreenDrivers = {
  // S2 §8: the message with the sid appended, on /v2/Error
  sidDecrypt: { path: `/ol/Callback?sid=${newFcSid}` },
  // the callback of a new FC leads to the greeting; the dialog's sign-up says why it failed
  externalSignUp: {
    path: `/ol/Callback?sid=${newFcSid}`,
    ready: greetingReady,
    trigger: signUpThroughDialog,
  },
  // S2 §4: a registered FC's sign-up answers 401 and the dialog signs in instead, saying why
  // that failed (the callback's own sign-in sends a 404 on to the greeting, the rest to /v2/Error)
  externalSignIn: {
    path: '/ol/Greeting',
    stored: { sid: JSON.stringify({ ...KNOWN_FC, sid: knownFcSid }) },
    ready: greetingReady,
    trigger: signUpThroughDialog,
  },
  gatewayCoupon: { path: '/li/Coupon?code=COUPON-OK' },
  printMakePdf: downloadPage,
  pdfDownload: downloadPage,
  fcLinkCheck: fcLinkPage,
  externalLink: fcLinkPage,
  gatewayFcLink: fcLinkPage,
}
