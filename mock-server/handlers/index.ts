import { http, HttpResponse } from 'msw'
import type { MockContext } from '../http'
import { authHandlers } from './session'
import { siteHandlers } from './site'
import { checkupHandlers } from './dashboard'
import { qaHandlers } from './qa'
import { scenarioHandlers } from './scenarios'
import { Scenarios } from '../scenarios'
import { ScenarioSets } from '../scenario-sets'
import { voucherHandlers } from './vouchers'
import { notificationHandlers } from './notifications'
import { giftHandlers } from './gift'
import { employeeHandlers } from './employees'
import { pageHandlers } from './pages'
import { statisticsHandlers } from './statistics'
import { partnerHandlers, partnerQaHandlers } from './partner'
import { purchaseHandlers } from './purchase'
import { reportHandlers } from './reports'

/**
 * Every handler of the mock API, bound to one db. Unknown /api paths answer 404. The QA helpers
 * (`/__mock/*`) are left out unless `qa` is on (the standalone server: MOCK_QA=1).
 */
export function createHandlers(ctx: MockContext, options: { qa: boolean } = { qa: true }) {
  // the QA scenarios exist where the QA helpers do (issue 30); handle() registers each operation
  if (options.qa) {
    ctx.scenarios ??= new Scenarios()
    ctx.scenarioSets ??= new ScenarioSets()
  }
  return [
    ...authHandlers(ctx),
    ...siteHandlers(ctx),
    ...checkupHandlers(ctx),
    ...(options.qa
      ? [...qaHandlers(ctx), ...scenarioHandlers(ctx), ...partnerQaHandlers(ctx)]
      : []),
    ...voucherHandlers(ctx),
    ...notificationHandlers(ctx),
    ...giftHandlers(ctx),
    ...statisticsHandlers(ctx),
    ...partnerHandlers(ctx),
    ...employeeHandlers(ctx),
    ...purchaseHandlers(ctx),
    ...reportHandlers(ctx),
    ...pageHandlers(),
    http.all('*/api/*', () =>
      HttpResponse.json({ code: 404, message: '없는 API입니다.' }, { status: 404 }),
    ),
  ]
}
