import { http, HttpResponse } from 'msw'
import { z } from 'zod'
import * as partner from '../../../src/features/partner/services/contract'
import { partnerIdOf, PARTNER_SITE_ID } from '../../../src/features/partner/domain/partner'
import { DEMO_PAGES } from '../../../src/shared/domain/routes'
import { errorResponse, handle, ok, type MockContext } from '../../http'
import { filesOf } from '../../files/file-jobs'
import { fileResponse } from '../../files/file-response'
import { tempPdfExpired } from '../../rules'
import {
  decodeSid,
  encodeSid,
  INVALID_SID,
  newSidKey,
  SID_SIGN_MAX_AGE_MS,
} from '../../partner-sid'
import { DEMO_APP_SCHEME, DEMO_COUPONS } from './coupons'
import { partnerDemoPage } from '../../pages/partner'
import type { StaffRecord } from '../../schemas'

/** The usage rights a partner FC receives on signing up (S2 §2.5 'licenses were provided'). */
export const PARTNER_SIGN_UP_LICENSES = 5
/** A link code: letters and digits (FIXTURES.md `bad!` -> 400). */
const LINK_CODE = /^[A-Za-z0-9]{4,32}$/

const newId = () => crypto.randomUUID().replace(/-/g, '')

/**
 * The partner channel (S2 §2.5, §7, decision 021): the partner's sid decrypt, the external sign-up
 * and sign-in, the coupon gateway and PDF, and the FC link calls; and the demo pages deep links
 * and the service site open.
 */
export const partnerHandlers = (ctx: MockContext) => {
  const now = () => (ctx.now?.() ?? new Date()).getTime()
  /** temporary PDFs of coupon holders (10 minutes, as the print view's) */
  const tempPdfs = new Map<string, { couponCode: string; createdAt: string }>()
  /** customer channel links the external link call handed out, by clink */
  const clinks = new Map<string, { linkCode: string; cacheId: string }>()
  /** sids that signed someone in or up: each opens one session (kept with the data) */
  const spent = ctx.db.spentSids

  const staffOf = (userId: string) => ctx.db.staff.findFirst((q) => q.where({ userId }))

  /**
   * the sid must be one the server issued and nobody used, say what the request says, and be at
   * most an hour old (403 otherwise). It is claimed here, before any slow work, so of many uses
   * at once one goes on (issue 48); a refusal after this gives it back (`refusedAfterClaim`).
   */
  async function vouched(body: {
    name: string
    siteId: number
    userId: string
    sid: string
  }): Promise<Response | null> {
    const decoded = await decodeSid(body.sid, ctx.partnerSidKey, now(), SID_SIGN_MAX_AGE_MS)
    const same =
      !spent.has(body.sid) &&
      decoded.ok &&
      decoded.payload.name === body.name &&
      decoded.payload.siteId === body.siteId &&
      decoded.payload.userId === body.userId
    return same && spent.claim(body.sid, now())
      ? null
      : errorResponse(403, '가입 정보가 만료되었거나 올바르지 않습니다.')
  }

  /** a refusal for another reason than the sid: the sid is given back for its proper use */
  function refusedAfterClaim(sid: string, status: number, message: string) {
    spent.release(sid)
    return errorResponse(status, message)
  }

  function signedIn(staff: StaffRecord) {
    const session = ctx.db.sessions.issue(staff.userId, now())
    ctx.onSessionChange?.()
    return ok({ token: session.token, refreshToken: session.refreshToken })
  }

  /** the active FC of a link code, or the refusal: 400 malformed, 404 unknown, 401 deactivated */
  function fcOf(linkCode: string): StaffRecord | Response {
    if (!LINK_CODE.test(linkCode)) return errorResponse(400, '잘못된 파라미터입니다.')
    const staff = ctx.db.staff.findFirst((q) => q.where({ linkCode }))
    if (!staff) return errorResponse(404, 'FC 코드를 찾을 수 없습니다.')
    if (!staff.active) return errorResponse(401, '잘못된 FC 코드입니다.')
    return staff
  }
  const fcInfo = (staff: StaffRecord) => ({
    employeeName: staff.name,
    employeeNo: staff.employeeNo,
    siteCode: ctx.db.sites.findFirst((q) => q.where({ siteId: staff.siteId }))?.siteCode ?? '',
  })

  return [
    handle(ctx, partner.sidDecrypt, async ({ body }) => {
      if (spent.has(body.sid)) return errorResponse(INVALID_SID.status, INVALID_SID.message)
      const decoded = await decodeSid(body.sid, ctx.partnerSidKey, now())
      if (!decoded.ok) return errorResponse(decoded.status, decoded.message)
      const { name, siteId, userId } = decoded.payload
      return ok({ data: { name, siteId, userId } })
    }),

    handle(
      ctx,
      partner.externalSignUp,
      async ({ body }) => {
        const refused = await vouched(body)
        if (refused) return refused
        const userId = partnerIdOf(body.userId)
        if (staffOf(userId)) return refusedAfterClaim(body.sid, 401, '이미 가입된 아이디입니다.')
        // S2 §2.5 /ol/Login: on first use after registration the password equals the id
        const staff = await ctx.db.staff.create({
          userId,
          name: body.name,
          auth: 'F',
          siteId: PARTNER_SITE_ID,
          branchCode: null,
          branchName: null,
          email: `${userId.toLowerCase()}@example.com`,
          mobile: '',
          password: await ctx.passwords.hash(userId),
          passwordRefreshed: false,
          roleList: ['RM'],
          print: false,
          usableCount: PARTNER_SIGN_UP_LICENSES,
          employeeNo: userId,
          linkCode: null,
          active: true,
        })
        return signedIn(staff)
      },
      { mutates: true },
    ),

    handle(
      ctx,
      partner.externalSignIn,
      async ({ body }) => {
        const refused = await vouched(body)
        if (refused) return refused
        const staff = staffOf(partnerIdOf(body.userId))
        if (!staff || !staff.active)
          return refusedAfterClaim(body.sid, 404, '가입되지 않은 아이디입니다.')
        return signedIn(staff)
      },
      // the sid it used is kept with the data (a restart takes it no more)
      { mutates: true },
    ),

    handle(ctx, partner.gatewayCoupon, ({ body }) => {
      const coupon = DEMO_COUPONS.find((c) => c.code === body.clink)
      if (!coupon) return errorResponse(400, '유효하지 않은 값입니다. 다시 입력해 주세요.')
      const query = new URLSearchParams({ clink: coupon.code, licenseType: body.licenseType })
      return ok({ data: { deeplink: `${DEMO_APP_SCHEME}://coupon?${query}` } })
    }),

    handle(ctx, partner.makeCouponPdf, ({ body }) => {
      const coupon = DEMO_COUPONS.find((c) => c.code === body.couponCode)
      if (!coupon || coupon.birthday !== body.birthday)
        return errorResponse(400, '유효하지 않은 값입니다.')
      if (!coupon.reportReady) return ok({ data: { tempPdf: '' } })
      const tempPdf = newId()
      tempPdfs.set(tempPdf, { couponCode: coupon.code, createdAt: new Date(now()).toISOString() })
      return ok({ data: { tempPdf } })
    }),

    handle(ctx, partner.couponPdfDownload, async ({ query }) => {
      const temp = tempPdfs.get(query.tempPdf)
      if (!temp || tempPdfExpired(temp.createdAt, new Date(now()))) {
        tempPdfs.delete(query.tempPdf)
        return errorResponse(404, '출력할 데이터가 존재하지 않습니다.')
      }
      const coupon = DEMO_COUPONS.find((c) => c.code === temp.couponCode)!
      // built where the other files are (a worker in the standalone server, decision 042)
      const pdf = await filesOf(ctx).couponPdf(
        { code: coupon.code, holder: coupon.holder, birthday: coupon.birthday },
        new Date(now()),
      )
      return fileResponse(pdf, 'pdf', 'health_report.pdf')
    }),

    handle(ctx, partner.fcLinkCheck, ({ params }) => {
      const staff = fcOf(params.linkCode ?? '')
      if (staff instanceof Response) return staff
      return ok({ data: fcInfo(staff) })
    }),

    handle(ctx, partner.externalLink, ({ body }) => {
      const staff = fcOf(body.linkCode)
      if (staff instanceof Response) return staff
      const info = fcInfo(staff)
      if (
        info.employeeName !== body.employeeName ||
        info.employeeNo !== body.employeeNo ||
        info.siteCode !== body.siteCode
      )
        return errorResponse(400, '잘못된 파라미터입니다.')
      const cacheId = body.cacheId || newId()
      const clink = newId()
      clinks.set(clink, { linkCode: body.linkCode, cacheId })
      return ok({ data: { clink, cacheId } })
    }),

    handle(ctx, partner.gatewayFcLink, ({ body }) => {
      const link = clinks.get(body.clink)
      if (!link) return errorResponse(400, '잘못된 파라미터입니다.')
      const query = new URLSearchParams({ linkCode: link.linkCode, clink: body.clink })
      return ok({ data: { deeplink: `${DEMO_APP_SCHEME}://fc?${query}` } })
    }),

    ...[DEMO_PAGES.deepLink, DEMO_PAGES.serviceSite].map((path) =>
      http.get(`*${path}`, ({ request }) => {
        const url = new URL(request.url)
        return HttpResponse.html(partnerDemoPage(url.pathname, url.searchParams) ?? '')
      }),
    ),
  ]
}

