import type { Catalogue } from './index'
import { START_MESSAGES } from './start'

/**
 * Messages shared by every feature: Korean (the default locale) verbatim where the spec quotes it, natural
 * Korean where it gives only an English gloss; English with the same keys. Placeholders: {name}.
 */
export const ko = {
  'app.name': '헬스체크업 매니저',
  'app.loading': '불러오는 중입니다…',
  'app.preparing': '준비 중입니다.',
  ...START_MESSAGES.ko,
  'app.preparingDetail': '이 화면은 곧 제공될 예정입니다.',
  'app.back': '뒤로',
  'app.skipToContent': '본문으로 건너뛰기',
  'app.confirm': '확인',
  'app.cancel': '취소',
  'app.close': '닫기',
  'app.privacyPolicy': '개인정보처리방침',
  'app.termsOfUse': '이용약관',
  'app.copyright': '© 헬스체크업. All rights reserved.',

  'common.error': '에러가 발생했습니다.',
  'common.errorWithCode': '오류가 발생했습니다. ({code})',
  'common.network': '네트워크 연결을 확인해 주세요.',
  'common.unexpectedResponse': '서버 응답을 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  'common.noPermission': '권한이 없습니다.',
  'common.passwordPending': '처음 사용하는 비밀번호를 먼저 변경해 주세요.',
  'common.requestHelper': 'The parameters method and path must be required.',

  'validation.required': '항목을 입력해 주세요.',
  'validation.userIdMin': '6자 이상 입력해 주세요.',
  'validation.birth': '올바른 생년월일을 입력해 주세요. (예: 19920201)',
  'validation.untypable':
    '입력할 수 없는 문자(탭, 제어 문자)가 들어 있습니다. 지우고 다시 입력해 주세요.',
  'validation.date': '올바른 날짜를 입력해 주세요. (예: 20240201)',
  'validation.futureDate': '미래 날짜는 입력할 수 없습니다.',
  'validation.email': '올바른 이메일 주소를 입력해 주세요.',
  'validation.password':
    '비밀번호는 영문, 숫자, 특수문자(!@#$%^&+=)를 모두 포함해 8~15자로 입력해 주세요.',
  'validation.confirm': '비밀번호를 확인해 주세요.',
  'validation.phone': '전화번호를 000-0000-0000 형식으로 입력해 주세요.',
  'validation.range': '{min} ~ {max} 범위로 입력해 주세요.',
  'validation.ageMin': '검진일 기준 만 20세 이상부터 이용할 수 있습니다.',
  'validation.ageMax': '검진일 기준 만 85세 이하까지 이용할 수 있습니다.',
  'validation.ageRange': '검진일 기준 만 20세 이상 85세 이하만 이용할 수 있습니다.',
  'validation.birthMissing': '생년월일을 입력해 주세요.',

  'guard.noPermission': '권한이 없습니다.',

  'menu.groupCheckup': '검진',
  'menu.groupManagement': '관리',
  'menu.groupStatistics': '통계',
  'menu.groupAdmin': '관리자',
  'menu.dashboard': '리포트 발급 내역',
  'menu.give': '고객에게 사용권 제공',
  'menu.product': '사용권 구매',
  'menu.addReport': '직접 입력',
  'menu.gift': '직원에게 사용권 선물',
  'menu.employee': '직원 관리',
  'menu.statisticsOverview': '이용 현황',
  'menu.statisticsCheckup': '사용권 제공 내역',
  'menu.statisticsGift': '선물 통계',
  'menu.statisticsOrder': '주문 통계',
  'menu.statisticsPurchaseHistory': '구매 내역',
  'menu.statisticsGiftHistory': '선물 내역',
  'menu.adminDashboard': '관리자 대시보드',

  'title.dashboard': '리포트 발급 내역',
  'title.give': '사용권 제공',
  'title.product': '사용권 구매',
  'title.addReport': '직접 입력',
  'title.gift': '사용권 선물',
  'title.employee': '직원 관리',
  'title.employeeCreate': '직원 추가',
  'title.statistics': '통계',
  'title.adminDashboard': '관리자 대시보드',
  'summary.dashboard':
    '고객에게 발급된 건강검진 리포트를 기간과 이름으로 찾아 인쇄하거나 PDF로 받습니다.',
  'summary.give': '고객에게 사용권을 보내 건강검진 리포트를 받게 합니다.',
  'summary.product': '건강검진 리포트 사용권을 구매합니다.',
  'summary.gift': '보유한 사용권을 다른 직원에게 선물합니다.',
  'summary.employee': '직원 계정과 직원별 사용권 지급 현황을 관리합니다.',
  'title.adminAddReport': '리포트 작성',
  'title.adminModifyReport': '리포트 수정',
  'title.payment': '결제',
  'title.paymentResult': '결제 결과',
  'title.purchaseComplete': '구매 완료',
  'title.greeting': '환영합니다',
  'title.coupon': '쿠폰',
  'title.download': 'PDF 다운로드',
  'title.fcLink': 'FC 링크',
  'title.error': '오류',
  'title.playground': '개발 도구',
  'title.test': '테스트',
  'title.passwordSet': '비밀번호 설정',
  'title.login': '로그인',
  'title.home': '홈',

  'dateRange.start': '시작일',
  'dateRange.end': '종료일',
  'dateRange.invalid':
    '기간을 확인해 주세요. 시작일은 종료일보다 늦을 수 없고, 종료일은 오늘을 넘을 수 없습니다.',

  'common.retry': '다시 시도',

  'gender.1': '남',
  'gender.2': '여',

  'reportType.S': '심플',
  'reportType.F': '프리미엄',
  'reportType.none': '-',

  'delivery.RM': '모바일',
  'delivery.RP': '우편',
  'delivery.RD': '직접',

  'pager.prev': '이전',
  'pager.next': '다음',
  'pager.summary': '총 {total}건 중 {from}-{to}',
  'pager.page': '{page} 페이지',

  'download.done': '{fileName} 파일을 내려받았습니다.',

  'pager.nav': '페이지 이동',

  'grid.columns': '열 선택',
  'grid.sort': '정렬',
  'grid.sortAsc': '{column} ↑ 오름차순',
  'grid.sortDesc': '{column} ↓ 내림차순',
  'grid.sortBy': '{column} 정렬',
  'list.reset': '조건 초기화',
} satisfies Catalogue<string>

