import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestServer } from '../../mock-server/node'
import {
  ALWAYS_POSSIBLE,
  describeScenario,
  EVERY_OPERATION,
  NETWORK_FAULTS,
  SCENARIO_DELAY_MAX_MS,
  SCENARIO_HEADER,
  scenarioInputSchema,
  Scenarios,
  type ScenarioInput,
} from '../../mock-server/scenarios'
import { SCENARIO_PRESETS } from '../../mock-server/scenario-presets'
import { defineOperation, type Operation } from '../../src/shared/contract/operation'
import * as auth from '../../src/features/session/services/contract'
import * as purchase from '../../src/features/purchase/services/contract'
import * as statistics from '../../src/features/statistics/services/contract'
import * as voucher from '../../src/features/vouchers/services/contract'
import * as dashboard from '../../src/features/dashboard/services/contract'
import * as employees from '../../src/features/employees/services/contract'
import {
  expectFailure,
  failureOf,
  loginAs,
  qaScenarios,
  startedScenario,
  TEST_BASE,
} from '../support/api'
import { z } from 'zod'

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

const start = (input: ScenarioInput) => startedScenario<{ id: string }>(input)

describe('QA scenarios through the QA helpers', () => {
  it('answer a documented status for the next N calls of one account, then the real answer', async () => {
    const fc0002 = await loginAs('fc0002')
    const fc0003 = await loginAs('fc0003')
    const scenario = await start({
      operation: 'productList',
      status: 401,
      times: 2,
      userId: 'fc0002',
    })
    const raw = await fetch(`${TEST_BASE}/api/products`, {
      headers: { 'x-auth-token': fc0002.tokens.getToken()! },
    })
    expect(raw.status).toBe(401)
    expect(raw.headers.get(SCENARIO_HEADER)).toBe(scenario.id)
    expect(await raw.json()).toMatchObject({ code: 401, message: expect.stringContaining('QA') })
    // the other account is not touched; the second call of fc0002 is the last one shaped
    expect((await fc0003.call(purchase.productList)).data.length).toBeGreaterThan(0)
    await expectFailure(
      fc0002.call(purchase.productList),
      401,
      'productList',
      'payment.noPermission',
    )
    expect((await fc0002.call(purchase.productList)).data.length).toBeGreaterThan(0)
    expect(((await (await qa('GET', '')).json()) as { active: unknown[] }).active).toEqual([])
  })

  it('refuse a status the operation does not document, but always allow a server failure', async () => {
    const refused = await qa('POST', '', { operation: 'productList', status: 409 })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { message: string }).message).toContain('409')
    expect((await qa('POST', '', { operation: 'noSuchOperation', status: 500 })).status).toBe(400)
    expect((await qa('POST', '', { operation: 'productList' })).status).toBe(400)
    expect(
      (await qa('POST', '', { operation: 'productList', status: 500, network: true })).status,
    ).toBe(400)
    for (const status of ALWAYS_POSSIBLE) await start({ operation: 'productList', status })
  })

  it('fail a call as a network error, which the client reports as one', async () => {
    const fc0002 = await loginAs('fc0002')
    await start({ operation: 'issuableNumber', network: true, times: 1, userId: 'fc0002' })
    const e = await failureOf(fc0002.call(auth.issuableNumber))
    expect(e.kind).toBe('network')
    expect(typeof (await fc0002.call(auth.issuableNumber)).issuableNumber).toBe('number')
  })

  it('delay an answer and then give the real one', async () => {
    const fc0002 = await loginAs('fc0002')
    await start({ operation: 'issuableNumber', delayMs: 300, times: 1 })
    const began = performance.now()
    expect(typeof (await fc0002.call(auth.issuableNumber)).issuableNumber).toBe('number')
    expect(performance.now() - began).toBeGreaterThanOrEqual(290)
  })

  it('shape a sign-in by the account it names', async () => {
    await start({ operation: 'loginMk2', status: 404, userId: 'fc0003' })
    await expectFailure(loginAs('fc0003'), 404, 'loginMk2', 'login.notFound')
    await loginAs('fc0002')
  })

  it('* answers 401 on every authenticated operation of the account, not on sign-in', async () => {
    const fc0002 = await loginAs('fc0002')
    await start({ operation: EVERY_OPERATION, status: 401, userId: 'fc0002' })
    expect((await failureOf(fc0002.call(auth.issuableNumber))).status).toBe(401)
    expect((await failureOf(fc0002.call(statistics.statisticsEmployees))).status).toBe(401)
    await loginAs('fc0002')
    expect((await qa('POST', '', { operation: EVERY_OPERATION, status: 404 })).status).toBe(400)
  })

  it('end one scenario, or all of them', async () => {
    const a = await start({ operation: 'productList', status: 401 })
    await start({ operation: 'issuableNumber', status: 401 })
    expect((await qa('DELETE', `/${a.id}`)).status).toBe(200)
    expect((await qa('DELETE', `/${a.id}`)).status).toBe(404)
    const cleared = await qa('DELETE', '')
    expect(((await cleared.json()) as { cleared: number }).cleared).toBe(1)
    const fc0002 = await loginAs('fc0002')
    expect(typeof (await fc0002.call(auth.issuableNumber)).issuableNumber).toBe('number')
  })

  it('list every operation with its documented statuses, and the presets', async () => {
    const listed = (await (await qa('GET', '')).json()) as {
      operations: { id: string; statuses: number[] }[]
      presets: { name: string }[]
    }
    expect(listed.operations.find((o) => o.id === 'getMerchantUid')?.statuses).toEqual(
      purchase.getMerchantUid.statuses,
    )
    expect(listed.operations.length).toBeGreaterThanOrEqual(60)
    expect(listed.presets.map((p) => p.name)).toEqual(SCENARIO_PRESETS.map((p) => p.name))
  })

  it('start every preset (each names documented statuses of real operations)', async () => {
    for (const preset of SCENARIO_PRESETS) {
      const res = await qa('POST', `/presets/${preset.name}`, { userId: 'fc0009' })
      expect(res.status, `${preset.name}: ${await res.clone().text()}`).toBe(200)
      await qa('DELETE', '')
    }
    expect((await qa('POST', '/presets/no-such', {})).status).toBe(404)
  })

  it('session-expired ends the account’s sessions and needs the account', async () => {
    const fc0002 = await loginAs('fc0002')
    expect((await qa('POST', '/presets/session-expired', {})).status).toBe(400)
    const res = await qa('POST', '/presets/session-expired', { userId: 'fc0002' })
    expect(((await res.json()) as { endedSessions: number }).endedSessions).toBeGreaterThan(0)
    const raw = await fetch(`${TEST_BASE}/api/auth/me`, {
      headers: { 'x-auth-token': fc0002.tokens.getToken()! },
    })
    expect(raw.status).toBe(401)
  })

  it("a preset's times and account apply to each of its scenarios", async () => {
    const preset = SCENARIO_PRESETS.find((p) => p.name === 'print-period-over')!
    expect(preset.scenarios.length).toBeGreaterThan(1)
    await qa('POST', '/presets/print-period-over', { times: 1, userId: 'fc0002' })
    const { active } = (await (await qa('GET', '')).json()) as {
      active: { remaining: number; userId: string; preset: string }[]
    }
    expect(active).toHaveLength(preset.scenarios.length)
    for (const s of active)
      expect(s).toMatchObject({ remaining: 1, userId: 'fc0002', preset: 'print-period-over' })
  })
})

