import * as dashboard from '../features/dashboard/domain/messages'
import * as adminDashboard from '../features/admin-dashboard/domain/messages'
import * as vouchers from '../features/vouchers/domain/messages'
import * as notifications from '../features/notifications/domain/messages'
import * as gift from '../features/gift/domain/messages'
import * as statistics from '../features/statistics/domain/messages'
import * as partner from '../features/partner/domain/messages'
import * as employees from '../features/employees/domain/messages'
import * as purchase from '../features/purchase/domain/messages'
import * as reports from '../features/reports/domain/messages'
import type { CataloguePart } from './messages-first'

/**
 * Every part the first page does not show: loaded with the chrome, before the first screen drawn
 * with Chakra (decision 025).
 */
export const LATER_PARTS = {
  dashboard,
  adminDashboard,
  vouchers,
  notifications,
  gift,
  statistics,
  partner,
  employees,
  purchase,
  reports,
} satisfies Record<string, CataloguePart>
