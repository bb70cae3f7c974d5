import { describe, it, expect, beforeAll } from 'vitest'
import type { ESLint, Linter } from 'eslint'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import {
  RULE,
  ZONE_RULE,
  createLinter,
  existing,
  featureFolders,
  importing,
  importingType,
  lintWith,
  ruleIds,
  sourceFiles,
  specifierFor,
  zoneText,
} from './lint-helpers'

/**
 * Rule 1 of eslint.config.js (docs: lint-fixtures/README.md), "[layers]": inside every feature
 * domain <- services <- machines <- views, inside src/shared
 * domain <- contract <- services <- machines <- views (`a <- b`: a may be imported by b).
 * Also the HTTP restriction (ofetch / fetch) and the empty-interface option of the same config.
 */

let eslint: ESLint

const lint = (code: string, filePath: string): Promise<Linter.LintMessage[]> =>
  lintWith(eslint, code, filePath)

/** Lints `importer` importing the existing file `file` (paths relative to the root). */
const lintImport = (importer: string, file: string): Promise<Linter.LintMessage[]> =>
  lint(importing(specifierFor(importer, file)), importer)

async function expectRefused(importer: string, file: string, ...texts: string[]): Promise<void> {
  const messages = await lintImport(importer, file)
  expect(ruleIds(messages), `${importer} -> ${file}`).toContain(ZONE_RULE)
  expect(messages.every((m) => m.severity === 2)).toBe(true)
  for (const text of texts) expect(zoneText(messages), `${importer} -> ${file}`).toContain(text)
}

async function expectAllowed(importer: string, file: string): Promise<void> {
  expect(await lintImport(importer, file), `${importer} -> ${file}`).toEqual([])
}

// Files the cases import (checked to exist: the rule ignores imports it cannot resolve).
const VOUCHERS = {
  domain: 'src/features/vouchers/domain/voucher.ts',
  services: 'src/features/vouchers/services/voucher-service.ts',
  machines: 'src/features/vouchers/machines/voucher-bar-machine.ts',
  views: 'src/features/vouchers/views/give-page.tsx',
}
const SHARED = {
  domain: 'src/shared/domain/codes.ts',
  contract: 'src/shared/contract/operation.ts',
  services: 'src/shared/services/http-client.ts',
  machines: 'src/shared/machines/journal.ts',
  views: 'src/shared/views/i18n.tsx',
}
const PURCHASE_INDEX = 'src/features/purchase/index.ts'

