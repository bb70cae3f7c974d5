import {
  reportFormMachine,
  type ReportFormContext,
  type ReportFormEvent,
  type ReportFormInput,
} from '../../../src/features/reports/machines/report-form-machine'
import type { ReportDraft } from '../../../src/features/reports/machines/report-draft'
import { ERRORS } from '../../../src/features/reports/domain/errors'
import { MEMBER_ID_MAX } from '../../../src/features/reports/domain/codes'
import { RANGES } from '../../../src/features/reports/domain/ranges'
import { fieldErrors, reportAgeRule } from '../../../src/features/reports/domain/field-errors'
import type { ReportForm } from '../../../src/features/reports/domain/form'
import { reportValuesOf } from '../../../src/features/reports/domain/report'
import { cmToInch } from '../../../src/features/reports/domain/units'
import type {
  Member,
  ReportTarget,
  StoredReport,
} from '../../../src/features/reports/services/contract'
import { LIMITS } from '../../../src/shared/domain/codes'
import { mountReports } from '../../../src/features/reports/screens'
import { PATHS } from '../../../src/shared/domain/routes'
import type { PageEntry } from '../../../src/shared/views/feature'
import { validReportForm } from '../../support/valid-report'
import { defineModel, failuresOf } from '../model'

const TODAY = new Date(2026, 10, 22)
/** a complete checkup date before today, and a birth exactly the youngest age allowed before it */
const CHECKUP = '20261101'
const BIRTH_YOUNGEST = `${2026 - LIMITS.ageMin}1101`
/** one day younger: the age rule clears the checkup date (S2 §4) */
const BIRTH_TOO_YOUNG = `${2026 - LIMITS.ageMin}1102`

const MEMBER: Member = { userNo: 1, name: '김건강', userId: 'member01' }

/** A form every rule accepts (S2 §5.1, §5.2), as a kept draft holds it. */
const VALID_FORM: ReportForm = { ...validReportForm(), name: MEMBER.name, checkupDate: CHECKUP }

/** the draft kept as the page opens: a member's report, filled in, for delivery RP */
const DRAFT: ReportDraft = {
  form: VALID_FORM,
  customerType: 'member',
  memberId: MEMBER.userId,
  member: MEMBER,
  delivery: 'RP',
}

/** the admin variant's target user, and the report stored for it (to modify) */
const TARGET: ReportTarget = {
  id: 7,
  name: MEMBER.name,
  birthday: VALID_FORM.birth,
  gender: 1,
  couponCode: 'CPN-0007',
  employeeId: 'fc0001',
  employeeName: '김설계',
  fcCode: 'FC0001',
  siteName: '헬스케어',
  userId: MEMBER.userId,
  userNo: MEMBER.userNo,
  checkupNo: 11,
}
const STORED: StoredReport = {
  ...reportValuesOf(VALID_FORM),
  checkupNo: 11,
  role: 'RP',
  waistInch: cmToInch(80),
  heightCm: 170,
  weightKg: 65,
}

const CUSTOMER = {
  variant: 'customer',
  today: TODAY,
  roleList: ['RM', 'RP'],
  backTo: '/v2/Dashboard',
} as const
const ADMIN = { variant: 'admin', today: TODAY, backTo: '/Admin/Dashboard' } as const

/**
 * The customer's form opened with a kept draft (walked in full), then the other ways the form
 * opens (walked to the form and a submit): a customer with no draft and one delivery type (chosen
 * at once), the admin variant modifying a target with a draft kept, adding with none, and opened
 * with no target id.
 */
const INPUTS: ReportFormInput[] = [
  { ...CUSTOMER, draftKey: 'report:fc0001:new', draft: DRAFT },
  { ...CUSTOMER, roleList: ['RD'] },
  { ...ADMIN, id: TARGET.id, modify: true, draftKey: 'report:admin01:7', draft: DRAFT },
  { ...ADMIN, id: TARGET.id, modify: false },
  { ...ADMIN, id: null, modify: false },
]

