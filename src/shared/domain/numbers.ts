import type { Locale } from './messages'

const TAGS: Record<Locale, string> = { ko: 'ko-KR', en: 'en-US' }

/** A count or an amount with the locale's grouping: 12,345 in both ko and en. */
export const formatNumber = (value: number, locale: Locale): string =>
  value.toLocaleString(TAGS[locale])
