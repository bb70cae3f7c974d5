import { z } from 'zod'
import {
  ACTIVE_SCENARIOS_HEADER,
  SCENARIO_HEADER,
  TOKEN_REFUSED,
  type Operation,
} from '../src/shared/contract/operation'
import { LIMITS } from '../src/shared/domain/codes'
import { isEmptiable } from './success-answers'
import { createRandom, type Random } from './random'

/**
 * QA scenarios (issue 30): an operation of the contract answers one of its documented statuses,
 * fails as a network error, or answers late, for the next N calls or until cleared, for one
 * account or for everyone. Set through the QA helpers (`/__mock/scenarios`), applied by `handle()`
 * before the operation's own answer; each answer a scenario shaped carries its id in
 * `x-mock-scenario`, which the request log prints.
 *
 * A phone's network (issue 50): the delay may vary from call to call between `delayMs` and
 * `delayMaxMs` (jitter), and the status or network failure may hit a share of the calls only
 * (`rate`, 1/3: one call in three); both are drawn from the scenario's `seed`, so a run repeated
 * from the same start meets the same delays and the same failures, call for call. The body of
 * the answer may be held back (`stallMs`: the status and headers come at once, the body that long
 * after) or cut (`cut`: the first half of the body, then the connection ends), the call's own
 * answer or the scenario's status answer alike.
 */

/** The longest delay a scenario may add (the server ends a request at 60 s). */
export const SCENARIO_DELAY_MAX_MS = 30_000
/** How many scenarios may be active at once. */
export const SCENARIOS_MAX = 100
/** The header that names the scenario that shaped an answer (the contract's, for the client). */
export { ACTIVE_SCENARIOS_HEADER, SCENARIO_HEADER }

/**
 * Statuses any operation may answer though its row does not list them: a server can always fail.
 * They reach the catalogue's `other` row of each operation.
 */
export const ALWAYS_POSSIBLE = [500, 503] as const
/** The operation name of a scenario for every authenticated operation (session expired, offline). */
export const EVERY_OPERATION = '*'

const possible = (op: Operation, status: number) =>
  op.statuses.includes(status) || ALWAYS_POSSIBLE.some((s) => s === status)

/**
 * The scenario that shaped each request's answer, beside the `Request` (as `client-address.ts`
 * keeps the socket's address): the standalone server reads it for its log, also for a network
 * failure, whose answer has no header to carry it.
 */
const shaped = new WeakMap<Request, string>()
export const markShaped = (request: Request, scenarioId: string) =>
  void shaped.set(request, scenarioId)
export const shapedBy = (request: Request): string | null => shaped.get(request) ?? null

/**
 * What a scenario makes the operation do: a status, a network failure, its success answer with
 * no rows (`empty`: a list that has shrunk since its count was read, so the page asked for is past
 * its end), or its own answer.
 */
export type ScenarioAnswer =
  { status: number } | { network: true } | { empty: true } | { data: unknown } | null

export interface Scenario {
  id: string
  operation: string
  answer: ScenarioAnswer
  /** the delay, or with `delayMaxMs` the least of a random one */
  delayMs: number
  /** the most of a random delay (jitter); null: always `delayMs` */
  delayMaxMs: number | null
  /** how long the body is held back after the status and headers; 0: none */
  stallMs: number
  /** the body ends after its first half, and the connection with it */
  cut: boolean
  /**
   * the share of calls the answer and the body faults hit (the others answer as the operation
   * does), 0 < rate <= 1
   */
  rate: number
  /** where the delays and the hits are drawn from */
  seed: number
  /** how many more calls it shapes; null: until cleared */
  remaining: number | null
  /** the account it applies to; null: every caller */
  userId: string | null
  /** the preset it came from, or `set:<name>`, the saved set (decision 068) */
  preset: string | null
}

