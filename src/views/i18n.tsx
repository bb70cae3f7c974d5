import { createContext, useCallback, useContext, type ReactNode } from 'react'
import {
  DEFAULT_LOCALE,
  format,
  type Locale,
  type Message,
  type MessageKey,
  type MessageParams,
} from '../domain/messages'

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE)

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>
}

/** The typed catalogue in the current locale: `t('login.title')`, `t(message)`. */
export function useT() {
  const locale = useContext(LocaleContext)
  return useCallback(
    (key: MessageKey | Message, params?: MessageParams) =>
      typeof key === 'string' ? format(locale, key, params) : format(locale, key.key, key.params),
    [locale],
  )
}
