import type { AuthCode } from '../../../shared/domain/codes'
import { menuEntryShown, type MenuEntry } from '../../../shared/domain/menu-policy'

/** The give item of the drawer (S1 §6): hidden for role P; site 48 sees only its partner items. */
export const GIVE_MENU: MenuEntry = {
  group: 'checkup',
  label: 'menu.give',
  order: 20,
  hiddenForAuth: ['P'],
}

/**
 * Whether an account may give vouchers to customers: where the give menu shows (decision 043). The
 * server refuses the others (403) as the menu hides it from them; site 48 makes QR vouchers instead.
 */
export const canGive = (user: { siteId: number; auth: AuthCode }): boolean =>
  menuEntryShown(GIVE_MENU, user)
