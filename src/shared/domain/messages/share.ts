import type { Catalogue } from './index'

/**
 * What 공유 says (issue 46, decision 053): the button and how a share ended. Every place that
 * hands something on uses them (the message line, the bell, the QR popup, the coupon page), so
 * they are a shared part, loaded with the chrome and the partner pages (decision 025).
 */
export const ko = {
  'share.button': '공유',
  'share.copied': '이 브라우저는 공유를 지원하지 않아 복사했습니다. 붙여 넣어 보내 주세요.',
  'share.failed': '공유하지 못했습니다. 잠시 후 다시 시도해 주세요.',
} satisfies Catalogue<string>

export const en: Catalogue<keyof typeof ko> = {
  'share.button': 'Share',
  'share.copied': 'This browser cannot share, so it was copied. Paste it to send.',
  'share.failed': 'Sharing failed. Please try again in a moment.',
}

declare module './index' {
  interface MessageCatalogue extends Catalogue<keyof typeof ko> {}
}
