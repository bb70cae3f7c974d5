import { z } from '../../../shared/contract/zod'
import { operationsOf } from '../../../shared/contract/group'
import {
  apiDateSchema as apiDate,
  genderSchema as gender,
  lineTextSchema,
  queryIntSchema,
  statusBodySchema,
  ok,
} from '../../../shared/contract/common'
import { DELIVERY_TYPES } from '../../../shared/domain/codes'
import {
  ADMIN_DELIVERY_ROLE,
  HEIGHT_UNITS,
  NAME_MAX,
  WAIST_UNITS,
  WEIGHT_UNITS,
} from '../domain/codes'

const operation = operationsOf({ tag: 'report' })

const num = z.number()
const optionalNum = z.nullable(num)
/** a comma list of codes */
const codeList = z.string().check(z.maxLength(200))

/**
 * S2 §3 report payload, the checkup values: types only. Whether each value is in its range of
 * S2 §5.2 is the server's check with the domain's rules (406 invalid parameter, decision 020), not
 * the schema's (400 bad request).
 */
export const reportValuesSchema = z.object({
  name: lineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(NAME_MAX)),
  birth: apiDate,
  gender,
  checkupDate: apiDate,
  waist: num,
  waistUnit: z.enum(WAIST_UNITS),
  /** in cm whatever heightUnit says (ft: entered as feet and inches) */
  height: num,
  heightUnit: z.enum(HEIGHT_UNITS),
  weight: num,
  weightUnit: z.enum(WEIGHT_UNITS),
  bmi: num,
  bpLow: num,
  bpHigh: num,
  oligProteCd: z.int(),
  dfabPtnCd: z.int(),
  totChole: optionalNum,
  triglyceride: optionalNum,
  hdlChole: optionalNum,
  ldlChole: optionalNum,
  sgotAst: optionalNum,
  sgptAlt: optionalNum,
  gammaGtp: optionalNum,
  blds: optionalNum,
  creatinine: num,
  hmg: num,
  hchk: codeList,
  fmly: codeList,
  drnkHabit: z.int(),
  drnkQty: optionalNum,
  smkStatType: z.int(),
  smkTerm: optionalNum,
  smkQty: optionalNum,
  wlk30WekFreq: z.int(),
  mov30WekFreq: z.int(),
  mov20WekFreq: z.int(),
})

const deliveryRole = z.enum(DELIVERY_TYPES)

/** S2 §3 Customer (member search). */
export const memberSchema = z.object({
  userNo: z.int(),
  name: z.string(),
  userId: z.string(),
})
export type Member = z.infer<typeof memberSchema>

/** S2 §2.3 the target user of the admin variant (loaded by id). */
export const reportTargetSchema = z.object({
  id: z.int(),
  name: z.string(),
  birthday: apiDate,
  gender,
  couponCode: z.string(),
  employeeId: z.string(),
  employeeName: z.string(),
  fcCode: z.string(),
  siteName: z.string(),
  userId: z.string(),
  userNo: z.int(),
  /** the report written for this checkup, if any */
  checkupNo: z.nullable(z.int()),
})
export type ReportTarget = z.infer<typeof reportTargetSchema>

/** S2 §3 a stored report read back: the values sent, plus waistInch, heightCm and weightKg. */
export const storedReportSchema = z.extend(reportValuesSchema, {
  checkupNo: z.int(),
  role: deliveryRole,
  waistInch: num,
  heightCm: num,
  weightKg: num,
})
export type StoredReport = z.infer<typeof storedReportSchema>

const createdResponse = ok(
  z.object({
    checkupNo: z.int(),
    /** the caller's usable count afterwards (-1 unlimited) */
    usableCount: z.int().check(z.minimum(-1)),
  }),
)

/** The answers of a report create or modify (S2 §8). */
const REPORT_STATUSES = [200, 400, 401, 403, 406, 407, 422, 423] as const

/**
 * S2 §7 member lookup: the member of an app id. 404 member not found; 401 usage exceeded (S2 §8):
 * a 401 of its own, which the client tells from a refused token by asking the session
 * (`unauthorizedOutcome`, decision 020b).
 */
