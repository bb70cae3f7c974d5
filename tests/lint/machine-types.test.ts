import { describe, it, expect, beforeAll } from 'vitest'
import type { ESLint, Linter } from 'eslint'
import { createLinter, lintWith, ruleIds } from './lint-helpers'

/**
 * Issue 49, machines the type checker can vouch for: a machine asserts nothing about its context
 * with `!` (@typescript-eslint/no-non-null-assertion in the machine folders of eslint.config.js);
 * a named type-guard guard, assertEvent or present() says what the state guarantees instead.
 * Tests and the other layers keep the assertion.
 *
 * And every guard of a machine is named in its setup (no-restricted-syntax in the machine folders
 * and src/app/portal-machine.ts): a function written at the transition, inside not/and/or or
 * passed by reference is refused; `guard: 'name'` and `guard: { type, params }` are not. The
 * double cast stays refused there (the same rule's other selector). Tests keep inline guards.
 */

const RULE = '@typescript-eslint/no-non-null-assertion'
const SYNTAX = 'no-restricted-syntax'

/** a machine helper reading a nullable context field with `!` */
const ASSERTING =
  'interface Context {\n  employee: { employeeId: string } | null\n}\n\n' +
  'export const employeeIdOf = (context: Context): string => context.employee!.employeeId\n'

let eslint: ESLint

const lint = (filePath: string): Promise<Linter.LintMessage[]> =>
  lintWith(eslint, ASSERTING, filePath)

describe(`the machine folders refuse \`!\` (${RULE})`, { timeout: 60_000 }, () => {
  beforeAll(() => {
    eslint = createLinter()
  })

  it("refuses `context.x!` in a feature's machine and in src/shared/machines", async () => {
    for (const file of [
      'src/features/employees/machines/bad.ts',
      'src/features/purchase/machines/nested/bad.ts',
      'src/shared/machines/bad.ts',
    ]) {
      const messages = await lint(file)
      expect(ruleIds(messages), file).toEqual([RULE])
      expect(messages[0]?.severity, file).toBe(2)
    }
  })

  it("allows it outside the machine folders, and in a machine's tests", async () => {
    for (const file of [
      'src/features/employees/domain/ok.ts',
      'src/features/employees/views/ok.ts',
      'src/shared/domain/ok.ts',
      'src/app/ok.ts',
      'mock-server/ok.ts',
      'src/features/employees/machines/employees-machine.test.ts',
      'src/shared/machines/ok.test.ts',
    ]) {
      expect(await lint(file), file).toEqual([])
    }
  })
})

/**
 * A machine whose setup names `paid`, `unpaid`, `settled` (guards combined of named ones are
 * allowed there) and `statusIs`, with its two transitions' guards as given; `isPaid` is a
 * function of the file, for a guard passed by reference.
 */
const machineGuarded = (guards: { pay: string; retry: string }): string =>
  "import { and, assign, not, setup } from 'xstate'\n\n" +
  'export const isPaid = ({ context }: { context: { paid: boolean } }) => context.paid\n\n' +
  'export const machine = setup({\n' +
  "  types: { context: {} as { paid: boolean }, events: {} as { type: 'PAY' } },\n" +
  '  guards: {\n' +
  '    paid: isPaid,\n' +
  "    unpaid: not('paid'),\n" +
  "    settled: and(['paid', not('unpaid')]),\n" +
  '    statusIs: (_, params: { error: unknown; status: number }) => params.status === 405,\n' +
  '  },\n' +
  '}).createMachine({\n' +
  '  context: { paid: false },\n' +
  "  initial: 'idle',\n" +
  '  states: {\n' +
  `    idle: { on: { PAY: { guard: ${guards.pay}, actions: assign({ paid: true }) } } },\n` +
  `    failed: { on: { PAY: [{ guard: ${guards.retry}, target: 'idle' }, 'idle'] } },\n` +
  '  },\n' +
  '})\n'

/** Each way of writing a guard where the transition is. */
const INLINE = {
  arrow: { pay: '({ context }) => context.paid', retry: "'paid'" },
  function: { pay: "'paid'", retry: 'function () { return true }' },
  'inside not': { pay: 'not(({ context }) => context.paid)', retry: "'paid'" },
  'inside and': { pay: "and(['unpaid', ({ context }) => !context.paid])", retry: "'paid'" },
  reference: { pay: 'isPaid', retry: "'paid'" },
}

/** A guard combined of named ones, and one given params. */
const NAMED = {
  pay: "not('paid')",
  retry: "{ type: 'statusIs', params: ({ event }) => ({ error: event, status: 405 }) }",
}

const lintGuards = (guards: { pay: string; retry: string }, filePath: string) =>
  lintWith(eslint, machineGuarded(guards), filePath)

describe(`every guard of a machine is named in its setup (${SYNTAX})`, { timeout: 60_000 }, () => {
  beforeAll(() => {
    eslint = createLinter()
  })

  it("refuses a guard written at the transition in a feature's machine, in src/shared/machines and in the portal machine", async () => {
    for (const file of [
      'src/features/purchase/machines/bad.ts',
      'src/features/purchase/machines/nested/bad.ts',
      'src/shared/machines/bad.ts',
      'src/app/portal-machine.ts',
    ]) {
      for (const [how, guards] of Object.entries(INLINE)) {
        const messages = await lintGuards(guards, file)
        expect(ruleIds(messages), `${how} in ${file}`).toEqual([SYNTAX])
        expect(messages[0]?.severity, `${how} in ${file}`).toBe(2)
        expect(messages[0]?.message, `${how} in ${file}`).toContain('named in its setup')
      }
    }
  })

  it('allows a named guard and a { type, params } guard', async () => {
    for (const file of [
      'src/features/purchase/machines/ok.ts',
      'src/shared/machines/ok.ts',
      'src/app/portal-machine.ts',
    ]) {
      expect(await lintGuards(NAMED, file), file).toEqual([])
      expect(await lintGuards({ pay: "'settled'", retry: "'unpaid'" }, file), file).toEqual([])
    }
  })

  it('still refuses the double cast there (the same rule, merged)', async () => {
    const cast = 'export const asNumber = (x: string): number => x as unknown as number\n'
    for (const file of ['src/features/purchase/machines/bad.ts', 'src/shared/machines/bad.ts']) {
      const messages = await lintWith(eslint, cast, file)
      expect(ruleIds(messages), file).toEqual([SYNTAX])
      expect(messages[0]?.message, file).toContain('as unknown as')
    }
  })

  it("allows inline guards in a machine's tests and outside the machine folders", async () => {
    for (const file of [
      'src/features/purchase/machines/payment-machine.test.ts',
      'src/shared/machines/ok.test.ts',
      'src/app/portal-machine.test.ts',
      'src/features/purchase/views/ok.ts',
      'src/app/ok.ts',
    ]) {
      expect(await lintGuards(INLINE.arrow, file), file).toEqual([])
    }
  })
})
