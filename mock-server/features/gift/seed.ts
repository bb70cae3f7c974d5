import type { Db } from '../../db'
import type { MockConfig } from '../../config'
import { toApiDate } from '../../../src/shared/domain/dates'
import { todayOf } from '../../rules'

/** What each gifting FC holds: the same two items (S1 §3 license item), valid one year. */
const GIFT_ITEMS = [
  { productName: '프리미엄 건강톡 사용권 1+1', checkupQuantity: 10, giftQuantity: 5 },
  { productName: '검진 프리미엄 사용권 2+1', checkupQuantity: 6, giftQuantity: 4 },
] as const

/**
 * License items for gifting (S1 §2 gift, §3 license item): OL1000001, the site-1 FC of FIXTURES.md,
 * and OL1000011, the gift page e2e's own giver, each hold two items valid one year from the seeded
 * day (S1 §9 purchase validity), so the same day gives the same data. OL1000002 and OL1000012
 * hold none until they receive a gift.
 */
export async function seedGifts(db: Db, config: MockConfig): Promise<void> {
  const today = todayOf(config)
  const expired = toApiDate(new Date(today.getFullYear() + 1, today.getMonth(), today.getDate()))
  let licenseId = 0
  for (const userId of ['OL1000001', 'OL1000011'])
    for (const item of GIFT_ITEMS)
      await db.licenses.create({ licenseId: ++licenseId, userId, ...item, expired })
}
