import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { createSystem, defaultBaseConfig } from '@chakra-ui/react'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { portalSystem } from '../../src/shared/views/theme'

// Issue 45 (decision 063): the styled system is built on a phone's main thread before the first
// signed-in page is drawn. `patches/@chakra-ui+react+*.patch` (applied by `npm install`) takes
// two costs out of Chakra's `createSystem` without changing what it answers.

/** the rule `conditions.has` followed before the patch: a linear search of the names */
const hadCondition = (names: string[], key: string) =>
  names.includes(key) || /^@|&|&$/.test(key) || key.startsWith('_')

describe("Chakra's styled system, as the portal starts it", () => {
  it('makes its global styles when they are first read, not when the system is built', () => {
    const system = createSystem(defaultBaseConfig, {
      theme: { tokens: { colors: { gray: { 600: { value: '#52525b' } } } } },
    })
    const global = Object.getOwnPropertyDescriptor(system, '_global')!
    expect(global.get).toBeTypeOf('function')
    expect(global).not.toHaveProperty('value')
    // read, they are what ChakraProvider writes: the reset, the global rules, the variables
    const css = JSON.stringify(system._global)
    expect(css).toContain('@layer tokens')
    expect(css).toContain('--chakra-colors-gray-600')
    // made once
    expect(system._global).toBe(system._global)
  })

  it("builds the portal's system in one merge of its configs", () => {
    const system = portalSystem()
    // the portal's own parts and Chakra's base are all there
    expect(system.isRecipe('button')).toBe(true)
    expect(system.isSlotRecipe('table')).toBe(true)
    expect(system.token('colors.brand.500')).toBe('#1d6fd8')
    expect(system.conditions.has('_orangeAccent')).toBe(true)
  })

  it('knows a condition by a set lookup that answers as the list search did', () => {
    const { conditions } = portalSystem()
    const names = conditions.keys()
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constantFrom(...names),
          fc.constantFrom('base', 'sm', 'md', 'lg', '@media print', '&:hover', 'color', 'bg'),
          fc.string({ maxLength: 12 }),
        ),
        (key) => conditions.has(key) === hadCondition(names, key),
      ),
    )
  })

  it('is the patched Chakra that npm install left (the patch applied to both builds)', () => {
    const require = createRequire(import.meta.url)
    const root = join(dirname(require.resolve('@chakra-ui/react')), '..')
    for (const file of ['esm/styled-system/conditions.js', 'cjs/styled-system/conditions.cjs'])
      expect(readFileSync(join(root, file), 'utf8'), file).toContain('known.has(key)')
    for (const file of ['esm/styled-system/system.js', 'cjs/styled-system/system.cjs'])
      expect(readFileSync(join(root, file), 'utf8'), file).toContain('get _global()')
  })
})