/** What a QA tester sends to start a scenario. */
export const scenarioInputSchema = z
  .object({
    operation: z.string().min(1).max(60),
    /** a documented status of the operation; absent with `network` or a delay alone */
    status: z.number().int().min(100).max(599).optional(),
    network: z.literal(true).optional(),
    /** a list operation answers its success with no rows and a total of 0 (a list that shrank) */
    empty: z.literal(true).optional(),
    /**
     * the success answer's `data`, as the operation's contract describes it (a virtual account
     * awaiting deposit, an order the provider has failed): an answer the mock's own data does not
     * give. Checked against the contract when the scenario starts.
     */
    data: z.unknown().optional(),
    delayMs: z.number().int().min(0).max(SCENARIO_DELAY_MAX_MS).optional(),
    /** with it, each call waits a random time from `delayMs` (0 without) to this */
    delayMaxMs: z.number().int().min(1).max(SCENARIO_DELAY_MAX_MS).optional(),
    /** the body held back this long after the status and headers */
    stallMs: z.number().int().min(1).max(SCENARIO_DELAY_MAX_MS).optional(),
    /** the body cut after its first half (after the stall, with one) */
    cut: z.literal(true).optional(),
    /** the share of calls the status, network failure or body fault hits: 0.34 is one in three */
    rate: z.number().gt(0).max(1).optional(),
    seed: z.number().int().min(0).max(0xffff_ffff).optional(),
    times: z.number().int().min(1).max(1000).optional(),
    userId: z.string().trim().min(1).max(LIMITS.userIdMax).optional(),
  })
  .strict()
  .refine((s) => !(s.status !== undefined && s.network), {
    message: 'status and network exclude each other',
  })
  .refine((s) => !(s.empty && (s.status !== undefined || s.network)), {
    message: 'empty excludes status and network: it is the success answer, without its rows',
  })
  .refine((s) => s.data === undefined || !(s.status !== undefined || s.network || s.empty), {
    message: 'data excludes status, network and empty: it is the success answer, with this data',
  })
  .refine((s) => !(s.network && (s.stallMs !== undefined || s.cut)), {
    message: 'network excludes stallMs and cut: a failed connection sends no body to hold or cut',
  })
  .refine(
    (s) =>
      s.status !== undefined ||
      s.network ||
      s.empty ||
      s.data !== undefined ||
      (s.delayMs ?? 0) > 0 ||
      s.delayMaxMs !== undefined ||
      s.stallMs !== undefined ||
      s.cut,
    {
      message:
        'a scenario needs a status, network: true, empty: true, data, a delay, stallMs or cut: true',
    },
  )
  .refine((s) => s.delayMaxMs === undefined || s.delayMaxMs > (s.delayMs ?? 0), {
    message: 'delayMaxMs must be more than delayMs',
  })
  .refine(
    (s) =>
      s.rate === undefined ||
      s.status !== undefined ||
      s.network ||
      s.empty ||
      s.data !== undefined ||
      s.stallMs !== undefined ||
      s.cut,
    {
      message:
        'a rate needs a status, network: true, empty: true, data, stallMs or cut: true to hit calls with',
    },
  )

export type ScenarioInput = z.infer<typeof scenarioInputSchema>

/** Why a scenario cannot be started (400), or null. */
export function scenarioRefusal(
  input: ScenarioInput,
  operations: ReadonlyMap<string, Operation>,
  active: number,
): string | null {
  if (input.operation === EVERY_OPERATION) {
    if (input.empty) return 'empty names one list operation, not every operation'
    if (input.data !== undefined) return 'data names one operation: each answers data of its own'
    if (
      input.status !== undefined &&
      input.status !== TOKEN_REFUSED &&
      !ALWAYS_POSSIBLE.some((s) => s === input.status)
    )
      return `every operation together answers ${[TOKEN_REFUSED, ...ALWAYS_POSSIBLE].join(', ')} only`
  } else {
    const op = operations.get(input.operation)
    if (!op) return `unknown operation ${input.operation}`
    if (input.status !== undefined && !possible(op, input.status))
      return `${op.id} does not document ${input.status} (it answers ${op.statuses.join(', ')}, and ${ALWAYS_POSSIBLE.join(', ')} as any server may)`
    if (input.data !== undefined) {
      const refused = dataRefusal(op, input.data)
      if (refused) return refused
    }
    if (input.empty && !isEmptiable(op))
      return `${op.id} answers no list of rows (a page or an array) and no empty answer to give`
  }
  if (active >= SCENARIOS_MAX) return `at most ${SCENARIOS_MAX} scenarios at once`
  return null
}

/**
 * Why `data` cannot be an operation's success answer, or null: a file has no JSON data, and the
 * answer `{ code: 200, data }` must be one the contract allows (the portal reads it as it would
 * the real backend's).
 */
function dataRefusal(op: Operation, data: unknown): string | null {
  if (op.file) return `${op.id} answers a file, which has no data to give`
  const checked = z.safeParse(op.response, { code: 200, data })
  if (checked.success) return null
  const [first] = checked.error.issues
  return `${op.id} answers no such data: ${(first?.path ?? []).join('.')} ${first?.message ?? ''}`.trim()
}

