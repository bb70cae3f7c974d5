/** Admin dashboard checkup status. S2 §4. */
export const CHECKUP_STATUSES = ['B', 'C', 'U', 'D', 'R'] as const
export type CheckupStatus = (typeof CHECKUP_STATUSES)[number]
