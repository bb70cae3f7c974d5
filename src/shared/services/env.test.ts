import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { externalLinksFor, isDemoBuild, partnerLinksFor, supportContactsFor } from './env'
import { parseEnv } from './env-schema'

describe('isDemoBuild', () => {
  it('the embedded build of npm start is a demo build', () => {
    expect(isDemoBuild({ MODE: 'embedded', DEV: false })).toBe(true)
  })

  it('npm run dev is a demo build unless the in-browser mock is off', () => {
    expect(isDemoBuild({ MODE: 'development', DEV: true })).toBe(true)
    expect(isDemoBuild({ MODE: 'development', DEV: true, VITE_API_MOCKING: 'browser' })).toBe(true)
    expect(isDemoBuild({ MODE: 'development', DEV: true, VITE_API_MOCKING: 'off' })).toBe(false)
  })

  it('the production build is not', () => {
    expect(isDemoBuild({ MODE: 'production', DEV: false })).toBe(false)
    expect(isDemoBuild({ MODE: 'production', DEV: false, VITE_API_MOCKING: 'browser' })).toBe(false)
  })
})

describe('supportContactsFor (a failed payment, S1 §2)', () => {
  const none = parseEnv({})

  it('a demo build without contacts shows the demo ones; any other build hides them', () => {
    expect(supportContactsFor(none, true)).toEqual({
      chatUrl: 'https://pf.kakao.com/_checkup',
      phone: '1588-0000',
    })
    expect(supportContactsFor(none, false)).toEqual({ chatUrl: '', phone: '' })
  })

  it('configured contacts are shown in every build; a phone is digits and dashes', () => {
    const env = parseEnv({
      VITE_SUPPORT_CHAT_URL: 'https://chat.example.com/help',
      VITE_SUPPORT_PHONE: '02-555-0101',
    })
    for (const demo of [true, false])
      expect(supportContactsFor(env, demo)).toEqual({
        chatUrl: 'https://chat.example.com/help',
        phone: '02-555-0101',
      })
    expect(() => parseEnv({ VITE_SUPPORT_PHONE: 'call us' })).toThrow()
    expect(() => parseEnv({ VITE_SUPPORT_CHAT_URL: 'not a url' })).toThrow()
  })
})

describe('externalLinksFor (footer links, S1 §2)', () => {
  const none = parseEnv({})

  it('a demo build without URLs links the pages the mock server serves', () => {
    expect(externalLinksFor(none, true)).toEqual({
      privacy: '/legal/privacy',
      terms: '/legal/terms',
    })
  })

  it('a production build without URLs hides both links', () => {
    expect(externalLinksFor(none, false)).toEqual({ privacy: '', terms: '' })
  })

  it('configured URLs are linked in every build', () => {
    const env = parseEnv({
      VITE_PRIVACY_URL: 'https://www.example.com/privacy',
      VITE_TERMS_URL: 'https://www.example.com/terms',
    })
    for (const demo of [true, false])
      expect(externalLinksFor(env, demo)).toEqual({
        privacy: 'https://www.example.com/privacy',
        terms: 'https://www.example.com/terms',
      })
  })

  it('each link is resolved on its own: one URL configured, the other falls back', () => {
    const env = parseEnv({ VITE_TERMS_URL: 'https://www.example.com/terms' })
    expect(externalLinksFor(env, true)).toEqual({
      privacy: '/legal/privacy',
      terms: 'https://www.example.com/terms',
    })
    expect(externalLinksFor(env, false)).toEqual({
      privacy: '',
      terms: 'https://www.example.com/terms',
    })
  })

  it('a configured URL always wins; without one, only a demo build links (property)', () => {
    const word = fc.string({
      unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'),
      minLength: 1,
      maxLength: 12,
    })
    const url = fc.option(
      fc.tuple(word, word).map(([host, path]) => `https://${host}.example.com/${path}`),
      { nil: undefined },
    )
    fc.assert(
      fc.property(url, url, fc.boolean(), (privacy, terms, demo) => {
        const env = parseEnv({ VITE_PRIVACY_URL: privacy, VITE_TERMS_URL: terms })
        const links = externalLinksFor(env, demo)
        expect(links.privacy).toBe(privacy ?? (demo ? '/legal/privacy' : ''))
        expect(links.terms).toBe(terms ?? (demo ? '/legal/terms' : ''))
      }),
    )
  })

  it('a URL that is not one stops the start with a message', () => {
    expect(() => parseEnv({ VITE_PRIVACY_URL: 'privacy.html' })).toThrow(/VITE_PRIVACY_URL/)
  })
})

describe('partnerLinksFor (S2 §2.5: the service site and the deep-link opener, decision 021)', () => {
  it('a configured value wins; a demo build uses the mock pages; another build the bare link', () => {
    const none = parseEnv({})
    expect(partnerLinksFor(none, true)).toEqual({
      serviceSite: '/demo/service-site',
      deepLinkOpener: '/demo/deep-link?link={link}',
    })
    expect(partnerLinksFor(none, false)).toEqual({ serviceSite: '/', deepLinkOpener: '' })
    const set = parseEnv({
      VITE_SERVICE_SITE_URL: 'https://service.example.com/start',
      VITE_DEEP_LINK_OPENER: 'https://open.example.com/?to={link}',
    })
    for (const demo of [true, false])
      expect(partnerLinksFor(set, demo)).toEqual({
        serviceSite: 'https://service.example.com/start',
        deepLinkOpener: 'https://open.example.com/?to={link}',
      })
  })

  it('refuses an opener without {link}, or one that is not an http(s) URL or a path', () => {
    expect(() => parseEnv({ VITE_DEEP_LINK_OPENER: 'https://open.example.com/' })).toThrow(
      /VITE_DEEP_LINK_OPENER/,
    )
    expect(() => parseEnv({ VITE_DEEP_LINK_OPENER: 'javascript:{link}' })).toThrow(
      /VITE_DEEP_LINK_OPENER/,
    )
    expect(() => parseEnv({ VITE_DEEP_LINK_OPENER: '//evil.example/{link}' })).toThrow(
      /VITE_DEEP_LINK_OPENER/,
    )
    expect(() => parseEnv({ VITE_SERVICE_SITE_URL: 'service' })).toThrow(/VITE_SERVICE_SITE_URL/)
  })
})

describe('VITE_API_TIMEOUT_MS (a call’s time limit, issue 50)', () => {
  it('is 20 s unless set (or set empty); a whole number of ms from 1 s to 2 min', () => {
    expect(parseEnv({}).VITE_API_TIMEOUT_MS).toBe(20_000)
    expect(parseEnv({ VITE_API_TIMEOUT_MS: '45000' }).VITE_API_TIMEOUT_MS).toBe(45_000)
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 200_000 }), (ms) => {
        const allowed = ms >= 1_000 && ms <= 120_000
        const read = () => parseEnv({ VITE_API_TIMEOUT_MS: String(ms) }).VITE_API_TIMEOUT_MS
        if (allowed) expect(read()).toBe(ms)
        else expect(read).toThrow(/VITE_API_TIMEOUT_MS/)
      }),
    )
    expect(parseEnv({ VITE_API_TIMEOUT_MS: '' }).VITE_API_TIMEOUT_MS).toBe(20_000)
    for (const bad of ['20s', '1.5', '-'])
      expect(() => parseEnv({ VITE_API_TIMEOUT_MS: bad })).toThrow(/VITE_API_TIMEOUT_MS/)
  })
})
