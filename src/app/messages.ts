import {
  createFormatter,
  type Catalogues,
  type Catalogue,
  type Locale,
} from '../shared/domain/messages'
import { FIRST_PAGE_PARTS } from './messages-first'
import { LATER_PARTS } from './messages-later'

const { common, session, shell } = FIRST_PAGE_PARTS
const {
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
} = LATER_PARTS

/** Each part's catalogues; a key belongs to exactly one part (a test checks). */
export const CATALOGUE_PARTS: Record<string, Record<Locale, Catalogue<string>>> = {
  ...FIRST_PAGE_PARTS,
  ...LATER_PARTS,
}

/**
 * The portal's catalogues: every key of every feature, in every locale (the type checks it). The
 * app itself starts with the first page's parts and adds the rest with the chrome (decision 025).
 */
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
