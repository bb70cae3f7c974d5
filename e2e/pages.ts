import type { Locator, Page } from '@playwright/test'
import { qaHeaders } from './support'

/**
 * Every page of the portal, as an account that may open it (issue 27): what the accessibility
 * spec checks (axe, one level-one heading, the page's own title) and what `npm run screenshots`
 * draws at 390 and 1280 px. Read-only: opening these pages changes no account's data. A route
 * of `PATHS` missing here fails `e2e/accessibility.spec.ts`.
 */
export interface PageVisit {
  /** the screenshot's file name */
  name: string
  /** the address, or how to make it (a sid is made by the server for each visit) */
  path: string | ((page: Page) => Promise<string>)
  /** the route it shows (a `PATHS` path): a redirect lands elsewhere */
  route: string
  /** what shows once the page is drawn with its data */
  ready: (page: Page) => Locator
  /** the first part of `document.title` */
  title: string
  /**
   * reached from outside the portal (a payment provider's redirect, a link in a text message):
   * the accessibility spec opens it as a new page load, not by the portal's own navigation
   */
  fromOutside?: true
}

export interface VisitGroup {
  /** signed in as this account first (none: a visitor) */
  account?: { userId: string; password?: string; loginPath?: string; landing: string }
  pages: PageVisit[]
}

const byTestId = (id: string) => (page: Page) => page.getByTestId(id).first()
/** a statistics screen's rows, inside its own `statistics-<screen>` (no other screen's) */
const statisticsRows = (screen: string) => (page: Page) =>
  page.getByTestId(`statistics-${screen}`).getByTestId('statistics-row').first()

/** A partner sid the QA helper makes for a site-1 FC number, as the partner app would send. */
export async function partnerSid(page: Page, fcNumber: string): Promise<string> {
  const res = await page.request.get(`/__mock/partner-sid?userId=${fcNumber}`, {
    headers: qaHeaders,
  })
  if (!res.ok()) throw new Error(`partner sid: ${res.status()}`)
  return ((await res.json()) as { sid: string }).sid
}

/**
 * An FC number nobody has signed up with: a spec that signs one up uses its own (8,000,000 and
 * up; the seed's FCs are below)
 */
export const newFcNumber = (): string => String(8_000_000 + Math.floor(Math.random() * 999_999))

/**
 * The address the admin dashboard's row menu gives for writing or modifying a report, from the
 * first row of that status (not the report entry e2e's own row, 41, which it changes).
 */
async function adminReportLink(page: Page, status: 'D' | 'R', item: string): Promise<string> {
  await page.goto('/Admin/Dashboard')
  const row = page
    .locator(`[data-testid="admin-row"][data-status="${status}"]`)
    .filter({ hasNotText: '정작성' })
    .first()
  await row.getByTestId('admin-row-menu').click()
  const link = page.getByRole('menuitem', { name: item })
  const href = await link.getAttribute('href')
  await page.keyboard.press('Escape')
  if (!href) throw new Error(`no ${item} link on a ${status} row`)
  return href
}

