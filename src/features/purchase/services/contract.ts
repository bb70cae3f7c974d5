import { z } from 'zod'
import { defineOperation } from '../../../shared/contract/operation'

/** S1 §3 virtual-bank info. */
export const vbankInfoSchema = z.object({
  vbankName: z.string(),
  vbankNum: z.string(),
  vbankHolder: z.string(),
  vbankDate: z.string(),
  paidAmount: z.number().int(),
})

/** S1 §7 payment vaInfo: the caller's virtual account awaiting deposit, or null. */
export const vaInfo = defineOperation({
  id: 'vaInfo',
  summary: 'The virtual account awaiting deposit, or null',
  tag: 'payment',
  method: 'GET',
  path: '/api/payment/va-info',
  auth: true,
  response: z.object({ code: z.literal(200), data: vbankInfoSchema.nullable() }),
  statuses: [200, 401],
})
