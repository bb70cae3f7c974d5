import {
  createFormatter,
  type Catalogues,
  type Catalogue,
  type Locale,
} from '../shared/domain/messages'
import * as common from '../shared/domain/messages/common'
import * as session from '../features/session/domain/messages'
import * as shell from '../features/shell/domain/messages'
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

/** Each part's catalogues; a key belongs to exactly one part (a test checks). */
export const CATALOGUE_PARTS: Record<string, Record<Locale, Catalogue<string>>> = {
  common,
  session,
  shell,
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
}

/** The portal's catalogues: every key of every feature, in every locale (the type checks it). */
export const CATALOGUES: Catalogues = {
  ko: {
    ...common.ko,
    ...session.ko,
    ...shell.ko,
    ...dashboard.ko,
    ...adminDashboard.ko,
    ...vouchers.ko,
    ...notifications.ko,
    ...gift.ko,
    ...statistics.ko,
    ...partner.ko,
    ...employees.ko,
    ...purchase.ko,
    ...reports.ko,
  },
  en: {
    ...common.en,
    ...session.en,
    ...shell.en,
    ...dashboard.en,
    ...adminDashboard.en,
    ...vouchers.en,
    ...notifications.en,
    ...gift.en,
    ...statistics.en,
    ...partner.en,
    ...employees.en,
    ...purchase.en,
    ...reports.en,
  },
}

export const { format, formatMessage } = createFormatter(CATALOGUES)
