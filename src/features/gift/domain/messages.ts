import type { Catalogue } from '../../../shared/domain/messages'

/**
 * Messages of the gift feature: Korean (the default locale) verbatim where the spec quotes it, natural
 * Korean where it gives only an English gloss; English with the same keys. Placeholders: {name}, {quantity}, {total}, {max}, {count}, {product},
 * {employeeId}.
 */
export const ko = {
  'gift.noUsableRights': '사용권이 없습니다.',
  'gift.targetRequired': '선물 받을 직원의 아이디를 입력해주세요.',
  'gift.quantityRequired': '선물할 사용권 수량을 입력해주세요.',
  'gift.cannotGift': '선물할 수 없는 계정입니다.',
  'gift.notFound': '직원 아이디를 찾을 수 없습니다.',
  'gift.error': '오류가 발생했습니다.',
  'gift.received': '{name}님에게서 사용권 {quantity}개를 선물 받았습니다.',
  'gift.targetTooLong': '직원 아이디는 {max}자 이내로 입력해 주세요.',
  'gift.cannotReceive': '본인이나 무제한 이용 직원에게는 선물할 수 없습니다.',
  'gift.invalidQuantity': '선물할 수 없는 수량입니다. 선물 가능 수량을 확인해 주세요.',

  'gift.usable': '사용 가능한 사용권',
  'gift.usableCount': '{count} 회',
  'gift.unlimited': '무제한',
  'gift.items': '보유 사용권',
  'gift.column.product': '상품명',
  'gift.column.expired': '유효기간',
  'gift.column.checkupQuantity': '보유 수량',
  'gift.column.giftQuantity': '선물 가능',
  'gift.column.quantity': '선물 수량',
  'gift.quantityFor': '{product} 선물할 수량',
  'gift.empty': '선물할 수 있는 사용권이 없습니다.',
  'gift.target': '받는 직원 아이디',
  'gift.targetPlaceholder': '예: OL1000002',
  'gift.check': '직원 확인',
  'gift.receiver': '받는 직원: {name} ({employeeId})',
  'gift.total': '선물할 사용권 {total}개',
  'gift.submit': '선물하기',
  'gift.confirmTitle': '사용권 선물',
  'gift.confirmText':
    '{name}({employeeId})님에게 사용권 {total}개를 선물할까요? 선물한 사용권은 되돌릴 수 없습니다.',
  'gift.confirm': '선물하기',
  'gift.success': '{name}님에게 사용권 {total}개를 선물했습니다.',
  'gift.home': '처음 화면으로',
} satisfies Catalogue<string>

export const en: Catalogue<keyof typeof ko> = {
  'gift.noUsableRights': 'You have no usage rights.',
  'gift.targetRequired': 'Please enter the id of the employee who receives the gift.',
  'gift.quantityRequired': 'Please enter how many usage rights to gift.',
  'gift.cannotGift': 'This account cannot gift usage rights.',
  'gift.notFound': 'The employee id was not found.',
  'gift.error': 'An error occurred.',
  'gift.received': 'You received {quantity} usage rights as a gift from {name}.',
  'gift.targetTooLong': 'An employee id has at most {max} characters.',
  'gift.cannotReceive': 'You cannot gift to yourself or to an unlimited-use employee.',
  'gift.invalidQuantity':
    'These quantities cannot be gifted. Please check the giftable quantities.',

  'gift.usable': 'Usable rights',
  'gift.usableCount': '{count}',
  'gift.unlimited': 'Unlimited',
  'gift.items': 'Your usage rights',
  'gift.column.product': 'Product',
  'gift.column.expired': 'Expires',
  'gift.column.checkupQuantity': 'Held',
  'gift.column.giftQuantity': 'Giftable',
  'gift.column.quantity': 'To gift',
  'gift.quantityFor': 'Quantity of {product} to gift',
  'gift.empty': 'You have no usage rights to gift.',
  'gift.target': 'Receiving employee id',
  'gift.targetPlaceholder': 'e.g. OL1000002',
  'gift.check': 'Check employee',
  'gift.receiver': 'Receiver: {name} ({employeeId})',
  'gift.total': '{total} usage rights to gift',
  'gift.submit': 'Gift',
  'gift.confirmTitle': 'Gift usage rights',
  'gift.confirmText':
    'Gift {total} usage rights to {name} ({employeeId})? A gift cannot be taken back.',
  'gift.confirm': 'Gift',
  'gift.success': 'You gifted {total} usage rights to {name}.',
  'gift.home': 'Back to the start',
}

declare module '../../../shared/domain/messages' {
  interface MessageCatalogue extends Catalogue<keyof typeof ko> {}
}
