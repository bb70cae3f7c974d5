import { HttpResponse } from 'msw'
import * as auth from '../../src/features/session/services/contract'
import { LOGIN_ATTEMPTS_MAX, LOGIN_LOCK_MINUTES } from '../../src/features/session/domain/login'
import { ko } from '../../src/features/session/domain/messages'
import { AUTH_HEADER } from '../../src/shared/contract/operation'
import { password as passwordRule } from '../../src/shared/domain/validation'
import { errorResponse, handle, handleAuthed, ok, type MockContext } from '../http'
import { LoginThrottle } from '../login-throttle'
import type { StaffRecord } from '../schemas'
import { sweepExpiredVouchers } from '../voucher-rules'

const publicUser = (s: StaffRecord) => ({
  name: s.name,
  userId: s.userId,
  siteId: s.siteId,
  auth: s.auth,
  email: s.email,
  mobile: s.mobile,
  branchCode: s.branchCode,
  branchName: s.branchName,
})

export const authHandlers = (ctx: MockContext) => {
  const now = () => (ctx.now?.() ?? new Date()).getTime()
  const throttle = new LoginThrottle(LOGIN_ATTEMPTS_MAX, LOGIN_LOCK_MINUTES * 60_000)
  const sessionsChanged = () => ctx.onSessionChange?.()
  // the logins of one id run one after the other: checking a password takes a while (scrypt), and
  // attempts running side by side would all pass the throttle before any failure counted
  const queues = new Map<string, Promise<unknown>>()
  function oneAtATime<T>(userId: string, attempt: () => Promise<T>): Promise<T> {
    const result = (queues.get(userId) ?? Promise.resolve()).then(attempt, attempt)
    const tail = result.catch(() => undefined)
    queues.set(userId, tail)
    void tail.then(() => queues.get(userId) === tail && queues.delete(userId))
    return result
  }

  return [
    handle(ctx, auth.login, ({ body }) =>
      oneAtATime(body.userId, async () => {
        const at = now()
        const lockedUntil = throttle.lockedUntil(body.userId, at)
        if (lockedUntil !== null)
          return HttpResponse.json(
            { code: 429, message: ko['login.throttled'] },
            {
              status: 429,
              headers: { 'retry-after': String(Math.ceil((lockedUntil - at) / 1000)) },
            },
          )
        const staff = ctx.db.staff.findFirst((q) => q.where({ userId: body.userId, active: true }))
        const right = await ctx.passwords.verify(staff?.password ?? null, body.password)
        if (!staff || !right) {
          throttle.failed(body.userId, at)
          return errorResponse(404, '아이디와 비밀번호를 확인해 주세요.')
        }
        throttle.succeeded(body.userId)
        const session = ctx.db.sessions.issue(staff.userId, at)
        sessionsChanged()
        return ok({
          token: session.token,
          refreshToken: session.refreshToken,
          passwordRefreshed: staff.passwordRefreshed,
          userInfo: publicUser(staff),
        })
      }),
    ),

    handle(ctx, auth.refreshSession, ({ body }) => {
      const session = ctx.db.sessions.refresh(body.refreshToken, now())
      sessionsChanged()
      if (!session) return errorResponse(401, '로그인이 만료되었습니다.')
      return ok({ token: session.token, refreshToken: session.refreshToken })
    }),

    // Both return expired vouchers first (S1 §4 voucher given): the usable counter the portal shows
    // on load already counts the rights taken back. The sweep persists itself when it changes data.
    handleAuthed(ctx, auth.fetchUser, async ({ caller }) => {
      await sweepExpiredVouchers(ctx)
      return ok({
        user: publicUser(caller),
        roleList: caller.roleList,
        print: caller.print,
        passwordRefreshed: caller.passwordRefreshed,
      })
    }),

    handleAuthed(ctx, auth.issuableNumber, async ({ caller }) => {
      await sweepExpiredVouchers(ctx)
      const me = ctx.db.staff.findFirst((q) => q.where({ userId: caller.userId })) ?? caller
      return ok({ issuableNumber: me.usableCount })
    }),

    handleAuthed(
      ctx,
      auth.passwordSet,
      async ({ body, caller, request }) => {
        if (body.userId !== caller.userId)
          return errorResponse(403, '본인의 비밀번호만 변경할 수 있습니다.')
        if (!(await ctx.passwords.verify(caller.password, body.password)))
          return errorResponse(404, '초기화 비밀번호가 다릅니다.')
        if (passwordRule(body.newPassword))
          return errorResponse(400, '비밀번호 규칙에 맞지 않습니다.')
        const stored = await ctx.passwords.hash(body.newPassword)
        await ctx.db.staff.update((q) => q.where({ userId: caller.userId }), {
          data(s) {
            s.password = stored
            s.passwordRefreshed = true
          },
        })
        // whoever else held a session of this user (with the old password) holds it no more
        ctx.db.sessions.endUser(caller.userId, request.headers.get(AUTH_HEADER) ?? undefined)
        sessionsChanged()
        return ok({})
      },
      { mutates: true },
    ),

    handle(ctx, auth.logout, ({ request }) => {
      const token = request.headers.get(AUTH_HEADER)
      if (token) ctx.db.sessions.end(token)
      sessionsChanged()
      return ok({})
    }),
  ]
}
