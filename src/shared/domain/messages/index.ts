/**
 * The message catalogue core. Every feature keeps its messages in its `domain/messages.ts` (ko and
 * en with the same keys) and adds its keys to `MessageCatalogue` there; `src/app/messages.ts`
 * puts the catalogues together, and the type checker refuses a catalogue with a key missing.
 */

/** The keys of every catalogue, added by each feature's `domain/messages.ts`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MessageCatalogue {}
export type MessageKey = keyof MessageCatalogue & string

/** A catalogue: message text by key. */
export type Catalogue<K extends string = MessageKey> = Record<K, string>

export const LOCALES = ['ko', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'ko'

export type MessageParams = Record<string, string | number>

/** A message to show: a catalogue key and its placeholder values. */
export interface Message {
  key: MessageKey
  params?: MessageParams
}

export const message = (key: MessageKey, params?: MessageParams): Message =>
  params ? { key, params } : { key }

/** Fills `{name}` placeholders; an unknown one stays as written. */
export const fill = (template: string, params: MessageParams = {}): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  )

export type Catalogues = Record<Locale, Catalogue>

/** `format('ko', 'login.failed', { code: 500 })` over the given catalogues. */
export function createFormatter(catalogues: Catalogues) {
  const format = (locale: Locale, key: MessageKey, params?: MessageParams): string =>
    fill(catalogues[locale][key], params)
  const formatMessage = (locale: Locale, m: Message): string => format(locale, m.key, m.params)
  return { format, formatMessage }
}
