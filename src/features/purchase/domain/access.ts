import type { AuthCode } from '../../../shared/domain/codes'
import { menuEntryShown, type MenuEntry } from '../../../shared/domain/menu-policy'

/** The buy item of the drawer (S1 §6): hidden for role P; site 48 sees only its partner items. */
export const PRODUCT_MENU: MenuEntry = {
  group: 'checkup',
  label: 'menu.product',
  order: 30,
  hiddenForAuth: ['P'],
}

/** Whether an account may buy usage rights: where the buy menu shows (decision 043). */
export const canBuy = (user: { siteId: number; auth: AuthCode }): boolean =>
  menuEntryShown(PRODUCT_MENU, user)
