import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import {
  additionalPreview,
  newestUnread,
  notificationAction,
  PREVIEW_LINES,
  unreadCount,
  type Notification,
} from './notification'
import { PATHS } from '../../../shared/domain/routes'

const ALLOWED = ['allowed.test'] as const

/** A path that a browser, resolving it against the portal, keeps on the portal's origin. */
function staysOnPortal(path: string): boolean {
  try {
    return new URL(path, 'https://portal.test/v2/dashboard').origin === 'https://portal.test'
  } catch {
    return false
  }
}

const act = (urlLink: string | null, additional: string | null = null) =>
  notificationAction({ urlLink, additional }, ALLOWED)

describe('notificationAction', () => {
  it('maps the two statistics aliases to their routes', () => {
    expect(act('/statistics/purchase-history')).toEqual({
      kind: 'navigate',
      path: PATHS.statisticsPurchaseHistory,
    })
    expect(act('/statistics/gift-history')).toEqual({
      kind: 'navigate',
      path: PATHS.statisticsGiftHistory,
    })
  })

  it('navigates to a relative portal path', () => {
    expect(act('/v2/give')).toEqual({ kind: 'navigate', path: '/v2/give' })
  })

  it('does not navigate to a protocol-relative link', () => {
    expect(act('//evil.com/x').kind).not.toBe('navigate')
    expect(act('//evil.com/x')).toEqual({ kind: 'blocked' })
    expect(act('//evil.com/x', 'text')).toEqual({ kind: 'copy', text: 'text' })
  })

  it('does not navigate to a path that a browser resolves to another host', () => {
    // '/\evil.com' and '/<tab>/evil.com' resolve like '//evil.com' in a browser
    for (const link of ['/\\evil.com/x', '/\t/evil.com/x']) {
      expect(staysOnPortal(link), JSON.stringify(link)).toBe(false)
      expect(act(link).kind, JSON.stringify(link)).not.toBe('navigate')
    }
  })

  it('never follows a script or data link', () => {
    for (const link of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
    ]) {
      expect(act(link), link).toEqual({ kind: 'blocked' })
      expect(act(link, 'QR-1234'), link).toEqual({ kind: 'copy', text: 'QR-1234' })
    }
  })

  it('opens an https link to an allow-listed host only', () => {
    expect(act('https://allowed.test/a')).toEqual({ kind: 'open', url: 'https://allowed.test/a' })
    expect(act('https://other.test/a')).toEqual({ kind: 'blocked' })
    expect(act('https://allowed.test@other.test/a')).toEqual({ kind: 'blocked' })
    expect(act('ftp://allowed.test/a')).toEqual({ kind: 'blocked' })
  })

  it('copies the additional text when there is no link, else does nothing', () => {
    expect(act(null, 'https://qr.test/abc')).toEqual({ kind: 'copy', text: 'https://qr.test/abc' })
    expect(act('   ', 'only text')).toEqual({ kind: 'copy', text: 'only text' })
    expect(act(null, null)).toEqual({ kind: 'none' })
    expect(act('', '')).toEqual({ kind: 'none' })
  })

  it('does not treat inherited object keys as aliases', () => {
    // LINK_ALIASES is a plain object: 'constructor' and '__proto__' must not become paths
    for (const link of ['constructor', '__proto__', 'toString']) {
      const action = act(link)
      expect(action, link).toEqual({ kind: 'blocked' })
    }
  })

  const additionalArb = fc.option(fc.string(), { nil: null })

  it('never opens a non-http(s) or foreign URL and navigates only to local paths (property)', () => {
    const link = fc.oneof(
      fc.string(),
      fc.webUrl(),
      fc
        .webUrl({ validSchemes: ['http', 'https'] })
        .map((u) => u.replace(/^(https?):\/\/[^/?#]+/, '$1://allowed.test')),
      fc.string().map((s) => `javascript:${s}`),
      fc.string().map((s) => `/${s}`),
    )
    let opened = 0
    fc.assert(
      fc.property(link, additionalArb, (urlLink, additional) => {
        const action = notificationAction({ urlLink, additional }, ALLOWED)
        if (action.kind === 'open') {
          opened++
          const url = new URL(action.url)
          if (url.protocol !== 'https:' && url.protocol !== 'http:') return false
          if (!ALLOWED.includes(url.host as (typeof ALLOWED)[number])) return false
        }
        if (action.kind === 'navigate') {
          if (typeof action.path !== 'string') return false
          if (!action.path.startsWith('/') || action.path.startsWith('//')) return false
        }
        if (urlLink.trim().toLowerCase().startsWith('javascript:')) {
          if (action.kind === 'open' || action.kind === 'navigate') return false
        }
        if (action.kind === 'copy') return action.text === additional
        return true
      }),
      { numRuns: 500 },
    )
    // the generator does reach the open branch, so the checks above are exercised
    expect(opened).toBeGreaterThan(0)
  })

  it('navigates only to paths that stay on the portal origin (property)', () => {
    const link = fc.oneof(
      fc.string().map((s) => `/${s}`),
      fc
        .constantFrom('/\\', '//', '/\t/', '/\n/', '\\\\', ' /')
        .chain((p) => fc.string().map((s) => p + s)),
      fc.constantFrom('constructor', '__proto__', '/statistics/purchase-history'),
    )
    fc.assert(
      fc.property(link, additionalArb, (urlLink, additional) => {
        const action = notificationAction({ urlLink, additional }, ALLOWED)
        if (action.kind !== 'navigate') return true
        return typeof action.path === 'string' && staysOnPortal(action.path)
      }),
    )
  })
})

const n = (id: number, regDate: string, read: 0 | 1): Notification => ({
  id,
  content: `알림 ${id}`,
  additional: null,
  urlLink: null,
  regDate,
  read,
})

describe('unreadCount', () => {
  it('counts the notifications with read 0', () => {
    expect(unreadCount([])).toBe(0)
    expect(
      unreadCount([
        n(1, '2026-01-01T00:00:00', 0),
        n(2, '2026-01-02T00:00:00', 1),
        n(3, '2026-01-03T00:00:00', 0),
      ]),
    ).toBe(2)
  })
})

describe('newestUnread', () => {
  it('picks the newest unread by regDate', () => {
    const list = [
      n(1, '2026-03-01T10:00:00', 0),
      n(2, '2026-03-05T10:00:00', 0),
      n(3, '2026-03-02T10:00:00', 0),
    ]
    expect(newestUnread(list)?.id).toBe(2)
  })

  it('breaks a regDate tie by the higher id', () => {
    const list = [
      n(7, '2026-03-05T10:00:00', 0),
      n(9, '2026-03-05T10:00:00', 0),
      n(8, '2026-03-05T10:00:00', 0),
    ]
    expect(newestUnread(list)?.id).toBe(9)
  })

  it('ignores read notifications', () => {
    const list = [n(1, '2026-03-01T10:00:00', 0), n(2, '2026-03-09T10:00:00', 1)]
    expect(newestUnread(list)?.id).toBe(1)
  })

  it('is null when nothing is unread', () => {
    expect(newestUnread([])).toBeNull()
    expect(newestUnread([n(1, '2026-03-01T10:00:00', 1)])).toBeNull()
  })

  it('is the maximum unread by (regDate, id), whatever the order (property)', () => {
    const item = fc.record({
      id: fc.integer({ min: 1, max: 50 }),
      regDate: fc.constantFrom('2026-01-01T00:00:00', '2026-01-02T00:00:00', '2026-02-01T12:30:00'),
      read: fc.constantFrom(0 as const, 1 as const),
    })
    fc.assert(
      fc.property(fc.array(item, { maxLength: 20 }), (list) => {
        const best = newestUnread(list)
        const unread = list.filter((x) => x.read === 0)
        if (unread.length === 0) return best === null
        if (!best || best.read !== 0) return false
        return unread.every(
          (x) => x.regDate < best.regDate || (x.regDate === best.regDate && x.id <= best.id),
        )
      }),
    )
  })
})

describe('additionalPreview (issue 28: a batch of codes, one a line)', () => {
  it('shows the first lines as they are and counts the rest', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ unit: 'grapheme-ascii' }).map((l) => l.replace(/\n/g, '')),
          {
            minLength: 1,
            maxLength: 40,
          },
        ),
        (lines) => {
          const { shown, more } = additionalPreview(lines.join('\n'))
          expect(shown).toBe(lines.slice(0, PREVIEW_LINES).join('\n'))
          expect(more).toBe(Math.max(0, lines.length - PREVIEW_LINES))
        },
      ),
    )
  })

  it('a thousand codes: three shown, 997 more', () => {
    const codes = Array.from({ length: 1000 }, (_, i) => `CODE-${i}`)
    expect(additionalPreview(codes.join('\n'))).toEqual({
      shown: 'CODE-0\nCODE-1\nCODE-2',
      more: 997,
    })
  })
})