describe('a success answered with the data QA gives', () => {
  const VBANK = {
    vbankName: '국민은행',
    vbankNum: '12345678901234',
    vbankHolder: '(주)헬스체크',
    vbankDate: '20261124',
    paidAmount: 33000,
  }

  it("the next call answers 200 with the data given, then the mock's own answer", async () => {
    const fc0001 = await loginAs('fc0001')
    const own = (await fc0001.call(purchase.vaInfo)).data
    const scenario = await start({ operation: 'vaInfo', data: VBANK, times: 1, userId: 'fc0001' })
    const raw = await fetch(`${TEST_BASE}/api/payment/va-info`, {
      headers: { 'x-auth-token': fc0001.tokens.getToken()! },
    })
    expect(raw.headers.get(SCENARIO_HEADER)).toBe(scenario.id)
    expect(await raw.json()).toEqual({ code: 200, data: VBANK })
    expect((await fc0001.call(purchase.vaInfo)).data).toEqual(own)
  })

  it('describeScenario says data where a status would be', () => {
    const scenarios = new Scenarios()
    scenarios.register(purchase.vaInfo)
    const s = scenarios.add({ operation: 'vaInfo', data: null, times: 1 })
    expect(typeof s === 'string' ? s : describeScenario(s)).toBe('s1 vaInfo data x1')
  })

  it("keeps a refusal the operation's own rules answer: the data is a success's only", async () => {
    const fc0001 = await loginAs('fc0001')
    // a page the contract allows: the site admin's own
    const siteadmin = await loginAs('siteadmin')
    const page = (await siteadmin.call(employees.employeeList, { query: {} })).data
    await start({ operation: 'employeeList', data: page, userId: 'fc0001' })
    await expect(fc0001.call(employees.employeeList, { query: {} })).rejects.toMatchObject({
      status: 403,
    })
  })

  it('is refused for data the contract does not allow, a file, every operation, and beside a status', async () => {
    const refusal = async (input: Record<string, unknown>) => {
      const res = await qa('POST', '', input)
      expect(res.status).toBe(400)
      return ((await res.json()) as { message: string }).message
    }
    expect(await refusal({ operation: 'vaInfo', data: { ...VBANK, paidAmount: '33000' } })).toBe(
      'vaInfo answers no such data: data.paidAmount Invalid input: expected number, received string',
    )
    expect(await refusal({ operation: 'customerListExcel', data: {} })).toContain('a file')
    expect(await refusal({ operation: EVERY_OPERATION, data: null })).toContain('one operation')
    expect(await refusal({ operation: 'vaInfo', data: VBANK, status: 500 })).toContain(
      'data excludes',
    )
  })
})

