import type { Db } from '../../db'
import type { MockConfig } from '../../config'
import type { NotificationRecord } from '../notifications/records'
import { todayOf } from '../../rules'
import { expiryOf } from '../../voucher-rules'

const MINUTE_MS = 60_000
const pad = (n: number) => String(n).padStart(2, '0')

/**
 * Vouchers, notifications and virtual-bank info (FIXTURES.md): holder01 holds an active voucher
 * from fc0001; fc0001 has three unread notifications and an older read one; siteadmin and sh0002
 * have a virtual account awaiting deposit. Times count from the start of the day the checkup seed uses
 * (todayOf), so the same seed and day give the same data.
 */
export async function seedVouchers(db: Db, config: MockConfig): Promise<void> {
  const today = todayOf(config)
  const dayStart = new Date(today.getFullYear(), today.getMonth(), today.getDate())
  const before = (minutes: number) => new Date(dayStart.getTime() - minutes * MINUTE_MS)

  // valid 24 h from the start of the day: active for the whole seeded day
  await db.vouchers.create({
    id: 1,
    giverId: 'fc0001',
    customerUserId: 'holder01',
    hours: 24,
    createdAt: dayStart.toISOString(),
    expiresAt: expiryOf(dayStart, 24).toISOString(),
    used: false,
    returned: false,
  })

  // oldest first, so that ids grow with regDate
  const notifications: Omit<NotificationRecord, 'id' | 'userId'>[] = [
    {
      content: '보안 점검 안내',
      additional: null,
      // never followed: the client refuses any scheme but http(s) (src/domain/notification.ts)
      urlLink: 'javascript:alert(1)',
      regDate: before(3 * 24 * 60).toISOString(),
      read: 1,
    },
    {
      content: '고객 안내 문구를 확인해 주세요.',
      additional: '건강 리포트 앱 설치: https://example.com/app',
      urlLink: null,
      regDate: before(24 * 60).toISOString(),
      read: 0,
    },
    {
      content: '직원에게서 사용권 선물을 받았습니다.',
      additional: null,
      urlLink: '/statistics/gift-history',
      regDate: before(120).toISOString(),
      read: 0,
    },
    {
      content: '사용권 구매가 완료되었습니다.',
      additional: null,
      urlLink: '/statistics/purchase-history',
      regDate: before(30).toISOString(),
      read: 0,
    },
  ]
  let id = 0
  for (const n of notifications) await db.notifications.create({ ...n, id: ++id, userId: 'fc0001' })
  // siteadmin may open statistics, so the purchase link of its notification is followed
  await db.notifications.create({
    id: ++id,
    userId: 'siteadmin',
    content: '사용권 구매가 완료되었습니다.',
    additional: null,
    urlLink: '/statistics/purchase-history',
    regDate: before(30).toISOString(),
    read: 0,
  })

  const due = new Date(dayStart.getFullYear(), dayStart.getMonth(), dayStart.getDate() + 2)
  await db.vbankInfos.create({
    userId: 'siteadmin',
    vbankName: '국민은행',
    vbankNum: '123456-01-234567',
    vbankHolder: '(주)헬스체크업',
    vbankDate: `${due.getFullYear()}-${pad(due.getMonth() + 1)}-${pad(due.getDate())} 18:00`,
    paidAmount: 45000,
    quantity: 10,
  })
  // sh0002's is for the deposit e2e alone (siteadmin's is what the copy e2e reads)
  await db.vbankInfos.create({
    userId: 'sh0002',
    vbankName: '신한은행',
    vbankNum: '110-222-333444',
    vbankHolder: '(주)헬스체크업',
    vbankDate: `${due.getFullYear()}-${pad(due.getMonth() + 1)}-${pad(due.getDate())} 18:00`,
    paidAmount: 45000,
    quantity: 10,
  })
}
