import type { CheckupItem } from '../../src/features/dashboard/domain/checkup'
import type { Employee } from '../../src/features/employees/domain/employee'
import type { Notification } from '../../src/features/notifications/domain/notification'
import type { Product } from '../../src/features/purchase/services/purchase-service'

/** Rows of the lists the portal reads, for machine tests and walks: these values, unless given. */

/** A checkup row of fc0001's customer (the dashboard's list, single print, shipping info). */
export const checkupRow = (checkupNo = 1, over: Partial<CheckupItem> = {}): CheckupItem => ({
  checkupNo,
  created: '20261101',
  userName: `홍길동${checkupNo}`,
  userId: `app-${checkupNo}`,
  gender: 1,
  birthday: '19800101',
  reportType: 'F',
  role: 'RM',
  branchName: '강남지점',
  branchCode: 'B001',
  employeeName: '김설계',
  employeeId: 'fc0001',
  address: '서울특별시 강남구 테헤란로 1',
  detailAddress: '1호',
  postalCode: '06000',
  telephone: '010-1234-5678',
  pdfPrint: 'Y',
  print: 'N',
  ...over,
})

/** An employee of site 3's branch B001: an FC with a limit of 4 and 3 rights, none used. */
export const employeeRow = (id: string, over: Partial<Employee> = {}): Employee => ({
  employeeId: id,
  employeeName: `name-${id}`,
  employeeNo: id,
  branchName: '강남지점',
  branchCode: 'B001',
  siteId: 3,
  siteName: '헬스케어',
  siteCode: 'HK',
  auth: 'F',
  useQuantity: 0,
  completeQuantity: 0,
  licenseQuantity: 3,
  limit: 4,
  gender: null,
  email: 'a@example.com',
  mobile: '010-1111-2222',
  ...over,
})

/** An unread notification of March `id`, with no link and nothing more. */
export const notificationRow = (id: number, over: Partial<Notification> = {}): Notification => ({
  id,
  content: `알림 ${id}`,
  additional: null,
  urlLink: null,
  regDate: `2026-03-0${id}T10:00:00`,
  read: 0,
  ...over,
})

/** A product of unlimited stock, 10,000 won sold at 9,000. */
export const productRow = (productId: number, over: Partial<Product> = {}): Product => ({
  productId,
  name: `상품 ${productId}`,
  price: 10000,
  salePrice: 9000,
  productOrderType: 'U',
  purchaseableQuantity: 0,
  thumbnailImageList: [],
  detailImageList: [],
  description: '',
  refund: '',
  comment: '',
  bonus: null,
  ...over,
})

/**
 * fc0001's checkup 100006 as the mock seeds it: a report within the print period of MOCK_TODAY
 * 20261122, printable by its FC, whose shipping address fc0001 (PA) may change.
 */
export const fc0001Checkup: CheckupItem = checkupRow(100006, {
  created: '20261121',
  userName: '권서윤',
  userId: 'app100006',
  gender: 2,
  birthday: '19680402',
  role: 'RP',
  address: '광주광역시 동구 금남로 245',
  detailAddress: '2층',
  postalCode: '61475',
  telephone: '010-7771-9018',
})
