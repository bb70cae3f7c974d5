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
  return withoutCallFrames(() => [
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
  ])
}

/**
 * Makes the handlers without the stack msw reads from each new handler to note the line that made
 * it (`info.callFrame`, which only msw's own printing of a handler shows; the mock's log names
 * the operation). A test world makes about 90 handlers, and a test runner maps every stack it
 * reads through the source maps: that reading was two fifths of a world's making (docs/testing.md).
 */
export function withoutCallFrames<T>(make: () => T): T {
  const limit = Error.stackTraceLimit
  Error.stackTraceLimit = 0
  try {
    return make()
  } finally {
    Error.stackTraceLimit = limit
  }
}
