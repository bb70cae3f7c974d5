import { isValidApiDate } from '../../../shared/domain/dates'
import { message } from '../../../shared/domain/messages'
import { lineText } from '../../../shared/domain/validation'
import { present } from '../../../shared/machines/present'
import { MEMBER_ID_MAX } from '../domain/codes'
import { ERRORS } from '../domain/errors'
import { fieldErrors, formOfValues, reportValuesOf, type ReportForm } from '../domain/report'
import { inchToCm } from '../domain/units'
import type { StoredReport } from '../services/contract'
import { type ReportDraft } from './report-draft'
import type { ReportFormContext, Submission } from './report-form-types'

export const digits8 = (value: string) => value.replace(/[^0-9]/g, '').slice(0, 8)

/** The metric values a stored report is read back with (S2 §3: waistInch, heightCm, weightKg). */
export const formOfStored = (stored: StoredReport): ReportForm =>
  formOfValues(stored, {
    waistCm: inchToCm(stored.waistInch),
    heightCm: stored.heightCm,
    weightKg: stored.weightKg,
  })

/** The form's messages with the customer variant's own: member and delivery. S2 §5.2. */
export function submitProblems(context: ReportFormContext) {
  const errors = fieldErrors(context.form, context.today)
  const memberError =
    context.variant === 'customer' && context.customerType === 'member' && !context.member
      ? message('report.memberRequired')
      : null
  const deliveryError =
    context.variant === 'customer' && context.delivery === null ? message('report.choose') : null
  return { errors, memberError, deliveryError }
}

export const hasProblems = (p: ReturnType<typeof submitProblems>) =>
  Object.keys(p.errors).length > 0 || p.memberError !== null || p.deliveryError !== null

/** the member chosen: a member's submit and duplicate check run only with one */
export const memberOf = (context: ReportFormContext) => present(context.member, 'the member')

export function submissionOf(context: ReportFormContext): Submission {
  const values = reportValuesOf(context.form)
  // the admin's target is loaded before the form is; a customer's SUBMIT checks the rest
  if (context.variant === 'admin') {
    const id = present(context.adminId, 'the target id')
    if (context.modify && context.checkupNo !== null)
      return { kind: 'modify', values, id, checkupNo: context.checkupNo }
    return { kind: 'add', values, id, target: present(context.target, 'the target user') }
  }
  const role = present(context.delivery, 'the delivery type')
  if (context.customerType === 'member')
    return { kind: 'member', values, role, userNo: memberOf(context).userNo }
  return { kind: 'nonMember', values, role }
}

export const SUBMIT_ERRORS = {
  member: ERRORS.createMemberReport,
  nonMember: ERRORS.createNonMemberReport,
  add: ERRORS.addReport,
  modify: ERRORS.modifyReport,
} as const

/** what the form keeps of its input until it is sent (issue 46) */
export const draftOf = (context: ReportFormContext): ReportDraft => ({
  form: context.form,
  customerType: context.customerType,
  memberId: context.memberId,
  member: context.member,
  delivery: context.delivery,
})

/** after an edit: what is typed now is the draft (a form with no draft key keeps none) */
export const KEEP_DRAFT = {
  type: 'saveDraft',
  params: ({ context }: { context: ReportFormContext }) => ({
    key: context.draftKey,
    draft: draftOf(context),
  }),
} as const

/** The checkup date typed is complete: the age rule runs (S2 §4: breaking it clears the date). */
export const completeDate = (value: string) => value.length === 8 && isValidApiDate(value)

/** The member id as the search sends it: too long, or holding a character no line holds. */
export const memberIdProblem = (memberId: string) =>
  lineText(memberId.trim(), MEMBER_ID_MAX, 'report.memberIdTooLong')
