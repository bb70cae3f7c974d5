import { assign, enqueueActions, setup } from 'xstate'
import type { DeliveryType, RoleCode } from '../../../shared/domain/codes'
import { DELIVERY_TYPES } from '../../../shared/domain/codes'
import { ADMIN_DELIVERY_ROLE } from '../domain/codes'
import { isValidApiDate } from '../../../shared/domain/dates'
import { type Message, message } from '../../../shared/domain/messages'
import { lineText } from '../../../shared/domain/validation'
import { failureOf } from '../../../shared/machines/failure'
import { notProvided } from '../../../shared/machines/not-provided'
import { noIndicator, OWN_INDICATOR } from '../../../shared/machines/own-indicator'
import { present } from '../../../shared/machines/present'
import { toFailure } from '../../../shared/services/api-error'
import {
  MEMBER_ID_MAX,
  type CustomerType,
  type DiseaseCode,
  type FamilyCode,
} from '../domain/codes'
import { ERRORS } from '../domain/errors'
import {
  changeUnit,
  emptyForm,
  fieldErrors,
  formOfValues,
  reportAgeRule,
  reportValuesOf,
  toggleExclusive,
  typeText,
  type ChoiceField,
  type FieldErrors,
  type Measure,
  type ReportForm,
  type ReportValues,
  type TextField,
} from '../domain/report'
import { inchToCm } from '../domain/units'
import type { Member, ReportTarget, StoredReport } from '../services/contract'
import { readReportDraft, type ReportDraft } from './report-draft'

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
  | { type: 'UNIT.CHANGE'; measure: Measure; unit: string }
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

const digits8 = (value: string) => value.replace(/[^0-9]/g, '').slice(0, 8)

/** The metric values a stored report is read back with (S2 §3: waistInch, heightCm, weightKg). */
const formOfStored = (stored: StoredReport): ReportForm =>
  formOfValues(stored, {
    waistCm: inchToCm(stored.waistInch),
    heightCm: stored.heightCm,
    weightKg: stored.weightKg,
  })

/** The form's messages with the customer variant's own: member and delivery. S2 §5.2. */
function submitProblems(context: ReportFormContext) {
  const errors = fieldErrors(context.form, context.today)
  const memberError =
    context.variant === 'customer' && context.customerType === 'member' && !context.member
      ? message('report.memberRequired')
      : null
  const deliveryError =
    context.variant === 'customer' && context.delivery === null ? message('report.choose') : null
  return { errors, memberError, deliveryError }
}

const hasProblems = (p: ReturnType<typeof submitProblems>) =>
  Object.keys(p.errors).length > 0 || p.memberError !== null || p.deliveryError !== null

/** the member chosen: a member's submit and duplicate check run only with one */
const memberOf = (context: ReportFormContext) => present(context.member, 'the member')

