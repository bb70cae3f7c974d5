import { describe, it, expect, beforeAll } from 'vitest'
import { ESLint } from 'eslint'
import type { Linter } from 'eslint'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

/**
 * Proves the layer rule of eslint.config.js (docs: lint-fixtures/README.md): each case lints a
 * one-line import under a pretend file path and checks which rule reports it.
 */

const LAYER_RULE = 'import-x/no-restricted-paths'
const DOMAIN_MESSAGE = 'src/domain is pure: it imports nothing from the layers above it.'

let eslint: ESLint

async function lint(code: string, filePath: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath })
  if (!result) throw new Error(`no lint result for ${filePath}`)
  return result.messages
}

const importing = (specifier: string): string =>
  `import * as imported from '${specifier}'\n\nexport const used = imported\n`

const ruleIds = (messages: Linter.LintMessage[]): (string | null)[] => messages.map((m) => m.ruleId)

/** Files under src/views (the layer has no fixed file the test could rely on forever). */
function viewFiles(dir = path.join(process.cwd(), 'src/views')): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) return viewFiles(full)
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
    })
    .sort()
}

describe('layer rule (eslint.config.js)', { timeout: 60_000 }, () => {
  beforeAll(() => {
    eslint = new ESLint({ cwd: process.cwd() })
  })

  it('refuses src/domain importing src/services', async () => {
    const messages = await lint(importing('../services/http-client'), 'src/domain/bad.ts')
    expect(ruleIds(messages)).toContain(LAYER_RULE)
    expect(messages.find((m) => m.ruleId === LAYER_RULE)?.message).toContain(DOMAIN_MESSAGE)
    expect(messages.every((m) => m.severity === 2)).toBe(true)
  })

  it('refuses a type-only import across the layers too', async () => {
    const code =
      "import type { ApiClient } from '../services/http-client'\n\nexport type C = ApiClient\n"
    expect(ruleIds(await lint(code, 'src/domain/bad.ts'))).toContain(LAYER_RULE)
  })

  it('refuses src/services importing src/machines', async () => {
    const messages = await lint(importing('../machines/session-machine'), 'src/services/bad.ts')
    expect(ruleIds(messages)).toContain(LAYER_RULE)
    expect(messages.map((m) => m.message).join('\n')).toContain(
      'src/services may import only src/domain.',
    )
  })

  it('refuses src/machines importing anything under src/views', async () => {
    const files = viewFiles()
    expect(files.length, 'src/views holds at least one file to import').toBeGreaterThan(0)
    for (const file of files.slice(0, 5)) {
      const specifier = path
        .relative(path.join(process.cwd(), 'src/machines'), file)
        .replace(/\\/g, '/')
        .replace(/\.tsx?$/, '')
      const messages = await lint(importing(specifier), 'src/machines/bad.ts')
      expect(ruleIds(messages), specifier).toContain(LAYER_RULE)
      expect(messages.map((m) => m.message).join('\n')).toContain(
        'src/machines may import only src/domain and src/services.',
      )
    }
  })

  it('refuses src/ importing mock-server/', async () => {
    const messages = await lint(importing('../../mock-server/db'), 'src/views/bad.ts')
    expect(ruleIds(messages)).toContain(LAYER_RULE)
    expect(messages.map((m) => m.message).join('\n')).toContain('src/ never imports mock-server/.')
    expect(ruleIds(await lint(importing('../mock-server/db'), 'src/bad.ts'))).toContain(LAYER_RULE)
  })

  it('lets mock-server import src/domain and src/services/contract, and nothing else', async () => {
    const refused = await lint(importing('../src/services/http-client'), 'mock-server/bad.ts')
    expect(ruleIds(refused)).toContain(LAYER_RULE)
    expect(refused.map((m) => m.message).join('\n')).toContain(
      'mock-server imports only src/domain and src/services/contract.',
    )
    expect(
      ruleIds(await lint(importing('../src/machines/session-machine'), 'mock-server/bad.ts')),
    ).toContain(LAYER_RULE)

    expect(await lint(importing('../src/services/contract'), 'mock-server/bad.ts')).toEqual([])
    expect(await lint(importing('../src/services/contract/auth'), 'mock-server/bad.ts')).toEqual([])
    expect(await lint(importing('../src/domain/codes'), 'mock-server/bad.ts')).toEqual([])
  })

  it('keeps ofetch out of src/machines (no-restricted-imports)', async () => {
    const messages = await lint(importing('ofetch'), 'src/machines/bad.ts')
    expect(ruleIds(messages)).toContain('no-restricted-imports')
    expect(messages.map((m) => m.message).join('\n')).toContain('HTTP lives in src/services only.')
    expect(ruleIds(await lint(importing('ofetch'), 'src/domain/bad.ts'))).toContain(
      'no-restricted-imports',
    )
    expect(ruleIds(await lint(importing('ofetch'), 'src/services/ok.ts'))).not.toContain(
      'no-restricted-imports',
    )
  })

  it('allows the downward direction', async () => {
    expect(await lint(importing('../domain/codes'), 'src/machines/ok.ts')).toEqual([])
    expect(await lint(importing('../services/http-client'), 'src/machines/ok.ts')).toEqual([])
    expect(await lint(importing('../domain/codes'), 'src/services/ok.ts')).toEqual([])
  })

  it('reports the domain message for lint-fixtures/domain-imports-services.ts.txt', async () => {
    const fixture = path.join(process.cwd(), 'lint-fixtures/domain-imports-services.ts.txt')
    // The fixture is text to the project: `npm run lint` does not lint it.
    expect(await eslint.isPathIgnored(fixture)).toBe(true)
    const messages = await lint(readFileSync(fixture, 'utf8'), 'src/domain/fixture.ts')
    const layer = messages.filter((m) => m.ruleId === LAYER_RULE)
    expect(layer).toHaveLength(1)
    expect(layer[0]?.message).toContain(DOMAIN_MESSAGE)
    expect(layer[0]?.line).toBe(3)
  })
})
