import { ESLint } from 'eslint'
import type { Linter } from 'eslint'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/**
 * Shared by the tests of tests/lint: each case lints a one-line import under a pretend file path
 * with the project's eslint.config.js and checks which rule (and which zone message) reports it.
 *
 * import-x/no-restricted-paths resolves an import before it checks it: an import of a file that
 * does not exist is never reported by it. The cases therefore import files that exist; `existing`
 * fails loudly when one has moved, rather than letting a case pass for the wrong reason.
 */

export const ROOT = process.cwd()
export const ZONE_RULE = 'import-x/no-restricted-paths'

/** The start of each zone message in eslint.config.js: the name of the rule it enforces. */
export const RULE = {
  layers: '[layers]',
  featureBoundaries: '[feature boundaries]',
  sharedIsFeatureFree: '[shared is feature-free]',
  compositionRoot: '[composition root]',
  wiring: '[wiring]',
  mockServer: '[mock-server]',
} as const

/** What eslint.config.js exports besides the config (read at run time: it is plain JS). */
export interface LintConfigModule {
  FEATURES: string[]
  FEATURE_DEPENDENCIES: Readonly<Record<string, readonly string[]>>
  ZONES: unknown[]
}

export async function loadConfigModule(): Promise<LintConfigModule> {
  const url = pathToFileURL(path.join(ROOT, 'eslint.config.js')).href
  return (await import(url)) as LintConfigModule
}

export function createLinter(options: ESLint.Options = {}): ESLint {
  return new ESLint({ cwd: ROOT, ...options })
}

export async function lintWith(
  eslint: ESLint,
  code: string,
  filePath: string,
): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath })
  if (!result) throw new Error(`no lint result for ${filePath}`)
  return result.messages
}

/** A one-line value import of `specifier` (used, so no other rule reports it). */
export const importing = (specifier: string): string =>
  `import * as imported from '${specifier}'\n\nexport const used = imported\n`

/** A one-line type-only import of `specifier`. */
export const importingType = (specifier: string): string =>
  `import type * as imported from '${specifier}'\n\nexport type Used = typeof imported\n`

export const ruleIds = (messages: Linter.LintMessage[]): (string | null)[] =>
  messages.map((m) => m.ruleId)

/** The messages of the zone rule, joined: what a case matches its rule name against. */
export const zoneText = (messages: Linter.LintMessage[]): string =>
  messages
    .filter((m) => m.ruleId === ZONE_RULE)
    .map((m) => m.message)
    .join('\n')

/** `file` (relative to the root) must exist: the rule ignores imports it cannot resolve. */
export function existing(file: string): string {
  if (!existsSync(path.join(ROOT, file))) {
    throw new Error(`${file} does not exist any more: pick another file for this lint case`)
  }
  return file
}

/**
 * The import specifier that reaches `file` from a file at `importer` (both relative to the root),
 * without the .ts/.tsx extension, as the source code writes it.
 */
export function specifierFor(importer: string, file: string): string {
  existing(file)
  const relative = path
    .relative(path.dirname(path.join(ROOT, importer)), path.join(ROOT, file))
    .replace(/\\/g, '/')
    .replace(/\.tsx?$/, '')
  return relative.startsWith('.') ? relative : `./${relative}`
}

/** The folders of src/features, as `ls src/features` shows them. */
export function featureFolders(): string[] {
  return readdirSync(path.join(ROOT, 'src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
}

/** Source files (not tests) directly or deeply under `dir` (relative to the root), sorted. */
export function sourceFiles(dir: string): string[] {
  const full = path.join(ROOT, dir)
  if (!existsSync(full)) return []
  return readdirSync(full, { withFileTypes: true })
    .flatMap((entry) => {
      const child = `${dir}/${entry.name}`
      if (entry.isDirectory()) return sourceFiles(child)
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [child] : []
    })
    .sort()
}
