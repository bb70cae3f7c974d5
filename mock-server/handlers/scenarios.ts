import { http, HttpResponse } from 'msw'
import { z } from 'zod'
import { errorResponse, type MockContext } from '../http'
import {
  ALWAYS_POSSIBLE,
  describeScenario,
  EVERY_OPERATION,
  operationCatalogue,
  SCENARIO_DELAY_MAX_MS,
  scenarioInputSchema,
  Scenarios,
  type Scenario,
} from '../scenarios'
import { presetNamed, SCENARIO_PRESETS } from '../scenario-presets'
import { inputOf, ScenarioSets, setLink, setNameRefusal } from '../scenario-sets'
import { LIMITS } from '../../src/shared/domain/codes'

/**
 * The QA helpers of scenarios (issue 30), guarded as every QA helper is (`qaRefusal`):
 * - GET /__mock/scenarios: the active scenarios, every operation with its documented statuses,
 *   and the presets;
 * - POST /__mock/scenarios { operation, status | network: true, delayMs?, delayMaxMs?, stallMs?,
 *   cut?, rate?, seed?, times?, userId? }: starts one (400 with the reason when the operation does
 *   not document the status);
 * - POST /__mock/scenarios/presets/{name} { userId?, times? }: starts a preset's scenarios;
 * - DELETE /__mock/scenarios/{id} ends one, DELETE /__mock/scenarios ends them all;
 * - POST /__mock/scenarios/sets { name, userId? }: saves the active scenarios (with `userId`, only
 *   that account's) as a set (decision 068), replacing one of that name; answers its link
 *   (`/__mock/start#set=<name>`, no token);
 * - POST /__mock/scenarios/sets/{name}/start: starts a set's scenarios, all or none;
 * - DELETE /__mock/scenarios/sets/{name} deletes one.
 */
const presetBody = z
  .object({
    userId: z.string().trim().min(1).max(LIMITS.userIdMax).optional(),
    times: z.number().int().min(1).max(1000).optional(),
  })
  .strict()

const setBody = z
  .object({
    name: z.string().max(200),
    /** only the active scenarios of this account (a shared server: others' stay out of the set) */
    userId: z.string().trim().min(1).max(LIMITS.userIdMax).optional(),
  })
  .strict()
/** a set starts as it was saved: nothing to add */
const startBody = z.object({}).strict()

const readJson = (request: Request): Promise<unknown> => request.json().catch(() => null)

const issueOf = (error: z.ZodError) =>
  error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ')