export const PAGE_VISITS: VisitGroup[] = [
  {
    pages: [
      {
        name: 'login',
        path: '/v2/Login',
        route: '/v2/Login',
        ready: byTestId('login-card'),
        title: '로그인',
      },
      {
        name: 'login-v1',
        path: '/v1/login',
        route: '/v1/login',
        ready: byTestId('login-card'),
        title: '로그인',
      },
      {
        name: 'login-orange',
        path: '/ol/Login',
        route: '/ol/Login',
        ready: byTestId('login-card'),
        title: '파트너 로그인',
      },
      {
        name: 'error',
        path: '/v2/Error',
        route: '/v2/Error',
        ready: byTestId('error-message'),
        title: '오류',
      },
      {
        name: 'coupon-refused',
        path: '/li/Coupon?code=COUPON-BAD',
        route: '/li/Coupon',
        ready: byTestId('coupon-error'),
        title: '쿠폰',
      },
      {
        name: 'pdf-download',
        path: '/li/Download?code=COUPON-OK',
        route: '/li/Download',
        ready: (page) => page.getByLabel(/생년월일/),
        title: 'PDF 다운로드',
      },
      {
        name: 'fc-link-refused',
        path: '/F/NOPE0000',
        route: '/F/:linkCode',
        ready: byTestId('fc-link-error'),
        title: 'FC 링크',
      },
    ],
  },
  {
    // the partner app's entry: a fresh sid signs OL1000001 in and lands on the greeting
    pages: [
      {
        name: 'greeting',
        path: async (page) => `/ol/Callback?sid=${await partnerSid(page, '1000001')}`,
        route: '/ol/Greeting',
        ready: byTestId('greeting-id'),
        title: '환영합니다',
      },
    ],
  },
  {
    account: { userId: 'newbie2', password: 'newbie2', landing: '/v1/PasswordSet' },
    pages: [
      {
        name: 'password-set',
        path: '/v1/PasswordSet',
        route: '/v1/PasswordSet',
        ready: (page) => page.getByLabel('초기화 비밀번호'),
        title: '비밀번호 설정',
      },
    ],
  },
  {
    account: { userId: 'fc0001', landing: '/v2/Dashboard' },
    pages: [
      {
        name: 'dashboard',
        path: '/v2/Dashboard',
        route: '/v2/Dashboard',
        ready: byTestId('checkup-row'),
        title: '리포트 발급 내역',
      },
      {
        name: 'give',
        path: '/v2/Give',
        route: '/v2/Give',
        ready: byTestId('give-usable'),
        title: '사용권 제공',
      },
      {
        name: 'give-mobile',
        path: '/m/Give',
        fromOutside: true,
        route: '/m/Give',
        ready: byTestId('give-usable'),
        title: '사용권 제공',
      },
      {
        name: 'gift-refused',
        path: '/v2/Gift',
        route: '/v2/Gift',
        ready: byTestId('gift-refused'),
        title: '사용권 선물',
      },
      {
        name: 'add-report',
        path: '/v2/AddReport',
        route: '/v2/AddReport',
        ready: byTestId('report-form'),
        title: '직접 입력',
      },
      {
        name: 'products',
        path: '/v2/Product',
        route: '/v2/Product',
        ready: byTestId('open-purchase'),
        title: '사용권 구매',
      },
      {
        name: 'product-detail',
        path: '/v2/Product/1',
        route: '/v2/Product/:productId',
        ready: byTestId('product-detail'),
        title: '사용권 구매',
      },
      {
        name: 'payment-result',
        path: '/v2/PaymentCallback?merchant_uid=m-none-1',
        fromOutside: true,
        route: '/v2/PaymentCallback',
        ready: byTestId('payment-result-page'),
        title: '결제 결과',
      },
      {
        name: 'payment-mobile-failed',
        path: '/v2/Payment/Mobile/Callback?merchant_uid=m-none-2&imp_success=false',
        fromOutside: true,
        route: '/v2/Payment/Mobile/Callback',
        ready: byTestId('payment-result-page'),
        title: '결제 결과',
      },
      {
        name: 'payment-mobile-error',
        path: '/v2/Payment/Mobile/Error?merchant_uid=m-none-3',
        fromOutside: true,
        route: '/v2/Payment/Mobile/Error',
        ready: byTestId('payment-result-page'),
        title: '결제 결과',
      },
    ],
  },
  {
    account: { userId: 'siteadmin', landing: '/v2/Dashboard' },
    pages: [
      {
        name: 'employees',
        path: '/v2/Employee',
        route: '/v2/Employee',
        ready: byTestId('employee-row'),
        title: '직원 관리',
      },
      {
        name: 'employee-create',
        path: '/v2/Employee/create',
        route: '/v2/Employee/create',
        ready: byTestId('create-employee-form'),
        title: '직원 추가',
      },
      {
        name: 'statistics',
        path: '/v2/Statistics',
        route: '/v2/Statistics',
        ready: byTestId('statistics-index'),
        title: '통계',
      },
      {
        name: 'statistics-overview',
        path: '/v2/Statistics/Overview',
        route: '/v2/Statistics/Overview',
        ready: statisticsRows('overview'),
        title: '이용 현황',
      },
      {
        name: 'statistics-checkup',
        path: '/v2/Statistics/Checkup',
        route: '/v2/Statistics/Checkup',
        ready: statisticsRows('checkup'),
        title: '사용권 제공 내역',
      },
      {
        name: 'statistics-gift',
        path: '/v2/Statistics/Gift',
        route: '/v2/Statistics/Gift',
        ready: statisticsRows('gift'),
        title: '선물 통계',
      },
      {
        name: 'statistics-order',
        path: '/v2/Statistics/Order',
        route: '/v2/Statistics/Order',
        ready: statisticsRows('order'),
        title: '주문 통계',
      },
      {
        name: 'statistics-purchase',
        path: '/v2/Statistics/PurchaseHistory',
        route: '/v2/Statistics/PurchaseHistory',
        ready: statisticsRows('purchaseHistory'),
        title: '구매 내역',
      },
    ],
  },
  {
    account: { userId: 'super', landing: '/v2/Dashboard' },
    pages: [
      {
        name: 'statistics-gift-history',
        path: '/v2/Statistics/GiftHistory',
        route: '/v2/Statistics/GiftHistory',
        ready: statisticsRows('giftHistory'),
        title: '선물 내역',
      },
    ],
  },
  {
    account: { userId: 'adminp', landing: '/Admin/Dashboard' },
    pages: [
      {
        name: 'admin-dashboard',
        path: '/Admin/Dashboard',
        route: '/Admin/Dashboard',
        ready: byTestId('admin-row'),
        title: '관리자 대시보드',
      },
      {
        name: 'admin-add-report',
        path: (page) => adminReportLink(page, 'D', '리포트 작성'),
        route: '/Admin/AddReport',
        ready: byTestId('report-submit'),
        title: '리포트 작성',
      },
      {
        name: 'admin-modify-report',
        path: (page) => adminReportLink(page, 'R', '리포트 수정'),
        route: '/Admin/AddReport',
        ready: byTestId('report-submit'),
        title: '리포트 수정',
      },
    ],
  },
  {
    account: { userId: 'OL1000001', loginPath: '/ol/Login', landing: '/v2/Give' },
    pages: [
      {
        name: 'give-orange',
        path: '/v2/Give',
        route: '/v2/Give',
        ready: byTestId('give-usable'),
        title: '사용권 제공',
      },
      {
        name: 'gift-orange',
        path: '/v2/Gift',
        route: '/v2/Gift',
        ready: byTestId('gift-page'),
        title: '사용권 선물',
      },
      {
        name: 'payment',
        path: '/v2/Payment',
        route: '/v2/Payment',
        ready: byTestId('pay'),
        title: '결제',
      },
      {
        name: 'purchase-complete',
        path: '/ol/PurchaseComplete',
        route: '/ol/PurchaseComplete',
        ready: byTestId('purchase-complete'),
        title: '구매 완료',
      },
    ],
  },
]

/**
 * Routes no visit shows, and why: the entry `/` and the partner callback only redirect (to the
 * landing page, to the greeting); the test and playground pages exist only in development builds.
 */
export const NOT_VISITED = ['/', '/ol/Callback', '/v2/Test', '/Playground'] as const
