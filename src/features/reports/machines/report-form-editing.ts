import { assign } from 'xstate'
import { message } from '../../../shared/domain/messages'
import { failureOf } from '../../../shared/machines/failure'
import { OWN_INDICATOR } from '../../../shared/machines/own-indicator'
import { ERRORS } from '../domain/errors'
import { changeUnit, toggleExclusive, typeText } from '../domain/report'
import { reportFormSetup } from './report-form-setup'
import { digits8, submitProblems, memberOf, KEEP_DRAFT, memberIdProblem } from './report-form-rules'

/** The form being filled in (`report-form-machine.ts`): typing, the member search, the checks. */
export const editing = reportFormSetup.createStateConfig({
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
      guard: 'nameEditable',
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
      guard: 'isCustomer',
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
      guard: 'isCustomer',
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
          form: ({ context, event }) => changeUnit(context.form, event.measure, event.unit),
        }),
        'recheck',
        KEEP_DRAFT,
      ],
    },
    // a member search or duplicate check still running is dropped: its answer was for
    // another id (or type), so it no longer names the report (back to idle stops it)
    'CUSTOMER_TYPE.CHANGE': {
      guard: 'isCustomer',
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
      guard: 'deliveryOffered',
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
            guard: 'memberIdMissing',
            actions: assign({ memberError: message('report.memberRequired') }),
          },
          {
            guard: 'memberIdRefused',
            actions: assign({
              memberError: ({ context }) => memberIdProblem(context.memberId),
            }),
          },
          { target: 'searching' },
        ],
        SUBMIT: [
          {
            guard: 'formIncomplete',
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
      always: [{ guard: 'needsDuplicateCheck', target: 'checkingDuplicate' }, { target: 'idle' }],
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
            guard: { type: 'duplicateDate', params: ({ event }) => ({ duplicate: event.output }) },
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
})