export const memberLookup = operation({
  id: 'memberLookup',
  summary: 'The member of an app id, for a report by direct input',
  route: 'GET /api/reports/members/{userId}',
  response: ok(memberSchema),
  statuses: [200, 401, 403, 404],
  unauthorizedOutcome: "Usage exceeded: the member's usage is used up",
})

/** S2 §7 duplicate check (members): does a report of this member exist on this checkup date? */
export const duplicateCheck = operation({
  id: 'duplicateCheck',
  summary: 'Whether a member already has a report on a checkup date',
  route: 'GET /api/reports/duplicate',
  query: z.object({ userNo: queryIntSchema(z.number().check(z.minimum(1))), checkupDate: apiDate }),
  response: ok(z.object({ duplicated: z.boolean() })),
  statuses: [200, 400, 401, 403],
})

/**
 * S2 §7 create report for member: spends one of the caller's usage rights. 403 without the
 * delivery role; 404 unknown member; 406 a value out of range; 407 no predictable disease;
 * 422 a report of this member on this date exists; 423 no usage right left (the caller's, or the
 * member's usage exceeded).
 */
export const createMemberReport = operation({
  id: 'createMemberReport',
  summary: 'Create the report of a member from checkup values (roles RM, RP, RD)',
  route: 'POST /api/reports/members',
  request: z.extend(reportValuesSchema, {
    role: deliveryRole,
    userNo: z.int(),
  }),
  response: createdResponse,
  statuses: [200, 400, 401, 403, 404, 406, 407, 422, 423],
})

/** S2 §7 create report for non-member: as for a member, without the member checks. */
export const createNonMemberReport = operation({
  id: 'createNonMemberReport',
  summary: 'Create the report of a non-member from checkup values (roles RM, RP, RD)',
  route: 'POST /api/reports/non-members',
  request: z.extend(reportValuesSchema, { role: deliveryRole }),
  response: createdResponse,
  statuses: [...REPORT_STATUSES],
})

/** S2 §7 health-checkup info by id: the target user of an admin dashboard row (P and S). */
export const healthCheckupInfo = operation({
  id: 'healthCheckupInfo',
  summary: 'The customer of an admin dashboard checkup, to write its report (P and S)',
  route: 'GET /api/admin/checkups/{id}/target',
  response: ok(reportTargetSchema),
  statuses: [200, 400, 401, 403],
})

/** S2 §7 get report by id: the stored report of an admin dashboard row (P and S); 400 none. */
export const getReport = operation({
  id: 'getReport',
  summary: 'The stored report of an admin dashboard checkup (P and S)',
  route: 'GET /api/admin/checkups/{id}/report',
  response: ok(storedReportSchema),
  statuses: [200, 400, 401, 403],
})

/**
 * S2 §7 add report (create), admin variant: role RP, the target's coupon is its usage right
 * (423 when used). The row becomes R. 400 unknown row or a row without a PDF.
 */
export const addReport = operation({
  id: 'addReport',
  summary: 'Create the report of an admin dashboard checkup (P and S; role RP)',
  route: 'POST /api/admin/checkups/{id}/report',
  request: z.extend(reportValuesSchema, {
    role: z.literal(ADMIN_DELIVERY_ROLE),
    fcCode: z.string(),
    couponCode: z.string(),
  }),
  response: ok(z.object({ checkupNo: z.int() })),
  statuses: [...REPORT_STATUSES],
})

/**
 * S2 §7 modify report: replaces the stored report's values; 400 when the row has none. (No 422:
 * a target has one report, so no other report of the member can share the date.)
 */
export const modifyReport = operation({
  id: 'modifyReport',
  summary: 'Modify the stored report of an admin dashboard checkup (P and S)',
  route: 'PUT /api/admin/checkups/{id}/report',
  request: z.extend(reportValuesSchema, {
    role: z.literal(ADMIN_DELIVERY_ROLE),
    checkupNo: z.int(),
  }),
  response: statusBodySchema,
  statuses: [200, 400, 401, 403, 406, 407],
})
