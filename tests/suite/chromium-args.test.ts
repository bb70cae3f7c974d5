import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import {
  CHROMIUM_ARGS,
  OMNIBOX_POPUP_FEATURES,
  PLAYWRIGHT_DISABLED_FEATURES,
} from '../../e2e/chromium-args'

/**
 * Chromium reads only the last `--disable-features`, so the suite's own list replaces the one
 * Playwright passes (e2e/chromium-args.ts): it must still hold every feature Playwright switches
 * off, or an update of Playwright would quietly turn them back on.
 */
function playwrightsDisabledFeatures(): string[] {
  const bundle = createRequire(import.meta.url).resolve('playwright-core/lib/coreBundle')
  const source = readFileSync(bundle, 'utf8')
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(source)?.[1]
  if (!list) throw new Error(`Playwright's list of disabled features was not found in ${bundle}`)
  return [...list.matchAll(/^\s*"([A-Za-z0-9]+)",?\s*$/gm)].map((m) => m[1]!)
}

describe('the browser the suite starts', () => {
  it("keeps every feature Playwright switches off, and switches off the address bar's popups", () => {
    const playwrights = playwrightsDisabledFeatures()
    expect(playwrights.length).toBeGreaterThan(5)
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(expect.arrayContaining(playwrights))
    const disabled = CHROMIUM_ARGS.filter((a) => a.startsWith('--disable-features='))
    expect(disabled).toHaveLength(1)
    expect(disabled[0]!.slice('--disable-features='.length).split(',')).toEqual([
      ...PLAYWRIGHT_DISABLED_FEATURES,
      ...OMNIBOX_POPUP_FEATURES,
    ])
  })
})
