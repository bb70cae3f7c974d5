import type { AuthCode } from '../../../shared/domain/codes'
import { LIMITS, SITE } from '../../../shared/domain/codes'
import type { Message } from '../../../shared/domain/messages'
import { message } from '../../../shared/domain/messages'
import { MENU_RULES } from '../../../shared/domain/menu-policy'
import { tooLong } from '../../../shared/domain/validation'

/** The longest receiver id the gift contract takes: a portal user id (decision 011). */
export const GIFT_TARGET_MAX = LIMITS.userIdMax

const GIFT_RULE = MENU_RULES.find((rule) => rule.id === 'gift')!

/**
 * Whether an account may gift usage rights: where the gift menu is shown (S1 §6 — not sites 2, 3,
 * 5-11, not roles P, A, B; site 48 sees only its three partner items). Others get 405 (S1 §8).
 */
export function canGift(user: { siteId: number; auth: AuthCode }): boolean {
  if (user.siteId === SITE.PARTNER && !GIFT_RULE.partnerSite) return false
  if (GIFT_RULE.hiddenForSites?.includes(user.siteId)) return false
  return !GIFT_RULE.hiddenForAuth?.includes(user.auth)
}

/** S1 §5 gift: a quantity clamped from 0 to the owned quantity (whole numbers; NaN is 0). */
export function clampGiftQuantity(value: number, owned: number): number {
  const max = Math.max(0, Math.trunc(Number.isFinite(owned) ? owned : 0))
  const whole = Number.isFinite(value) ? Math.trunc(value) : value === Infinity ? max : 0
  return Math.min(max, Math.max(0, whole))
}

export interface GiftInput {
  targetId: string
  quantities: readonly number[]
  usableCount: number
}

/** S1 §5: the receiving employee's id is required (blank is missing) and fits the contract. */
export function validateTarget(targetId: string): Message | null {
  const id = targetId.trim()
  if (!id) return message('gift.targetRequired')
  return tooLong(id, GIFT_TARGET_MAX, 'gift.targetTooLong')
}

/**
 * The gift rules of S1 §5, in the spec's order: usable count not 0, the target employee id, at
 * least one quantity above 0.
 */
export function validateGift(input: GiftInput): Message | null {
  if (input.usableCount === 0) return message('gift.noUsableRights')
  const target = validateTarget(input.targetId)
  if (target) return target
  if (!input.quantities.some((q) => q > 0)) return message('gift.quantityRequired')
  return null
}

/** How many usage rights a gift moves: the sum of its quantities. */
export const giftTotal = (quantities: readonly number[]): number =>
  quantities.reduce((sum, q) => sum + q, 0)
