import { readFileSync, writeFileSync } from 'node:fs'
import { format, resolveConfig } from 'prettier'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer } from '../../mock-server/node'
import { NETWORK_FAULTS } from '../../mock-server/scenarios'
import { ERROR_PARTS } from '../../src/app/error-catalogue'
import { ROUTE_TABLE } from '../../src/app/features'
import { CATALOGUES, formatMessage } from '../../src/app/messages'
import { messageForFailure } from '../../src/shared/domain/error-catalogue'
import type { Operation } from '../../src/shared/contract/operation'
import { CATALOGUE_ROWS, scenarioFor, type CatalogueRow } from '../support/catalogue-rows'
import { whereShown, type ScreenDrivers } from '../support/screen-drivers'
import { toFailure } from '../../src/shared/services/api-error'
import { clearScenarios, failureOf, loginAs, startScenario } from '../support/api'

/**
 * The catalogue matrix (issue 30): every row of both error catalogues (S1 §8, S2 §8), each
 * operation's listed statuses, its `other` row and a network failure, provoked through a QA
 * scenario against the mock and called through the portal's own client: the failure arrives as
 * that status (407 in a 200 answer's body, a 401 after the renewal), and the message the portal
 * shows for it is the row's, filled, in both locales. `docs/error-catalogue.md` is this table; run
 * `npm run catalogue` after changing a row.
 */

/** Each feature's screen drivers (`tests/views/catalogue/drivers/<feature>.ts`): where a row shows. */
const DRIVERS: Record<string, ScreenDrivers> = Object.fromEntries(
  Object.entries(
    import.meta.glob<ScreenDrivers>('../views/catalogue/drivers/*.ts', {
      eager: true,
      import: 'DRIVERS',
    }),
  ).map(([file, drivers]) => [file.split('/').at(-1)!.replace(/\.ts$/, ''), drivers]),
)

const ROWS = CATALOGUE_ROWS

let server: Awaited<ReturnType<typeof createTestServer>>['server']

beforeAll(async () => {
  ;({ server } = await createTestServer({ MOCK_CHECKUPS: 5, MOCK_TODAY: '20261122' }))
  server.listen({ onUnhandledRequest: 'error' })
})
afterAll(() => server.close())

/** Any value for each path parameter: the scenario answers before the operation reads it. */
const paramsOf = (op: Operation) =>
  Object.fromEntries([...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, '1']))

/** How a QA tester provokes the row: the scenario's body (or the preset that includes it). */
const provokeWith = (r: CatalogueRow) => JSON.stringify(scenarioFor(r))

/** The page title (and address) a row's message shows on, or why no page shows it. */
function whereItShows(r: CatalogueRow): string {
  const where = whereShown(DRIVERS[r.feature] ?? {}, r)
  if (where.unseen) return `— ${where.unseen}`
  if (!where.path) return '?'
  const path = where.path.split('?')[0]!.toLowerCase()
  const route = Object.values(ROUTE_TABLE).find((meta) =>
    new RegExp(`^${meta.path.replace(/:\w+/g, '[^/]+')}$`, 'i').test(path),
  )
  // a long value of the address (a partner's sid, made afresh each run) is shown as its name only
  const [pathname, query] = where.path.split('?')
  const shown = query
    ? `${pathname}?${[...new URLSearchParams(query)]
        .map(([name, value]) => `${name}=${value.length > 20 ? '…' : value}`)
        .join('&')}`
    : pathname!
  return route ? `${CATALOGUES.ko[route.title]} (\`${shown}\`)` : `\`${shown}\``
}

