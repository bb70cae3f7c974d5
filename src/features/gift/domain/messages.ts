import type { Catalogue } from '../../../shared/domain/messages'

/**
 * Messages of the gift feature: Korean (the default locale) verbatim where the spec quotes it, natural
 * Korean where it gives only an English gloss; English with the same keys. Placeholders: {name}.
 */
export const ko = {
  'gift.noUsableRights': '사용권이 없습니다.',
  'gift.targetRequired': '선물 받을 직원의 아이디를 입력해주세요.',
  'gift.quantityRequired': '선물할 사용권 수량을 입력해주세요.',
  'gift.cannotGift': '선물할 수 없는 계정입니다.',
  'gift.notFound': '직원 아이디를 찾을 수 없습니다.',
  'gift.error': '오류가 발생했습니다.',
  'gift.received': '{name}님에게서 사용권 {quantity}개를 선물 받았습니다.',
} satisfies Catalogue<string>

export const en: Catalogue<keyof typeof ko> = {
  'gift.noUsableRights': 'You have no usage rights.',
  'gift.targetRequired': 'Please enter the id of the employee who receives the gift.',
  'gift.quantityRequired': 'Please enter how many usage rights to gift.',
  'gift.cannotGift': 'This account cannot gift usage rights.',
  'gift.notFound': 'The employee id was not found.',
  'gift.error': 'An error occurred.',
  'gift.received': 'You received {quantity} usage rights as a gift from {name}.',
}

declare module '../../../shared/domain/messages' {
  interface MessageCatalogue extends Catalogue<keyof typeof ko> {}
}
