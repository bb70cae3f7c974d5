import type { Catalogue } from '../../../shared/domain/messages'

/**
 * Messages of the partner pages (S2 §2.5, §5.3, §8): Korean (the default locale) verbatim where
 * the spec quotes it, natural Korean where it gives only an English gloss; English with the same
 * keys. Placeholders: {name}.
 */
export const ko = {
  'partner.callback.title': '로그인 정보를 확인하고 있습니다',
  'partner.callback.sid': 'SID: {sid}',
  'partner.callback.wait': '잠시만 기다려 주세요.',

  'partner.greeting.heading': '헬스케어 리포트 서비스에 오신 것을 환영합니다',
  'partner.greeting.intro':
    '고객의 건강검진 결과로 질병 예측 리포트를 만들어 드리는 서비스입니다. 처음 한 번 회원 가입을 하시면 바로 이용하실 수 있습니다.',
  'partner.greeting.signUpOnce':
    '회원 가입은 한 번만 하시면 됩니다. 아이디는 OL과 FC 번호로 만들어지며, 비밀번호만 정하시면 됩니다.',
  'partner.greeting.id': '아이디',
  'partner.greeting.tiers': '리포트 종류',
  'partner.greeting.basic': '베이직 리포트',
  'partner.greeting.basicText': '설문을 바탕으로 6가지 질병의 위험도를 알려 드립니다.',
  'partner.greeting.premium': '프리미엄 리포트',
  'partner.greeting.premiumText': '건강검진 결과를 바탕으로 10가지 질병의 위험도를 예측합니다.',
  'partner.greeting.samples': '리포트 샘플',
  'partner.greeting.sampleAlt': '리포트 샘플 {n} / {total}: {title}',
  'partner.greeting.previous': '이전 샘플',
  'partner.greeting.next': '다음 샘플',
  'partner.greeting.register': '회원 가입',
  'partner.greeting.start': '시작하기',
  'partner.greeting.leaving': '서비스로 이동하고 있습니다.',
  'partner.greeting.noHandOver': '가입 정보가 없습니다. 제휴사 화면에서 링크를 다시 열어 주세요.',

  'partner.signUp.title': '비밀번호 설정',
  'partner.signUp.text': '서비스에서 사용할 비밀번호를 정해 주세요.',
  'partner.signUp.password': '비밀번호',
  'partner.signUp.confirm': '비밀번호 확인',
  'partner.signUp.passwordHint': '영문, 숫자, 특수문자(!@#$%^&+=)를 포함해 8~15자로 입력해 주세요.',
  'partner.signUp.submit': '확인',
  'partner.signUp.cancel': '취소',
  'partner.passwordMismatch': '비밀번호가 일치하지 않습니다.',
  'partner.signUpFailed': '오류가 발생했습니다.',
  'partner.notRegistered': '가입되지 않은 아이디입니다.',
  'partner.handOverExpired': '가입 정보가 만료되었습니다. 제휴사 화면에서 링크를 다시 열어 주세요.',
  'partner.passwordSetFailed': '비밀번호 설정에 실패했습니다. ({status})',
  'partner.defaultPasswordDiffers': '기본 비밀번호가 다릅니다. 확인 후 다시 시도해 주세요.',
  'partner.done.title': '가입 완료',
  'partner.done.text': '{name}님, 회원 가입을 축하드립니다!',
  'partner.done.id': '아이디: {id}',
  'partner.done.licenses': '서비스 이용권이 제공되었습니다.',
  'partner.done.registered': '{id} 아이디로 가입이 완료되었습니다.',
  'partner.done.close': '확인',

  'partner.sid.invalid': '유효하지 않은 SID 값입니다.',
  'partner.sid.timestamp': 'timestamp 파라미터가 잘못되었습니다.',
  'partner.sid.site': 'site 파라미터가 잘못되었습니다.',
  'partner.sid.name': 'name 파라미터가 잘못되었습니다.',
  'partner.sid.id': 'id 파라미터가 잘못되었습니다.',
  'partner.sid.processing': '데이터 처리 중 오류가 발생했습니다.',

  'partner.coupon.opening': '쿠폰을 확인하고 있습니다.',
  'partner.coupon.inaccurate': '쿠폰 정보가 정확하지 않습니다.',
  'partner.coupon.invalid': '유효하지 않은 값입니다. 다시 입력해 주세요.',
  'partner.coupon.opened': '앱을 열었습니다. 앱이 열리지 않으면 아래 버튼을 눌러 주세요.',
  'partner.coupon.shareHint': '앱이 있는 휴대폰에서 열려면 이 쿠폰을 공유해 보내 주세요.',
  'partner.openApp': '앱 열기',

  'partner.pdf.title': '건강 리포트 PDF 다운로드',
  'partner.pdf.text': '본인 확인을 위해 생년월일 8자리를 입력해 주세요.',
  'partner.pdf.birthday': '생년월일',
  'partner.pdf.birthdayPlaceholder': '예: 19800101',
  'partner.pdf.download': 'PDF 다운로드',
  'partner.pdf.generating': 'PDF 생성 중입니다. 잠시만 기다려 주세요.',
  'partner.pdf.birthdayRequired': '필수 항목입니다. 생년월일을 입력해 주세요.',
  'partner.pdf.birthdayLength': '생년월일 8자리를 입력해 주세요.',
  'partner.pdf.checkInput': '입력값이 올바르지 않습니다. 다시 확인해 주세요.',
  'partner.pdf.invalid': '유효하지 않은 값입니다.',
  'partner.pdf.noData': '출력할 데이터가 존재하지 않습니다.',
  'partner.pdf.noCode': '잘못된 접근입니다. 링크를 다시 확인해 주세요.',

  'partner.fcLink.checking': 'FC 정보를 확인하고 있습니다.',
  'partner.fcLink.badParameter': '잘못된 파라미터입니다.',
  'partner.fcLink.wrongCode': '잘못된 FC 코드입니다.',
  'partner.fcLink.notFound': 'FC 코드를 찾을 수 없습니다.',
  'partner.fcLink.error': '에러가 발생했습니다.',
  'partner.fcLink.opened': '{name} FC의 상담 채널을 앱에서 열었습니다.',

  'partner.back': '돌아가기',
} satisfies Catalogue<string>

