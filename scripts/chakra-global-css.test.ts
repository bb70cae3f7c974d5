import { describe, expect, it } from 'vitest'
import type { ResolvedConfig } from 'vite'
import { CHAKRA_GLOBAL_CSS, chakraGlobalCss, chakraGlobalStyles } from './chakra-global-css'

describe("the styled system's global styles made at build (decision 060)", () => {
  const css = chakraGlobalCss()

  it("hold the layers in Chakra's order, first, then the reset, the global rules and the tokens", () => {
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true)
    const reset = css.indexOf('@layer reset{')
    const base = css.indexOf('@layer base{')
    const tokens = css.indexOf('@layer tokens{')
    expect(0 < reset && reset < base && base < tokens).toBe(true)
  })

  it("carry the portal's theme: its tokens, the orange accent, Korean line breaks, the keyframes", () => {
    expect(css).toContain('--chakra-colors-gray-50:#fafafa')
    expect(css).toContain('--chakra-colors-brand-500:#1d6fd8')
    expect(css).toMatch(
      /\[data-accent=orange\][^{]*\{[^}]*--chakra-colors-accent-solid:var\(--chakra-colors-orange-600\)/,
    )
    expect(css).toContain('word-break:keep-all')
    expect(css).toContain('@keyframes spin')
    // the light scheme only (theme.ts lightOnly)
    expect(css).not.toContain('.dark')
  })

  it('are the virtual stylesheet of a build; in dev and tests an empty one', async () => {
    const load = async (command: 'build' | 'serve') => {
      const plugin = chakraGlobalStyles()
      ;(plugin.configResolved as (c: ResolvedConfig) => void)({ command } as ResolvedConfig)
      const id = (plugin.resolveId as (id: string) => string | undefined)(CHAKRA_GLOBAL_CSS)
      expect(id).toBeDefined()
      return (plugin.load as (id: string) => string | undefined)(id!)
    }
    expect(await load('build')).toBe(css)
    expect(await load('serve')).toBe('')
  })
})
