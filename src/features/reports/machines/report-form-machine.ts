import { assign, enqueueActions } from 'xstate'
import { DELIVERY_TYPES } from '../../../shared/domain/codes'
import { ADMIN_DELIVERY_ROLE } from '../domain/codes'
import { message } from '../../../shared/domain/messages'
import { failureOf } from '../../../shared/machines/failure'
import { OWN_INDICATOR } from '../../../shared/machines/own-indicator'
import { present } from '../../../shared/machines/present'
import { ERRORS } from '../domain/errors'
import { emptyForm } from '../domain/report'
import { readReportDraft } from './report-draft'
import { reportFormSetup } from './report-form-setup'
import { editing } from './report-form-editing'
import { formOfStored, submissionOf, SUBMIT_ERRORS } from './report-form-rules'
export type {
  ReportFormContext,
  ReportFormEvent,
  ReportFormInput,
  Submission,
} from './report-form-types'

/**
 * The one report form of S2 §2.3, both variants: the customer's (member or non-member, delivery
 * types of the roles held) and the admin's (target user read-only, role RP, create or modify).
 * The form holds metric values (units convert at the input); fields not asked keep what was
 * typed; a failed submit loses nothing; leaving a dirty form asks first.
 */
export const reportFormMachine = reportFormSetup.createMachine({
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
        guard: 'noTarget',
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
    editing,
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
              guard: {
                type: 'statusIs',
                params: ({ event }) => ({ error: event.error, status: 423 }),
              },
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