export const en: Catalogue<keyof typeof ko> = {
  'partner.callback.title': 'Checking your sign-in',
  'partner.callback.sid': 'SID: {sid}',
  'partner.callback.wait': 'Please wait a moment.',

  'partner.greeting.heading': 'Welcome to the health report service',
  'partner.greeting.intro':
    "The service turns a customer's health checkup results into a disease prediction report. Sign up once and start at once.",
  'partner.greeting.signUpOnce':
    'You sign up only once. Your id is OL followed by your FC number; you only choose a password.',
  'partner.greeting.id': 'Id',
  'partner.greeting.tiers': 'Report tiers',
  'partner.greeting.basic': 'Basic report',
  'partner.greeting.basicText': 'Risks of 6 diseases, from a survey.',
  'partner.greeting.premium': 'Premium report',
  'partner.greeting.premiumText': 'Risks of 10 diseases, predicted from checkup results.',
  'partner.greeting.samples': 'Sample reports',
  'partner.greeting.sampleAlt': 'Sample report {n} of {total}: {title}',
  'partner.greeting.previous': 'Previous sample',
  'partner.greeting.next': 'Next sample',
  'partner.greeting.register': 'Register',
  'partner.greeting.start': 'Start',
  'partner.greeting.leaving': 'Taking you to the service.',
  'partner.greeting.noHandOver':
    "No sign-up details were handed over. Please open the link from the partner's screen again.",

  'partner.signUp.title': 'Set your password',
  'partner.signUp.text': 'Choose the password you will use for the service.',
  'partner.signUp.password': 'Password',
  'partner.signUp.confirm': 'Confirm password',
  'partner.signUp.passwordHint':
    '8 to 15 characters with a letter, a digit and one of ! @ # $ % ^ & + =.',
  'partner.signUp.submit': 'Confirm',
  'partner.signUp.cancel': 'Cancel',
  'partner.passwordMismatch': 'The passwords do not match.',
  'partner.signUpFailed': 'An error occurred.',
  'partner.notRegistered': 'This id is not registered.',
  'partner.handOverExpired':
    "The sign-up details have expired. Please open the link from the partner's screen again.",
  'partner.passwordSetFailed': 'The password could not be set. ({status})',
  'partner.defaultPasswordDiffers': 'The default password is different. Check it and try again.',
  'partner.done.title': 'Registration complete',
  'partner.done.text': 'Congratulations on signing up, {name}!',
  'partner.done.id': 'Id: {id}',
  'partner.done.licenses': 'Service licenses were provided.',
  'partner.done.registered': 'Registration is complete with the id {id}.',
  'partner.done.close': 'OK',

  'partner.sid.invalid': 'The SID value is invalid.',
  'partner.sid.timestamp': 'The timestamp parameter is wrong.',
  'partner.sid.site': 'The site parameter is wrong.',
  'partner.sid.name': 'The name parameter is wrong.',
  'partner.sid.id': 'The id parameter is wrong.',
  'partner.sid.processing': 'An error occurred while processing the data.',

  'partner.coupon.opening': 'Checking the coupon.',
  'partner.coupon.inaccurate': 'The coupon information is inaccurate.',
  'partner.coupon.invalid': 'The value is invalid. Please enter it again.',
  'partner.coupon.opened': 'The app was opened. If it did not open, press the button below.',
  'partner.coupon.shareHint': 'To open it on the phone that has the app, share this coupon to it.',
  'partner.openApp': 'Open the app',

  'partner.pdf.title': 'Download the health report PDF',
  'partner.pdf.text': 'Enter your 8-digit birthday to confirm it is you.',
  'partner.pdf.birthday': 'Birthday',
  'partner.pdf.birthdayPlaceholder': 'e.g. 19800101',
  'partner.pdf.download': 'Download PDF',
  'partner.pdf.generating': 'Generating the PDF, please wait.',
  'partner.pdf.birthdayRequired': 'Required: please enter the birthday.',
  'partner.pdf.birthdayLength': 'Enter the 8-digit birthday.',
  'partner.pdf.checkInput': 'The input is incorrect. Please check it again.',
  'partner.pdf.invalid': 'The value is invalid.',
  'partner.pdf.noData': 'There is no data to print.',
  'partner.pdf.noCode': 'Invalid access. Please check the link.',

  'partner.fcLink.checking': 'Checking the FC.',
  'partner.fcLink.badParameter': 'Wrong parameter.',
  'partner.fcLink.wrongCode': 'Wrong FC code.',
  'partner.fcLink.notFound': 'FC code not found.',
  'partner.fcLink.error': 'An error occurred.',
  'partner.fcLink.opened': "The app opened {name}'s consultation channel.",

  'partner.back': 'Go back',
}

declare module '../../../shared/domain/messages' {
  interface MessageCatalogue extends Catalogue<keyof typeof ko> {}
}