/**
 * QA helper (MOCK_QA): GET /__mock/partner-sid?userId=1000001[&name=..][&siteId=1][&ageMinutes=N]
 * [&form=issued|forged|unprocessable] answers a sid made by the mock's clock and key (FIXTURES.md),
 * `ageMinutes` old; the name defaults to the account's (OL + userId) or '파트너'. `forged` is one
 * made with another key (400), `unprocessable` one the server issued whose data lacks the four
 * fields (500); a used sid (400) is any sid that signed someone in.
 */
export const partnerQaHandlers = (ctx: MockContext) => [
  http.get('*/__mock/partner-sid', async ({ request }) => {
    const query = z
      .object({
        userId: z.string().min(1).max(32),
        name: z.string().max(64).optional(),
        siteId: z.coerce.number().int().default(PARTNER_SITE_ID),
        ageMinutes: z.coerce.number().min(0).max(100_000).default(0),
        form: z.enum(['issued', 'forged', 'unprocessable']).default('issued'),
      })
      .safeParse(Object.fromEntries(new URL(request.url).searchParams))
    if (!query.success) return errorResponse(400, 'userId required')
    const { userId, siteId, ageMinutes, form } = query.data
    const known = ctx.db.staff.findFirst((q) => q.where({ userId: partnerIdOf(userId) }))
    const name = query.data.name ?? known?.name ?? '파트너'
    const timestamp = (ctx.now?.() ?? new Date()).getTime() - ageMinutes * 60_000
    const payload = { name, siteId, userId, timestamp }
    const sid =
      form === 'unprocessable'
        ? await encodeSid({ name, siteId }, ctx.partnerSidKey)
        : await encodeSid(payload, form === 'forged' ? newSidKey() : ctx.partnerSidKey)
    return HttpResponse.json({ code: 200, sid })
  }),
]
