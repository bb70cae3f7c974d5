import type { Catalogue } from '../../../shared/domain/messages'

/**
 * Messages of the session feature: Korean (the default locale) verbatim where the spec quotes it, natural
 * Korean where it gives only an English gloss; English with the same keys. Placeholders: {name}.
 */
export const ko = {
  'login.title': '로그인',
  'login.userId': '아이디',
  'login.password': '비밀번호',
  'login.submit': '로그인',
  'login.userIdRequired': '아이디를 입력 해 주세요.',
  'login.passwordRequired': '비밀번호를 입력 해 주세요.',
  'login.userIdTooLong': '아이디는 {max}자 이내로 입력해 주세요.',
  'login.passwordTooLong': '비밀번호는 {max}자 이내로 입력해 주세요.',
  'login.notFound': '아이디와 비밀번호를 확인해 주세요.',
  'login.throttled':
    '로그인 시도가 너무 많아 잠시 로그인할 수 없습니다. 비밀번호를 5회 잘못 입력하면 15분 동안 잠깁니다. 잠시 후에 다시 시도해 주세요.',
  'login.failed': '오류가 발생했습니다. ({code})',
  'login.orangeTitle': '파트너 로그인',
  'login.orangeHint':
    '아이디는 OL과 FC 번호를 이어 쓴 형태입니다. 등록 후 처음 로그인할 때 비밀번호는 아이디와 같습니다.',

  'passwordSet.title': '비밀번호 설정',
  'passwordSet.intro': '처음 로그인하셨습니다. 사용할 비밀번호를 설정해 주세요.',
  'passwordSet.initial': '초기화 비밀번호',
  'passwordSet.new': '새 비밀번호',
  'passwordSet.confirm': '새 비밀번호 확인',
  'passwordSet.submit': '비밀번호 변경',
  'passwordSet.initialRequired': '초기화 비밀번호를 입력해 주세요.',
  'passwordSet.initialTooLong': '초기화 비밀번호는 {max}자 이내로 입력해 주세요.',
  'passwordSet.newRequired': '새 비밀번호를 입력해 주세요.',
  'passwordSet.mismatch': '비밀번호가 같지 않습니다.',
  'passwordSet.success': '비밀번호가 변경되었습니다.',
  'passwordSet.wrongInitial': '초기화 비밀번호가 다릅니다. 확인 후 다시 시도해 주세요.',
  'passwordSet.failed': '비밀번호 변경에 실패하였습니다. ({status})',
  'passwordSet.throttled':
    '비밀번호 확인 시도가 너무 많아 잠시 변경할 수 없습니다. 비밀번호를 5회 잘못 입력하면 15분 동안 잠깁니다. 잠시 후에 다시 시도해 주세요.',

  'password.mismatchLive': '비밀번호가 같지 않습니다.',

  'session.expired': '로그인이 만료되었습니다. 다시 로그인해 주세요.',
  'session.signedOutElsewhere': '다른 창에서 로그아웃되었습니다. 다시 로그인해 주세요.',
  'session.switchedUser':
    '다른 창에서 {name} 님으로 로그인하여 이 창도 {name} 님의 화면으로 바뀌었습니다.',
} satisfies Catalogue<string>

export const en: Catalogue<keyof typeof ko> = {
  'login.title': 'Sign in',
  'login.userId': 'User id',
  'login.password': 'Password',
  'login.submit': 'Sign in',
  'login.userIdRequired': 'Please enter the id.',
  'login.passwordRequired': 'Please enter the password.',
  'login.userIdTooLong': 'Enter an id of at most {max} characters.',
  'login.passwordTooLong': 'Enter a password of at most {max} characters.',
  'login.notFound': 'Please check your id and password.',
  'login.throttled':
    'Too many sign-in attempts: signing in is paused for a while. 5 wrong passwords lock an id for 15 minutes. Please try again later.',
  'login.failed': 'An error occurred. ({code})',
  'login.orangeTitle': 'Partner sign-in',
  'login.orangeHint':
    'Your id is OL followed by your FC number. On first use after registration the password equals the id.',

  'passwordSet.title': 'Set password',
  'passwordSet.intro': 'This is your first sign-in. Please choose a password.',
  'passwordSet.initial': 'Initial password',
  'passwordSet.new': 'New password',
  'passwordSet.confirm': 'Confirm new password',
  'passwordSet.submit': 'Change password',
  'passwordSet.initialRequired': 'Please enter the initial password.',
  'passwordSet.initialTooLong': 'Enter an initial password of at most {max} characters.',
  'passwordSet.newRequired': 'Please enter the new password.',
  'passwordSet.mismatch': 'The passwords are not the same.',
  'passwordSet.success': 'Your password was changed.',
  'passwordSet.wrongInitial': 'The initial password is different. Please check and retry.',
  'passwordSet.failed': 'Changing the password failed. ({status})',
  'passwordSet.throttled':
    'Too many password checks: changing it is paused for a while. 5 wrong passwords lock an id for 15 minutes. Please try again later.',

  'password.mismatchLive': 'The passwords are not the same.',

  'session.expired': 'Your session has ended. Please sign in again.',
  'session.signedOutElsewhere': 'You signed out in another window. Please sign in again.',
  'session.switchedUser':
    "{name} signed in in another window, so this window now shows {name}'s portal.",
}

declare module '../../../shared/domain/messages' {
  interface MessageCatalogue extends Catalogue<keyof typeof ko> {}
}
