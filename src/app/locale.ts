import { DEFAULT_LOCALE, LOCALES, type Locale } from '../shared/domain/messages'

/** The page's locale: `?lang=`, else the one saved, else Korean (an unknown one is Korean). */
export function pickLocale(search: string = window.location.search): Locale {
  const wanted = new URLSearchParams(search).get('lang') ?? window.localStorage.getItem('locale')
  return (LOCALES as readonly string[]).includes(wanted ?? '') ? (wanted as Locale) : DEFAULT_LOCALE
}
