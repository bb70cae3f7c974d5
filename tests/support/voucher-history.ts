/**
 * The voucher-creation history file as the user reads it (issue 28), for the tests and the e2e
 * suite: its header, and the row of an unused created voucher.
 */
export const VOUCHER_HISTORY_HEADER = [
  '일시',
  '구분',
  '수량',
  '바우처 코드',
  '고객 아이디',
  '유효 시간',
  '상태',
  '만료 일시',
  '사용·회수 일시',
]

/**
 * The row of a created voucher no one has used yet: its code, 미사용, when it expires; `anyDate` is
 * the runner's matcher of a date (vitest's or Playwright's `expect.any(Date)`).
 */
export const unusedVoucherRow = (code: string, anyDate: unknown) => [
  anyDate,
  '바우처 생성',
  1,
  code,
  null,
  null,
  '미사용',
  anyDate,
  null,
]
