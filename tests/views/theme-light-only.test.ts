import { createSystem, defaultBaseConfig, mergeConfigs, type SystemContext } from '@chakra-ui/react'
import { semanticTokens, tokens } from '@chakra-ui/react/theme'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { lightOnly, portalSystem, UNUSED_PALETTES } from '../../src/shared/views/theme'

/** every CSS the system writes at start: the reset, the global styles and the token variables */
const startCss = () => JSON.stringify(portalSystem()._global)

/** the token variables a system writes at start, by selector */
const tokenBlocks = (system: SystemContext) =>
  (system._global as Record<string, Record<string, Record<string, string>>>[]).find(
    (layer) => '@layer tokens' in layer,
  )!['@layer tokens']!

describe('the styled system carries the light scheme only (the portal has no dark mode)', () => {
  it('writes no dark-scheme variables at start', () => {
    expect(startCss()).not.toMatch(/\.dark/)
  })

  it("declares each of Chakra's light-scheme variables at the root, with its light value (the palettes left out aside)", () => {
    const chakra = createSystem(
      mergeConfigs(defaultBaseConfig, { theme: { tokens, semanticTokens } }),
    )
    const light = tokenBlocks(chakra)[':root &, .light &']!
    const root = Object.entries(tokenBlocks(portalSystem())).find(([selector]) =>
      selector.startsWith('&:where('),
    )![1]
    // bg, fg, border, each palette's tones, the shadows: 115 variables
    expect(Object.keys(light).length).toBeGreaterThan(100)
    // the portal's own: the error red, 4.8:1 on white where Chakra's was 3.8:1; the gray focus
    // ring, 7.7:1 where Chakra's was 2.56:1 (issue 48)
    const OWN: Record<string, string> = {
      '--chakra-colors-fg-error': 'var(--chakra-colors-red-600)',
      '--chakra-colors-gray-focus-ring': 'var(--chakra-colors-gray-600)',
    }
    const leftOut = new RegExp(`^--chakra-colors-(${UNUSED_PALETTES.join('|')})-`)
    for (const [variable, value] of Object.entries(light))
      expect(root[variable], variable).toBe(
        leftOut.test(variable) ? undefined : (OWN[variable] ?? value),
      )
  })

  it('lightOnly drops _dark and keeps every other condition of a value', () => {
    const scalar = fc.string({ minLength: 1, maxLength: 8 })
    fc.assert(
      fc.property(scalar, scalar, fc.option(scalar, { nil: undefined }), (l, d, accent) => {
        const value = { _light: l, _dark: d, ...(accent ? { _orangeAccent: accent } : {}) }
        const out = lightOnly({ a: { b: { value } } }) as { a: { b: { value: unknown } } }
        expect(out.a.b.value).toEqual(accent ? { _light: l, _orangeAccent: accent } : l)
      }),
    )
    expect(lightOnly({ x: { value: 'plain' } })).toEqual({ x: { value: 'plain' } })
  })
})
