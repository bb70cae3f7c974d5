/** The support contacts a failed payment offers (S1 §2: a chat link and a phone line). */
export interface SupportContacts {
  /** the chat's URL; empty hides the link */
  chatUrl: string
  /** the phone line; empty hides it */
  phone: string
}

/** The demo's contacts: what a demo build without its own (`VITE_SUPPORT_*`) and the tests show. */
export const DEMO_SUPPORT: SupportContacts = {
  chatUrl: 'https://pf.kakao.com/_checkup',
  phone: '1588-0000',
}