/** The active scenarios of one mock, and the operations they may name. */
export class Scenarios {
  private list: Scenario[] = []
  private next = 1
  /**
   * each scenario's draws, a stream per operation in the order that operation's calls come: the
   * k-th call of an operation meets the same fate however the calls of others interleave with it
   * (a page's first calls arrive in any order)
   */
  private readonly draws = new WeakMap<Scenario, Map<string, Random>>()
  /** every operation a handler answers, by id: `handle()` registers them */
  readonly operations = new Map<string, Operation>()

  register(op: Operation): void {
    this.operations.set(op.id, op)
  }

  active(): readonly Scenario[] {
    return this.list
  }

  /** Starts a scenario (checked with {@link scenarioRefusal} first); the newest wins a tie. */
  add(input: ScenarioInput, preset: string | null = null): Scenario | string {
    const refusal = scenarioRefusal(input, this.operations, this.list.length)
    if (refusal) return refusal
    const scenario: Scenario = {
      id: `s${this.next++}`,
      operation: input.operation,
      answer:
        input.status !== undefined
          ? { status: input.status }
          : input.network
            ? { network: true }
            : input.empty
              ? { empty: true }
              : input.data !== undefined
                ? { data: input.data }
                : null,
      delayMs: input.delayMs ?? 0,
      delayMaxMs: input.delayMaxMs ?? null,
      stallMs: input.stallMs ?? 0,
      cut: input.cut ?? false,
      rate: input.rate ?? 1,
      seed: input.seed ?? 1,
      remaining: input.times ?? null,
      userId: input.userId ?? null,
      preset,
    }
    this.list = [scenario, ...this.list]
    return scenario
  }

  /**
   * What the scenario does to the call it was taken for: how long it waits, and whether its
   * answer and body faults hit (a call it spares answers as the operation does), from the stream
   * of `operation` (the operation called, which for `*` is one of many). Two draws a call at
   * most, in a fixed order (the delay, then the hit), so the same seed gives the same run.
   */
  draw(scenario: Scenario, operation: string): { delayMs: number; hits: boolean } {
    const streams = this.draws.get(scenario) ?? new Map<string, Random>()
    this.draws.set(scenario, streams)
    let random = streams.get(operation)
    if (!random) {
      random = createRandom(mixSeed(scenario.seed, operation))
      streams.set(operation, random)
    }
    const delayMs =
      scenario.delayMaxMs === null
        ? scenario.delayMs
        : random.int(scenario.delayMs, scenario.delayMaxMs)
    const hits = scenario.rate >= 1 || random.next() < scenario.rate
    return { delayMs, hits }
  }

  remove(id: string): boolean {
    const before = this.list.length
    this.list = this.list.filter((s) => s.id !== id)
    return this.list.length < before
  }

  clear(): number {
    const n = this.list.length
    this.list = []
    return n
  }

  /**
   * The scenario that shapes this call of `op` by `userId` (the caller, or the account a sign-in
   * names), counted as used; null when none applies. One named for the operation wins over one for
   * every operation (`*`: authenticated operations only), one for the account over one for
   * everyone, and among equals the newest.
   */
  take(op: Operation, userId: string | null): Scenario | null {
    if (this.list.length === 0) return null
    const named = this.list.filter((s) => s.operation === op.id)
    const every = op.auth ? this.list.filter((s) => s.operation === EVERY_OPERATION) : []
    const chosen =
      named.find((s) => s.userId !== null && s.userId === userId) ??
      named.find((s) => s.userId === null) ??
      every.find((s) => s.userId !== null && s.userId === userId) ??
      every.find((s) => s.userId === null)
    if (!chosen) return null
    if (chosen.remaining !== null) {
      chosen.remaining -= 1
      if (chosen.remaining <= 0) this.remove(chosen.id)
    }
    return chosen
  }
}

/** A stream's seed: the scenario's, mixed with the operation's id (FNV-1a over its characters). */
function mixSeed(seed: number, operation: string): number {
  let h = (0x811c9dc5 ^ seed) >>> 0
  for (let i = 0; i < operation.length; i++)
    h = Math.imul(h ^ operation.charCodeAt(i), 0x01000193) >>> 0
  return h
}

