import { z } from 'zod'
import {
  ACTIVE_SCENARIOS_HEADER,
  SCENARIO_HEADER,
  TOKEN_REFUSED,
  type Operation,
} from '../src/shared/contract/operation'
import { LIMITS } from '../src/shared/domain/codes'

/**
 * QA scenarios (issue 30): an operation of the contract answers one of its documented statuses,
 * fails as a network error, or answers late, for the next N calls or until cleared, for one
 * account or for everyone. Set through the QA helpers (`/__mock/scenarios`), applied by `handle()`
 * before the operation's own answer; each answer a scenario shaped carries its id in
 * `x-mock-scenario`, which the request log prints.
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
  op.statuses.includes(status) || (ALWAYS_POSSIBLE as readonly number[]).includes(status)

/**
 * The scenario that shaped each request's answer, beside the `Request` (as `client-address.ts`
 * keeps the socket's address): the standalone server reads it for its log, also for a network
 * failure, whose answer has no header to carry it.
 */
const shaped = new WeakMap<Request, string>()
export const markShaped = (request: Request, scenarioId: string) =>
  void shaped.set(request, scenarioId)
export const shapedBy = (request: Request): string | null => shaped.get(request) ?? null

/** What a scenario makes the operation do: a status, a network failure, or its own answer. */
export type ScenarioAnswer = { status: number } | { network: true } | null

export interface Scenario {
  id: string
  operation: string
  answer: ScenarioAnswer
  delayMs: number
  /** how many more calls it shapes; null: until cleared */
  remaining: number | null
  /** the account it applies to; null: every caller */
  userId: string | null
  /** the preset it came from */
  preset: string | null
}

/** What a QA tester sends to start a scenario. */
export const scenarioInputSchema = z
  .object({
    operation: z.string().min(1).max(60),
    /** a documented status of the operation; absent with `network` or a delay alone */
    status: z.number().int().min(100).max(599).optional(),
    network: z.literal(true).optional(),
    delayMs: z.number().int().min(0).max(SCENARIO_DELAY_MAX_MS).optional(),
    times: z.number().int().min(1).max(1000).optional(),
    userId: z.string().trim().min(1).max(LIMITS.userIdMax).optional(),
  })
  .strict()
  .refine((s) => !(s.status !== undefined && s.network), {
    message: 'status and network exclude each other',
  })
  .refine((s) => s.status !== undefined || s.network || (s.delayMs ?? 0) > 0, {
    message: 'a scenario needs a status, network: true or a delay',
  })

export type ScenarioInput = z.infer<typeof scenarioInputSchema>

/** Why a scenario cannot be started (400), or null. */
export function scenarioRefusal(
  input: ScenarioInput,
  operations: ReadonlyMap<string, Operation>,
  active: number,
): string | null {
  if (input.operation === EVERY_OPERATION) {
    if (
      input.status !== undefined &&
      input.status !== TOKEN_REFUSED &&
      !(ALWAYS_POSSIBLE as readonly number[]).includes(input.status)
    )
      return `every operation together answers ${[TOKEN_REFUSED, ...ALWAYS_POSSIBLE].join(', ')} only`
  } else {
    const op = operations.get(input.operation)
    if (!op) return `unknown operation ${input.operation}`
    if (input.status !== undefined && !possible(op, input.status))
      return `${op.id} does not document ${input.status} (it answers ${op.statuses.join(', ')}, and ${ALWAYS_POSSIBLE.join(', ')} as any server may)`
  }
  if (active >= SCENARIOS_MAX) return `at most ${SCENARIOS_MAX} scenarios at once`
  return null
}

/** The active scenarios of one mock, and the operations they may name. */
export class Scenarios {
  private list: Scenario[] = []
  private next = 1
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
            : null,
      delayMs: input.delayMs ?? 0,
      remaining: input.times ?? null,
      userId: input.userId ?? null,
      preset,
    }
    this.list = [scenario, ...this.list]
    return scenario
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

/**
 * A scenario in a few ASCII words, for an answer header: `s3 make 405 x2 @fc0001`, `s4 * network`,
 * `s5 productList 200 +2000ms` (the delay), `x` the calls left, `@` the account.
 */
export function describeScenario(s: Scenario): string {
  const answer = !s.answer ? '' : 'network' in s.answer ? ' network' : ` ${s.answer.status}`
  return [
    `${s.id} ${s.operation}${answer}`,
    s.delayMs > 0 ? ` +${s.delayMs}ms` : '',
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
    }))
    .sort((a, b) => a.id.localeCompare(b.id))
