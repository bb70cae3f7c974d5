import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { portalSystem } from '../../src/shared/views/theme'

const system = portalSystem()

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

/** the stylesheets of pages drawn with the plain views beside the first page's (decision 086) */
const PAGE_SHEETS = readdirSync(new URL('../../src/features/', import.meta.url), {
  recursive: true,
})
  .map(String)
  .filter((file) => file.endsWith('.css'))

describe('a plain page’s own stylesheet draws with the first page’s colours', () => {
  it('finds the pages’ stylesheets', () => {
    expect(PAGE_SHEETS.length).toBeGreaterThanOrEqual(2)
  })
  const declared = new Set([...css.matchAll(/(--pl-[\w-]+):/g)].map(([, name]) => name))
  for (const sheet of PAGE_SHEETS) {
    const rules = readFileSync(new URL(`../../src/features/${sheet}`, import.meta.url), 'utf8')
    it(`${sheet.split('/').pop()}: no colour literal, and every variable is one plain.css declares`, () => {
      expect(rules.match(/#[0-9a-f]{3,8}\b|rgba?\(/gi) ?? []).toEqual([])
      const used = [...rules.matchAll(/var\((--[\w-]+)\)/g)].map(([, name]) => name)
      expect(used.length).toBeGreaterThan(0)
      expect(used.filter((name) => !declared.has(name!))).toEqual([])
    })
  }
})

/** WCAG 2 contrast ratio of two #rrggbb colours */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  }
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

describe('the accents are readable, in blue and in orange', () => {
  const white = '#ffffff'
  const page = token('colors.gray.50')
  for (const accent of ['base', 'orange'] as const) {
    it(`${accent}: white on the solid accent and the accent text on white pass 4.5:1, the focus ring 3:1`, () => {
      const solid = accentShade('solid')[accent]
      expect(contrast(white, solid)).toBeGreaterThanOrEqual(4.5)
      expect(contrast(accentShade('fg')[accent], white)).toBeGreaterThanOrEqual(4.5)
      expect(contrast(accentShade('fg')[accent], page)).toBeGreaterThanOrEqual(4.5)
      expect(contrast(accentShade('focusRing')[accent], white)).toBeGreaterThanOrEqual(3)
      expect(contrast(accentShade('focusRing')[accent], page)).toBeGreaterThanOrEqual(3)
      // a solid button hovered or open keeps its white text readable: it darkens to the fg tone
      const solidButton = (
        system._config.theme?.recipes?.button as {
          variants: { variant: { solid: Record<string, { bg?: string }> } }
        }
      ).variants.variant.solid
      expect(solidButton._hover?.bg).toBe('colorPalette.fg')
      expect(solidButton._expanded?.bg).toBe('colorPalette.fg')
      expect(contrast(white, accentShade('fg')[accent])).toBeGreaterThanOrEqual(4.5)
    })
  }

  it("a field's message (fg.error) passes 4.5:1 on white and on the page", () => {
    const colours = system._config.theme?.semanticTokens?.colors as
      Record<string, Record<string, { value: string }>> | undefined
    // one value: the portal has no dark mode (theme.ts `lightOnly`)
    const error = colours?.fg?.error?.value
    expect(error, 'fg.error in the theme').toBeTruthy()
    const shade = token(error!.replace(/^\{|\}$/g, ''))
    expect(contrast(shade, white)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(shade, page)).toBeGreaterThanOrEqual(4.5)
  })

  it('issue 48: the gray focus ring and a field’s edge 3:1, the notices’ white text 4.5:1', () => {
    const colours = system._config.theme?.semanticTokens?.colors as
      Record<string, Record<string, { value: string }>> | undefined
    const ring = token(colours!.gray!.focusRing!.value.replace(/^\{|\}$/g, ''))
    const root = variables(':root')
    const plainVar = (rule: string, property: string) => {
      const start = css.indexOf(`${rule} {`)
      const block = css.slice(start, css.indexOf('}', start))
      const name = new RegExp(`${property}:[^;]*var\\((--pl-[\\w-]+)\\)`).exec(block)?.[1]
      expect(name, `${rule} ${property}`).toBeTruthy()
      return root[name!]!
    }
    const recipes = system._config.theme?.recipes as Record<
      string,
      { variants: { variant: { outline: { borderColor: string } } } }
    >
    const edge = token(`colors.${recipes.input!.variants.variant.outline.borderColor}`)
    for (const behind of [white, page]) {
      expect(contrast(ring, behind)).toBeGreaterThanOrEqual(3)
      expect(contrast(edge, behind)).toBeGreaterThanOrEqual(3)
      // the first page's own fields
      expect(contrast(plainVar('.pl-input', 'border'), behind)).toBeGreaterThanOrEqual(3)
      expect(contrast(plainVar('.pl-input', '--pl-focus'), behind)).toBeGreaterThanOrEqual(3)
    }
    // the notices: white on the success and error snackbars
    for (const tone of ['success', 'error'])
      expect(
        contrast(white, plainVar(`.pl-snackbar[data-tone='${tone}']`, 'background')),
      ).toBeGreaterThanOrEqual(4.5)
  })

  it('Korean text breaks between words, in the theme and on the first page', () => {
    const global = (system._config.globalCss as unknown as Record<string, Record<string, string>>)[
      'html, body'
    ]
    expect(global?.wordBreak).toBe('keep-all')
    expect(css).toMatch(/html,\s*body \{[^}]*word-break: keep-all;/)
  })
})
