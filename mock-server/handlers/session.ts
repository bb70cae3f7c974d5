import * as auth from '../../src/features/session/services/contract'
import { password as passwordRule } from '../../src/shared/domain/validation'
import { errorResponse, handle, handleAuthed, ok, type MockContext } from '../http'
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

const newToken = () => crypto.randomUUID().replace(/-/g, '')

export const authHandlers = (ctx: MockContext) => [
  handle(
    ctx,
    auth.login,
    async ({ body }) => {
      const staff = ctx.db.staff.findFirst((q) => q.where({ userId: body.userId, active: true }))
      if (!staff || staff.password !== body.password)
        return errorResponse(404, '아이디와 비밀번호를 확인해 주세요.')
      const session = await ctx.db.sessions.create({
        token: newToken(),
        refreshToken: newToken(),
        userId: staff.userId,
        createdAt: (ctx.now?.() ?? new Date()).toISOString(),
      })
      return ok({
        token: session.token,
        refreshToken: session.refreshToken,
        passwordRefreshed: staff.passwordRefreshed,
        userInfo: publicUser(staff),
      })
    },
    { mutates: true },
  ),

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
    async ({ body, caller }) => {
      if (body.userId !== caller.userId)
        return errorResponse(403, '본인의 비밀번호만 변경할 수 있습니다.')
      if (caller.password !== body.password)
        return errorResponse(404, '초기화 비밀번호가 다릅니다.')
      if (passwordRule(body.newPassword))
        return errorResponse(400, '비밀번호 규칙에 맞지 않습니다.')
      await ctx.db.staff.update((q) => q.where({ userId: caller.userId }), {
        data(s) {
          s.password = body.newPassword
          s.passwordRefreshed = true
        },
      })
      return ok({})
    },
    { mutates: true },
  ),

  handle(
    ctx,
    auth.logout,
    ({ request }) => {
      const token = request.headers.get('x-auth-token')
      if (token) ctx.db.sessions.delete((q) => q.where({ token }))
      return ok({})
    },
    { mutates: true },
  ),
]
