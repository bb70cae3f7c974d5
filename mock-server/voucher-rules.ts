import { isUnlimitedCount, VOUCHER_ROLES } from '../src/shared/domain/codes'
import { PURCHASE_VALIDITY_YEARS } from '../src/features/purchase/domain/codes'
import type { Db } from './db'
import type { MockContext } from './http'
import type { StaffRecord } from './schemas'
import type { RecordOf } from './feature'

type CreatedVoucherRecord = RecordOf<'createdVouchers'>
type VoucherRecord = RecordOf<'vouchers'>

/**
 * The voucher rules of the mock server (S1 §2 give voucher and app bar, §4 voucher given, §5):
 * who may give, which customer may receive, what a give or a batch costs, and the expiry sweep
 * that takes back a voucher left unused within its period.
 */

const HOUR_MS = 3_600_000

export const nowOf = (ctx: Pick<MockContext, 'now'>): Date => ctx.now?.() ?? new Date()

/** S1 §5: giving and creating vouchers needs at least one of the voucher roles RM, RD, RP. */
export const hasVoucherRole = (staff: Pick<StaffRecord, 'roleList'>): boolean =>
  VOUCHER_ROLES.some((role) => staff.roleList.includes(role))

/** A voucher the customer still holds: not used, not returned, not expired. */
export const isActiveVoucher = (v: VoucherRecord, now: Date): boolean =>
  !v.used && !v.returned && Date.parse(v.expiresAt) > now.getTime()

/** The end of a voucher's validity: `hours` after its creation. */
export const expiryOf = (createdAt: Date, hours: number): Date =>
  new Date(createdAt.getTime() + hours * HOUR_MS)

/**
 * The letters of a created voucher's code: capitals and digits a customer cannot misread (no 0 and
 * O, no 1 and I); 32 of them, so each of the 12 places carries 5 bits (60 in all).
 */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
/** A created voucher's code as handed out: three groups of four, `7KQM-2XHD-PA9C`. */
export const VOUCHER_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/

/** A code from 12 random bytes (each read modulo 32, which 256 divides: no letter is likelier). */
export function voucherCode(bytes: Uint8Array): string {
  const letters = [...bytes.slice(0, 12)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length])
  return [0, 4, 8].map((i) => letters.slice(i, i + 4).join('')).join('-')
}

/** `count` codes none of which is in `taken` nor repeated (a draw that collides is drawn again). */
export function newVoucherCodes(
  count: number,
  taken: ReadonlySet<string>,
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string[] {
  const codes = new Set<string>()
  while (codes.size < count) {
    const code = voucherCode(random(new Uint8Array(12)))
    if (!taken.has(code)) codes.add(code)
  }
  return [...codes]
}

export type CreatedVoucherState = 'unused' | 'used' | 'expired' | 'reclaimed'

/** A created voucher's state now: used or reclaimed for good; else expired once its time has come. */
export function createdVoucherState(
  v: Pick<CreatedVoucherRecord, 'usedAt' | 'reclaimedAt' | 'expiresAt'>,
  now: Date,
): CreatedVoucherState {
  if (v.usedAt !== null) return 'used'
  if (v.reclaimedAt !== null) return 'reclaimed'
  return Date.parse(v.expiresAt) <= now.getTime() ? 'expired' : 'unused'
}

/**
 * The end of a usage right's validity, a purchased one or a created voucher: a year on (S1 §9
 * purchase validity), to the day.
 */
export const rightExpiry = (from: Date): Date =>
  new Date(from.getFullYear() + PURCHASE_VALIDITY_YEARS, from.getMonth(), from.getDate())

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

/**
 * Gives `count` usage rights to the count of `userId`: a given voucher that expired unused or a
 * created one reclaimed (one right back to its owner), an order or a deposit granted. An unlimited
 * owner (-1) stays unlimited. Resolves to the staff record afterwards (none for an unknown id).
 */
export const grantRights = (db: Db, userId: string, count: number) =>
  db.staff.update((q) => q.where({ userId }), {
    data(s) {
      if (!isUnlimitedCount(s.usableCount)) s.usableCount += count
    },
  })

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
    await grantRights(ctx.db, v.giverId, 1)
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
