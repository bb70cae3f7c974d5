import { delay, http, HttpResponse, type HttpHandler } from 'msw'
import { z } from 'zod'
import {
  AUTH_HEADER,
  BODY_CARRIED_STATUSES,
  PASSWORD_PENDING,
  TOKEN_REFUSED,
  type HttpMethod,
  type Operation,
} from '../src/shared/contract/operation'
import { ko } from '../src/shared/domain/messages/common'
import type { Db } from './db'
import type { StaffRecord } from './schemas'
import type { Passwords } from './passwords'
import type { ReportFontLoader } from './files/report-font'
import type { FileMaker } from './files/file-jobs'
import {
  ACTIVE_SCENARIOS_HEADER,
  activeFor,
  markShaped,
  SCENARIO_HEADER,
  type Scenario,
  type Scenarios,
} from './scenarios'
import { emptied, givenData } from './success-answers'
import type { ScenarioSets } from './scenario-sets'
import { compiledSchema } from './compiled-schema'

/** The JSON text of each answer made by {@link jsonAnswer}, by its Response. */
const answerTexts = new WeakMap<Response, string>()

/**
 * A JSON answer, as msw's `HttpResponse.json` makes it but without its `Content-Length` (which
 * msw counts by encoding the text into a Blob; the server that sends the answer counts its bytes
 * anyway). The text is kept beside the answer: the standalone server sends it as it is instead of
 * reading the body back through its stream ({@link answerText}).
 */
export function jsonAnswer(payload: unknown, status = 200): Response {
  const text = JSON.stringify(payload)
  const response = new HttpResponse(text, {
    status,
    headers: { 'content-type': 'application/json' },
  })
  answerTexts.set(response, text)
  return response
}

/** The JSON text a {@link jsonAnswer} was made from, or undefined for any other answer. */
export const answerText = (response: Response): string | undefined => answerTexts.get(response)

/** What a QA scenario does to an answer's body (issue 50). */
export interface BodyFault {
  /** the body is held back this long after the status and headers; 0: not at all */
  stallMs: number
  /** the body ends after its first half, with an error: the connection ends */
  cut: boolean
}

/** The body fault of each answer made by {@link withBodyFault}, by its Response. */
const bodyFaults = new WeakMap<Response, BodyFault>()

/**
 * The body fault of an answer, or undefined: the standalone server sends such an answer's status
 * and headers at once and streams its body as it comes (it buffers any other answer whole).
 */
export const bodyFaultOf = (response: Response): BodyFault | undefined => bodyFaults.get(response)

/**
 * The answer with its body held back `stallMs`, then sent whole, or cut (its first half, never the
 * whole, then the body stream errors: the connection ends). Status and headers are the answer's,
 * without its `Content-Length` (the body is streamed). Reading the body given up (a client gone)
 * ends the wait.
 */
export function withBodyFault(response: Response, fault: BodyFault): Response {
  if (fault.stallMs <= 0 && !fault.cut) return response
  let stall: ReturnType<typeof setTimeout> | undefined
  let wake = () => {}
  let given: Uint8Array | null = null
  let cancelled = false
  const body = new ReadableStream<Uint8Array>({
    async start() {
      const bytes = new Uint8Array(await response.arrayBuffer())
      if (fault.stallMs > 0 && !cancelled)
        await new Promise<void>((resolve) => {
          wake = resolve
          stall = setTimeout(resolve, fault.stallMs)
        })
      given = fault.cut ? bytes.subarray(0, Math.floor(bytes.length / 2)) : bytes
    },
    // one chunk, then the end or (cut) the error on the next pull: the half is read before the
    // body fails, never dropped from the queue by the error
    pull(controller) {
      if (cancelled) return
      const chunk = given
      given = null
      if (chunk && chunk.length > 0) {
        controller.enqueue(chunk)
        if (!fault.cut) controller.close()
      } else if (chunk && !fault.cut) controller.close()
      else controller.error(new TypeError('cut'))
    },
    cancel() {
      cancelled = true
      clearTimeout(stall)
      wake()
    },
  })
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  const faulted = new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
  bodyFaults.set(faulted, { stallMs: fault.stallMs, cut: fault.cut })
  return faulted
}

export const errorResponse = (status: number, message: string) =>
  jsonAnswer({ code: status, message }, status)

/**
 * What a handler of one operation receives: the checked body and query, and the caller (`C`:
 * non-null under {@link handleAuthed}, which only runs the resolver for a valid token).
 */
export interface HandlerArgs<
  O extends Operation,
  C extends StaffRecord | null = StaffRecord | null,
> {
  body: z.output<Exclude<O['request'], undefined>>
  /** the query checked against the operation's query schema */
  query: z.output<Exclude<O['query'], undefined>>
  searchParams: URLSearchParams
  params: Record<string, string>
  request: Request
  caller: C
}

type Resolver<O extends Operation, C extends StaffRecord | null> = (
  args: HandlerArgs<O, C>,
) => Response | Promise<Response>

const unauthorized = () => errorResponse(TOKEN_REFUSED, '인증이 필요합니다.')

