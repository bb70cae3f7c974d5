import { LIMITS } from '../../../shared/domain/codes'
import type { Message } from '../../../shared/domain/messages'
import { message } from '../../../shared/domain/messages'
import { lineText } from '../../../shared/domain/validation'

/** The longest receiver id the gift contract takes: a portal user id (decision 011). */
export const GIFT_TARGET_MAX = LIMITS.userIdMax

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
  return lineText(id, GIFT_TARGET_MAX, 'gift.targetTooLong')
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
