import { describe, it, expect, beforeAll } from 'vitest'
import type { ESLint, Linter } from 'eslint'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import {
  ROOT,
  RULE,
  ZONE_RULE,
  createLinter,
  existing,
  featureFolders,
  importing,
  lintWith,
  loadConfigModule,
  ruleIds,
  specifierFor,
  zoneText,
} from './lint-helpers'
import type { LintConfigModule } from './lint-helpers'

/**
 * Rules 2 to 6 of eslint.config.js (docs: lint-fixtures/README.md): feature boundaries, shared is
 * feature-free, the composition root, wiring and the mock server.
 */

let eslint: ESLint
let config: LintConfigModule

const lint = (code: string, filePath: string): Promise<Linter.LintMessage[]> =>
  lintWith(eslint, code, filePath)

const lintImport = (importer: string, file: string): Promise<Linter.LintMessage[]> =>
  lint(importing(specifierFor(importer, file)), importer)

async function expectRefused(importer: string, file: string, ...texts: string[]): Promise<void> {
  const messages = await lintImport(importer, file)
  expect(ruleIds(messages), `${importer} -> ${file}`).toContain(ZONE_RULE)
  for (const text of texts) expect(zoneText(messages), `${importer} -> ${file}`).toContain(text)
}

async function expectAllowed(importer: string, file: string): Promise<void> {
  expect(await lintImport(importer, file), `${importer} -> ${file}`).toEqual([])
}

const VOUCHERS_DOMAIN = 'src/features/vouchers/domain/voucher.ts'
const VOUCHERS_SERVICE = 'src/features/vouchers/services/voucher-service.ts'
const VOUCHERS_MACHINE = 'src/features/vouchers/machines/voucher-bar-machine.ts'
const VOUCHERS_VIEW = 'src/features/vouchers/views/voucher-tools.tsx'
const SESSION_VIEW = 'src/features/session/views/login-page.tsx'
const VOUCHERS_CONTRACT = 'src/features/vouchers/services/contract.ts'
const PURCHASE_INDEX = 'src/features/purchase/index.ts'
const PURCHASE_CONTRACT = 'src/features/purchase/services/contract.ts'
const APP_FILE = 'src/app/messages.ts'
const MOCK_FILE = 'mock-server/db.ts'