/**
 * /v2/AddReport entered (the admin route's mount gives the same wired machine: the input is the
 * walk's, admin or customer)
 */
const ENTRY: PageEntry = {
  routeId: 'addReport',
  path: PATHS.addReport,
  params: {},
  search: new URLSearchParams(),
  session: null,
  today: TODAY,
}

/** the effects that tell the portal's ui and session actors, and the browser's Back (none live) */
const QUIET = { notify: () => {}, setUsableCount: () => {}, back: () => {} }

/** A few representative field edits: one or two per kind of field, at a bound, past it, refused. */
const FIELD_EDITS: ReportFormEvent[] = [
  // a measure at its upper bound and one past it
  { type: 'TEXT.CHANGE', field: 'waist', value: String(RANGES.waist.cm.max) },
  { type: 'TEXT.CHANGE', field: 'waist', value: String(RANGES.waist.cm.max + 1) },
  { type: 'UNIT.CHANGE', measure: 'waist', unit: 'inch' },
  // a smoker is asked the term and amount, left empty
  { type: 'CHOICE.CHANGE', field: 'smkStatType', value: 3 },
  { type: 'DISEASE.TOGGLE', code: 'none' },
  { type: 'FAMILY.TOGGLE', code: 'stroke' },
  { type: 'GENDER.CHANGE', gender: 2 },
  { type: 'NAME.CHANGE', value: '' },
  { type: 'BIRTH.CHANGE', value: BIRTH_YOUNGEST },
  { type: 'BIRTH.CHANGE', value: BIRTH_TOO_YOUNG },
  { type: 'CHECKUP_DATE.CHANGE', value: CHECKUP },
  { type: 'CHECKUP_DATE.CHANGE', value: CHECKUP.slice(0, 6) },
]

/** whether the form's rules accept it, once per form (the forms are never changed in place) */
const validity = new WeakMap<ReportForm, boolean>()
const accepted = (form: ReportForm, today: Date): boolean => {
  if (!validity.has(form)) validity.set(form, Object.keys(fieldErrors(form, today)).length === 0)
  return validity.get(form)!
}

/**
 * The report form (S2 §2.3, §4, §5, §8), walked in full as a customer opens it with a kept draft
 * (issue 46) of a member's complete report: the draft taken or discarded; a few representative
 * field edits (a measure at and past its bound, a unit change, a choice that asks more, the
 * exclusive 'none' of the groups, the name blank, a birth at the youngest age and one day
 * younger, the checkup date complete and not); member or not; the member id blank, valid and too
 * long, searched, and typed again while searched; the delivery of a role held and of one not
 * held; submit; leaving by a link or by Back, confirmed or not. The other inputs (`INPUTS`) are
 * walked to their form, a submit and Back. Live, the super admin writes member01's report; the
 * duplicate found and a target loaded without its stored report are walked only.
 */