describe('a list answered empty: the page past the end of a list that shrank', () => {
  const RANGE = { start: '20260601', end: '20261122' }

  it('the next call of a list operation answers 200 with no rows and a total of 0; then the rows', async () => {
    const fc0001 = await loginAs('fc0001')
    const before = await fc0001.call(dashboard.checkupList, { query: { ...RANGE, page: 1 } })
    expect(before.data.items.length).toBeGreaterThan(0)
    const scenario = await start({
      operation: 'checkupList',
      empty: true,
      times: 1,
      userId: 'fc0001',
    })
    const raw = await fetch(
      `${TEST_BASE}/api/checkups?start=${RANGE.start}&end=${RANGE.end}&page=2`,
      { headers: { 'x-auth-token': fc0001.tokens.getToken()! } },
    )
    expect(raw.status).toBe(200)
    expect(raw.headers.get(SCENARIO_HEADER)).toBe(scenario.id)
    const emptied = (await raw.json()) as { code: number; data: typeof before.data }
    // the answer keeps its shape (the contract's): its counters, its page; no rows, no total
    expect(emptied).toMatchObject({ code: 200, data: { items: [], total: 0, page: 2 } })
    expect(emptied.data.counts).toEqual(before.data.counts)
    expect(dashboard.checkupList.response.safeParse(emptied).success).toBe(true)
    // once: the next call has its rows again
    const after = await fc0001.call(dashboard.checkupList, { query: { ...RANGE, page: 1 } })
    expect(after.data.items).toEqual(before.data.items)
  })

  it('empties an answer of the account named only, and only a success', async () => {
    const superUser = await loginAs('super')
    const siteadmin = await loginAs('siteadmin')
    await start({ operation: 'employeeList', empty: true, userId: 'super' })
    expect(
      (await siteadmin.call(employees.employeeList, { query: {} })).data.total,
    ).toBeGreaterThan(0)
    expect((await superUser.call(employees.employeeList, { query: {} })).data).toMatchObject({
      items: [],
      total: 0,
    })
    // a status the operation documents wins over nothing: a refusal is not emptied
    const fc0001 = await loginAs('fc0001')
    await start({ operation: 'employeeList', empty: true, userId: 'fc0001' })
    await expect(fc0001.call(employees.employeeList, { query: {} })).rejects.toMatchObject({
      status: 403,
    })
  })

  it('answers a list that is the rows themselves (an array) with none, once', async () => {
    const fc0001 = await loginAs('fc0001')
    const before = await fc0001.call(purchase.productList, {})
    expect(before.data.length).toBeGreaterThan(0)
    await start({ operation: 'productList', empty: true, times: 1, userId: 'fc0001' })
    const emptied = await fc0001.call(purchase.productList, {})
    expect(emptied).toMatchObject({ code: 200, data: [] })
    expect((await fc0001.call(purchase.productList, {})).data).toEqual(before.data)
  })

  it('answers a temporary PDF with nothing to print: the empty tempPdf of S1 §8, once', async () => {
    const fc0001 = await loginAs('fc0001')
    const list = await fc0001.call(dashboard.checkupList, {
      query: { ...RANGE, page: 1 },
    })
    // fc0001's newest checkup with its report (within the print period): the mock makes its PDF
    const printable = list.data.items.find((c) => c.pdfPrint === 'Y' && c.employeeId === 'fc0001')
    if (!printable) throw new Error('the seed gives fc0001 no printable checkup')
    const own = { checkupNo: printable.checkupNo }
    await start({ operation: 'make', empty: true, times: 1, userId: 'fc0001' })
    expect(await fc0001.call(dashboard.makeSingle, { body: own })).toMatchObject({
      code: 200,
      data: { tempPdf: '' },
    })
    expect((await fc0001.call(dashboard.makeSingle, { body: own })).data.tempPdf).not.toBe('')
  })

  it('is refused for an operation whose answer is no list, for every operation, and beside a status', async () => {
    const refusal = async (input: Record<string, unknown>) => {
      const res = await qa('POST', '', input)
      expect(res.status).toBe(400)
      return ((await res.json()) as { message: string }).message
    }
    expect(await refusal({ operation: 'vaInfo', empty: true })).toContain('no list')
    expect(await refusal({ operation: EVERY_OPERATION, empty: true })).toContain('one list')
    expect(await refusal({ operation: 'checkupList', empty: true, status: 500 })).toContain(
      'empty excludes',
    )
  })

  it('the QA page is told which operations may be answered empty', async () => {
    const listed = (await (await qa('GET', '')).json()) as {
      operations: { id: string; empty: boolean }[]
    }
    const empty = (id: string) => listed.operations.find((o) => o.id === id)?.empty
    // the lists (a page, an array) and the temporary PDFs (S1 §8, S2 §8)
    expect(
      ['checkupList', 'productList', 'make', 'makeTempPDF', 'printMakePdf'].map(empty),
    ).toEqual([true, true, true, true, true])
    expect([empty('vaInfo'), empty('loginMk2')]).toEqual([false, false])
  })

  it('describeScenario says empty where a status would be', () => {
    const scenarios = new Scenarios()
    scenarios.register(dashboard.checkupList)
    const s = scenarios.add({ operation: 'checkupList', empty: true, times: 1 })
    expect(typeof s === 'string' ? s : describeScenario(s)).toBe('s1 checkupList empty x1')
  })
})