/** A scenario's body faults in ASCII words (`stall20000ms`, `cut`, `stall300ms cut`), or ''. */
export const describeBodyFault = (fault: { stallMs: number; cut: boolean }): string =>
  [fault.stallMs > 0 ? `stall${fault.stallMs}ms` : '', fault.cut ? 'cut' : '']
    .filter(Boolean)
    .join(' ')

/**
 * A scenario in a few ASCII words, for an answer header: `s3 make 405 x2 @fc0001`, `s4 * network`,
 * `s5 productList 200 +2000ms` (the delay), `s6 giftList 500 34% +100-900ms seed7` (a share of
 * the calls, a random delay, its seed), `s7 statisticsEmployees stall20000ms x1` (the body held
 * back), `s8 setVoucher cut` (the body cut), `s9 giftList 500 34% stall300ms cut` (both, on a
 * share of the calls), `x` the calls left, `@` the account.
 */
export function describeScenario(s: Scenario): string {
  const answer = !s.answer
    ? ''
    : 'network' in s.answer
      ? ' network'
      : 'empty' in s.answer
        ? ' empty'
        : 'data' in s.answer
          ? ' data'
          : ` ${s.answer.status}`
  const body = describeBodyFault(s)
  return [
    `${s.id} ${s.operation}${answer}`,
    s.rate < 1 ? ` ${Math.round(s.rate * 100)}%` : '',
    body ? ` ${body}` : '',
    s.delayMaxMs !== null
      ? ` +${s.delayMs}-${s.delayMaxMs}ms`
      : s.delayMs > 0
        ? ` +${s.delayMs}ms`
        : '',
    s.rate < 1 || s.delayMaxMs !== null ? ` seed${s.seed}` : '',
    s.remaining !== null ? ` x${s.remaining}` : '',
    s.userId !== null ? ` @${encodeURIComponent(s.userId)}` : '',
  ].join('')
}

/** The active scenarios that apply to calls of `userId` (theirs and everyone's), described. */
export function activeFor(scenarios: readonly Scenario[], userId: string | null): string {
  return scenarios
    .filter((s) => s.userId === null || s.userId === userId)
    .map(describeScenario)
    .join(', ')
}

/** The operations as the QA page lists them: id, method, path and documented statuses. */
export const operationCatalogue = (operations: ReadonlyMap<string, Operation>) =>
  [...operations.values()]
    .map((op) => ({
      id: op.id,
      summary: op.summary,
      method: op.method,
      path: op.path,
      statuses: [...op.statuses],
      auth: op.auth,
      /** an `empty` scenario may answer it: a list with no rows, or the contract's empty data */
      empty: isEmptiable(op),
    }))
    .sort((a, b) => a.id.localeCompare(b.id))

/**
 * The network faults QA can start (issue 50), one example each, as `docs/error-catalogue.md`
 * lists them (written from here by the catalogue test, which also starts each one).
 */
export const NETWORK_FAULTS: readonly { fault: string; body: ScenarioInput; shows: string }[] = [
  {
    fault: 'a fixed delay',
    body: { operation: 'checkupList', delayMs: 3000 },
    shows: "the list's loading state for 3 s, then its rows",
  },
  {
    fault: 'jitter: a random delay on each call',
    body: { operation: 'checkupList', delayMs: 200, delayMaxMs: 3000, seed: 7 },
    shows: 'the loading state for as long as each call takes; the page stays usable',
  },
  {
    fault: 'a failed connection',
    body: { operation: 'checkupList', network: true, times: 1 },
    shows: "the operation's `network` row: 네트워크 연결을 확인해 주세요.",
  },
  {
    fault: 'one call in three fails',
    body: { operation: '*', status: 500, rate: 0.34, seed: 7 },
    shows:
      "about a third of the calls answer 500 (each operation's `other` row), the same ones in every run",
  },
  {
    fault: 'one call in five fails as the network',
    body: { operation: '*', network: true, rate: 0.2, seed: 3 },
    shows: 'the `network` row of the calls hit, the same ones in every run',
  },
  {
    fault: 'the headers sent, the body held back',
    body: { operation: 'statisticsOrder', stallMs: 30000, times: 1 },
    shows:
      "the screen's loading state; at the portal's time limit (20 s, decision 067) its `network` row with a retry, which brings the rows",
  },
  {
    fault: 'the body cut short',
    body: { operation: 'setVoucher', cut: true, times: 1 },
    shows:
      "the operation's `network` row: 네트워크 연결을 확인해 주세요.; the voucher was given all the same: a second press is answered by the customer check's 402 (the member holds a voucher), never a second voucher",
  },
]
