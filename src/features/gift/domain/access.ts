import type { AuthCode } from '../../../shared/domain/codes'
import { menuEntryShown, type MenuEntry } from '../../../shared/domain/menu-policy'

/** The gift item of the drawer (S1 §6): not for sites 2, 3, 5-11, nor for roles P, A, B. */
export const GIFT_MENU: MenuEntry = {
  group: 'management',
  label: 'menu.gift',
  order: 50,
  hiddenForSites: [2, 3, 5, 6, 7, 8, 9, 10, 11],
  hiddenForAuth: ['P', 'A', 'B'],
}

/**
 * Whether an account may gift usage rights: where the gift menu is shown (S1 §6 — not sites 2, 3,
 * 5-11, not roles P, A, B; site 48 sees only its three partner items). Others get 405 (S1 §8).
 */
export const canGift = (user: { siteId: number; auth: AuthCode }): boolean =>
  menuEntryShown(GIFT_MENU, user)
