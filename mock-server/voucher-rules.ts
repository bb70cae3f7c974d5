import { isUnlimitedCount, VOUCHER_ROLES } from '../src/shared/domain/codes'
import type { Db } from './db'
import type { MockContext } from './http'
import type { StaffRecord, VoucherRecord } from './schemas'

/**
 * The voucher rules of the mock server (S1 §2 give voucher and app bar, §4 voucher given, §5):
 * who may give, which customer may receive, what a give or a batch costs, and the expiry sweep
 * that takes back a voucher left unused within its period.
 */

const HOUR_MS = 3_600_000

export const nowOf = (ctx: MockContext): Date => ctx.now?.() ?? new Date()

/** S1 §5: giving and creating vouchers needs at least one of the voucher roles RM, RD, RP. */
export const hasVoucherRole = (staff: Pick<StaffRecord, 'roleList'>): boolean =>
  VOUCHER_ROLES.some((role) => staff.roleList.includes(role))

/** A voucher the customer still holds: not used, not returned, not expired. */
export const isActiveVoucher = (v: VoucherRecord, now: Date): boolean =>
  !v.used && !v.returned && Date.parse(v.expiresAt) > now.getTime()

/** The end of a voucher's validity: `hours` after its creation. */
export const expiryOf = (createdAt: Date, hours: number): Date =>
  new Date(createdAt.getTime() + hours * HOUR_MS)

/** A refusal: the status and the message of the error answer. */
export interface Refusal {
  status: number
  message: string
}

export const NO_ROLE: Refusal = { status: 403, message: '사용권 제공 권한이 없습니다.' }
export const NO_USABLE_RIGHTS: Refusal = { status: 406, message: '제공 가능한 사용권이 없습니다.' }

/**
 * Whether a caller with `usableCount` may spend `count` rights (one give is a count of 1):
 * 406 with no usable rights, 400 for more than a limited count holds; unlimited (-1) always may.
 */
export function spendRefusal(usableCount: number, count: number): Refusal | null {
  if (usableCount === 0) return NO_USABLE_RIGHTS
  if (!isUnlimitedCount(usableCount) && count > usableCount)
    return { status: 400, message: `제공 가능한 사용권은 ${usableCount}개입니다.` }
  return null
}

/** The usable count after spending `count`: unlimited stays unlimited, never below 0. */
export const spend = (usableCount: number, count: number): number =>
  isUnlimitedCount(usableCount) ? usableCount : Math.max(0, usableCount - count)

/** The next free numeric id of a collection's records. */
export const nextId = (records: readonly { id: number }[]): number =>
  records.reduce((max, r) => Math.max(max, r.id), 0) + 1

const queues = new WeakMap<Db, Promise<unknown>>()

/**
 * Runs `work` alone among the voucher changes of one db: the sweep and the voucher handlers read,
 * check and write in several awaited steps, and two requests interleaving there could return one
 * voucher twice or spend one right twice.
 */
export function exclusive<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(db) ?? Promise.resolve()
  const result = previous.then(work, work)
  queues.set(
    db,
    result.catch(() => undefined),
  )
  return result
}

async function returnExpired(ctx: MockContext): Promise<number> {
  const now = nowOf(ctx).getTime()
  const expired = ctx.db.vouchers
    .all()
    .filter((v) => !v.used && !v.returned && Date.parse(v.expiresAt) <= now)
  for (const v of expired) {
    await ctx.db.vouchers.update((q) => q.where({ id: v.id }), {
      data(r) {
        r.returned = true
      },
    })
    await ctx.db.staff.update((q) => q.where({ userId: v.giverId }), {
      data(s) {
        if (!isUnlimitedCount(s.usableCount)) s.usableCount += 1
      },
    })
  }
  if (expired.length > 0) ctx.onChange?.()
  return expired.length
}

/**
 * S1 §4 voucher given: every unused, not returned voucher whose expiresAt has come becomes
 * returned, and its giver gets the right back (+1; an unlimited giver stays -1). Persists (onChange)
 * only when something changed. Resolves to the number of vouchers returned.
 */
export const sweepExpiredVouchers = (ctx: MockContext): Promise<number> =>
  exclusive(ctx.db, () => returnExpired(ctx))

/** A voucher handler's body: the expiry sweep first, then `work`, both alone (see exclusive). */
export const afterSweep = <T>(ctx: MockContext, work: () => Promise<T>): Promise<T> =>
  exclusive(ctx.db, async () => {
    await returnExpired(ctx)
    return work()
  })
