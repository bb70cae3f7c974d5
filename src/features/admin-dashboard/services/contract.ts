import { z } from '../../../shared/contract/zod'
import { operationsOf } from '../../../shared/contract/group'
import { apiDateSchema, genderSchema, ok } from '../../../shared/contract/common'
import { CHECKUP_STATUSES } from '../domain/codes'

const operation = operationsOf({ tag: 'admin' })

/** S2 §3 admin dashboard row. */
export const adminCheckupRowSchema = z.object({
  id: z.int(),
  company: z.string(),
  fcCode: z.string(),
  status: z.enum(CHECKUP_STATUSES),
  name: z.string(),
  gender: genderSchema,
  regDate: apiDateSchema,
  pdfPath: z.nullable(z.string()),
})

/** S2 §7 admin list by start and end date (P and S). */
export const adminList = operation({
  id: 'adminList',
  summary: 'Customer checkups of the partner channel (roles P and S)',
  route: 'GET /api/admin/checkups',
  query: z.object({ start: apiDateSchema, end: apiDateSchema }),
  response: ok(z.array(adminCheckupRowSchema)),
  statuses: [200, 400, 401, 403],
  unauthorizedOutcome: 'No permission: the caller may not read the reports of this range',
})

/** S2 §7 download PDF by id. 400 = no PDF for that checkup (invalid access). */
export const adminPdf = operation({
  id: 'adminPdf',
  summary: 'The PDF of an admin dashboard checkup',
  route: 'GET /api/admin/checkups/{id}/pdf',
  file: { mediaType: 'application/pdf', fileName: 'checkup_{id}.pdf' },
  statuses: [200, 400, 401, 403],
  unauthorizedOutcome: 'No permission: the caller may not download this report',
})
