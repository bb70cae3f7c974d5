import type { DeliveryType, RoleCode } from '../../../shared/domain/codes'
import type { Message } from '../../../shared/domain/messages'
import { type CustomerType, type DiseaseCode, type FamilyCode, type Units } from '../domain/codes'
import {
  type ChoiceField,
  type FieldErrors,
  type Measure,
  type ReportForm,
  type ReportValues,
  type TextField,
} from '../domain/report'
import type { Member, ReportTarget } from '../services/contract'
import type { ReportDraft } from './report-draft'

/** What the form sends, and to which operation. */
export type Submission =
  | { kind: 'member'; values: ReportValues; role: DeliveryType; userNo: number }
  | { kind: 'nonMember'; values: ReportValues; role: DeliveryType }
  | { kind: 'add'; values: ReportValues; id: number; target: ReportTarget }
  | { kind: 'modify'; values: ReportValues; id: number; checkupNo: number }

export type ReportFormInput = (
  | { variant: 'customer'; today: Date; roleList: readonly RoleCode[]; backTo: string }
  | { variant: 'admin'; today: Date; id: number | null; modify: boolean; backTo: string }
) & {
  /** where this form's draft is kept (the user and the report it is for); none: no draft */
  draftKey?: string
  /** the draft kept there as the page opens, read back with `readReportDraft` */
  draft?: unknown
}

export interface ReportFormContext {
  variant: 'customer' | 'admin'
  today: Date
  /** where the form goes after a report was sent, or when it cannot be written (S2 §4 'back') */
  backTo: string
  form: ReportForm
  /** the messages of the last SUBMIT (and of the checks that ran since) */
  errors: FieldErrors
  /** a message under the checkup date: the age rule or the duplicate check cleared it */
  dateNotice: Message | null
  customerType: CustomerType
  memberId: string
  member: Member | null
  memberError: Message | null
  deliveryOptions: DeliveryType[]
  delivery: DeliveryType | null
  deliveryError: Message | null
  adminId: number | null
  modify: boolean
  target: ReportTarget | null
  checkupNo: number | null
  /** something was typed or chosen since the page opened */
  dirty: boolean
  /** where the user asked to go while the form is dirty; null: back, with the browser's Back */
  leaveTo: string | null
  /** where the form's draft is kept ('' keeps none) */
  draftKey: string
  /** the draft offered as the page opens, until it is taken or discarded */
  draft: ReportDraft | null
}

export type ReportFormEvent =
  | { type: 'TEXT.CHANGE'; field: TextField; value: string }
  | { type: 'NAME.CHANGE'; value: string }
  | { type: 'BIRTH.CHANGE'; value: string }
  | { type: 'CHECKUP_DATE.CHANGE'; value: string }
  | { type: 'GENDER.CHANGE'; gender: 1 | 2 }
  | { type: 'CHOICE.CHANGE'; field: ChoiceField; value: number }
  | { type: 'DISEASE.TOGGLE'; code: DiseaseCode }
  | { type: 'FAMILY.TOGGLE'; code: FamilyCode }
  | { type: 'UNIT.CHANGE'; measure: Measure; unit: Units[Measure] }
  | { type: 'CUSTOMER_TYPE.CHANGE'; customerType: CustomerType }
  | { type: 'MEMBER_ID.CHANGE'; value: string }
  | { type: 'MEMBER.SEARCH' }
  | { type: 'DELIVERY.CHANGE'; delivery: DeliveryType }
  | { type: 'SUBMIT' }
  | { type: 'LEAVE.REQUEST'; to: string }
  /** the browser's Back was pressed (and held: the page is still shown) */
  | { type: 'LEAVE.BACK' }
  | { type: 'LEAVE.CONFIRM' }
  | { type: 'LEAVE.CANCEL' }
  /** the draft offered: carry on with it, or start afresh (it is forgotten) */
  | { type: 'DRAFT.CONTINUE' }
  | { type: 'DRAFT.DISCARD' }
