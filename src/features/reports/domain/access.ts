import { SITE, type AuthCode } from '../../../shared/domain/codes'
import { menuEntryShown, type MenuEntry } from '../../../shared/domain/menu-policy'

/**
 * The direct input item of the drawer (S1 §6): hidden for site 1 and role P; site 48 sees only its
 * partner items.
 */
export const ADD_REPORT_MENU: MenuEntry = {
  group: 'checkup',
  label: 'menu.addReport',
  order: 40,
  hiddenForSites: [SITE.ORANGE],
  hiddenForAuth: ['P'],
}

/**
 * Whether an account may write a report by direct input (the customer variant): where the menu
 * shows (decision 043). The admin variant is the admin dashboard's (P and S).
 */
export const canWriteReport = (user: { siteId: number; auth: AuthCode }): boolean =>
  menuEntryShown(ADD_REPORT_MENU, user)