export function scenarioHandlers(ctx: MockContext) {
  const scenarios = (ctx.scenarios ??= new Scenarios())
  const sets = (ctx.scenarioSets ??= new ScenarioSets())
  const view = (s: Scenario) => ({ ...s })

  /**
   * Starts every input, each checked as `POST /__mock/scenarios` checks one, or none: the reason
   * the first refused one gives (the started ones ended again).
   */
  const startAll = (inputs: readonly unknown[], from: string): Scenario[] | string => {
    const started: Scenario[] = []
    const undo = () => started.forEach((s) => scenarios.remove(s.id))
    for (const raw of inputs) {
      const input = scenarioInputSchema.safeParse(raw)
      const added = input.success ? scenarios.add(input.data, from) : issueOf(input.error)
      if (typeof added === 'string') {
        undo()
        return added
      }
      started.push(added)
    }
    return started
  }
  return [
    http.get('*/__mock/scenarios', () =>
      HttpResponse.json({
        code: 200,
        active: scenarios.active().map(view),
        operations: operationCatalogue(scenarios.operations),
        presets: SCENARIO_PRESETS.map((p) => ({
          name: p.name,
          description: p.description,
          needsAccount: p.endSessions === true,
        })),
        everyOperation: EVERY_OPERATION,
        alwaysPossible: ALWAYS_POSSIBLE,
        delayMaxMs: SCENARIO_DELAY_MAX_MS,
        sets: sets.list().map((set) => ({ ...set, link: setLink(set.name) })),
      }),
    ),

    http.post('*/__mock/scenarios/sets', async ({ request }) => {
      const body = setBody.safeParse(await readJson(request))
      if (!body.success) return errorResponse(400, issueOf(body.error))
      const { name, userId } = body.data
      const refusal = setNameRefusal(name)
      if (refusal) return errorResponse(400, refusal)
      const active = scenarios.active().filter((s) => userId === undefined || s.userId === userId)
      if (active.length === 0)
        return errorResponse(
          400,
          userId === undefined
            ? 'no scenario is active: start the ones to save first'
            : `no scenario is active for ${userId}: start the ones to save first`,
        )
      // the oldest first: started again in this order, the newest wins a tie as it does now
      const set = {
        name,
        scenarios: [...active].reverse().map(inputOf),
        savedAt: (ctx.now?.() ?? new Date()).toISOString(),
      }
      const tooMany = sets.save(set)
      if (tooMany) return errorResponse(400, tooMany)
      return HttpResponse.json({ code: 200, set, link: setLink(name) })
    }),

    http.post('*/__mock/scenarios/sets/:name/start', async ({ request, params }) => {
      const name = String(params.name)
      const set = sets.get(name)
      if (!set) return errorResponse(404, `no saved set is named ${name}`)
      const body = startBody.safeParse((await readJson(request)) ?? {})
      if (!body.success) return errorResponse(400, issueOf(body.error))
      const started = startAll(set.scenarios, `set:${name}`)
      if (typeof started === 'string') return errorResponse(400, started)
      return HttpResponse.json({
        code: 200,
        set: name,
        scenarios: started.map((s) => ({ ...view(s), description: describeScenario(s) })),
      })
    }),

    http.delete('*/__mock/scenarios/sets/:name', ({ params }) =>
      sets.remove(String(params.name))
        ? HttpResponse.json({ code: 200 })
        : errorResponse(404, `no saved set is named ${String(params.name)}`),
    ),

    http.post('*/__mock/scenarios', async ({ request }) => {
      const input = scenarioInputSchema.safeParse(await readJson(request))
      if (!input.success) return errorResponse(400, issueOf(input.error))
      const added = scenarios.add(input.data)
      if (typeof added === 'string') return errorResponse(400, added)
      return HttpResponse.json({ code: 200, scenario: view(added) })
    }),

    http.post('*/__mock/scenarios/presets/:name', async ({ request, params }) => {
      const preset = presetNamed(String(params.name))
      if (!preset) return errorResponse(404, `no preset is named ${String(params.name)}`)
      const body = presetBody.safeParse((await readJson(request)) ?? {})
      if (!body.success) return errorResponse(400, issueOf(body.error))
      const { userId, times } = body.data
      if (preset.endSessions && !userId)
        return errorResponse(400, `${preset.name} needs the account (userId) whose sessions end`)
      // every scenario of the preset is checked before any starts: all or nothing
      const inputs = preset.scenarios.map((s) => ({
        ...s,
        ...(userId ? { userId } : {}),
        ...(times ? { times } : {}),
      }))
      const started: Scenario[] = []
      for (const input of inputs) {
        const added = scenarios.add(input, preset.name)
        if (typeof added === 'string') {
          started.forEach((s) => scenarios.remove(s.id))
          return errorResponse(400, added)
        }
        started.push(added)
      }
      const ended = preset.endSessions && userId ? ctx.db.sessions.endUser(userId) : 0
      if (ended > 0) ctx.onSessionChange?.()
      return HttpResponse.json({ code: 200, scenarios: started.map(view), endedSessions: ended })
    }),

    http.delete('*/__mock/scenarios/:id', ({ params }) =>
      scenarios.remove(String(params.id))
        ? HttpResponse.json({ code: 200 })
        : errorResponse(404, `no active scenario is ${String(params.id)}`),
    ),

    http.delete('*/__mock/scenarios', () =>
      HttpResponse.json({ code: 200, cleared: scenarios.clear() }),
    ),
  ]
}
