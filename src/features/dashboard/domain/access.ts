import { SITE, type AuthCode } from '../../../shared/domain/codes'
import { menuEntryShown, type MenuEntry } from '../../../shared/domain/menu-policy'

/** The report history item of the drawer (S1 §6): hidden for site 1 and role P; site 48 has it. */
export const REPORT_HISTORY_MENU: MenuEntry = {
  group: 'checkup',
  label: 'menu.dashboard',
  order: 10,
  hiddenForSites: [SITE.ORANGE],
  hiddenForAuth: ['P'],
  partnerSite: true,
}

/**
 * Whether an account may read the report history (the checkup list, its counters and its Excel
 * file): where the menu shows it (decision 043).
 */
export const canReadReportHistory = (user: { siteId: number; auth: AuthCode }): boolean =>
  menuEntryShown(REPORT_HISTORY_MENU, user)
