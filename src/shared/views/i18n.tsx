import { createContext, useCallback, useContext, type ReactNode } from 'react'
import {
  DEFAULT_LOCALE,
  fill,
  type Catalogue,
  type Locale,
  type Message,
  type MessageKey,
  type MessageParams,
} from '../domain/messages'

interface LocaleValue {
  locale: Locale
  catalogue: Catalogue | null
}

const LocaleContext = createContext<LocaleValue>({ locale: DEFAULT_LOCALE, catalogue: null })

/** The locale and its catalogue (the app's, put together from every feature). */
export function LocaleProvider({
  locale,
  catalogue,
  children,
}: {
  locale: Locale
  catalogue: Catalogue
  children: ReactNode
}) {
  return <LocaleContext.Provider value={{ locale, catalogue }}>{children}</LocaleContext.Provider>
}

/** The current locale, e.g. for number and date formats. */
export const useLocale = (): Locale => useContext(LocaleContext).locale

/** The typed catalogue in the current locale: `t('login.title')`, `t(message)`. */
export function useT() {
  const { catalogue } = useContext(LocaleContext)
  return useCallback(
    (key: MessageKey | Message, params?: MessageParams) => {
      if (!catalogue) throw new Error('useT outside LocaleProvider')
      return typeof key === 'string'
        ? fill(catalogue[key], params)
        : fill(catalogue[key.key], key.params)
    },
    [catalogue],
  )
}
