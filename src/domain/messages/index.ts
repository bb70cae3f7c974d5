import { en } from './en'
import { ko, type MessageKey } from './ko'

export type { MessageKey }
export const LOCALES = ['ko', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'ko'

export type MessageParams = Record<string, string | number>

/** A message to show: a catalogue key and its placeholder values. */
export interface Message {
  key: MessageKey
  params?: MessageParams
}

const catalogues: Record<Locale, Record<MessageKey, string>> = { ko, en }

/** Fills `{name}` placeholders. `format('ko', 'login.failed', { code: 500 })`. */
export function format(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const template = catalogues[locale][key]
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  )
}

export const formatMessage = (locale: Locale, message: Message): string =>
  format(locale, message.key, message.params)

export const message = (key: MessageKey, params?: MessageParams): Message =>
  params ? { key, params } : { key }
