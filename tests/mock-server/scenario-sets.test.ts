import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTestServer } from '../../mock-server/node'
import {
  describeScenario,
  EVERY_OPERATION,
  scenarioInputSchema,
  Scenarios,
  SCENARIOS_MAX,
  type Scenario,
  type ScenarioInput,
} from '../../mock-server/scenarios'
import {
  inputOf,
  SCENARIO_SETS_MAX,
  SET_NAME_MAX,
  setLink,
  setNameRefusal,
} from '../../mock-server/scenario-sets'
import { SCENARIO_PRESETS } from '../../mock-server/scenario-presets'
import { defineOperation } from '../../src/shared/contract/operation'
import { qaScenarios, startedScenario, TEST_BASE } from '../support/api'

/**
 * Saved scenario sets (issue 50, "presets by link", decision 068) through the QA helpers, in
 * process: a set is the active scenarios as they would be started again, listed, started (each
 * through the checks of `POST /__mock/scenarios`, all or none) and deleted; its link holds no
 * token. The start page is in `start-page.test.ts`, the standalone server's log and restart in
 * `scenarios-http.test.ts` and `scenario-sets-file.test.ts`, a phone's browser in
 * `e2e/qa-links.spec.ts`.
 */
let server: Awaited<ReturnType<typeof createTestServer>>['server']

beforeEach(async () => {
  ;({ server } = await createTestServer({ MOCK_CHECKUPS: 10, MOCK_TODAY: '20261122' }))
  server.listen({ onUnhandledRequest: 'error' })
})
afterEach(() => {
  server.resetHandlers()
  server.close()
})

const qa = qaScenarios

const start = (input: ScenarioInput) => startedScenario<Scenario>(input)

interface Listed {
  active: Scenario[]
  sets: { name: string; scenarios: ScenarioInput[]; savedAt: string; link: string }[]
}
const listed = async () => (await (await qa('GET', '')).json()) as Listed

/** A scenario's description without its id: what starting it again must give back. */
const described = (s: Scenario) => describeScenario(s).replace(/^s\d+ /, '')

const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message

/** a start of every kind: a status with a share and jitter, a network failure, a body fault */
const SAMPLE: ScenarioInput[] = [
  { operation: 'getMerchantUid', status: 409, times: 2, userId: 'hk5009' },
  { operation: 'checkupList', status: 500, rate: 0.34, seed: 7, delayMs: 10, delayMaxMs: 90 },
  { operation: 'issuableNumber', network: true, userId: 'hk5009' },
  { operation: 'statisticsOrder', stallMs: 300, cut: true, times: 1 },
  { operation: EVERY_OPERATION, delayMs: 5, userId: 'fc0009' },
]

