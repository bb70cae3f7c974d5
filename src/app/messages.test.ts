import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import type { MessageKey } from '../shared/domain/messages'
import { DEFAULT_LOCALE, LOCALES, message } from '../shared/domain/messages'
import { CATALOGUES, CATALOGUE_PARTS, format, formatMessage } from './messages'

const { ko, en } = CATALOGUES

const KEYS = Object.keys(ko) as MessageKey[]

const placeholders = (text: string): string[] =>
  [...new Set(Array.from(text.matchAll(/\{(\w+)\}/g), (m) => m[1]!))].sort()

describe('message catalogues', () => {
  it('default to ko and offer ko and en', () => {
    expect(DEFAULT_LOCALE).toBe('ko')
    expect([...LOCALES]).toEqual(['ko', 'en'])
  })

  it('ko and en have the same keys', () => {
    expect(KEYS.length).toBeGreaterThan(0)
    expect(Object.keys(en).sort()).toEqual([...KEYS].sort())
  })

  it('give every key to exactly one part, with the same keys in ko and en', () => {
    const keys = Object.values(CATALOGUE_PARTS).flatMap((part) => {
      expect(Object.keys(part.en).sort()).toEqual(Object.keys(part.ko).sort())
      return Object.keys(part.ko)
    })
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys.sort()).toEqual([...KEYS].sort())
  })

  it('have no empty value', () => {
    for (const [locale, catalogue] of [
      ['ko', ko],
      ['en', en],
    ] as const) {
      for (const [key, value] of Object.entries(catalogue)) {
        expect(typeof value, `${locale} ${key}`).toBe('string')
        expect(value.trim(), `${locale} ${key}`).not.toBe('')
      }
    }
  })

  it('use the same {placeholders} in ko and en', () => {
    for (const key of KEYS) {
      expect(placeholders(en[key]), key).toEqual(placeholders(ko[key]))
    }
  })

  it('hold the verbatim Korean strings of the spec', () => {
    expect(ko['login.userIdRequired']).toBe('아이디를 입력 해 주세요.')
    expect(ko['login.notFound']).toBe('아이디와 비밀번호를 확인해 주세요.')
    expect(ko['passwordSet.initialRequired']).toBe('초기화 비밀번호를 입력해 주세요.')
    expect(ko['passwordSet.mismatch']).toBe('비밀번호가 같지 않습니다.')
    expect(ko['guard.noPermission']).toBe('권한이 없습니다.')
  })
})

describe('format', () => {
  it('fills placeholders', () => {
    expect(format('ko', 'login.failed', { code: 500 })).toBe('오류가 발생했습니다. (500)')
    expect(format('en', 'login.failed', { code: 500 })).toBe(
      en['login.failed'].replace('{code}', '500'),
    )
    expect(format('ko', 'validation.range', { min: 1, max: 6 })).toBe('1 ~ 6 범위로 입력해 주세요.')
  })

  it('leaves an unfilled placeholder as written and a plain message unchanged', () => {
    expect(format('ko', 'login.failed')).toBe('오류가 발생했습니다. ({code})')
    expect(format('ko', 'guard.noPermission', { code: 1 })).toBe('권한이 없습니다.')
  })

  it('formatMessage formats a Message', () => {
    expect(formatMessage('ko', message('passwordSet.failed', { status: 502 }))).toBe(
      '비밀번호 변경에 실패하였습니다. (502)',
    )
    expect(message('guard.noPermission')).toEqual({ key: 'guard.noPermission' })
  })

  it('leaves no placeholder behind once every one is given (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...KEYS),
        fc.constantFrom(...LOCALES),
        fc.oneof(fc.integer(), fc.stringMatching(/^[a-z0-9 ]{0,8}$/)),
        (key, locale, value) => {
          const names = placeholders(ko[key])
          const params = Object.fromEntries(names.map((n) => [n, value]))
          const text = format(locale, key, params)
          for (const n of names) expect(text).not.toContain(`{${n}}`)
          if (names.length > 0) expect(text).toContain(String(value))
          else expect(text).toBe(locale === 'ko' ? ko[key] : en[key])
        },
      ),
    )
  })
})
