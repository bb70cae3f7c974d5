import { assertEvent, assign, setup } from 'xstate'
import type { Message } from '../../../shared/domain/messages'
import { FAILURE_GUARDS } from '../../../shared/machines/failure'
import { notProvided } from '../../../shared/machines/not-provided'
import { uiIndicator } from '../../../shared/machines/own-indicator'
import { fieldErrors, reportAgeRule } from '../domain/report'
import type { Member, ReportTarget, StoredReport } from '../services/contract'
import { type ReportDraft } from './report-draft'
import type {
  ReportFormContext,
  ReportFormEvent,
  ReportFormInput,
  Submission,
} from './report-form-types'
import { completeDate, hasProblems, memberIdProblem, submitProblems } from './report-form-rules'

// xstate reads `types` only for inference; every field is optional, so `{}` is a value of it
const types: {
  input?: ReportFormInput
  context?: ReportFormContext
  events?: ReportFormEvent
  /**
   * submitHeld: a submit waits (the button shows busy) while the member is searched or the
   * checkup date checked, whose answers change what would be sent, and while the report is sent
   */
  tags?: 'submitHeld'
} = {}

/** The report form's types, actors, guards and actions (`report-form-machine.ts`). */
export const reportFormSetup = setup({
  types,
  actors: {
    /** told while a state whose view shows its own loading indicator lasts */
    ownIndicator: uiIndicator,
    loadTarget: notProvided<
      { target: ReportTarget; stored: StoredReport | null },
      { id: number; modify: boolean }
    >('loadTarget'),
    memberLookup: notProvided<Member, { userId: string }>('memberLookup'),
    duplicateCheck: notProvided<boolean, { userNo: number; checkupDate: string }>('duplicateCheck'),
    submitReport: notProvided<{ usableCount: number | null }, Submission>('submitReport'),
  },
  guards: {
    ...FAILURE_GUARDS,
    isAdmin: ({ context }) => context.variant === 'admin',
    isCustomer: ({ context }) => context.variant === 'customer',
    /** the admin variant was opened without its target user */
    noTarget: ({ context }) => context.adminId === null,
    /** a customer's name is typed, unless a member was found (the name is the member's) */
    nameEditable: ({ context }) => context.variant === 'customer' && context.member === null,
    /** a delivery the form offers */
    deliveryOffered: ({ context, event }) => {
      assertEvent(event, 'DELIVERY.CHANGE')
      return context.deliveryOptions.includes(event.delivery)
    },
    memberIdMissing: ({ context }) => context.memberId.trim() === '',
    /** the member id breaks its rule: said, not searched */
    memberIdRefused: ({ context }) => memberIdProblem(context.memberId) !== null,
    /** an item of the form is missing or refused: said, not sent */
    formIncomplete: ({ context }) => hasProblems(submitProblems(context)),
    /** the member has a report of that checkup date already */
    duplicateDate: (_, { duplicate }: { duplicate: boolean }) => duplicate,
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
})