export interface MockContext {
  db: Db
  /** how passwords are stored and checked (scrypt in node, tab-local in the browser) */
  passwords: Passwords
  /** the bytes of the report PDFs' font (read from its file in node, fetched in the browser) */
  reportFont: ReportFontLoader
  /**
   * builds the downloads: in the thread that asks unless given (the browser mock); the
   * standalone server gives a worker thread (`workerFiles`, decision 042)
   */
  files?: FileMaker
  /** the key partner sids are made and checked with (`partner-sid.ts`, decision 040) */
  partnerSidKey: string
  /**
   * the origin of the links the server writes into its data (the site-48 voucher QR link): a
   * setting of the standalone server, never a request's Host header (issue 29); absent where the
   * request's origin is the page's own (the browser's service worker, node tests)
   */
  publicOrigin?: string
  /**
   * what a password check refused for its address's flood waits for before its 429 leaves (the
   * standalone server: a second): each connection of a flooding address then sends at most one
   * a second, so the flood no longer takes the server's thread from everyone else (decision 041)
   */
  holdFloodAnswer?: () => Promise<void>
  /** the QA scenarios that shape answers (issue 30); `createHandlers` makes one when absent */
  scenarios?: Scenarios
  /**
   * the QA's saved scenario sets (decision 068); `createHandlers` makes one when absent, the
   * standalone server gives one kept in a file beside its data file
   */
  scenarioSets?: ScenarioSets
  /** called after a request that changed the db (persistence listens here) */
  onChange?: () => void
  /**
   * called after a session began, was renewed or ended: persisted only where sessions are kept
   * (the browser's tab; the standalone server with MOCK_PERSIST_SESSIONS=1)
   */
  onSessionChange?: () => void
  now?: () => Date
  /** moves the mock's clock (QA and tests); absent where time cannot move */
  advanceClock?: (ms: number) => void
}

/** The msw path of an operation: matches any origin, `{name}` becomes `:name`. */
export const mswPath = (op: Operation): string => `*${op.path.replace(/\{(\w+)\}/g, ':$1')}`

/** msw's handler of each method. */
const MSW_METHOD = {
  GET: 'get',
  POST: 'post',
  PUT: 'put',
  PATCH: 'patch',
  DELETE: 'delete',
} as const satisfies Record<HttpMethod, keyof typeof http>

/**
 * The number a path segment names: decimal digits only, so `0x10`, `1e3`, ` 1` or '' name no
 * record (issue 29), or null.
 */
export const idParam = (value: string | undefined): number | null =>
  value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : null

/** The staff member a request's token belongs to, or null. */
export function callerOf(ctx: MockContext, request: Request): StaffRecord | null {
  const token = request.headers.get(AUTH_HEADER)
  if (!token) return null
  const session = ctx.db.sessions.find(token, (ctx.now?.() ?? new Date()).getTime())
  if (!session) return null
  return ctx.db.staff.findFirst((q) => q.where({ userId: session.userId, active: true })) ?? null
}

/**
 * One handler for one contract operation: 401 without a valid token where the operation needs one,
 * 428 for a token whose first password is not set (unless the operation is open before it), 400 on
 * a body that fails the contract's request schema; a success body that fails the
 * contract's response schema is a bug of the mock and answers 500 with the reason.
 */
