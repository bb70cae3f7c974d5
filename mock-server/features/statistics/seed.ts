import type { Db } from '../../db'
import type { MockConfig } from '../../config'
import type { StaffRecord } from '../../schemas'
import type { OrderRecord } from '../purchase/records'
import { toApiDate } from '../../../src/shared/domain/dates'
import { createRandom, type Random } from '../../random'
import { todayOf } from '../../rules'

/** How far back the statistics' generated records go: two months before the seeded day. */
const DAYS_BACK = 60
const PRICE_PER_LICENSE = 4_500
const PRODUCTS = ['프리미엄 건강톡 사용권 1+1', '검진 프리미엄 사용권 2+1'] as const

/**
 * The statistics' demo data (issue 13), from a generator of its own (the seed plus 13), so the
 * data the other seeds make stays as it was: sign-ups of the generated staff and app users,
 * purchases of site-3 staff and of the other sites' demo staff, gifts between site-3 employees
 * made before the site's gifting was limited (S1 §6), and vouchers the generated staff gave to app
 * users and that were used. The first records of each kind fall on the seeded day, so the default
 * range (the month's first day to today) is never empty. The virtual accounts awaiting a deposit
 * (siteadmin, sh0002, and shadmin's of this seed) each have their purchase with status R.
 */
export async function seedStatistics(db: Db, config: MockConfig): Promise<void> {
  const random = createRandom(config.MOCK_SEED + 13)
  const today = todayOf(config)
  const dayStart = new Date(today.getFullYear(), today.getMonth(), today.getDate())
  /** the end of the seeded day's records (00:00-08:59) */
  const seededMorning = new Date(today.getFullYear(), today.getMonth(), today.getDate(), 9)
  /** a moment of the day `daysBack` before the seeded day, in office hours */
  const momentOf = (daysBack: number, r: Random) =>
    new Date(
      dayStart.getFullYear(),
      dayStart.getMonth(),
      dayStart.getDate() - daysBack,
      r.int(9, 17),
      r.int(0, 59),
    )
  /** the first `onToday` records fall on the seeded day (00:00-08:59, before "now" in e2e) */
  const daysBackFor = (i: number, onToday: number) => (i < onToday ? 0 : random.int(0, DAYS_BACK))
  const at = (i: number, onToday: number) => {
    const back = daysBackFor(i, onToday)
    const moment = momentOf(back, random)
    if (back === 0) moment.setHours(random.int(0, 8))
    return moment
  }

  const staff = db.staff.all()
  const generated = staff.filter((s) => s.userId.startsWith('hk'))
  const site3 = staff.filter(
    (s) => s.siteId === 3 && s.auth !== 'P' && s.passwordRefreshed && s.active,
  )

  let signUpId = 0
  for (const [i, s] of generated.entries())
    await db.signUps.create({
      id: ++signUpId,
      kind: 'employee',
      employeeId: s.userId,
      userId: null,
      siteId: s.siteId,
      branchCode: s.branchCode,
      date: toApiDate(at(i, 2)),
    })
  const appUsers = db.customers.all().filter((c) => c.userId.startsWith('app'))
  for (const [i, c] of appUsers.entries()) {
    const by = random.pick(site3)
    await db.signUps.create({
      id: ++signUpId,
      kind: 'user',
      employeeId: by.userId,
      userId: c.userId,
      siteId: by.siteId,
      branchCode: by.branchCode,
      date: toApiDate(at(i, 3)),
    })
  }

  // purchases are the purchase feature's orders, as a checkout would have left them
  let orderNo = 0
  const purchase = async (
    buyer: StaffRecord,
    orderedAt: Date,
    fields: Pick<OrderRecord, 'status' | 'payMethod' | 'grantQuantity' | 'depositedAt'> &
      Partial<Pick<OrderRecord, 'amount'>>,
  ) => {
    const n = ++orderNo
    const merchantUid = `s${toApiDate(orderedAt)}-${String(n).padStart(6, '0')}`
    await db.orders.create({
      merchantUid,
      userId: buyer.userId,
      productId: 1,
      name: '프리미엄 리포트 사용권',
      quantity: fields.grantQuantity,
      amount: fields.amount ?? fields.grantQuantity * PRICE_PER_LICENSE,
      impUid: fields.status === 'C' ? null : `imp_stat_${String(n).padStart(6, '0')}`,
      createdAt: orderedAt.toISOString(),
      // an account still awaiting its deposit grants when the deposit arrives
      granted: fields.status === 'P',
      ...fields,
    })
    return merchantUid
  }
  const buyers = [
    ...site3,
    ...['sh0001', 'OL1000001', 'ga0001', 'pt0001', 'ptadmin'].map((id) =>
      staff.find((s) => s.userId === id)!,
    ),
  ]
  for (let i = 0; i < 90; i++) {
    const buyer = i < 4 ? staff.find((s) => s.userId === 'siteadmin')! : random.pick(buyers)
    const orderedAt = at(i, 4)
    const payMethod = random.pick(['card', 'card', 'trans', 'vbank'] as const)
    const cancelled = random.next() < 0.1
    // a paid virtual-account order was deposited after it was made, and by the end of the seeded
    // day's early hours (09:00, after the day's records): one of this morning gets its deposit
    // rather than none (it showed '-' as paid). Not the clock's now: the same seed gives the same
    // data whenever it runs.
    const deposit = new Date(
      Math.min(
        orderedAt.getTime() + random.int(10, 600) * 60_000,
        Math.max(orderedAt.getTime(), seededMorning.getTime()),
      ),
    )
    await purchase(buyer, orderedAt, {
      status: cancelled ? 'C' : 'P',
      payMethod,
      grantQuantity: random.pick([10, 15, 20, 30, 50]),
      depositedAt: payMethod === 'vbank' && !cancelled ? deposit.toISOString() : null,
    })
  }
  // shadmin's virtual account, like siteadmin's and sh0002's (../vouchers/seed.ts)
  const due = new Date(dayStart.getFullYear(), dayStart.getMonth(), dayStart.getDate() + 2)
  const pad = (n: number) => String(n).padStart(2, '0')
  await db.vbankInfos.create({
    userId: 'shadmin',
    vbankName: '우리은행',
    vbankNum: '1002-333-444555',
    vbankHolder: '(주)헬스체크업',
    vbankDate: `${due.getFullYear()}-${pad(due.getMonth() + 1)}-${pad(due.getDate())} 18:00`,
    paidAmount: 45000,
    quantity: 10,
  })
  // each account awaiting a deposit without an order gets its order (R), which the deposit pays
  for (const info of db.vbankInfos.all()) {
    const buyer = staff.find((s) => s.userId === info.userId)
    if (!buyer || info.merchantUid) continue
    const merchantUid = await purchase(
      buyer,
      new Date(dayStart.getTime() + random.int(0, 8 * 60) * 60_000),
      {
        status: 'R',
        payMethod: 'vbank',
        grantQuantity: info.quantity,
        amount: info.paidAmount,
        depositedAt: null,
      },
    )
    await db.vbankInfos.update((q) => q.where({ userId: info.userId }), {
      data(v) {
        v.merchantUid = merchantUid
      },
    })
  }

  const givers = generated.filter((s) => s.siteId === 3)
  if (givers.length > 1) {
    for (let i = 0; i < 40; i++) {
      const giver = random.pick(givers)
      const receivers = givers.filter((s) => s.userId !== giver.userId)
      const receiver = random.pick(receivers)
      const quantity = random.int(1, 10)
      await db.gifts.create({
        id: i + 1,
        giverId: giver.userId,
        receiverId: receiver.userId,
        items: [{ licenseId: 0, productName: random.pick(PRODUCTS), quantity }],
        quantity,
        createdAt: at(i, 3).toISOString(),
      })
    }
  }

  let voucherId = db.vouchers.all().reduce((max, v) => Math.max(max, v.id), 0)
  if (givers.length && appUsers.length) {
    for (let i = 0; i < 60; i++) {
      const createdAt = at(i, 3)
      const hours = random.pick([1, 3, 12, 24])
      await db.vouchers.create({
        id: ++voucherId,
        giverId: random.pick(givers).userId,
        customerUserId: random.pick(appUsers).userId,
        hours,
        createdAt: createdAt.toISOString(),
        expiresAt: new Date(createdAt.getTime() + hours * 3_600_000).toISOString(),
        // used by the customer: never returned to the giver nor counted as held
        used: true,
        returned: false,
      })
    }
  }
}
