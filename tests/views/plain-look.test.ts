import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { system } from '../../src/shared/views/theme'

/**
 * The first page is drawn with its own stylesheet (decision 025) and must look like the theme's
 * screens: every colour and font of `plain.css` is the theme token it stands for.
 */
const css = readFileSync(new URL('../../src/shared/views/plain/plain.css', import.meta.url), 'utf8')

/** the custom properties declared in the first block of `selector` */
function variables(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`)
  expect(start, `${selector} in plain.css`).toBeGreaterThanOrEqual(0)
  const block = css.slice(start, css.indexOf('}', start))
  return Object.fromEntries(
    [...block.matchAll(/(--pl-[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [
      name,
      value!.replace(/\s+/g, ' '),
    ]),
  )
}

const token = (path: string): string => {
  const value = system.token(path)
  expect(value, path).toBeTruthy()
  return String(value)
}

interface SemanticValue {
  value: { base: string; _orangeAccent: string }
}
/** the accent's semantic token: the palette token each accent takes (theme.ts `accentShade`) */
function accentShade(key: string): { base: string; orange: string } {
  const colours = system._config.theme?.semanticTokens?.colors as
    Record<string, Record<string, SemanticValue>> | undefined
  const accent = colours?.accent?.[key]
  if (!accent) throw new Error(`no accent.${key} in the theme`)
  const resolve = (reference: string) => token(reference.replace(/^\{|\}$/g, ''))
  return { base: resolve(accent.value.base), orange: resolve(accent.value._orangeAccent) }
}

const ACCENT_VARIABLES = {
  '--pl-accent': 'solid',
  '--pl-accent-fg': 'fg',
  '--pl-accent-subtle': 'subtle',
  '--pl-accent-ring': 'focusRing',
} as const

describe('the first page looks like the theme', () => {
  const root = variables(':root')
  const orange = variables("[data-accent='orange']")

  it('each accent colour is the accent token, in blue and in orange', () => {
    for (const [variable, key] of Object.entries(ACCENT_VARIABLES)) {
      const shade = accentShade(key)
      expect(root[variable]?.toLowerCase(), variable).toBe(shade.base.toLowerCase())
      expect(orange[variable]?.toLowerCase(), `${variable} (orange)`).toBe(
        shade.orange.toLowerCase(),
      )
    }
  })

  it('each palette colour is the palette token of its name', () => {
    const palette = Object.entries(root).filter(([name]) =>
      /^--pl-((gray|red|green)-\d+|black|white)$/.test(name),
    )
    expect(palette.length).toBeGreaterThanOrEqual(12)
    for (const [name, value] of palette) {
      const path = `colors.${name.slice('--pl-'.length).replace('-', '.')}`
      expect(value.toLowerCase(), name).toBe(token(path).toLowerCase())
    }
  })

  it('the fonts are the page’s (global css) and the headings’ fonts', () => {
    const normalise = (fonts: string) => fonts.replace(/["']/g, '').replace(/\s*,\s*/g, ',')
    const page = (system._config.globalCss as Record<string, { fontFamily: string }> | undefined)?.[
      'html, body'
    ]
    expect(normalise(root['--pl-font'] ?? '')).toBe(normalise(page?.fontFamily ?? 'none'))
    expect(normalise(root['--pl-font-heading'] ?? '')).toBe(normalise(token('fonts.heading')))
  })

  it('the stylesheet uses no colour literal outside its variables', () => {
    const rules = css.slice(css.indexOf('@layer reset, base'))
    const literals = rules.match(/#[0-9a-f]{3,8}\b/gi) ?? []
    expect(literals).toEqual([])
  })
})
