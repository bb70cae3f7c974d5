import { DEFAULT_LOCALE, LOCALES, type Locale } from '../shared/domain/messages'

const isLocale = (value: string | null): value is Locale => LOCALES.some((l) => l === value)

/** The page's locale: `?lang=`, else the one saved, else Korean (an unknown one is Korean). */
export function pickLocale(search: string = window.location.search): Locale {
  const wanted = new URLSearchParams(search).get('lang') ?? window.localStorage.getItem('locale')
  return isLocale(wanted) ? wanted : DEFAULT_LOCALE
}