function submissionOf(context: ReportFormContext): Submission {
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

const SUBMIT_ERRORS = {
  member: ERRORS.createMemberReport,
  nonMember: ERRORS.createNonMemberReport,
  add: ERRORS.addReport,
  modify: ERRORS.modifyReport,
} as const

/** what the form keeps of its input until it is sent (issue 46) */
const draftOf = (context: ReportFormContext): ReportDraft => ({
  form: context.form,
  customerType: context.customerType,
  memberId: context.memberId,
  member: context.member,
  delivery: context.delivery,
})

/** after an edit: what is typed now is the draft (a form with no draft key keeps none) */
const KEEP_DRAFT = {
  type: 'saveDraft',
  params: ({ context }: { context: ReportFormContext }) => ({
    key: context.draftKey,
    draft: draftOf(context),
  }),
} as const

/** The checkup date typed is complete: the age rule runs (S2 §4: breaking it clears the date). */
const completeDate = (value: string) => value.length === 8 && isValidApiDate(value)

/**
 * The one report form of S2 §2.3, both variants: the customer's (member or non-member, delivery
 * types of the roles held) and the admin's (target user read-only, role RP, create or modify).
 * The form holds metric values (units convert at the input); fields not asked keep what was
 * typed; a failed submit loses nothing; leaving a dirty form asks first.
 */
/** The member id as the search sends it: too long, or holding a character no line holds. */
const memberIdProblem = (memberId: string) =>
  lineText(memberId.trim(), MEMBER_ID_MAX, 'report.memberIdTooLong')

export const reportFormMachine = setup({
  types: {
    input: {} as ReportFormInput,
    context: {} as ReportFormContext,
    events: {} as ReportFormEvent,
    /**
     * submitHeld: a submit waits (the button shows busy) while the member is searched or the
     * checkup date checked, whose answers change what would be sent, and while the report is sent
     */
    tags: {} as 'submitHeld',
  },
  actors: {
    /** told while a state whose view shows its own loading indicator lasts */
    ownIndicator: noIndicator,
    loadTarget: notProvided<
      { target: ReportTarget; stored: StoredReport | null },
      { id: number; modify: boolean }
    >('loadTarget'),
    memberLookup: notProvided<Member, { userId: string }>('memberLookup'),
    duplicateCheck: notProvided<boolean, { userNo: number; checkupDate: string }>('duplicateCheck'),
    submitReport: notProvided<{ usableCount: number | null }, Submission>('submitReport'),
  },
  guards: {
    isAdmin: ({ context }) => context.variant === 'admin',
    isDirty: ({ context }) => context.dirty,
    hasDraft: ({ context }) => context.draft !== null,
    /** a member is chosen and the checkup date is complete: the duplicate check runs */
    needsDuplicateCheck: ({ context }) =>
      context.variant === 'customer' &&
      context.customerType === 'member' &&
      context.member !== null &&
      completeDate(context.form.checkupDate),
  },
  actions: {
    notify: (_, _params: { message: Message; tone?: 'info' | 'success' | 'error' }) => {},
    navigate: (_, _params: { to: string }) => {},
    /** one page back in the browser's history */
    back: () => {},
    setUsableCount: (_, _params: { usableCount: number }) => {},
    /** writes the form's draft where it is kept (nothing for the key '') */
    saveDraft: (_, _params: { key: string; draft: ReportDraft }) => {},
    /** forgets the form's draft (sent, or discarded) */
    forgetDraft: (_, _params: { key: string }) => {},
    /** the age rule on the checkup date; breaking it clears the date, with its message */
    applyAgeRule: assign(({ context }) => {
      const { birth, checkupDate } = context.form
      if (!completeDate(checkupDate)) return {}
      const broken = reportAgeRule(birth, checkupDate)
      if (!broken) return { dateNotice: null }
      return {
        form: { ...context.form, checkupDate: '' },
        dateNotice: broken,
        errors: { ...context.errors, checkupDate: broken },
      }
    }),
    /** after an edit: the messages of the last submit follow what is typed now */
    recheck: assign(({ context }) =>
      Object.keys(context.errors).length === 0
        ? {}
        : { errors: fieldErrors(context.form, context.today) },
    ),
  },
}).createMachine({
  id: 'reportForm',
  context: ({ input }) => {
    const customer = input.variant === 'customer'
    const deliveryOptions = customer
      ? DELIVERY_TYPES.filter((d) => input.roleList.includes(d))
      : [ADMIN_DELIVERY_ROLE]
    return {
      variant: input.variant,
      today: input.today,
      backTo: input.backTo,
      form: emptyForm(),
      errors: {},
      dateNotice: null,
      customerType: 'nonMember',
      memberId: '',
      member: null,
      memberError: null,
      deliveryOptions,
      delivery: deliveryOptions.length === 1 ? (deliveryOptions[0] ?? null) : null,
      deliveryError: null,
      adminId: customer ? null : input.id,
      modify: customer ? false : input.modify,
      target: null,
      checkupNo: null,
      dirty: false,
      leaveTo: null,
      draftKey: input.draftKey ?? '',
      draft: input.draftKey ? readReportDraft(input.draft) : null,
    }
  },
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'isAdmin', target: 'loading' },
        { guard: 'hasDraft', target: 'offeringDraft' },
        { target: 'editing' },
      ],
    },
    /** the form opened with a draft kept: carry on with it, or start afresh */
    offeringDraft: {
      on: {
        'DRAFT.CONTINUE': {
          target: 'editing',
          actions: assign(({ context }) => {
            const d = present(context.draft, 'the draft offered')
            return {
              form: d.form,
              customerType: context.variant === 'customer' ? d.customerType : context.customerType,
              memberId: d.memberId,
              member: d.member,
              delivery:
                d.delivery !== null && context.deliveryOptions.includes(d.delivery)
                  ? d.delivery
                  : context.delivery,
              dirty: true,
              draft: null,
            }
          }),
        },
        'DRAFT.DISCARD': {
          target: 'editing',
          actions: [
            { type: 'forgetDraft', params: ({ context }) => ({ key: context.draftKey }) },
            assign({ draft: null }),
          ],
        },
      },
    },
    /** the admin variant loads its target user (and, to modify, the stored report) first */
    loading: {
      always: {
        guard: ({ context }) => context.adminId === null,
        target: 'closed',
        actions: [
          {
            type: 'notify',
            params: { message: message('report.targetNotFound'), tone: 'error' },
          },
          { type: 'navigate', params: ({ context }) => ({ to: context.backTo }) },
        ],
      },
      invoke: [
        {
          id: 'loadTarget',
          src: 'loadTarget',
          // no id: `loading` is left at once by its `always`, and this loader never starts
          input: ({ context }) => ({ id: context.adminId ?? -1, modify: context.modify }),
          onDone: {
            target: 'loaded',
            actions: assign(({ event, context }) => {
              const { target, stored } = event.output
              const base = stored ? formOfStored(stored) : emptyForm()
              return {
                target,
                checkupNo: stored?.checkupNo ?? null,
                modify: context.modify && stored !== null,
                form: { ...base, name: target.name, birth: target.birthday, gender: target.gender },
              }
            }),
          },
          onError: {
            target: 'closed',
            actions: [
              {
                type: 'notify',
                params: ({ event }) => ({
                  message: failureOf(ERRORS.healthCheckupInfo, event.error),
                  tone: 'error' as const,
                }),
              },
              { type: 'navigate', params: ({ context }) => ({ to: context.backTo }) },
            ],
          },
        },
        OWN_INDICATOR,
      ],
    },
    /** the admin variant's target is known: its draft, if one is kept, is offered first */
    loaded: {
      always: [{ guard: 'hasDraft', target: 'offeringDraft' }, { target: 'editing' }],
    },
    editing: {
      initial: 'idle',
      on: {
        'TEXT.CHANGE': {
          actions: [
            assign({
              form: ({ context, event }) => typeText(context.form, event.field, event.value),
              dirty: true,
            }),
            'recheck',
            KEEP_DRAFT,
          ],
        },
        'NAME.CHANGE': {
          guard: ({ context }) => context.variant === 'customer' && context.member === null,
          actions: [
            assign({
              form: ({ context, event }) => ({ ...context.form, name: event.value }),
              dirty: true,
            }),
            'recheck',
            KEEP_DRAFT,
          ],
        },
        'BIRTH.CHANGE': {
          guard: ({ context }) => context.variant === 'customer',
          target: '.dateChanged',
          actions: [
            assign({
              form: ({ context, event }) => ({ ...context.form, birth: digits8(event.value) }),
              dirty: true,
            }),
            'recheck',
            KEEP_DRAFT,
          ],
        },
        'CHECKUP_DATE.CHANGE': {
          target: '.dateChanged',
          actions: [
            assign({
              form: ({ context, event }) => ({
                ...context.form,
                checkupDate: digits8(event.value),
              }),
              dateNotice: null,
              dirty: true,
            }),
            'recheck',
            KEEP_DRAFT,
          ],
        },
        'GENDER.CHANGE': {
          guard: ({ context }) => context.variant === 'customer',
          actions: [
            assign({
              form: ({ context, event }) => ({ ...context.form, gender: event.gender }),
              dirty: true,
            }),
            'recheck',
            KEEP_DRAFT,
          ],
        },
        'CHOICE.CHANGE': {
          actions: [
            assign({
              form: ({ context, event }) => ({
                ...context.form,
                choices: { ...context.form.choices, [event.field]: event.value },
              }),
              dirty: true,
            }),
            'recheck',
            KEEP_DRAFT,
          ],
        },
        'DISEASE.TOGGLE': {
          actions: [
            assign({
              form: ({ context, event }) => ({
                ...context.form,
                hchk: toggleExclusive(context.form.hchk, event.code),
              }),
              dirty: true,
            }),
            'recheck',
            KEEP_DRAFT,
          ],
        },
        'FAMILY.TOGGLE': {
          actions: [
            assign({
              form: ({ context, event }) => ({
                ...context.form,
                fmly: toggleExclusive(context.form.fmly, event.code),
              }),
              dirty: true,
            }),
            'recheck',
            KEEP_DRAFT,
          ],
        },
        'UNIT.CHANGE': {
          actions: [
            assign({
              form: ({ context, event }) =>
                changeUnit(context.form, event.measure, event.unit as never),
            }),
            'recheck',
            KEEP_DRAFT,
          ],
        },
        // a member search or duplicate check still running is dropped: its answer was for
        // another id (or type), so it no longer names the report (back to idle stops it)
        'CUSTOMER_TYPE.CHANGE': {
          guard: ({ context }) => context.variant === 'customer',
          target: '.idle',
          actions: [
            assign({
              customerType: ({ event }) => event.customerType,
              member: null,
              memberError: null,
              dirty: true,
            }),
            KEEP_DRAFT,
          ],
        },
        'MEMBER_ID.CHANGE': {
          target: '.idle',
          actions: [
            assign({
              memberId: ({ event }) => event.value,
              member: null,
              memberError: null,
              dirty: true,
            }),
            KEEP_DRAFT,
          ],
        },
        'DELIVERY.CHANGE': {
          guard: ({ context, event }) => context.deliveryOptions.includes(event.delivery),
          actions: [
            assign({
              delivery: ({ event }) => event.delivery,
              deliveryError: null,
              dirty: true,
            }),
            KEEP_DRAFT,
          ],
        },
        'LEAVE.REQUEST': [
          {
            guard: 'isDirty',
            target: 'confirmLeave',
            actions: assign({ leaveTo: ({ event }) => event.to }),
          },
          {
            target: 'closed',
            actions: { type: 'navigate', params: ({ event }) => ({ to: event.to }) },
          },
        ],
        // the browser's Back asks the same question as a link (decision 020b)
        'LEAVE.BACK': [
          {
            guard: 'isDirty',
            target: 'confirmLeave',
            actions: assign({ leaveTo: null }),
          },
          { target: 'closed', actions: 'back' },
        ],
      },
      states: {
        idle: {
          on: {
            'MEMBER.SEARCH': [
              {
                guard: ({ context }) => context.memberId.trim() === '',
                actions: assign({ memberError: message('report.memberRequired') }),
              },
              {
                guard: ({ context }) => memberIdProblem(context.memberId) !== null,
                actions: assign({
                  memberError: ({ context }) => memberIdProblem(context.memberId),
                }),
              },
              { target: 'searching' },
            ],
            SUBMIT: [
              {
                guard: ({ context }) => hasProblems(submitProblems(context)),
                actions: [
                  assign(({ context }) => submitProblems(context)),
                  {
                    type: 'notify',
                    params: { message: message('report.fillItems'), tone: 'error' },
                  },
                ],
              },
              { target: '#reportForm.submitting' },
            ],
          },
        },
        /** the birth or the checkup date changed: the age rule, then for members the duplicate check */
        dateChanged: {
          entry: 'applyAgeRule',
          always: [
            { guard: 'needsDuplicateCheck', target: 'checkingDuplicate' },
            { target: 'idle' },
          ],
        },
        searching: {
          tags: ['submitHeld'],
          invoke: [
            {
              id: 'memberLookup',
              src: 'memberLookup',
              input: ({ context }) => ({ userId: context.memberId.trim() }),
              onDone: {
                target: 'dateChanged',
                actions: [
                  assign({
                    member: ({ event }) => event.output,
                    memberError: null,
                    form: ({ context, event }) => ({ ...context.form, name: event.output.name }),
                  }),
                  KEEP_DRAFT,
                ],
              },
              onError: {
                target: 'idle',
                actions: assign({
                  memberError: ({ event }) => failureOf(ERRORS.memberLookup, event.error),
                }),
              },
            },
            OWN_INDICATOR,
          ],
        },
        checkingDuplicate: {
          tags: ['submitHeld'],
          invoke: {
            id: 'duplicateCheck',
            src: 'duplicateCheck',
            input: ({ context }) => ({
              userNo: memberOf(context).userNo,
              checkupDate: context.form.checkupDate,
            }),
            onDone: [
              {
                guard: ({ event }) => event.output,
                target: 'idle',
                actions: [
                  assign(({ context }) => ({
                    form: { ...context.form, checkupDate: '' },
                    dateNotice: message('report.duplicateDate'),
                  })),
                  {
                    type: 'notify',
                    params: { message: message('report.duplicateDate'), tone: 'error' },
                  },
                ],
              },
              { target: 'idle' },
            ],
            onError: {
              target: 'idle',
              actions: {
                type: 'notify',
                params: ({ event }) => ({
                  message: failureOf(ERRORS.duplicateCheck, event.error),
                  tone: 'error' as const,
                }),
              },
            },
          },
        },
      },
    },
    submitting: {
      tags: ['submitHeld'],
      invoke: [
        {
          id: 'submitReport',
          src: 'submitReport',
          input: ({ context }) => submissionOf(context),
          onDone: {
            target: 'closed',
            actions: [
              enqueueActions(({ enqueue, event }) => {
                const { usableCount } = event.output
                if (usableCount !== null)
                  enqueue({ type: 'setUsableCount', params: { usableCount } })
              }),
              {
                type: 'notify',
                params: ({ context }) => ({
                  message: message(context.modify ? 'report.modified' : 'report.created'),
                  tone: 'success' as const,
                }),
              },
              assign({ dirty: false }),
              { type: 'forgetDraft', params: ({ context }) => ({ key: context.draftKey }) },
              { type: 'navigate', params: ({ context }) => ({ to: context.backTo }) },
            ],
          },
          onError: [
            {
              // S2 §8: usage count exceeded, then back
              guard: ({ event }) => toFailure(event.error).status === 423,
              target: 'closed',
              actions: [
                {
                  type: 'notify',
                  params: { message: message('report.usageCountExceeded'), tone: 'error' },
                },
                { type: 'navigate', params: ({ context }) => ({ to: context.backTo }) },
              ],
            },
            {
              // nothing typed is lost: back to the form as it was
              target: 'editing',
              actions: {
                type: 'notify',
                params: ({ context, event }) => ({
                  message: failureOf(SUBMIT_ERRORS[submissionOf(context).kind], event.error),
                  tone: 'error' as const,
                }),
              },
            },
          ],
        },
        OWN_INDICATOR,
      ],
    },
    confirmLeave: {
      on: {
        'LEAVE.CONFIRM': {
          target: 'closed',
          actions: [
            assign({ dirty: false }),
            enqueueActions(({ context, enqueue }) => {
              if (context.leaveTo === null) enqueue('back')
              else enqueue({ type: 'navigate', params: { to: context.leaveTo } })
            }),
          ],
        },
        'LEAVE.CANCEL': { target: 'editing', actions: assign({ leaveTo: null }) },
      },
    },
    /** the report was sent, or the page is being left */
    closed: { type: 'final' },
  },
})
