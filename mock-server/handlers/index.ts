import { http, HttpResponse } from 'msw'
import type { MockContext } from '../http'
import { authHandlers } from './session'
import { siteHandlers } from './site'
import { checkupHandlers } from './dashboard'
import { qaHandlers } from './qa'
import { voucherHandlers } from './vouchers'
import { notificationHandlers } from './notifications'
import { giftHandlers } from './gift'
import { pageHandlers } from './pages'

/** Every handler of the mock API, bound to one db. Unknown /api paths answer 404. */
export const createHandlers = (ctx: MockContext) => [
  ...authHandlers(ctx),
  ...siteHandlers(ctx),
  ...checkupHandlers(ctx),
  ...qaHandlers(ctx),
  ...voucherHandlers(ctx),
  ...notificationHandlers(ctx),
  ...giftHandlers(ctx),
  ...pageHandlers(),
  http.all('*/api/*', () =>
    HttpResponse.json({ code: 404, message: '없는 API입니다.' }, { status: 404 }),
  ),
]
