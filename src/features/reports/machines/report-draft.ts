import { DELIVERY_TYPES, type DeliveryType } from '../../../shared/domain/codes'
import { CUSTOMER_TYPES, type CustomerType } from '../domain/codes'
import { isOneOf } from '../../../shared/domain/objects'
import { emptyForm, type ReportForm } from '../domain/report'
import { memberSchema } from '../services/contract'
import type { Member } from '../services/contract'

/** What the report form keeps of its input until it is sent (issue 46, decision 054). */
export interface ReportDraft {
  form: ReportForm
  customerType: CustomerType
  memberId: string
  member: Member | null
  delivery: DeliveryType | null
}

/**
 * A draft's name: the user who typed it and the report it is for (the customer variant's new
 * report; the admin variant's target, to add or to modify), so no user is offered another's and
 * no report another's.
 */
export const reportDraftKey = (userId: string, scope: string) => `report:${userId}:${scope}`

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * `value` has the template's keys with values of the same kind; where the template holds null
 * (a field not chosen yet) a string, a number or null will do, and an array holds strings or
 * numbers.
 */
function shaped(value: unknown, template: unknown): boolean {
  if (template === null) return value === null || ['string', 'number'].includes(typeof value)
  if (Array.isArray(template))
    return Array.isArray(value) && value.every((v) => ['string', 'number'].includes(typeof v))
  if (isObject(template))
    return isObject(value) && Object.keys(template).every((k) => shaped(value[k], template[k]))
  return typeof value === typeof template
}

/** A kept form this build can restore: the shape of its empty form (`shaped`). */
const isReportForm = (value: unknown): value is ReportForm => shaped(value, emptyForm())

/** A kept value read back as a draft, or null when it is not one this build can restore. */
export function readReportDraft(value: unknown): ReportDraft | null {
  if (!isObject(value) || !isReportForm(value.form)) return null
  const member = value.member === null ? null : memberSchema.safeParse(value.member)
  if (member !== null && !member.success) return null
  const { customerType } = value
  if (!isOneOf(CUSTOMER_TYPES, customerType)) return null
  if (typeof value.memberId !== 'string') return null
  const { delivery } = value
  if (delivery !== null && !isOneOf(DELIVERY_TYPES, delivery)) return null
  return {
    form: value.form,
    customerType,
    memberId: value.memberId,
    member: member === null ? null : member.data,
    delivery,
  }
}