describe('Scenarios.take (property)', () => {
  const ops: Operation[] = ['a', 'b'].map((id) =>
    defineOperation({
      id,
      summary: id,
      tag: 't',
      method: 'GET',
      path: `/api/${id}`,
      auth: true,
      response: z.object({}),
      statuses: [200, 403],
    }),
  )
  const input = fc.record({
    operation: fc.constantFrom('a', 'b', EVERY_OPERATION),
    status: fc.constantFrom(401, 500),
    times: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
    userId: fc.option(fc.constantFrom('u1', 'u2'), { nil: undefined }),
  })

  it('picks an applicable scenario by the precedence rules and shapes at most `times` calls', () => {
    fc.assert(
      fc.property(
        fc.array(input, { maxLength: 6 }),
        fc.array(fc.tuple(fc.constantFrom(0, 1), fc.constantFrom('u1', 'u2', null)), {
          maxLength: 12,
        }),
        (inputs, calls) => {
          const store = new Scenarios()
          ops.forEach((op) => store.register(op))
          const added = inputs.map((i) => store.add(i))
          const uses = new Map<string, number>()
          for (const [index, user] of calls) {
            const op = ops[index]!
            const before = [...store.active()]
            const chosen = store.take(op, user)
            const applicable = before.filter(
              (s) =>
                (s.operation === op.id || s.operation === EVERY_OPERATION) &&
                (s.userId === null || s.userId === user),
            )
            if (applicable.length === 0) {
              expect(chosen).toBeNull()
              continue
            }
            const rank = (s: (typeof before)[number]) =>
              (s.operation === op.id ? 0 : 2) + (s.userId !== null ? 0 : 1)
            const best = Math.min(...applicable.map(rank))
            expect(chosen).not.toBeNull()
            expect(rank(chosen!)).toBe(best)
            // the newest of the best
            expect(chosen!.id).toBe(applicable.find((s) => rank(s) === best)!.id)
            uses.set(chosen!.id, (uses.get(chosen!.id) ?? 0) + 1)
          }
          for (const [i, a] of added.entries()) {
            if (typeof a === 'string') continue
            const times = inputs[i]!.times
            if (times !== undefined) expect(uses.get(a.id) ?? 0).toBeLessThanOrEqual(times)
          }
        },
      ),
    )
  })
})

