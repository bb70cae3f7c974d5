import type { Db } from '../db'
import type { MockConfig } from '../config'
import { toApiDate } from '../../src/shared/domain/dates'
import { todayOf } from '../rules'

/**
 * License items for gifting (S1 §2 gift, §3 license item): OL1000001, the site-1 FC of FIXTURES.md,
 * holds two items valid one year from the seeded day (S1 §9 purchase validity), so the same day
 * gives the same data. OL1000002 holds none until it receives a gift.
 */
export async function seedGifts(db: Db, config: MockConfig): Promise<void> {
  const today = todayOf(config)
  const expired = toApiDate(new Date(today.getFullYear() + 1, today.getMonth(), today.getDate()))
  await db.licenses.create({
    licenseId: 1,
    userId: 'OL1000001',
    productName: '프리미엄 건강톡 사용권 1+1',
    expired,
    checkupQuantity: 10,
    giftQuantity: 5,
  })
  await db.licenses.create({
    licenseId: 2,
    userId: 'OL1000001',
    productName: '검진 프리미엄 사용권 2+1',
    expired,
    checkupQuantity: 6,
    giftQuantity: 4,
  })
}
