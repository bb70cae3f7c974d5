import type { Locale } from './messages'

const TAGS: Record<Locale, string> = { ko: 'ko-KR', en: 'en-US' }

/**
 * One formatter per locale: `toLocaleString(tag)` builds a new one on every call, which showed in
 * the profile of a sign-in (the counters and the pager render several times).
 */
const formats = new Map<Locale, Intl.NumberFormat>()

/** A count or an amount with the locale's grouping: 12,345 in both ko and en. */
export function formatNumber(value: number, locale: Locale): string {
  let format = formats.get(locale)
  if (!format) formats.set(locale, (format = new Intl.NumberFormat(TAGS[locale])))
  return format.format(value)
}