/** an authenticated operation of no feature, for the scenarios' own rules */
const opA = defineOperation({
  id: 'a',
  summary: 'a',
  tag: 't',
  method: 'GET',
  path: '/api/a',
  auth: true,
  response: z.object({}),
  statuses: [200, 403],
})

describe("a phone's network: jitter and a share of failing calls, from a seed (issue 50)", () => {
  const op = opA
  /** what a scenario does to `calls` calls in a row: each call's delay and whether it was hit */
  const run = (input: ScenarioInput, calls: number) => {
    const store = new Scenarios()
    store.register(op)
    const added = store.add(input)
    if (typeof added === 'string') throw new Error(added)
    return Array.from({ length: calls }, () => store.draw(store.take(op, null)!, op.id))
  }
  const shaped = fc.record({
    delayMs: fc.integer({ min: 0, max: 2000 }),
    spread: fc.integer({ min: 1, max: 5000 }),
    rate: fc.double({ min: 0.01, max: 1, noNaN: true }),
    seed: fc.integer({ min: 0, max: 0xffff_ffff }),
  })
  const inputOf = (s: { delayMs: number; spread: number; rate: number; seed: number }) => ({
    operation: 'a',
    status: 500,
    delayMs: s.delayMs,
    delayMaxMs: Math.min(s.delayMs + s.spread, 30_000),
    rate: s.rate,
    seed: s.seed,
  })

  it('the same seed gives the same delays and the same failures, call for call (property)', () => {
    fc.assert(
      fc.property(shaped, fc.integer({ min: 1, max: 40 }), (s, calls) => {
        expect(run(inputOf(s), calls)).toEqual(run(inputOf(s), calls))
      }),
    )
  })

  it("an operation's calls meet the same fates however other operations' calls interleave (property)", () => {
    const b = defineOperation({ ...op, id: 'b', path: '/api/b' })
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffff_ffff }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 40 }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 40 }),
        (seed, order1, order2) => {
          const fates = (order: boolean[]) => {
            const store = new Scenarios()
            store.register(op)
            store.register(b)
            store.add({ operation: EVERY_OPERATION, status: 500, rate: 0.4, seed })
            const of: Record<string, boolean[]> = { a: [], b: [] }
            for (const first of order) {
              const called = first ? op : b
              of[called.id]!.push(store.draw(store.take(called, null)!, called.id).hits)
            }
            return of
          }
          const one = fates(order1)
          const two = fates(order2)
          // the calls both runs made of each operation met the same fates, in their order
          for (const id of ['a', 'b'])
            expect(one[id]!.slice(0, two[id]!.length)).toEqual(two[id]!.slice(0, one[id]!.length))
        },
      ),
    )
  })

  it('each delay lies between delayMs and delayMaxMs (property)', () => {
    fc.assert(
      fc.property(shaped, (s) => {
        const input = inputOf(s)
        for (const { delayMs } of run(input, 30)) {
          expect(delayMs).toBeGreaterThanOrEqual(input.delayMs)
          expect(delayMs).toBeLessThanOrEqual(input.delayMaxMs)
        }
      }),
    )
  })

  it('"one in three" hits about a third of the calls; without a rate, every call', () => {
    const hits = run({ operation: 'a', status: 500, rate: 1 / 3, seed: 7 }, 600).filter(
      (d) => d.hits,
    ).length
    expect(hits).toBeGreaterThan(150)
    expect(hits).toBeLessThan(250)
    expect(run({ operation: 'a', status: 500 }, 20).every((d) => d.hits)).toBe(true)
    // another seed, another run
    const pattern = (seed: number) =>
      run({ operation: 'a', status: 500, rate: 1 / 3, seed }, 30).map((d) => d.hits)
    expect(pattern(7)).not.toEqual(pattern(8))
  })

  it('through the QA helpers: the same calls fail in two runs with one seed; the others answer', async () => {
    const fc0002 = await loginAs('fc0002')
    const statuses = async () => {
      const begun = await start({
        operation: 'issuableNumber',
        status: 500,
        rate: 0.34,
        seed: 11,
        userId: 'fc0002',
      })
      const seen: number[] = []
      for (let i = 0; i < 12; i++) {
        const res = await fetch(`${TEST_BASE}/api/auth/issuable-number`, {
          headers: { 'x-auth-token': fc0002.tokens.getToken()! },
        })
        seen.push(res.status)
        // every call the scenario saw names it, hit or spared
        expect(res.headers.get(SCENARIO_HEADER)).toBe(begun.id)
      }
      expect((await qa('DELETE', '')).status).toBe(200)
      return seen
    }
    const first = await statuses()
    expect(first).toContain(500)
    expect(first).toContain(200)
    expect(await statuses()).toEqual(first)
  })

  it('starts each network fault the error catalogue lists', async () => {
    for (const { body } of NETWORK_FAULTS) await start(body)
    const active = (await (await qa('GET', '')).json()) as { active: unknown[] }
    expect(active.active).toHaveLength(NETWORK_FAULTS.length)
  })

  it('refuses a rate with nothing to hit with, and a range that is not one', async () => {
    for (const body of [
      { operation: 'issuableNumber', rate: 0.5, delayMs: 100 },
      { operation: 'issuableNumber', delayMs: 500, delayMaxMs: 500 },
      { operation: 'issuableNumber', status: 500, rate: 0 },
      { operation: 'issuableNumber', status: 500, rate: 1.5 },
    ])
      expect((await qa('POST', '', body)).status).toBe(400)
  })
})

