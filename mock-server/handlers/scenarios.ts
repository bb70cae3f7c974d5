import { http, HttpResponse } from 'msw'
import { z } from 'zod'
import { errorResponse, type MockContext } from '../http'
import {
  ALWAYS_POSSIBLE,
  EVERY_OPERATION,
  operationCatalogue,
  SCENARIO_DELAY_MAX_MS,
  scenarioInputSchema,
  Scenarios,
  type Scenario,
} from '../scenarios'
import { presetNamed, SCENARIO_PRESETS } from '../scenario-presets'
import { LIMITS } from '../../src/shared/domain/codes'

/**
 * The QA helpers of scenarios (issue 30), guarded as every QA helper is (`qaRefusal`):
 * - GET /__mock/scenarios: the active scenarios, every operation with its documented statuses,
 *   and the presets;
 * - POST /__mock/scenarios { operation, status | network: true, delayMs?, delayMaxMs?, stallMs?,
 *   cut?, rate?, seed?, times?, userId? }: starts one (400 with the reason when the operation does
 *   not document the status);
 * - POST /__mock/scenarios/presets/{name} { userId?, times? }: starts a preset's scenarios;
 * - DELETE /__mock/scenarios/{id} ends one, DELETE /__mock/scenarios ends them all.
 */
const presetBody = z
  .object({
    userId: z.string().trim().min(1).max(LIMITS.userIdMax).optional(),
    times: z.number().int().min(1).max(1000).optional(),
  })
  .strict()

const readJson = (request: Request) => request.json().catch(() => null) as Promise<unknown>

const issueOf = (error: z.ZodError) =>
  error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ')

export function scenarioHandlers(ctx: MockContext) {
  const scenarios = (ctx.scenarios ??= new Scenarios())
  const view = (s: Scenario) => ({ ...s })
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
      }),
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
