import { describe, expect, it } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { APP_BAR_FEATURES, APP_BAR_MESSAGES, appBarActors } from './app-bar-chrome'
import { appBarContext } from '../../tests/support/app-bar'

/**
 * `src/app` is the composition root: it finds the features by their folders (manifests, screens,
 * messages, errors, contracts, the app bar's parts), so adding one touches only its folders and
 * `PATHS` (issue 49, decision 075). It names the platform alone: sign-in and the session (the
 * root's long-lived session and route guard, the first page), and the shell the pages are drawn
 * in. Every other feature is found, never named.
 */
const PLATFORM = ['session', 'shell']

const ROOT = join(import.meta.dirname, '../..')
const FEATURE_FOLDERS = readdirSync(join(ROOT, 'src/features'), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)

/** every non-test source file of src/app, as paths from the root */
const APP_FILES = readdirSync(join(ROOT, 'src/app'), { withFileTypes: true, recursive: true })
  .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
  .map((e) => relative(ROOT, join(e.parentPath, e.name)))

/** a file's text without its comments (a comment may speak of a feature) */
const code = (file: string) =>
  readFileSync(join(ROOT, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')

/** what a file's code names of the features: the folders it imports, the names it quotes */
function featuresNamed(text: string): string[] {
  const imported = [...text.matchAll(/['"][^'"]*\/features\/([^/'"*]+)[/'"]/g)].map((m) => m[1]!)
  const quoted = FEATURE_FOLDERS.filter((name) => new RegExp(`['"\`]${name}['"\`]`).test(text))
  return [...new Set([...imported, ...quoted])]
}

describe('src/app names no feature but the platform (issue 49)', () => {
  it('no file of src/app imports or quotes a feature other than session and shell', () => {
    expect(APP_FILES.length).toBeGreaterThan(10)
    const named = APP_FILES.flatMap((file) =>
      featuresNamed(code(file))
        .filter((name) => !PLATFORM.includes(name))
        .map((name) => `${file} -> ${name}`),
    )
    expect(named).toEqual([])
  })

  it('the check sees an import of a feature, a quoted name, and not a glob or a comment', () => {
    expect(featuresNamed("import { wireVouchers } from '../features/vouchers/wire'")).toEqual([
      'vouchers',
    ])
    expect(featuresNamed("const bell = system.get('notifications')")).toEqual(['notifications'])
    expect(featuresNamed("import.meta.glob('../features/*/app-bar.tsx')")).toEqual([])
    expect(featuresNamed(code('src/app/chrome.tsx'))).toEqual(['shell'])
    expect(featuresNamed(code('src/app/app-bar-chrome.tsx'))).toEqual(['shell'])
  })
})

describe("the app bar: every feature's app-bar.tsx, found by its name (decision 075)", () => {
  const ctx = appBarContext()

  it("starts each feature's actors under the ids the features give, and carries their words", () => {
    expect(APP_BAR_FEATURES.map(([name]) => name)).toEqual(['notifications', 'vouchers'])
    expect(Object.keys(appBarActors(ctx)).sort()).toEqual(
      ['messageLine', 'notifications', 'voucherBar'].sort(),
    )
    for (const [name, feature] of APP_BAR_FEATURES)
      expect(APP_BAR_MESSAGES[name]).toBe(feature.messages)
  })

  it('the bell reads its list again on each page and when a page changed it; the line on a virtual account', () => {
    const actors = appBarActors(ctx)
    expect(actors.notifications?.on).toEqual({
      'PAGE.ENTERED': { type: 'PAGE.ENTERED' },
      'NOTIFICATIONS.CHANGED': { type: 'REFRESH' },
    })
    expect(actors.messageLine?.on).toEqual({ 'VBANK.CHANGED': { type: 'REFRESH' } })
    expect(actors.notifications?.input?.({ linkHosts: ['a.test'], routes: {} as never })).toEqual({
      allowedHosts: ['a.test'],
      routes: {},
    })
  })

  it('lays the parts out as S1 §2 has them: the line before the tools, the counter before the bell', () => {
    const slot = (name: 'tools' | 'end') =>
      APP_BAR_FEATURES.flatMap(([feature, { parts }]) =>
        parts.filter((p) => p.slot === name).map((p) => [p.order, feature] as const),
      )
        .sort((a, b) => a[0] - b[0])
        .map(([, feature]) => feature)
    expect(slot('tools')).toEqual(['notifications', 'vouchers'])
    expect(slot('end')).toEqual(['vouchers', 'notifications'])
  })
})
