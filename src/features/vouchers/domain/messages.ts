import type { Catalogue } from '../../../shared/domain/messages'

/**
 * Messages of the vouchers feature: Korean (the default locale) verbatim where the spec quotes it, natural
 * Korean where it gives only an English gloss; English with the same keys. Placeholders: {name}.
 */
export const ko = {
  'appBar.usageCount': '{count} 회',
  'appBar.usageLabel': '사용권',
  'appBar.unlimited': '무제한',

  'give.appId': '고객 앱 아이디',
  'give.appIdInfo': '앱 아이디란?',
  'give.appIdInfoText':
    '앱 아이디는 고객이 건강 리포트 앱에 가입할 때 만든 아이디입니다. 고객의 앱 [내 정보] 화면에서 확인할 수 있습니다.',
  'give.validity': '사용 기간',
  'give.hours': '{hours}시간',
  'give.submit': '사용권 제공',
  'give.usable': '제공 가능한 사용권',
  'give.buy': '사용권 구매',
  'give.gift': '사용권 선물',
  'give.noRole': '사용권 제공 권한이 없습니다.',
  'give.appIdRequired': '사용권을 제공할 고객의 앱 아이디를 입력해 주세요.',
  'give.appIdTooLong': '앱 아이디는 {max}자 이내로 입력해 주세요.',
  'give.noUsableRights': '제공 가능한 사용권이 없습니다. 사용권을 구매 후 사용해 주세요.',
  'give.confirmTitle': '고객 확인',
  'give.confirmText':
    '{name}({appId}) 고객에게 {hours}시간 동안 사용할 수 있는 사용권을 제공할까요?',
  'give.confirm': '제공하기',
  'give.success': '{name}님에게 사용권을 제공했습니다.',
  'give.notFound': '앱 아이디를 찾을 수 없습니다. 다시 확인해 주세요.',
  'give.alreadyHolds': '이미 사용권을 보유한 회원입니다.',
  'give.error': '오류가 발생했습니다.',

  'voucher.count': '바우처 수량',
  'voucher.create': '바우처 생성',
  'voucher.createQr': '바우처 QR 생성',
  'voucher.created': '바우처가 생성되었습니다.',
  'voucher.error': '오류가 발생했습니다.',
  'voucher.excelTooMany':
    '엑셀 파일은 한 번에 100,000건까지 받을 수 있습니다. 관리자에게 문의해 주세요.',
  'voucher.history': '생성 내역',
  'voucher.qrTitle': '바우처 QR',
  'voucher.qrRemaining': '남은 시간 {time}',
  'voucher.qrHint': '고객이 휴대폰 카메라로 QR 코드를 찍으면 사용권을 받을 수 있습니다.',
  'voucher.qrNoLink': 'QR 링크를 찾을 수 없습니다.',
  'voucher.confirmTitle': '바우처 생성',
  'voucher.confirmText': '바우처 {count}개를 생성합니다. 사용권이 {count}회 차감됩니다.',
  'voucher.confirmTextUnlimited': '바우처 {count}개를 생성합니다.',
  'voucher.confirm': '생성하기',
  'voucher.countShort': '수량',
  'voucher.countWhole': '바우처 수량은 소수점 없이 숫자로 입력해 주세요.',
  'voucher.countMax': '바우처는 한 번에 {max}개까지 생성할 수 있습니다.',
} satisfies Catalogue<string>

export const en: Catalogue<keyof typeof ko> = {
  'appBar.usageCount': '{count}',
  'appBar.usageLabel': 'Usage rights',
  'appBar.unlimited': 'Unlimited',

  'give.appId': "Customer's app id",
  'give.appIdInfo': 'What is the app id?',
  'give.appIdInfoText':
    "The app id is the id the customer chose when joining the health report app. It is shown on the app's My info screen.",
  'give.validity': 'Validity',
  'give.hours': '{hours} h',
  'give.submit': 'Give',
  'give.usable': 'Usage rights you can give',
  'give.buy': 'Buy usage rights',
  'give.gift': 'Gift usage rights',
  'give.noRole': 'You may not give usage rights.',
  'give.appIdRequired': 'Enter the app id of the customer to give a usage right to.',
  'give.appIdTooLong': 'Enter an app id of at most {max} characters.',
  'give.noUsableRights': 'You have no usage rights to give. Please buy some first.',
  'give.confirmTitle': 'Confirm the customer',
  'give.confirmText': 'Give {name} ({appId}) a usage right valid for {hours} hours?',
  'give.confirm': 'Give',
  'give.success': 'A usage right was given to {name}.',
  'give.notFound': 'No customer has that app id. Please check it.',
  'give.alreadyHolds': 'This member already holds a usage right.',
  'give.error': 'An error occurred.',

  'voucher.count': 'Voucher count',
  'voucher.create': 'Create vouchers',
  'voucher.createQr': 'Create voucher QR',
  'voucher.created': 'The vouchers were created.',
  'voucher.error': 'An error occurred.',
  'voucher.excelTooMany': 'An Excel file holds at most 100,000 rows. Contact your administrator.',
  'voucher.history': 'History',
  'voucher.qrTitle': 'Voucher QR',
  'voucher.qrRemaining': 'Time left {time}',
  'voucher.qrHint':
    "The customer scans the QR code with the phone's camera to receive the usage right.",
  'voucher.qrNoLink': 'The QR link was not found.',
  'voucher.confirmTitle': 'Create vouchers',
  'voucher.confirmText': 'Create {count} vouchers? {count} usage rights will be spent.',
  'voucher.confirmTextUnlimited': 'Create {count} vouchers?',
  'voucher.confirm': 'Create',
  'voucher.countShort': 'Count',
  'voucher.countWhole': 'Enter the number of vouchers as a whole number.',
  'voucher.countMax': 'At most {max} vouchers can be created at a time.',
}

declare module '../../../shared/domain/messages' {
  interface MessageCatalogue extends Catalogue<keyof typeof ko> {}
}