export function handle<O extends Operation>(
  ctx: MockContext,
  op: O,
  resolver: Resolver<O, StaffRecord | null>,
  options: { mutates?: boolean } = {},
): HttpHandler {
  const method = MSW_METHOD[op.method]
  ctx.scenarios?.register(op)
  // each request and each answer is checked against the contract: with compiled parsers where
  // zod may compile (the standalone server)
  const requestSchema = op.request && compiledSchema(op.request)
  const querySchema = op.query && compiledSchema(op.query)
  const responseSchema = compiledSchema(op.response)

  async function answer(
    request: Request,
    params: Record<string, string>,
    caller: StaffRecord | null,
  ): Promise<Response> {
    if (op.auth && !caller) return unauthorized()
    // decision 012: until the first password is set, a token opens only fetch user, password set
    // and logout, whatever the request carries
    if (op.auth && caller && !caller.passwordRefreshed && !op.beforePasswordSet)
      return errorResponse(PASSWORD_PENDING, ko['common.passwordPending'])
    let body: unknown = undefined
    if (requestSchema) {
      let raw: unknown
      try {
        raw = await request.clone().json()
      } catch {
        return errorResponse(400, '요청 본문이 올바른 JSON이 아닙니다.')
      }
      const parsed = z.safeParse(requestSchema, raw)
      if (!parsed.success)
        return errorResponse(
          400,
          `잘못된 파라미터입니다. (${parsed.error.issues[0]?.path.join('.')})`,
        )
      body = parsed.data
    }
    const searchParams = new URL(request.url).searchParams
    let query: unknown = undefined
    if (querySchema) {
      const parsed = z.safeParse(querySchema, Object.fromEntries(searchParams))
      if (!parsed.success)
        return errorResponse(
          400,
          `잘못된 파라미터입니다. (${parsed.error.issues[0]?.path.join('.')})`,
        )
      query = parsed.data
    }
    const response = await resolver({
      // parsed with O's own schemas above, which the type checker cannot follow through a generic O
      body: body as HandlerArgs<O>['body'],
      query: query as HandlerArgs<O>['query'],
      searchParams,
      params,
      request,
      caller,
    })
    if (response.ok && !op.file && response.headers.get('content-type')?.includes('json')) {
      const check = z.safeParse(
        responseSchema,
        okBodies.get(response) ?? (await response.clone().json()),
      )
      if (!check.success)
        return errorResponse(
          500,
          `mock answer breaks the contract of ${op.id}: ${check.error.message}`,
        )
    }
    if (options.mutates && response.ok) ctx.onChange?.()
    return carried(op, response)
  }

  // the path's parameters are its `{name}`s (mswPath), each one segment: a string
  return http[method]<Record<string, string>>(mswPath(op), async ({ request, params: args }) => {
    const caller = callerOf(ctx, request)
    // a QA scenario (issue 30) shapes the answer before the operation's own rules: its status (the
    // success status lets the real answer through), a network failure, a delay, and (issue 50) a
    // body held back or cut, of whichever answer the call gets
    const scenarios = ctx.scenarios
    if (!scenarios?.active().length) return answer(request, args, caller)
    const userId = caller?.userId ?? (op.auth ? null : await signInAccount(request))
    const scenario = scenarios.take(op, userId)
    // what the tester has switched on for this caller, met or not, for a problem report
    const active = activeFor(scenarios.active(), userId)
    const named = (response: Response) => {
      if (active) response.headers.set(ACTIVE_SCENARIOS_HEADER, active)
      if (scenario) response.headers.set(SCENARIO_HEADER, scenario.id)
      return response
    }
    if (!scenario) return named(await answer(request, args, caller))
    markShaped(request, scenario.id)
    const { delayMs, hits } = scenarios.draw(scenario, op.id)
    if (delayMs > 0) await delay(delayMs)
    if (scenario.answer && 'network' in scenario.answer && hits) return HttpResponse.error()
    const own = () => answer(request, args, caller)
    const response = named(
      hits &&
        scenario.answer &&
        'status' in scenario.answer &&
        scenario.answer.status !== op.statuses[0]
        ? carried(op, scenarioAnswer(scenario, scenario.answer.status))
        : hits && scenario.answer && 'empty' in scenario.answer
          ? await emptied(op, await own())
          : hits && scenario.answer && 'data' in scenario.answer
            ? await givenData(await own(), scenario.answer.data)
            : await own(),
    )
    // a call the scenario spares answers whole
    return hits
      ? withBodyFault(response, { stallMs: scenario.stallMs, cut: scenario.cut })
      : response
  })
}

/** The account a call without a token names (a sign-in's `userId`), for a scenario of one account. */
async function signInAccount(request: Request): Promise<string | null> {
  if (request.method === 'GET') return null
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => null)
  return typeof body === 'object' &&
    body !== null &&
    'userId' in body &&
    typeof body.userId === 'string'
    ? body.userId
    : null
}

/** The answer a scenario gives for a status: the contract's error body, which names the scenario. */
const scenarioAnswer = (scenario: Scenario, status: number) =>
  errorResponse(
    status,
    `QA 시나리오 ${scenario.id}${scenario.preset ? ` (${scenario.preset})` : ''}: ${status}`,
  )

/**
 * Decision 034: a status HTTP cannot carry (407) goes as a 200 answer with the same body, whose
 * code says it; one the operation does not declare is a bug of the mock (500), never a 407 the
 * browser would swallow.
 */
function carried(op: Operation, response: Response): Response {
  if (!BODY_CARRIED_STATUSES.includes(response.status)) return response
  if (!op.bodyStatuses?.includes(response.status))
    return errorResponse(500, `mock answers ${response.status}, which ${op.id} does not declare`)
  return new Response(response.body, { status: 200, headers: response.headers })
}

/**
 * {@link handle} for an operation with `auth: true`, whose resolver gets the caller as a
 * `StaffRecord`: handle() answers 401 before the resolver runs when the token is missing or
 * unknown. (defineOperation widens `auth` to boolean, so handle() cannot tell this from the type.)
 * Throws when the operation needs no token, so the type never claims a caller the contract does
 * not require.
 */
export function handleAuthed<O extends Operation>(
  ctx: MockContext,
  op: O,
  resolver: Resolver<O, StaffRecord>,
  options: { mutates?: boolean } = {},
): HttpHandler {
  if (!op.auth) throw new Error(`${op.id} needs no token: register it with handle()`)
  return handle(
    ctx,
    op,
    ({ caller, ...args }) => (caller ? resolver({ ...args, caller }) : unauthorized()),
    options,
  )
}

/** The body each `ok()` answer was made from, so the contract check need not parse it back. */
const okBodies = new WeakMap<Response, unknown>()

export const ok = <T extends Record<string, unknown>>(body: T) => {
  const payload = { code: 200, ...body }
  const response = jsonAnswer(payload)
  okBodies.set(response, payload)
  return response
}