describe('the catalogue matrix', () => {
  it('walks every row of both catalogues', () => {
    expect(ROWS.length).toBeGreaterThan(150)
    expect(new Set(ROWS.map((r) => r.feature)).size).toBe(Object.keys(ERROR_PARTS).length)
  })

  it('provokes each row through a scenario and the portal shows its message', async () => {
    let client = await loginAs('siteadmin')
    const seen: string[] = []
    for (const r of ROWS) {
      const label = `${r.operation.id} ${r.row}`
      await startScenario(scenarioFor(r))
      const call = r.operation.file
        ? client.download(r.operation, { params: paramsOf(r.operation) })
        : client.call(r.operation, { params: paramsOf(r.operation), body: {} })
      // a 2xx row (201: the employee holds vouchers) is an answer whose body names the code
      const failure =
        r.status !== null && r.status < 300
          ? { status: ((await call) as { code: number }).code, message: '', kind: 'http' as const }
          : toFailure(await failureOf(call))
      await clearScenarios()
      if (r.row === 'network') expect(failure.kind, label).toBe('network')
      else
        expect({ status: failure.status, kind: failure.kind }, label).toEqual({
          status: r.status,
          kind: 'http',
        })
      const shown = messageForFailure(ERROR_PARTS[r.feature]![r.operation.id]!, failure)
      expect(shown.key, label).toBe(r.key)
      for (const locale of ['ko', 'en'] as const) {
        const text = formatMessage(locale, shown)
        expect(CATALOGUES[locale][shown.key], `${label} ${locale}`).toBeTruthy()
        expect(text, `${label} ${locale}: a placeholder left unfilled`).not.toMatch(/\{\w+\}/)
      }
      seen.push(label)
      // the client renewed a 401'd token: sign in again so the next row starts signed in
      if (r.status === 401) client = await loginAs('siteadmin')
    }
    expect(seen).toHaveLength(ROWS.length)
  }, 120_000)

  it('has the on-screen drivers of every feature (tests/views/catalogue)', () => {
    expect(Object.keys(DRIVERS).sort()).toEqual(Object.keys(ERROR_PARTS).sort())
  })

  it('is the table in docs/error-catalogue.md (npm run catalogue writes it)', async () => {
    const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')
    const lines = [
      '# The error catalogue, row by row',
      '',
      'Every row of both error catalogues (S1 §8, S2 §8) as the portal holds it',
      '(`src/features/<feature>/domain/errors.ts`), how QA provokes it on the standalone server',
      '(`POST /__mock/scenarios` with the body shown, or the QA page `/__mock/qa`, for one account with',
      '`userId`), and where its message shows. `tests/contract/catalogue-matrix.test.ts` provokes each',
      "row this way and checks the message through the portal's client; `tests/views/catalogue/`",
      'opens the page named in the last column, provokes the row the same way, does what a user does',
      '(a click, a typed value) and waits for the message on the page. A row no page shows says why',
      'there. This file is checked to be current (`npm run catalogue` writes it). `other` is any',
      'status the row does not list (a 500 or 503 any server may answer); `network` is a failed',
      'connection.',
      '',
      '| Operation | Row | Message (ko) | Provoke with | Where it shows |',
      '| --- | --- | --- | --- | --- |',
      ...ROWS.map(
        (r) =>
          `| ${r.operation.id} | ${r.row} | ${cell(CATALOGUES.ko[r.key as keyof typeof CATALOGUES.ko])} | \`${provokeWith(r)}\` | ${cell(whereItShows(r))} |`,
      ),
      '',
      '## Network faults (issue 50)',
      '',
      "What a phone's network does, on top of any row above: each is a scenario of one operation",
      '(or `*`, every authenticated one), for one account (`userId`) or everyone, for `times` calls or',
      "until cleared. A random choice is drawn from the scenario's `seed` (1 when not given): the same",
      'scenario started again meets the same delays and fails the same calls, call for call. A body',
      'fault (`stallMs`, `cut`) shapes the answer the call gets otherwise, its own or the status the',
      'scenario gives. On the QA page the fields are 지연, 최대 지연, 본문 지연, 본문 끊기, 실패 비율 (%)',
      'and 시드; with `curl`, against a server started with `MOCK_QA=1` (its token is printed at start):',
      '',
      '```sh',
      "curl -X POST localhost:4173/__mock/scenarios -H 'content-type: application/json' \\",
      '  -H "x-qa-token: $TOKEN" -d \'{"operation":"checkupList","delayMs":200,"delayMaxMs":3000}\'',
      '```',
      '',
      '| Fault | Body | What the portal shows |',
      '| --- | --- | --- |',
      ...NETWORK_FAULTS.map(
        (f) => `| ${f.fault} | \`${JSON.stringify(f.body)}\` | ${cell(f.shows)} |`,
      ),
      '',
      "To meet the same faults on a phone, save the active scenarios as a set (the QA page's 현재",
      '시나리오 묶음 저장, or `POST /__mock/scenarios/sets` with a `name`) and open its link there (링크',
      '복사: `/__mock/start#set=<name>&token=<token>`, decision 068): each scenario starts again from',
      'its seed, so the same calls meet the same faults.',
      '',
    ]
    // as prettier writes it, so `npm run format:check` and this test agree
    const file = 'docs/error-catalogue.md'
    const table = await format(lines.join('\n'), {
      ...(await resolveConfig(file)),
      filepath: file,
    })
    if (process.env.UPDATE_CATALOGUE_DOC === '1') writeFileSync(file, table)
    expect(readFileSync(file, 'utf8')).toBe(table)
  })
})
