/**
 * The partner pages' demo codes (FIXTURES.md "Codes for the link pages"): coupons are fixed data
 * of the demo, not records a user changes, so they live here rather than in the db.
 */
export interface DemoCoupon {
  code: string
  /** the holder's birthday the PDF page asks for (YYYYMMDD) */
  birthday: string
  /** the holder's app id (FIXTURES.md customers) */
  holder: string
  /** false: the report is not made yet, so make PDF answers an empty tempPdf */
  reportReady: boolean
}

export const DEMO_COUPONS: readonly DemoCoupon[] = [
  { code: 'COUPON-OK', birthday: '19800101', holder: 'member01', reportReady: true },
  // added by this project: a coupon whose report is not made yet ('no data to print')
  { code: 'COUPON-WAIT', birthday: '19800101', holder: 'member01', reportReady: false },
]

/** The app's scheme the mock gateway's deep links use (the real gateway decides its own). */
export const DEMO_APP_SCHEME = 'checkupapp'
