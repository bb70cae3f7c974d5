import type { Catalogue } from '../../../shared/domain/messages'

/**
 * Messages of the shell feature: Korean (the default locale) verbatim where the spec quotes it, natural
 * Korean where it gives only an English gloss; English with the same keys. Placeholders: {name}.
 */
export const ko = {
  'error.title': '오류',
  'error.status': '상태 코드 {status}',
  'error.noMessage': '알 수 없는 오류가 발생했습니다.',
  'error.home': '처음으로',

  'appBar.openDrawer': '메뉴 열기',

  'drawer.logout': '로그아웃',
  'drawer.close': '메뉴 닫기',

  'playground.journal': '이벤트 저널',
  'playground.export': 'JSON으로 내보내기',
  'playground.clear': '비우기',
  'playground.count': '기록 {count}건',
} satisfies Catalogue<string>

export const en: Catalogue<keyof typeof ko> = {
  'error.title': 'Error',
  'error.status': 'Status {status}',
  'error.noMessage': 'An unknown error occurred.',
  'error.home': 'Go to start',

  'appBar.openDrawer': 'Open menu',

  'drawer.logout': 'Sign out',
  'drawer.close': 'Close menu',

  'playground.journal': 'Event journal',
  'playground.export': 'Export as JSON',
  'playground.clear': 'Clear',
  'playground.count': '{count} entries',
}

declare module '../../../shared/domain/messages' {
  interface MessageCatalogue extends Catalogue<keyof typeof ko> {}
}