describe('a stalled or a cut body (issue 50)', () => {
  /** one raw call of the issuable number as `fc0002` */
  const issuable = (token: string, init: RequestInit = {}) =>
    fetch(`${TEST_BASE}/api/auth/issuable-number`, { ...init, headers: { 'x-auth-token': token } })
  const tokenOf = async (userId: string) => (await loginAs(userId)).tokens.getToken()!
  /** whether a promise is still pending once the calls already answered have run */
  const pending = async (promise: Promise<unknown>) => {
    const marker = Symbol('pending')
    const settled = promise.then(
      () => 'resolved',
      () => 'rejected',
    )
    return (
      (await Promise.race([
        settled,
        new Promise((resolve) => setTimeout(() => resolve(marker), 0)),
      ])) === marker
    )
  }

  it('refuses a body fault with network: true, and a stall out of range; a body fault alone is a scenario', async () => {
    for (const body of [
      { operation: 'issuableNumber', network: true, cut: true },
      { operation: 'issuableNumber', network: true, stallMs: 100 },
    ]) {
      const refused = await qa('POST', '', body)
      expect(refused.status).toBe(400)
      expect(((await refused.json()) as { message: string }).message).toContain('network')
    }
    for (const body of [
      { operation: 'issuableNumber', stallMs: 0 },
      { operation: 'issuableNumber', stallMs: SCENARIO_DELAY_MAX_MS + 1 },
      { operation: 'issuableNumber', stallMs: 1.5 },
      { operation: 'issuableNumber', cut: false },
    ])
      expect((await qa('POST', '', body)).status).toBe(400)
    const cut = await start({ operation: 'issuableNumber', cut: true })
    const stall = await start({ operation: 'productList', stallMs: 100 })
    await start({ operation: 'giftHistory', status: 500, stallMs: 100, cut: true, rate: 0.5 })
    await start({ operation: 'checkupList', cut: true, rate: 0.5, seed: 3 })
    const { active } = (await (await qa('GET', '')).json()) as {
      active: { id: string; stallMs: number; cut: boolean }[]
    }
    expect(active.find((s) => s.id === cut.id)).toMatchObject({ stallMs: 0, cut: true })
    expect(active.find((s) => s.id === stall.id)).toMatchObject({ stallMs: 100, cut: false })
  })

  it("cut: the operation's status and headers come, then the body read fails; the next call answers", async () => {
    const token = await tokenOf('fc0002')
    const scenario = await start({ operation: 'issuableNumber', cut: true, times: 1 })
    const res = await issuable(token)
    expect(res.status).toBe(200)
    expect(res.headers.get(SCENARIO_HEADER)).toBe(scenario.id)
    expect(res.headers.get('content-length')).toBeNull()
    await expect(res.text()).rejects.toThrow()
    const after = await issuable(token)
    expect(((await after.json()) as { issuableNumber: unknown }).issuableNumber).toEqual(
      expect.any(Number),
    )
  })

  it("cut with a status: the scenario's status comes, then its body is cut", async () => {
    const token = await tokenOf('fc0002')
    await start({ operation: 'issuableNumber', status: 500, cut: true, times: 1 })
    const res = await issuable(token)
    expect(res.status).toBe(500)
    await expect(res.text()).rejects.toThrow()
  })

  it("a cut body is the client's network failure; the voucher was given all the same, a second press answers 402", async () => {
    const fc0001 = await loginAs('fc0001')
    await start({ operation: 'setVoucher', cut: true, times: 1 })
    const cut = await failureOf(
      fc0001.call(voucher.setVoucher, { body: { userId: 'member01', hours: 3 } }),
    )
    expect(cut.kind).toBe('network')
    await expectFailure(
      fc0001.call(voucher.setVoucher, { body: { userId: 'member01', hours: 3 } }),
      402,
      'setVoucher',
      'give.alreadyHolds',
    )
  })

  it('stallMs: the fetch resolves with the status at once while the body is held back', async () => {
    const token = await tokenOf('fc0002')
    const scenario = await start({ operation: 'issuableNumber', stallMs: 20_000, times: 1 })
    const res = await issuable(token)
    expect(res.status).toBe(200)
    expect(res.headers.get(SCENARIO_HEADER)).toBe(scenario.id)
    const reader = res.body!.getReader()
    const read = reader.read()
    expect(await pending(read)).toBe(true)
    // ended here rather than in 20 s: the reader gives the held body up (msw in node ties no
    // abort signal to a body it answered, and its cancel settles only when the body would have
    // come; the standalone server's test aborts the fetch)
    void reader.cancel()
    expect(await read).toMatchObject({ done: true })
  })

  it('stallMs: after the stall the whole body comes; with cut, the half of it and a failure', async () => {
    const token = await tokenOf('fc0002')
    await start({ operation: 'issuableNumber', stallMs: 30, times: 1 })
    const held = await issuable(token)
    expect(((await held.json()) as { issuableNumber: unknown }).issuableNumber).toEqual(
      expect.any(Number),
    )
    await start({ operation: 'issuableNumber', stallMs: 30, cut: true, times: 1 })
    const res = await issuable(token)
    expect(res.status).toBe(200)
    const reader = res.body!.getReader()
    const { value } = await reader.read()
    const half = new TextDecoder().decode(value)
    const whole = await (await issuable(token)).text()
    expect(half.length).toBe(Math.floor(whole.length / 2))
    expect(whole.startsWith(half)).toBe(true)
    await expect(reader.read()).rejects.toThrow()
  })

  it('a rate with cut cuts the same calls for one seed, the calls a status would hit', async () => {
    const token = await tokenOf('fc0002')
    const fates = async (input: Omit<ScenarioInput, 'operation'>) => {
      await start({ operation: 'issuableNumber', rate: 0.34, seed: 11, ...input })
      const seen: boolean[] = []
      for (let i = 0; i < 12; i++) {
        const res = await issuable(token)
        if (input.status !== undefined) seen.push(res.status === input.status)
        else
          seen.push(
            await res.text().then(
              () => false,
              () => true,
            ),
          )
      }
      expect((await qa('DELETE', '')).status).toBe(200)
      return seen
    }
    const cut = await fates({ cut: true })
    expect(cut).toContain(true)
    expect(cut).toContain(false)
    expect(await fates({ cut: true })).toEqual(cut)
    // the draws are those of a status scenario from the same seed (delay, then hit)
    expect(await fates({ status: 500 })).toEqual(cut)
  })

  it('describeScenario names the stall and the cut after the answer and its rate', () => {
    const store = new Scenarios()
    const a = opA
    store.register(a)
    const described = (input: Omit<ScenarioInput, 'operation'>) => {
      const added = store.add({ operation: 'a', ...input })
      if (typeof added === 'string') throw new Error(added)
      return describeScenario(added)
    }
    expect(described({ stallMs: 20_000, times: 1 })).toBe('s1 a stall20000ms x1')
    expect(described({ cut: true })).toBe('s2 a cut')
    expect(
      described({
        status: 403,
        rate: 0.34,
        stallMs: 300,
        cut: true,
        delayMs: 100,
        delayMaxMs: 900,
        seed: 7,
        userId: 'u1',
      }),
    ).toBe('s3 a 403 34% stall300ms cut +100-900ms seed7 @u1')
    expect(described({ status: 403, delayMs: 50, times: 2 })).toBe('s4 a 403 +50ms x2')
  })

  it('the schema takes exactly the scenarios the rules allow (property)', () => {
    const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined })
    fc.assert(
      fc.property(
        fc.record({
          status: maybe(fc.constant(500)),
          network: maybe(fc.constant(true as const)),
          empty: maybe(fc.constant(true as const)),
          data: maybe(fc.constantFrom<unknown>(null, [], { tempPdf: '' })),
          delayMs: maybe(fc.constantFrom(0, 100)),
          stallMs: maybe(fc.integer({ min: 1, max: SCENARIO_DELAY_MAX_MS })),
          cut: maybe(fc.constant(true as const)),
          rate: maybe(fc.constantFrom(0.2, 1)),
        }),
        (fields) => {
          const input = Object.fromEntries(
            Object.entries({ operation: 'a', ...fields }).filter(([, v]) => v !== undefined),
          )
          const { status, network, empty, data, delayMs, stallMs, cut, rate } = fields
          const answers =
            status !== undefined || network === true || empty === true || data !== undefined
          const body = stallMs !== undefined || cut === true
          const allowed =
            !(status !== undefined && network) &&
            !(empty && (status !== undefined || network)) &&
            !(data !== undefined && (status !== undefined || network || empty)) &&
            !(network && body) &&
            (answers || body || (delayMs ?? 0) > 0) &&
            (rate === undefined || answers || body)
          expect(scenarioInputSchema.safeParse(input).success).toBe(allowed)
        },
      ),
    )
  })
})
