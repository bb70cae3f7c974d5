import { z } from '../../../shared/contract/zod'
import { defineOperation } from '../../../shared/contract/operation'
import { apiDateSchema } from '../../../shared/contract/common'
import { LINK_CODE_MAX, SID_MAX } from '../domain/partner'

/**
 * The partner channel's calls (S2 §7): sid decrypt, the external sign-up and sign-in, the coupon
 * gateway, the coupon's PDF, and the FC link calls. None carries a token: customers and partner
 * FCs open these pages from outside the portal. Decision 021.
 */

const sidSchema = z.string().min(1).max(SID_MAX)
const linkCodeSchema = z.string().min(1).max(LINK_CODE_MAX)

/** S2 §3 decrypted sid data. */
export const sidDataSchema = z.object({
  name: z.string(),
  siteId: z.number().int(),
  /** the FC number; the portal id is 'OL' plus it */
  userId: z.string(),
})

/**
 * S2 §7 external sid decrypt. 400 = not a sid; 401 = its timestamp is older than 10 minutes (or
 * ahead of the clock); 402 = not site 1; 403 = empty name; 404 = not an FC number; 500 = it
 * decodes but its data cannot be processed.
 */
export const sidDecrypt = defineOperation({
  id: 'sidDecrypt',
  summary: 'Decrypt the sid a partner hands over (name, siteId, userId)',
  tag: 'partner',
  method: 'POST',
  path: '/api/partner/sid/decrypt',
  auth: false,
  request: z.object({ sid: sidSchema }),
  response: z.object({ code: z.literal(200), data: sidDataSchema }),
  statuses: [200, 400, 401, 402, 403, 404, 500],
})

/**
 * The external sign-up and sign-in take the sid's data (S2 §7) and the sid itself, which the
 * server decrypts again: the data must be what the sid says, and the sid at most an hour old
 * (403 otherwise), so nobody signs in as an FC by naming the FC (decision 021).
 */
const externalSignRequest = sidDataSchema.extend({
  name: z.string().min(1).max(64),
  userId: z.string().min(1).max(32),
  sid: sidSchema,
})
const tokenPairResponse = z.object({
  code: z.literal(200),
  token: z.string().min(1),
  refreshToken: z.string().min(1),
})

/**
 * S2 §7 external sign-up: creates the FC's portal account 'OL' + FC number (site 1), whose first
 * password is the id. 401 = already registered (the portal signs in instead, S2 §4).
 */
export const externalSignUp = defineOperation({
  id: 'externalSignUp',
  summary: "Create a partner FC's account from the handed-over sid",
  tag: 'partner',
  method: 'POST',
  path: '/api/partner/sign-up',
  auth: false,
  request: externalSignRequest,
  response: tokenPairResponse,
  statuses: [200, 400, 401, 403],
})

/** S2 §7 external sign-in. 404 = no account for the FC number yet. */
export const externalSignIn = defineOperation({
  id: 'externalSignIn',
  summary: 'Sign a partner FC in from the handed-over sid',
  tag: 'partner',
  method: 'POST',
  path: '/api/partner/sign-in',
  auth: false,
  request: externalSignRequest,
  response: tokenPairResponse,
  statuses: [200, 400, 403, 404],
})

const deepLinkResponse = z.object({
  code: z.literal(200),
  data: z.object({ deeplink: z.string().min(1) }),
})

/** S2 §7 gateway link coupon: the coupon's deep link into the app. 400 = no such coupon. */
export const gatewayCoupon = defineOperation({
  id: 'gatewayCoupon',
  summary: "The app's deep link of a coupon",
  tag: 'partner',
  method: 'POST',
  path: '/api/partner/gateway/coupon',
  auth: false,
  request: z.object({ clink: linkCodeSchema, licenseType: z.literal('C') }),
  response: deepLinkResponse,
  statuses: [200, 400],
})

/**
 * S2 §7 print make PDF: the coupon holder's report as a temporary PDF, when the birthday is the
 * holder's. 400 = no such coupon or another birthday. An empty tempPdf: the report is not made yet.
 */
export const makeCouponPdf = defineOperation({
  id: 'printMakePdf',
  summary: "Make the temporary PDF of a coupon holder's report",
  tag: 'partner',
  method: 'POST',
  path: '/api/partner/print/make-pdf',
  auth: false,
  request: z.object({ birthday: apiDateSchema, couponCode: linkCodeSchema }),
  response: z.object({ code: z.literal(200), data: z.object({ tempPdf: z.string() }) }),
  statuses: [200, 400],
})

/** S2 §7 PDF download (a GET with the tempPdf): 404 = unknown or older than 10 minutes. */
export const couponPdfDownload = defineOperation({
  id: 'pdfDownload',
  summary: 'The temporary PDF of a coupon holder',
  tag: 'partner',
  method: 'GET',
  path: '/api/partner/print/pdf',
  auth: false,
  query: z.object({ tempPdf: z.string().min(1).max(64) }),
  response: z.unknown(),
  file: { mediaType: 'application/pdf', fileName: 'health_report.pdf' },
  statuses: [200, 400, 404],
})

/** S2 §3 FC info as the link check answers it. */
export const fcInfoSchema = z.object({
  employeeName: z.string(),
  employeeNo: z.string(),
  siteCode: z.string(),
})

/**
 * S2 §7 FC link check. 400 = not a link code (characters other than letters and digits);
 * 404 = no FC has it; 401 = its FC's account is deactivated.
 */
export const fcLinkCheck = defineOperation({
  id: 'fcLinkCheck',
  summary: 'The FC of a link code',
  tag: 'partner',
  method: 'GET',
  path: '/api/partner/fc-link/{linkCode}',
  auth: false,
  response: z.object({ code: z.literal(200), data: fcInfoSchema }),
  statuses: [200, 400, 401, 404],
})

/**
 * S2 §7 external link: the customer channel's link (clink) of an FC, and the cache id it is kept
 * under (a new one when cacheId is empty). 400 = the FC info is not the link code's; 401, 404 as
 * the link check.
 */
export const externalLink = defineOperation({
  id: 'externalLink',
  summary: "The customer channel's link of an FC",
  tag: 'partner',
  method: 'POST',
  path: '/api/partner/external-link',
  auth: false,
  request: fcInfoSchema.extend({
    cacheId: z.string().max(64),
    employeeName: z.string().max(64),
    employeeNo: z.string().max(64),
    siteCode: z.string().max(16),
    linkCode: linkCodeSchema,
  }),
  response: z.object({
    code: z.literal(200),
    data: z.object({ clink: z.string().min(1), cacheId: z.string().min(1) }),
  }),
  statuses: [200, 400, 401, 404],
})

/** S2 §7 gateway FC link: the app's deep link of a customer channel link. 400 = unknown clink. */
export const gatewayFcLink = defineOperation({
  id: 'gatewayFcLink',
  summary: "The app's deep link of an FC's customer channel",
  tag: 'partner',
  method: 'POST',
  path: '/api/partner/gateway/fc-link',
  auth: false,
  request: z.object({ clink: z.string().min(1).max(128) }),
  response: deepLinkResponse,
  statuses: [200, 400],
})
