import type { AuthCode } from '../../../shared/domain/codes'
import { isOneOf } from '../../../shared/domain/objects'

/** S1 §6: statistics are hidden for P and F, and the statistics filter denies F (S2 §2.2). */
export const STATISTICS_PERMISSIONS = ['S', 'A', 'B'] as const satisfies readonly AuthCode[]

/** Whether an account may open the statistics screens (and so follow a link to them). */
export const mayOpenStatistics = (auth: AuthCode): boolean => isOneOf(STATISTICS_PERMISSIONS, auth)
