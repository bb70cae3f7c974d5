import { http, HttpResponse } from 'msw'
import type { MockContext } from '../http'
import { qaHandlers } from './qa'
import { scenarioHandlers } from './scenarios'
import { Scenarios } from '../scenarios'
import { ScenarioSets } from '../scenario-sets'
import { pageHandlers } from './pages'
import { MOCK_FEATURES } from '../features'

/**
 * Every handler of the mock API, bound to one db: each feature's (`features/<feature>/server.ts`)
 * and the mock's own pages. Unknown /api paths answer 404. The QA helpers (`/__mock/*`, the mock's
 * and each feature's) are left out unless `qa` is on (the standalone server: MOCK_QA=1).
 */
export function createHandlers(ctx: MockContext, options: { qa: boolean } = { qa: true }) {
  // the QA scenarios exist where the QA helpers do (issue 30); handle() registers each operation
  if (options.qa) {
    ctx.scenarios ??= new Scenarios()
    ctx.scenarioSets ??= new ScenarioSets()
  }
  return [
    ...(options.qa
      ? [
          ...qaHandlers(ctx),
          ...scenarioHandlers(ctx),
          ...MOCK_FEATURES.flatMap(({ feature }) => feature.qaHandlers?.(ctx) ?? []),
        ]
      : []),
    ...MOCK_FEATURES.flatMap(({ feature }) => feature.handlers?.(ctx) ?? []),
    ...pageHandlers(),
    http.all('*/api/*', () =>
      HttpResponse.json({ code: 404, message: '없는 API입니다.' }, { status: 404 }),
    ),
  ]
}