export default defineModel({
  machine: reportFormMachine,
  inputs: INPUTS,
  events: (snapshot) => {
    const c = snapshot.context as ReportFormContext
    const leave: ReportFormEvent[] = [
      { type: 'LEAVE.REQUEST', to: '/v2/Product' },
      { type: 'LEAVE.BACK' },
    ]
    if (snapshot.matches('offeringDraft'))
      return [{ type: 'DRAFT.CONTINUE' }, { type: 'DRAFT.DISCARD' }]
    if (snapshot.matches('confirmLeave'))
      return [{ type: 'LEAVE.CONFIRM' }, { type: 'LEAVE.CANCEL' }]
    // while the member is searched or the date checked: the id typed again, the type changed
    if (
      snapshot.matches({ editing: 'searching' }) ||
      snapshot.matches({ editing: 'checkingDuplicate' })
    )
      return [
        { type: 'MEMBER_ID.CHANGE', value: 'member02' },
        { type: 'CUSTOMER_TYPE.CHANGE', customerType: 'nonMember' },
        ...leave,
      ]
    if (!snapshot.matches({ editing: 'idle' })) return []
    // the other inputs: the form reached, a name typed (the admin's is read-only), a delivery
    // chosen, submitted and left
    if (c.variant === 'admin' || c.draftKey === '')
      return [
        { type: 'NAME.CHANGE', value: '' },
        { type: 'DELIVERY.CHANGE', delivery: 'RP' },
        { type: 'SUBMIT' },
        { type: 'LEAVE.BACK' },
      ]
    return [
      ...FIELD_EDITS,
      { type: 'CUSTOMER_TYPE.CHANGE', customerType: 'member' },
      { type: 'CUSTOMER_TYPE.CHANGE', customerType: 'nonMember' },
      { type: 'MEMBER_ID.CHANGE', value: MEMBER.userId },
      { type: 'MEMBER_ID.CHANGE', value: ' ' },
      { type: 'MEMBER_ID.CHANGE', value: 'm'.repeat(MEMBER_ID_MAX + 1) },
      { type: 'MEMBER.SEARCH' },
      { type: 'DELIVERY.CHANGE', delivery: 'RM' },
      { type: 'DELIVERY.CHANGE', delivery: 'RD' },
      { type: 'SUBMIT' },
      ...leave,
    ]
  },
  answers: {
    loadTarget: {
      outputs: [
        { target: TARGET, stored: STORED },
        { target: TARGET, stored: null },
      ],
      failures: failuresOf(ERRORS.healthCheckupInfo),
    },
    memberLookup: {
      outputs: [MEMBER],
      failures: failuresOf(ERRORS.memberLookup),
      shows: {
        row: ERRORS.memberLookup,
        read: (s) => (s.context as ReportFormContext).memberError,
      },
    },
    // not a duplicate first: the mock holds no report of member01 on CHECKUP
    duplicateCheck: { outputs: [false, true], failures: failuresOf(ERRORS.duplicateCheck) },
    // a member's report answers every status of the others' (their rows are subsets); the count
    // told after it is the live account's, unlimited (-1), and none after the admin's
    submitReport: {
      outputs: [{ usableCount: -1 }, { usableCount: null }],
      failures: failuresOf(ERRORS.createMemberReport),
    },
  },
  // what the guards read: whether the form's rules refuse it (SUBMIT), what the age rule says of
  // the birth and whether the checkup date is complete (the duplicate check), the member id's kind
  // (MEMBER.SEARCH), the member, whether a delivery is chosen, dirty; the messages steer no
  // transition. Once the form is closed, being sent or asking whether to leave, what it holds no
  // longer matters.
  serialize: (snapshot) => {
    const c = snapshot.context as ReportFormContext
    if (snapshot.matches('closed') || snapshot.matches('submitting')) return snapshot.value
    if (snapshot.matches('confirmLeave')) return [snapshot.value, c.leaveTo]
    const id = c.memberId.trim()
    return {
      value: snapshot.value,
      valid: accepted(c.form, c.today),
      birth: reportAgeRule(c.form.birth, CHECKUP)?.key ?? null,
      complete: c.form.checkupDate.length === 8,
      customer: [
        c.customerType,
        id === '' ? 'empty' : id.length > MEMBER_ID_MAX ? 'long' : 'id',
        c.member?.userNo ?? null,
        c.delivery !== null,
      ],
      dirty: c.dirty,
      draft: c.draft !== null,
    }
  },
  depth: 4,
  live: {
    // the super admin (FIXTURES.md): voucher roles RM RD RP on site 3 for the customer's form,
    // auth S for the admin's
    account: 'super',
    wire: (ctx) => mountReports(ctx).actors(ENTRY).reportForm.logic.provide({ actions: QUIET }),
    // a member's report is what the customer's paths send (its row holds every status of the others')
    operations: {
      loadTarget: 'healthCheckupInfo',
      memberLookup: 'memberLookup',
      duplicateCheck: 'duplicateCheck',
      submitReport: 'createMemberReport',
    },
    // a report of that day already stands: a QA scenario answers the duplicate check with it
    given: { duplicateCheck: { 1: { duplicated: true } } },
    minimumPaths: 50,
  },
})
