import { http, HttpResponse } from 'msw'
import type { MockContext } from '../http'
import { authHandlers } from './auth'
import { siteHandlers } from './site'
import { checkupHandlers } from './checkup'
import { qaHandlers } from './qa'
import { voucherHandlers } from './voucher'
import { notificationHandlers } from './notification'
import { giftHandlers } from './gift'

/** Every handler of the mock API, bound to one db. Unknown /api paths answer 404. */
export const createHandlers = (ctx: MockContext) => [
  ...authHandlers(ctx),
  ...siteHandlers(ctx),
  ...checkupHandlers(ctx),
  ...qaHandlers(ctx),
  ...voucherHandlers(ctx),
  ...notificationHandlers(ctx),
  ...giftHandlers(ctx),
  http.all('*/api/*', () =>
    HttpResponse.json({ code: 404, message: '없는 API입니다.' }, { status: 404 }),
  ),
]
