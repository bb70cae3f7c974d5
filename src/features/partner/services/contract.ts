import { z } from '../../../shared/contract/zod'
import { operationsOf } from '../../../shared/contract/group'
import { apiDateSchema, lineTextSchema, ok, tokenPairSchema } from '../../../shared/contract/common'
import { LINK_CODE_MAX, SID_MAX } from '../domain/partner'

const operation = operationsOf({ tag: 'partner', auth: false })

/**
 * The partner channel's calls (S2 §7): sid decrypt, the external sign-up and sign-in, the coupon
 * gateway, the coupon's PDF, and the FC link calls. None carries a token: customers and partner
 * FCs open these pages from outside the portal. Decision 021.
 */

const sidSchema = z.string().check(z.minLength(1), z.maxLength(SID_MAX))
const linkCodeSchema = z.string().check(z.minLength(1), z.maxLength(LINK_CODE_MAX))

/** S2 §3 decrypted sid data. */
export const sidDataSchema = z.object({
  name: z.string(),
  siteId: z.int(),
  /** the FC number; the portal id is 'OL' plus it */
  userId: z.string(),
})

/**
 * S2 §7 external sid decrypt. 400 = not a sid; 401 = its timestamp is older than 10 minutes (or
 * ahead of the clock); 402 = not site 1; 403 = empty name; 404 = not an FC number; 500 = it
 * decodes but its data cannot be processed.
 */
export const sidDecrypt = operation({
  id: 'sidDecrypt',
  summary: 'Decrypt the sid a partner hands over (name, siteId, userId)',
  route: 'POST /api/partner/sid/decrypt',
  request: z.object({ sid: sidSchema }),
  response: ok(sidDataSchema),
  statuses: [200, 400, 401, 402, 403, 404, 500],
})

/**
 * The external sign-up and sign-in take the sid's data (S2 §7) and the sid itself, which the
 * server decrypts again: the data must be what the sid says, and the sid at most an hour old
 * (403 otherwise), so nobody signs in as an FC by naming the FC (decision 021).
 */
const externalSignRequest = z.extend(sidDataSchema, {
  name: lineTextSchema.check(z.minLength(1), z.maxLength(64)),
  userId: lineTextSchema.check(z.minLength(1), z.maxLength(32)),
  sid: sidSchema,
})

/**
 * S2 §7 external sign-up: creates the FC's portal account 'OL' + FC number (site 1), whose first
 * password is the id. 401 = already registered (the portal signs in instead, S2 §4).
 */
export const externalSignUp = operation({
  id: 'externalSignUp',
  summary: "Create a partner FC's account from the handed-over sid",
  route: 'POST /api/partner/sign-up',
  request: externalSignRequest,
  response: tokenPairSchema,
  statuses: [200, 400, 401, 403],
})

/** S2 §7 external sign-in. 404 = no account for the FC number yet. */
export const externalSignIn = operation({
  id: 'externalSignIn',
  summary: 'Sign a partner FC in from the handed-over sid',
  route: 'POST /api/partner/sign-in',
  request: externalSignRequest,
  response: tokenPairSchema,
  statuses: [200, 400, 403, 404],
})

const deepLinkResponse = ok(z.object({ deeplink: z.string().check(z.minLength(1)) }))

/** S2 §7 gateway link coupon: the coupon's deep link into the app. 400 = no such coupon. */
export const gatewayCoupon = operation({
  id: 'gatewayCoupon',
  summary: "The app's deep link of a coupon",
  route: 'POST /api/partner/gateway/coupon',
  request: z.object({ clink: linkCodeSchema, licenseType: z.literal('C') }),
  response: deepLinkResponse,
  statuses: [200, 400],
})

/**
 * S2 §7 print make PDF: the coupon holder's report as a temporary PDF, when the birthday is the
 * holder's. 400 = no such coupon or another birthday. An empty tempPdf: the report is not made yet.
 */
export const makeCouponPdf = operation({
  id: 'printMakePdf',
  summary: "Make the temporary PDF of a coupon holder's report",
  route: 'POST /api/partner/print/make-pdf',
  request: z.object({ birthday: apiDateSchema, couponCode: linkCodeSchema }),
  response: ok(z.object({ tempPdf: z.string() })),
  // the report not made yet
  emptyData: { tempPdf: '' },
  statuses: [200, 400],
})

/** S2 §7 PDF download (a GET with the tempPdf): 404 = unknown or older than 10 minutes. */
export const couponPdfDownload = operation({
  id: 'pdfDownload',
  summary: 'The temporary PDF of a coupon holder',
  route: 'GET /api/partner/print/pdf',
  query: z.object({ tempPdf: z.string().check(z.minLength(1), z.maxLength(64)) }),
  file: { mediaType: 'application/pdf', fileName: 'health_report.pdf' },
  statuses: [200, 400, 404],
})

/** S2 §3 FC info as the link check answers it. */
export const fcInfoSchema = z.object({
  employeeName: z.string(),
  employeeNo: z.string(),
  siteCode: z.string(),
})
export type FcInfo = z.infer<typeof fcInfoSchema>

/**
 * S2 §7 FC link check. 400 = not a link code (characters other than letters and digits);
 * 404 = no FC has it; 401 = its FC's account is deactivated.
 */
export const fcLinkCheck = operation({
  id: 'fcLinkCheck',
  summary: 'The FC of a link code',
  route: 'GET /api/partner/fc-link/{linkCode}',
  response: ok(fcInfoSchema),
  statuses: [200, 400, 401, 404],
})

/**
 * S2 §7 external link: the customer channel's link (clink) of an FC, and the cache id it is kept
 * under (a new one when cacheId is empty). 400 = the FC info is not the link code's; 401, 404 as
 * the link check.
 */
export const externalLink = operation({
  id: 'externalLink',
  summary: "The customer channel's link of an FC",
  route: 'POST /api/partner/external-link',
  request: z.extend(fcInfoSchema, {
    cacheId: lineTextSchema.check(z.maxLength(64)),
    employeeName: lineTextSchema.check(z.maxLength(64)),
    employeeNo: lineTextSchema.check(z.maxLength(64)),
    siteCode: lineTextSchema.check(z.maxLength(16)),
    linkCode: linkCodeSchema,
  }),
  response: ok(
    z.object({
      clink: z.string().check(z.minLength(1)),
      cacheId: z.string().check(z.minLength(1)),
    }),
  ),
  statuses: [200, 400, 401, 404],
})

/** S2 §7 gateway FC link: the app's deep link of a customer channel link. 400 = unknown clink. */
export const gatewayFcLink = operation({
  id: 'gatewayFcLink',
  summary: "The app's deep link of an FC's customer channel",
  route: 'POST /api/partner/gateway/fc-link',
  request: z.object({ clink: z.string().check(z.minLength(1), z.maxLength(128)) }),
  response: deepLinkResponse,
  statuses: [200, 400],
})
