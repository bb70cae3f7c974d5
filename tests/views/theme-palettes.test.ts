import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { portalSystem, UNUSED_PALETTES, withoutPalettes } from '../../src/shared/views/theme'

/** every source file of the portal but the theme, which names the palettes it leaves out */
function sources(dir = 'src'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('the palettes the styled system builds (issue 45)', () => {
  it('leaves out the palettes no screen names, and keeps the ones the screens use', () => {
    const { tokens } = portalSystem()
    for (const palette of UNUSED_PALETTES) {
      expect(tokens.getByName(`colors.${palette}.500`), palette).toBeUndefined()
      expect(tokens.getByName(`colors.${palette}.solid`), palette).toBeUndefined()
    }
    for (const palette of ['gray', 'red', 'orange', 'green', 'blue', 'cyan', 'purple']) {
      expect(tokens.getByName(`colors.${palette}.500`), palette).toBeDefined()
      expect(tokens.getByName(`colors.${palette}.solid`), palette).toBeDefined()
    }
  })

  it('no screen names a palette left out (a colour, a colorPalette, a token path)', () => {
    const named = new RegExp(`['"\`{:\\s](${UNUSED_PALETTES.join('|')})(\\.[\\w.]+)?['"\`}]`)
    const offenders = sources()
      .filter((file) => !file.endsWith('theme.ts'))
      .filter((file) => named.test(readFileSync(file, 'utf8')))
    expect(offenders).toEqual([])
    // the check itself finds a use
    expect(named.test(`colorPalette="${UNUSED_PALETTES[0]}"`)).toBe(true)
    expect(named.test(`color: '${UNUSED_PALETTES[1]}.600'`)).toBe(true)
  })

  it('withoutPalettes drops the named palettes and keeps every other key', () => {
    const name = fc.constantFrom('gray', 'red', 'yellow', 'teal', 'pink', 'blue', 'cyan')
    fc.assert(
      fc.property(fc.uniqueArray(name), fc.uniqueArray(name), (present, dropped) => {
        const group = {
          colors: Object.fromEntries(present.map((p) => [p, { 500: { value: p } }])),
          sizes: { a: { value: '1px' } },
        }
        const out = withoutPalettes(group, dropped)
        expect(Object.keys(out.colors).sort()).toEqual(
          present.filter((p) => !dropped.includes(p)).sort(),
        )
        expect(out.sizes).toBe(group.sizes)
      }),
    )
    const noColours: { colors?: object; sizes: object } = { sizes: {} }
    expect(withoutPalettes(noColours, ['gray'])).toBe(noColours)
  })
})