describe('feature boundaries and the outer zones (eslint.config.js)', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    eslint = createLinter()
    config = await loadConfigModule()
    for (const file of [
      VOUCHERS_DOMAIN,
      VOUCHERS_SERVICE,
      VOUCHERS_MACHINE,
      VOUCHERS_VIEW,
      VOUCHERS_CONTRACT,
      PURCHASE_INDEX,
      PURCHASE_CONTRACT,
      APP_FILE,
      MOCK_FILE,
    ]) {
      existing(file)
    }
  })

  describe('the configuration', () => {
    it('generates its zones from the folders of src/features', () => {
      expect(config.FEATURES).toEqual(featureFolders())
      expect(config.ZONES.length).toBeGreaterThan(config.FEATURES.length)
    })

    it('declares dependencies between existing features only', () => {
      for (const [feature, used] of Object.entries(config.FEATURE_DEPENDENCIES)) {
        expect(config.FEATURES).toContain(feature)
        for (const other of used) {
          expect(config.FEATURES).toContain(other)
          expect(other).not.toBe(feature)
        }
      }
      // The dependency the source uses today: notifications reads purchase's virtual account.
      expect(config.FEATURE_DEPENDENCIES.notifications).toContain('purchase')
      expect(config.FEATURE_DEPENDENCIES.dashboard ?? []).not.toContain('purchase')
    })
  })

  describe('rule 2, [feature boundaries]: another feature only through its declared index.ts', () => {
    it("refuses a feature importing another feature's internals, even a declared one", async () => {
      // partner declares session, yet a file inside session is out of reach.
      await expectRefused(
        'src/features/partner/views/bad.tsx',
        SESSION_VIEW,
        RULE.featureBoundaries,
        'src/features/partner may use src/features/session through its index.ts only',
      )
      await expectRefused(
        'src/features/notifications/services/bad.ts',
        PURCHASE_CONTRACT,
        RULE.featureBoundaries,
      )
    })

    it('refuses an undeclared feature entirely, and says where to declare it', async () => {
      await expectRefused(
        'src/features/dashboard/views/bad.tsx',
        VOUCHERS_DOMAIN,
        RULE.featureBoundaries,
        'src/features/dashboard does not declare a dependency on vouchers',
        'FEATURE_DEPENDENCIES in eslint.config.js',
      )
    })

    it('refuses the index.ts of an undeclared feature', async () => {
      await expectRefused(
        'src/features/dashboard/services/bad.ts',
        PURCHASE_INDEX,
        RULE.featureBoundaries,
        'src/features/dashboard does not declare a dependency on purchase',
      )
      const messages = await lint(
        importing('../../purchase'),
        'src/features/vouchers/views/bad.tsx',
      )
      expect(zoneText(messages)).toContain(RULE.featureBoundaries)
    })

    it('allows the index.ts of a declared feature (notifications -> purchase)', async () => {
      await expectAllowed('src/features/notifications/services/ok.ts', PURCHASE_INDEX)
      expect(
        await lint(importing('../../purchase'), 'src/features/notifications/services/ok.ts'),
      ).toEqual([])
    })

    it('allows an index.ts exactly when FEATURE_DEPENDENCIES declares it, for every pair', async () => {
      const withIndex = config.FEATURES.filter((f) =>
        existsSync(path.join(ROOT, `src/features/${f}/index.ts`)),
      )
      expect(withIndex.length, 'some feature has an index.ts').toBeGreaterThan(0)
      for (const used of withIndex) {
        for (const feature of config.FEATURES.filter((f) => f !== used)) {
          const importer = `src/features/${feature}/views/probe.tsx`
          const messages = await lintImport(importer, `src/features/${used}/index.ts`)
          const declared = (config.FEATURE_DEPENDENCIES[feature] ?? []).includes(used)
          expect(ruleIds(messages), `${feature} -> ${used}/index.ts`).toEqual(
            declared ? [] : [ZONE_RULE],
          )
        }
      }
    })

    it('reports lint-fixtures/feature-imports-internals.ts.txt', async () => {
      const fixture = path.join(ROOT, 'lint-fixtures/feature-imports-internals.ts.txt')
      expect(await eslint.isPathIgnored(fixture)).toBe(true)
      const messages = await lint(
        readFileSync(fixture, 'utf8'),
        'src/features/partner/views/fixture.tsx',
      )
      const zone = messages.filter((m) => m.ruleId === ZONE_RULE)
      expect(zone).toHaveLength(1)
      expect(zone[0]?.message).toContain(`${RULE.featureBoundaries} src/features/partner`)
      expect(zone[0]?.line).toBe(4)
    })
  })

  describe('rule 3, [shared is feature-free]: src/shared never imports src/features', () => {
    it('refuses src/shared importing a feature file or a feature index.ts', async () => {
      await expectRefused(
        'src/shared/views/bad.tsx',
        VOUCHERS_DOMAIN,
        RULE.sharedIsFeatureFree,
        'src/shared never imports src/features',
      )
      await expectRefused('src/shared/domain/bad.ts', PURCHASE_INDEX, RULE.sharedIsFeatureFree)
    })

    it('lets the composition root import any feature file', async () => {
      await expectAllowed('src/app/ok.ts', VOUCHERS_MACHINE)
      await expectAllowed('src/app/ok.ts', VOUCHERS_VIEW)
      await expectAllowed('src/app/ok.ts', PURCHASE_INDEX)
    })
  })

  describe('rule 4, [composition root]: nothing under src/features or src/shared imports src/app', () => {
    it('refuses a feature importing src/app', async () => {
      await expectRefused(
        'src/features/vouchers/views/bad.tsx',
        APP_FILE,
        RULE.compositionRoot,
        'nothing under src/features or src/shared imports src/app',
      )
      await expectRefused('src/features/vouchers/domain/bad.ts', APP_FILE, RULE.compositionRoot)
    })

    it('refuses src/shared importing src/app', async () => {
      await expectRefused('src/shared/views/bad.tsx', APP_FILE, RULE.compositionRoot)
    })

    it('lets src/app import itself and src/shared', async () => {
      await expectAllowed('src/app/ok.ts', APP_FILE)
      await expectAllowed('src/app/ok.ts', 'src/shared/views/i18n.tsx')
    })
  })

  describe("rule 5, [wiring]: only src/app and the feature's screens.tsx import its wire.ts", () => {
    // No feature has a wire.ts yet (the rule ignores imports it cannot resolve), so these cases
    // lint pretend files of lint-fixtures/wire-tree, which holds src/features/alpha/wire.ts, with
    // the very zones of eslint.config.js resolved against that folder instead of the root.
    const TREE = 'lint-fixtures/wire-tree'
    const WIRE = `${TREE}/src/features/alpha/wire.ts`
    let tree: ESLint

    beforeAll(() => {
      existing(WIRE)
      tree = createLinter({
        overrideConfig: {
          rules: {
            [ZONE_RULE]: ['error', { zones: config.ZONES, basePath: path.join(ROOT, TREE) }],
          },
        },
      })
    })

    const lintTree = (importer: string): Promise<Linter.LintMessage[]> =>
      lintWith(tree, importing(specifierFor(importer, WIRE)), importer)

    it("refuses a feature importing another feature's wire.ts", async () => {
      const messages = await lintTree(`${TREE}/src/features/beta/views/bad.tsx`)
      expect(ruleIds(messages)).toContain(ZONE_RULE)
      expect(zoneText(messages)).toContain(
        `${RULE.wiring} only src/app and the feature's screens.tsx import its wire files`,
      )
    })

    it("lets a feature's route chunk (screens.tsx) import its wire.ts, and nothing else there", async () => {
      expect(await lintTree(`${TREE}/src/features/alpha/screens.tsx`)).toEqual([])
      expect(zoneText(await lintTree(`${TREE}/src/features/alpha/index.ts`))).toContain(RULE.wiring)
    })

    it('refuses a feature importing its own wire.ts, and src/shared importing one', async () => {
      expect(zoneText(await lintTree(`${TREE}/src/features/alpha/machines/bad.ts`))).toContain(
        RULE.wiring,
      )
      expect(zoneText(await lintTree(`${TREE}/src/shared/views/bad.tsx`))).toContain(RULE.wiring)
    })

    it('lets src/app import a wire.ts', async () => {
      expect(await lintTree(`${TREE}/src/app/ok.ts`)).toEqual([])
    })

    const realWires = featureFolders()
      .map((feature) => `src/features/${feature}/wire.ts`)
      .filter((file) => existsSync(path.join(ROOT, file)))

    it.runIf(realWires.length > 0)('holds for the wire.ts files of src/features too', async () => {
      for (const wire of realWires) {
        await expectAllowed('src/app/ok.ts', wire)
        await expectRefused('src/shared/views/bad.tsx', wire, RULE.wiring)
        const other = featureFolders().find((f) => !wire.startsWith(`src/features/${f}/`))
        if (other) await expectRefused(`src/features/${other}/views/bad.tsx`, wire, RULE.wiring)
      }
    })
  })

  describe('rule 6, [mock-server]: src/ never imports mock-server/, which imports little of src/', () => {
    it('refuses src/ importing mock-server/, the composition root included', async () => {
      for (const importer of [
        'src/features/vouchers/views/bad.tsx',
        'src/shared/services/bad.ts',
        'src/app/bad.ts',
      ]) {
        await expectRefused(importer, MOCK_FILE, RULE.mockServer, 'src/ never imports mock-server/')
      }
    })

    it('refuses mock-server importing feature machines, views and non-contract services', async () => {
      await expectRefused(
        'mock-server/bad.ts',
        VOUCHERS_MACHINE,
        RULE.mockServer,
        'mock-server/ imports only src/shared/domain, src/shared/contract, src/features/*/domain and src/features/*/services/contract.ts',
      )
      await expectRefused('mock-server/handlers/bad.ts', VOUCHERS_VIEW, RULE.mockServer)
      await expectRefused('mock-server/bad.ts', VOUCHERS_SERVICE, RULE.mockServer)
      await expectRefused('mock-server/bad.ts', PURCHASE_INDEX, RULE.mockServer)
    })

    it('refuses mock-server importing src/shared services, machines, views and src/app', async () => {
      await expectRefused(
        'mock-server/bad.ts',
        'src/shared/services/http-client.ts',
        RULE.mockServer,
      )
      await expectRefused('mock-server/bad.ts', 'src/shared/machines/journal.ts', RULE.mockServer)
      await expectRefused('mock-server/bad.ts', 'src/shared/views/i18n.tsx', RULE.mockServer)
      await expectRefused('mock-server/bad.ts', APP_FILE, RULE.mockServer)
    })

    it('lets mock-server import feature domain and services/contract.ts, shared domain and contract', async () => {
      await expectAllowed('mock-server/ok.ts', VOUCHERS_DOMAIN)
      await expectAllowed('mock-server/ok.ts', VOUCHERS_CONTRACT)
      await expectAllowed('mock-server/handlers/ok.ts', PURCHASE_CONTRACT)
      await expectAllowed('mock-server/ok.ts', 'src/shared/domain/codes.ts')
      await expectAllowed('mock-server/ok.ts', 'src/shared/contract/operation.ts')
    })
  })
})
