import type { CheckupItem } from '../../src/features/dashboard/domain/checkup'

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