describe('rule 1, [layers] (eslint.config.js)', { timeout: 60_000 }, () => {
  beforeAll(() => {
    eslint = createLinter()
    for (const file of [...Object.values(VOUCHERS), ...Object.values(SHARED), PURCHASE_INDEX]) {
      existing(file)
    }
  })

  describe('inside a feature: domain <- services <- machines <- views', () => {
    it('refuses domain importing services, and names the rule', async () => {
      await expectRefused(
        'src/features/vouchers/domain/bad.ts',
        VOUCHERS.services,
        RULE.layers,
        'src/features/vouchers/domain may not import services, machines, views, index.ts of its feature',
      )
    })

    it('refuses a type-only import too', async () => {
      const importer = 'src/features/vouchers/domain/bad.ts'
      const messages = await lint(
        importingType(specifierFor(importer, VOUCHERS.services)),
        importer,
      )
      expect(ruleIds(messages)).toEqual([ZONE_RULE])
      expect(zoneText(messages)).toContain(RULE.layers)
    })

    it('refuses domain importing machines, views and its own index.ts', async () => {
      await expectRefused('src/features/vouchers/domain/bad.ts', VOUCHERS.machines, RULE.layers)
      await expectRefused('src/features/vouchers/domain/bad.ts', VOUCHERS.views, RULE.layers)
      await expectRefused('src/features/purchase/domain/bad.ts', PURCHASE_INDEX, RULE.layers)
      const messages = await lint(importing('..'), 'src/features/purchase/domain/bad.ts')
      expect(zoneText(messages)).toContain(RULE.layers)
    })

    it('refuses services importing machines or views', async () => {
      await expectRefused(
        'src/features/vouchers/services/bad.ts',
        VOUCHERS.machines,
        RULE.layers,
        'src/features/vouchers/services may not import machines, views',
      )
      await expectRefused('src/features/vouchers/services/bad.ts', VOUCHERS.views, RULE.layers)
    })

    it('refuses machines importing views', async () => {
      await expectRefused(
        'src/features/vouchers/machines/bad.ts',
        VOUCHERS.views,
        RULE.layers,
        'src/features/vouchers/machines may not import views',
      )
    })

    it('allows the downward direction', async () => {
      await expectAllowed('src/features/vouchers/services/ok.ts', VOUCHERS.domain)
      await expectAllowed('src/features/vouchers/machines/ok.ts', VOUCHERS.domain)
      await expectAllowed('src/features/vouchers/machines/ok.ts', VOUCHERS.services)
      await expectAllowed('src/features/vouchers/views/ok.tsx', VOUCHERS.machines)
      await expectAllowed('src/features/vouchers/views/ok.tsx', VOUCHERS.domain)
    })

    it('covers every folder of src/features (zones are generated from the listing)', async () => {
      const features = featureFolders()
      expect(features.length).toBeGreaterThan(0)
      for (const feature of features) {
        const above = ['services', 'machines', 'views']
          .flatMap((layer) => sourceFiles(`src/features/${feature}/${layer}`))
          .at(0)
        if (!above) continue // a feature with a domain only has nothing to refuse
        await expectRefused(
          `src/features/${feature}/domain/bad.ts`,
          above,
          `${RULE.layers} src/features/${feature}/domain`,
        )
      }
    })
  })

  describe('a feature layer stays below the same layer of src/shared', () => {
    it('refuses a feature domain importing shared contract, services, machines or views', async () => {
      for (const file of [SHARED.contract, SHARED.services, SHARED.machines, SHARED.views]) {
        await expectRefused('src/features/vouchers/domain/bad.ts', file, RULE.layers)
      }
    })

    it('refuses feature services importing shared machines and feature machines importing shared views', async () => {
      await expectRefused('src/features/vouchers/services/bad.ts', SHARED.machines, RULE.layers)
      await expectRefused('src/features/vouchers/machines/bad.ts', SHARED.views, RULE.layers)
    })

    it('allows what sits at or below the layer', async () => {
      await expectAllowed('src/features/vouchers/domain/ok.ts', SHARED.domain)
      await expectAllowed('src/features/vouchers/services/ok.ts', SHARED.contract)
      await expectAllowed('src/features/vouchers/services/ok.ts', SHARED.services)
      await expectAllowed('src/features/vouchers/machines/ok.ts', SHARED.machines)
      await expectAllowed('src/features/vouchers/views/ok.tsx', SHARED.views)
    })
  })

  describe('inside src/shared: domain <- contract <- services <- machines <- views', () => {
    it('refuses domain importing services, and names the rule', async () => {
      await expectRefused(
        'src/shared/domain/bad.ts',
        SHARED.services,
        RULE.layers,
        'src/shared/domain may not import contract, services, machines, views of src/shared',
      )
    })

    it('refuses domain importing contract, and contract importing services', async () => {
      await expectRefused('src/shared/domain/bad.ts', SHARED.contract, RULE.layers)
      await expectRefused(
        'src/shared/contract/bad.ts',
        SHARED.services,
        'src/shared/contract may not import services, machines, views of src/shared',
      )
    })

    it('refuses a type-only import too', async () => {
      const importer = 'src/shared/domain/bad.ts'
      const messages = await lint(importingType(specifierFor(importer, SHARED.services)), importer)
      expect(zoneText(messages)).toContain(RULE.layers)
    })

    it('refuses services importing machines, and machines importing views', async () => {
      await expectRefused('src/shared/services/bad.ts', SHARED.machines, RULE.layers)
      await expectRefused('src/shared/machines/bad.ts', SHARED.views, RULE.layers)
    })

    it('allows the downward direction', async () => {
      await expectAllowed('src/shared/contract/ok.ts', SHARED.domain)
      await expectAllowed('src/shared/services/ok.ts', SHARED.contract)
      await expectAllowed('src/shared/machines/ok.ts', SHARED.services)
      await expectAllowed('src/shared/views/ok.tsx', SHARED.machines)
    })
  })

  it('reports the layer message for lint-fixtures/domain-imports-services.ts.txt', async () => {
    const fixture = path.join(process.cwd(), 'lint-fixtures/domain-imports-services.ts.txt')
    // The fixture is text to the project: `npm run lint` does not lint it.
    expect(await eslint.isPathIgnored(fixture)).toBe(true)
    const messages = await lint(
      readFileSync(fixture, 'utf8'),
      'src/features/vouchers/domain/fixture.ts',
    )
    const layer = messages.filter((m) => m.ruleId === ZONE_RULE)
    expect(layer).toHaveLength(1)
    expect(layer[0]?.message).toContain(`${RULE.layers} src/features/vouchers/domain`)
    expect(layer[0]?.line).toBe(3)
  })
})

