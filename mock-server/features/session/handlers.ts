import { HttpResponse } from 'msw'
import * as auth from '../../../src/features/session/services/contract'
import { LOGIN_ATTEMPTS_MAX, LOGIN_LOCK_MINUTES } from '../../../src/features/session/domain/login'
import { ko } from '../../../src/features/session/domain/messages'
import { AUTH_HEADER } from '../../../src/shared/contract/operation'
import { password as passwordRule } from '../../../src/shared/domain/validation'
import { clientAddressOf } from '../../client-address'
import { errorResponse, handle, handleAuthed, ok, type MockContext } from '../../http'
import {
  ADDRESS_FAILURES_MAX,
  ADDRESS_FLOODING_FAILURES,
  ADDRESS_WINDOW_MINUTES,
  AddressThrottle,
  LoginThrottle,
} from '../../login-throttle'
import type { StaffRecord } from '../../schemas'
import { Busy } from '../../work-limit'
import { sweepExpiredVouchers } from '../../voucher-rules'

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

/** 429 with `Retry-After` (whole seconds, at least one) and the operation's message. */
const tooMany = (message: string, waitMs: number) =>
  HttpResponse.json(
    { code: 429, message },
    { status: 429, headers: { 'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))) } },
  )

/** How long a check refused because too many wait asks the client to wait. */
const BUSY_RETRY_MS = 1000

export const authHandlers = (ctx: MockContext) => {
  const now = () => (ctx.now?.() ?? new Date()).getTime()
  const throttle = new LoginThrottle(LOGIN_ATTEMPTS_MAX, LOGIN_LOCK_MINUTES * 60_000)
  const addresses = new AddressThrottle(ADDRESS_FAILURES_MAX, ADDRESS_WINDOW_MINUTES * 60_000)
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

  /**
   * A password typed for `userId` (a login, the current password of a password change), in the
   * id's lane: 429 while the id is locked (decision 015), while the request's address is over its
   * limit, or when too many checks wait for scrypt (decision 041), the right password refused
   * too; else whether it is right. A wrong one counts for the id and the address; a right one
   * clears the id's count and leaves the address's as it was.
   */
  async function checkPassword(
    request: Request,
    userId: string,
    stored: string | null,
    password: string,
    refusal: string,
  ): Promise<boolean | Response> {
    const at = now()
    const lockedUntil = throttle.lockedUntil(userId, at)
    if (lockedUntil !== null) return tooMany(refusal, lockedUntil - at)
    const address = clientAddressOf(request)
    const refusedUntil = addresses.take(address, at)
    if (refusedUntil !== null) {
      await ctx.holdFloodAnswer?.()
      return tooMany(refusal, refusedUntil - at)
    }
    let right: boolean
    try {
      // counted with this check: a flooding address's derivations run in the background
      const background = addresses.failuresOf(address, at) > ADDRESS_FLOODING_FAILURES
      right = await ctx.passwords.verify(stored, password, { background })
    } catch (e) {
      // no password was checked: nothing counts
      addresses.forgive(address, at)
      if (e instanceof Busy) return tooMany(refusal, BUSY_RETRY_MS)
      throw e
    }
    if (right) {
      addresses.forgive(address, at)
      throttle.succeeded(userId)
    } else throttle.failed(userId, at)
    return right
  }

  return [
    handle(ctx, auth.login, ({ body, request }) =>
      oneAtATime(body.userId, async () => {
        const staff = ctx.db.staff.findFirst((q) => q.where({ userId: body.userId, active: true }))
        const right = await checkPassword(
          request,
          body.userId,
          staff?.password ?? null,
          body.password,
          ko['login.throttled'],
        )
        if (right instanceof Response) return right
        if (!staff || !right) return errorResponse(404, '아이디와 비밀번호를 확인해 주세요.')
        const session = ctx.db.sessions.issue(staff.userId, now())
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
        // in the id's lane, as its logins: a guess is a guess wherever it is typed
        return oneAtATime(caller.userId, async () => {
          // read again: a change that went before in the lane may have replaced it
          const stored =
            ctx.db.staff.findFirst((q) => q.where({ userId: caller.userId }))?.password ??
            caller.password
          const right = await checkPassword(
            request,
            caller.userId,
            stored,
            body.password,
            ko['passwordSet.throttled'],
          )
          if (right instanceof Response) return right
          if (!right) return errorResponse(404, '초기화 비밀번호가 다릅니다.')
          if (passwordRule(body.newPassword))
            return errorResponse(400, '비밀번호 규칙에 맞지 않습니다.')
          const next = await ctx.passwords.hash(body.newPassword)
          await ctx.db.staff.update((q) => q.where({ userId: caller.userId }), {
            data(s) {
              s.password = next
              s.passwordRefreshed = true
            },
          })
          // whoever else held a session of this user (with the old password) holds it no more
          ctx.db.sessions.endUser(caller.userId, request.headers.get(AUTH_HEADER) ?? undefined)
          sessionsChanged()
          return ok({})
        })
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