export const en: Catalogue<keyof typeof ko> = {
  'app.name': 'Health Checkup Manager',
  'app.loading': 'Loading…',
  'app.preparing': 'Coming soon.',
  ...START_MESSAGES.en,
  'app.preparingDetail': 'This screen will be available soon.',
  'app.back': 'Back',
  'app.skipToContent': 'Skip to content',
  'app.confirm': 'OK',
  'app.cancel': 'Cancel',
  'app.close': 'Close',
  'app.privacyPolicy': 'Privacy policy',
  'app.termsOfUse': 'Terms of use',
  'app.copyright': '© Health Checkup. All rights reserved.',

  'common.error': 'An error occurred.',
  'common.errorWithCode': 'An error occurred. ({code})',
  'common.network': 'Please check your network connection.',
  'common.unexpectedResponse':
    'The server sent a response we could not process. Please retry later.',
  'common.noPermission': 'You do not have permission.',
  'common.passwordPending': 'Please change your first password before going on.',
  'common.requestHelper': 'The parameters method and path must be required.',

  'validation.required': 'Please enter this item.',
  'validation.userIdMin': 'Enter at least 6 characters.',
  'validation.birth': 'Enter a valid birth date, e.g. 19920201.',
  'validation.untypable':
    'This contains characters that cannot be entered (tabs, control characters). Remove them and try again.',
  'validation.date': 'Enter a valid date, e.g. 20240201.',
  'validation.futureDate': 'A future date cannot be entered.',
  'validation.email': 'Enter a valid e-mail address.',
  'validation.password':
    'Use 8 to 15 characters with a letter, a digit and one of ! @ # $ % ^ & + =.',
  'validation.confirm': 'Check the password.',
  'validation.phone': 'Enter the phone number as 000-0000-0000.',
  'validation.range': 'The range is {min} to {max}.',
  'validation.ageMin': 'The service requires age 20 or over at the checkup date.',
  'validation.ageMax': 'The service requires age 85 or under at the checkup date.',
  'validation.ageRange': 'The service requires age 20 to 85 at the checkup date.',
  'validation.birthMissing': 'Please enter the birthday.',

  'guard.noPermission': 'You do not have permission.',

  'menu.groupCheckup': 'Checkup',
  'menu.groupManagement': 'Management',
  'menu.groupStatistics': 'Statistics',
  'menu.groupAdmin': 'Admin',
  'menu.dashboard': 'Report history',
  'menu.give': 'Give to customers',
  'menu.product': 'Buy',
  'menu.addReport': 'Direct input',
  'menu.gift': 'Gift to employees',
  'menu.employee': 'Employee management',
  'menu.statisticsOverview': 'Usage summary',
  'menu.statisticsCheckup': 'License provision',
  'menu.statisticsGift': 'Gift statistics',
  'menu.statisticsOrder': 'Order statistics',
  'menu.statisticsPurchaseHistory': 'Purchase history',
  'menu.statisticsGiftHistory': 'Gift history',
  'menu.adminDashboard': 'Admin dashboard',

  'title.dashboard': 'Report history',
  'title.give': 'Give usage rights',
  'title.product': 'Buy usage rights',
  'title.addReport': 'Direct input',
  'title.gift': 'Gift usage rights',
  'title.employee': 'Employee management',
  'title.employeeCreate': 'Add employee',
  'title.statistics': 'Statistics',
  'title.adminDashboard': 'Admin dashboard',
  'summary.dashboard':
    'Find the checkup reports issued to your customers by period or name, and print them or save them as PDF.',
  'summary.give': 'Send a customer a usage right for a checkup report.',
  'summary.product': 'Buy usage rights for checkup reports.',
  'summary.gift': 'Gift your usage rights to other employees.',
  'summary.employee': 'Manage employee accounts and the usage rights given to each.',
  'title.adminAddReport': 'Write report',
  'title.adminModifyReport': 'Modify report',
  'title.payment': 'Payment',
  'title.paymentResult': 'Payment result',
  'title.purchaseComplete': 'Purchase complete',
  'title.greeting': 'Welcome',
  'title.coupon': 'Coupon',
  'title.download': 'PDF download',
  'title.fcLink': 'FC link',
  'title.error': 'Error',
  'title.playground': 'Developer tools',
  'title.test': 'Test',
  'title.passwordSet': 'Set password',
  'title.login': 'Sign in',
  'title.home': 'Home',

  'dateRange.start': 'Start date',
  'dateRange.end': 'End date',
  'dateRange.invalid':
    'Check the period: the start cannot be after the end, and the end cannot be after today.',

  'common.retry': 'Retry',

  'gender.1': 'M',
  'gender.2': 'F',

  'reportType.S': 'Simple',
  'reportType.F': 'Premium',
  'reportType.none': '-',

  'delivery.RM': 'Mobile',
  'delivery.RP': 'Postal',
  'delivery.RD': 'Direct',

  'pager.prev': 'Previous',
  'pager.next': 'Next',
  'pager.summary': '{from}-{to} of {total}',
  'pager.page': 'Page {page}',

  'download.done': '{fileName} was downloaded.',

  'pager.nav': 'Pages',

  'grid.columns': 'Columns',
  'grid.sort': 'Sort',
  'grid.sortAsc': '{column} ↑ ascending',
  'grid.sortDesc': '{column} ↓ descending',
  'grid.sortBy': 'Sort by {column}',
  'list.reset': 'Reset filters',
}

declare module './index' {
  interface MessageCatalogue extends Catalogue<keyof typeof ko> {}
}