describe('HTTP stays in services (no-restricted-imports, no-restricted-globals)', () => {
  beforeAll(() => {
    eslint ??= createLinter()
  })

  it('keeps ofetch out of domain, machines and views of features and of src/shared', async () => {
    for (const file of [
      'src/features/vouchers/machines/bad.ts',
      'src/features/dashboard/domain/bad.ts',
      'src/features/session/views/bad.tsx',
      'src/shared/domain/bad.ts',
      'src/shared/machines/bad.ts',
      'src/shared/views/bad.tsx',
    ]) {
      const messages = await lint(importing('ofetch'), file)
      expect(ruleIds(messages), file).toContain('no-restricted-imports')
      expect(messages.map((m) => m.message).join('\n')).toContain('HTTP lives in services only.')
    }
  })

  it('keeps the fetch global out of them too', async () => {
    const messages = await lint('export const get = fetch\n', 'src/features/vouchers/views/bad.tsx')
    expect(ruleIds(messages)).toContain('no-restricted-globals')
  })

  it('lets services use ofetch', async () => {
    for (const file of ['src/features/vouchers/services/ok.ts', 'src/shared/services/ok.ts']) {
      expect(ruleIds(await lint(importing('ofetch'), file)), file).not.toContain(
        'no-restricted-imports',
      )
    }
  })
})

describe('schemas take z from src/shared/contract/zod.ts (@typescript-eslint/no-restricted-imports)', () => {
  beforeAll(() => {
    eslint ??= createLinter()
  })
  const RULE_ID = '@typescript-eslint/no-restricted-imports'

  it('refuses zod itself in a contract or a service: its configuration would not run first', async () => {
    for (const file of [
      'src/features/vouchers/services/contract.ts',
      'src/shared/services/bad.ts',
    ]) {
      const messages = await lint("import { z } from 'zod'\nexport const s = z.string()\n", file)
      expect(ruleIds(messages), file).toContain(RULE_ID)
      expect(messages.map((m) => m.message).join('\n')).toContain('src/shared/contract/zod.ts')
    }
  })

  it('lets types come from zod, and the module that configures it import it', async () => {
    const typeOnly = "import type { z } from 'zod'\nexport type S = z.ZodType\n"
    expect(ruleIds(await lint(typeOnly, 'src/shared/services/ok.ts'))).not.toContain(RULE_ID)
    const config = "import { z } from 'zod'\nz.config({ jitless: true })\nexport { z }\n"
    expect(ruleIds(await lint(config, 'src/shared/contract/zod.ts'))).not.toContain(RULE_ID)
  })
})

describe('@typescript-eslint/no-empty-object-type', () => {
  beforeAll(() => {
    eslint ??= createLinter()
  })

  it('allows the message-catalogue augmentation (an empty interface with one extends)', async () => {
    const code =
      "interface Catalogue<K extends string> {\n  key: K\n}\nexport const ko = { a: '' }\n\n" +
      'export interface MessageCatalogue extends Catalogue<keyof typeof ko> {}\n'
    expect(await lint(code, 'src/features/vouchers/domain/ok.ts')).toEqual([])
  })

  it('still refuses an empty interface without it', async () => {
    const messages = await lint(
      'export interface Empty {}\n',
      'src/features/vouchers/domain/bad.ts',
    )
    expect(ruleIds(messages)).toContain('@typescript-eslint/no-empty-object-type')
  })
})

describe("the grid's files stay small (issue 49)", () => {
  beforeAll(() => {
    eslint ??= createLinter()
  })

  const linesOf = (n: number) =>
    Array.from({ length: n }, (_, i) => `export const v${i} = ${i}`).join('\n') + '\n'

  it('refuses a file of the grid over 300 lines, and allows one of 300', async () => {
    const file = 'src/shared/views/components/data-grid/cells.tsx'
    expect(ruleIds(await lint(linesOf(301), file))).toContain('max-lines')
    expect(ruleIds(await lint(linesOf(300), file))).not.toContain('max-lines')
  })

  it('refuses a component of the grid over 150 lines', async () => {
    const body = Array.from({ length: 151 }, (_, i) => `  const v${i} = ${i}`).join('\n')
    const code = `export function Big() {\n${body}\n  return v0\n}\n`
    const messages = await lint(code, 'src/shared/views/components/data-grid/rows.tsx')
    expect(ruleIds(messages)).toContain('max-lines-per-function')
  })
})