describe('saved scenario sets through the QA helpers', () => {
  it('save the active scenarios under a name, list them, start them again, delete them', async () => {
    for (const input of SAMPLE) await start(input)
    const before = (await listed()).active
    const saved = await qa('POST', '/sets', { name: 'phone-checkout' })
    expect(saved.status, await saved.clone().text()).toBe(200)
    const answer = (await saved.json()) as {
      code: number
      set: { name: string; scenarios: ScenarioInput[] }
      link: string
    }
    expect(answer.code).toBe(200)
    expect(answer.link).toBe('/__mock/start#set=phone-checkout')
    expect(answer.link).toBe(setLink('phone-checkout'))
    // each as it would be started, in the order started: the oldest first
    expect(answer.set).toMatchObject({ name: 'phone-checkout', scenarios: SAMPLE })

    const list = await listed()
    expect(list.sets).toEqual([
      {
        name: 'phone-checkout',
        scenarios: SAMPLE,
        savedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        link: '/__mock/start#set=phone-checkout',
      },
    ])

    // cleared, then started from the set: the same scenarios, in the same precedence
    expect((await qa('DELETE', '')).status).toBe(200)
    const started = await qa('POST', '/sets/phone-checkout/start', {})
    expect(started.status, await started.clone().text()).toBe(200)
    const run = (await started.json()) as {
      set: string
      scenarios: (Scenario & { description: string })[]
    }
    expect(run.set).toBe('phone-checkout')
    expect(run.scenarios.map((s) => s.description)).toEqual(run.scenarios.map(describeScenario))
    const after = (await listed()).active
    expect(after.map(described)).toEqual(before.map(described))
    expect(after.every((s) => s.preset === 'set:phone-checkout')).toBe(true)

    // deleted: gone from the list, its start and a second delete 404
    expect((await qa('DELETE', '/sets/phone-checkout')).status).toBe(200)
    expect((await listed()).sets).toEqual([])
    expect((await qa('POST', '/sets/phone-checkout/start', {})).status).toBe(404)
    expect((await qa('DELETE', '/sets/phone-checkout')).status).toBe(404)
    // deleting the set ended none of what it started
    expect((await listed()).active).toHaveLength(SAMPLE.length)
  })

  it('keeps the calls left, not the calls first asked for', async () => {
    await start({ operation: 'productList', status: 500, times: 3, userId: 'fc0002' })
    const token = (
      (await (
        await fetch(`${TEST_BASE}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ userId: 'fc0002', password: 'Test1234!' }),
        })
      ).json()) as { token: string }
    ).token
    expect(
      (await fetch(`${TEST_BASE}/api/products`, { headers: { 'x-auth-token': token } })).status,
    ).toBe(500)
    const saved = (await (await qa('POST', '/sets', { name: 'left' })).json()) as {
      set: { scenarios: ScenarioInput[] }
    }
    expect(saved.set.scenarios).toEqual([
      { operation: 'productList', status: 500, times: 2, userId: 'fc0002' },
    ])
  })

  it("with an account, saves only that account's scenarios (a shared server)", async () => {
    await start({ operation: 'productList', status: 500 })
    await start({ operation: 'productList', status: 503, userId: 'fc0003' })
    await start({ operation: 'issuableNumber', network: true, userId: 'hk5009' })
    await start({ operation: 'getMerchantUid', status: 409, userId: 'hk5009' })
    const saved = await qa('POST', '/sets', { name: 'mine', userId: 'hk5009' })
    expect(((await saved.json()) as { set: { scenarios: ScenarioInput[] } }).set.scenarios).toEqual(
      [
        { operation: 'issuableNumber', network: true, userId: 'hk5009' },
        { operation: 'getMerchantUid', status: 409, userId: 'hk5009' },
      ],
    )
    const none = await qa('POST', '/sets', { name: 'nobody', userId: 'fc0001' })
    expect(none.status).toBe(400)
    expect(await messageOf(none)).toContain('fc0001')
  })

  it('replaces a set of the same name', async () => {
    await start({ operation: 'productList', status: 500 })
    expect((await qa('POST', '/sets', { name: 'again' })).status).toBe(200)
    await qa('DELETE', '')
    await start({ operation: 'productList', status: 503, userId: 'fc0003' })
    expect((await qa('POST', '/sets', { name: 'again' })).status).toBe(200)
    expect((await listed()).sets.map((s) => [s.name, s.scenarios])).toEqual([
      ['again', [{ operation: 'productList', status: 503, userId: 'fc0003' }]],
    ])
  })

  it('refuses a bad name, a preset’s name and nothing active, each with its reason (400)', async () => {
    await start({ operation: 'productList', status: 500 })
    for (const name of ['', 'Upper', 'with space', 'a/b', 'ä', 'x'.repeat(SET_NAME_MAX + 1)]) {
      const refused = await qa('POST', '/sets', { name })
      expect(refused.status, name).toBe(400)
      expect(await messageOf(refused)).toContain('name')
    }
    for (const body of [{}, { name: 5 }, { name: 'ok', extra: 1 }, null])
      expect((await qa('POST', '/sets', body)).status).toBe(400)
    const preset = await qa('POST', '/sets', { name: 'offline' })
    expect(preset.status).toBe(400)
    expect(await messageOf(preset)).toContain('preset')
    await qa('DELETE', '')
    const nothing = await qa('POST', '/sets', { name: 'empty' })
    expect(nothing.status).toBe(400)
    expect(await messageOf(nothing)).toContain('no scenario is active')
    expect((await listed()).sets).toEqual([])
  })

  it('answers 404 for an unknown set', async () => {
    const unknown = await qa('POST', '/sets/nobody/start', {})
    expect(unknown.status).toBe(404)
    expect(await messageOf(unknown)).toContain('nobody')
    expect((await qa('DELETE', '/sets/nobody')).status).toBe(404)
  })

  it(`keeps at most ${SCENARIO_SETS_MAX} sets; one of them may still be saved again`, async () => {
    await start({ operation: 'productList', status: 500 })
    for (let i = 0; i < SCENARIO_SETS_MAX; i++)
      expect((await qa('POST', '/sets', { name: `set-${i}` })).status).toBe(200)
    const over = await qa('POST', '/sets', { name: 'one-more' })
    expect(over.status).toBe(400)
    expect(await messageOf(over)).toContain(`${SCENARIO_SETS_MAX}`)
    expect((await qa('POST', '/sets', { name: 'set-7' })).status).toBe(200)
    expect((await listed()).sets).toHaveLength(SCENARIO_SETS_MAX)
    expect((await qa('DELETE', '/sets/set-0')).status).toBe(200)
    expect((await qa('POST', '/sets', { name: 'one-more' })).status).toBe(200)
  })

  it('starts all of a set or none: a start the checks refuse leaves no scenario of it', async () => {
    await start({ operation: 'productList', status: 500 })
    await start({ operation: 'issuableNumber', status: 503 })
    expect((await qa('POST', '/sets', { name: 'two' })).status).toBe(200)
    await qa('DELETE', '')
    // one short of the most scenarios at once: the set's first fits, its second does not
    for (let i = 0; i < SCENARIOS_MAX - 1; i++)
      await start({ operation: 'productList', delayMs: 1, userId: `u${i}` })
    const refused = await qa('POST', '/sets/two/start', {})
    expect(refused.status).toBe(400)
    expect(await messageOf(refused)).toContain(`${SCENARIOS_MAX}`)
    const { active } = await listed()
    expect(active).toHaveLength(SCENARIOS_MAX - 1)
    expect(active.some((s) => s.preset === 'set:two')).toBe(false)
    // a start takes no body of its own
    await qa('DELETE', '')
    expect((await qa('POST', '/sets/two/start', { userId: 'fc0001' })).status).toBe(400)
  })

  it('the name rule through the helper (property)', async () => {
    await start({ operation: 'productList', status: 500 })
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 45 }), async (name) => {
        const res = await qa('POST', '/sets', { name })
        expect(res.status === 200, name).toBe(setNameRefusal(name) === null)
        if (res.status === 200) await qa('DELETE', `/sets/${name}`)
      }),
      { numRuns: 40 },
    )
  })
})

describe('the name rule (property)', () => {
  const PRESET_NAMES = SCENARIO_PRESETS.map((p) => p.name)
  const allowed = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-')

  it('accepts 1 to 40 of a-z, 0-9 and - unless a preset has the name', () => {
    fc.assert(
      fc.property(fc.string({ unit: allowed, minLength: 1, maxLength: SET_NAME_MAX }), (name) => {
        expect(setNameRefusal(name) === null).toBe(!PRESET_NAMES.includes(name))
      }),
    )
    for (const name of PRESET_NAMES) expect(setNameRefusal(name)).toContain('preset')
  })

  it('refuses any other character, none, and more than 40', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: allowed, maxLength: 20 }),
        fc.string({ minLength: 1, maxLength: 3 }).filter((s) => /[^a-z0-9-]/.test(s)),
        fc.string({ unit: allowed, maxLength: 20 }),
        (before, other, after) => {
          expect(setNameRefusal(`${before}${other}${after}`)).not.toBeNull()
        },
      ),
    )
    fc.assert(
      fc.property(
        fc.string({ unit: allowed, minLength: SET_NAME_MAX + 1, maxLength: 80 }),
        (name) => {
          expect(setNameRefusal(name)).not.toBeNull()
        },
      ),
    )
    expect(setNameRefusal('')).not.toBeNull()
  })
})

describe('a scenario saved and started again is the same scenario (property)', () => {
  const op = defineOperation({
    id: 'a',
    summary: 'a',
    tag: 't',
    method: 'GET',
    path: '/api/a',
    auth: true,
    response: z.object({}),
    statuses: [200, 403],
  })
  const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined })
  const input = fc
    .record({
      operation: fc.constantFrom('a', EVERY_OPERATION),
      status: maybe(fc.constantFrom(200, 403, 500, 503, 401)),
      network: maybe(fc.constant(true as const)),
      delayMs: maybe(fc.integer({ min: 0, max: 30_000 })),
      delayMaxMs: maybe(fc.integer({ min: 1, max: 30_000 })),
      stallMs: maybe(fc.integer({ min: 1, max: 30_000 })),
      cut: maybe(fc.constant(true as const)),
      rate: maybe(fc.double({ min: 0.001, max: 1, noNaN: true })),
      seed: maybe(fc.integer({ min: 0, max: 0xffff_ffff })),
      times: maybe(fc.integer({ min: 1, max: 1000 })),
      userId: maybe(fc.constantFrom('fc0001', 'hk5009', 'x')),
    })
    .map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined)))
    .filter((r) => scenarioInputSchema.safeParse(r).success) as fc.Arbitrary<ScenarioInput>

  it('inputOf gives what starts it again: the same description, the same fields', () => {
    fc.assert(
      fc.property(input, (i) => {
        const store = new Scenarios()
        store.register(op)
        const first = store.add(i)
        fc.pre(typeof first !== 'string')
        const again = store.add(inputOf(first as Scenario))
        expect(typeof again, String(again)).not.toBe('string')
        const { id: _a, ...one } = first as Scenario
        const { id: _b, ...two } = again as Scenario
        expect(two).toEqual(one)
        expect(described(again as Scenario)).toBe(described(first as Scenario))
        expect(scenarioInputSchema.safeParse(inputOf(first as Scenario)).success).toBe(true)
      }),
    )
  })
})
