import { assign, setup } from 'xstate'
import type { AuthCode } from '../../../shared/domain/codes'
import type { Message } from '../../../shared/domain/messages'
import { message } from '../../../shared/domain/messages'
import { FAILURE_GUARDS, failureOf, notifyFailure } from '../../../shared/machines/failure'
import { notProvided } from '../../../shared/machines/not-provided'
import { uiIndicator, OWN_INDICATOR } from '../../../shared/machines/own-indicator'
import { present } from '../../../shared/machines/present'
import { TOKEN_REFUSED } from '../../../shared/contract/operation'
import {
  branchReady,
  canAddBranch,
  creatableRoles,
  validateCreateEmployee,
  type Branch,
  type CreateEmployeeInput,
  type CreateEmployeeValidation,
  type PermissionCode,
} from '../domain/employee'
import { ERRORS } from '../domain/errors'
import type { NewEmployee } from '../services/contract'

export interface CreateEmployeeContext {
  auth: AuthCode
  partnerSite: boolean
  roles: readonly PermissionCode[]
  branches: Branch[]
  form: CreateEmployeeInput
  errors: CreateEmployeeValidation['fields']
  created: string | null
  branchName: string
  branchCode: string
}

export type CreateEmployeeEvent =
  | { type: 'FIELD.CHANGE'; fields: Partial<CreateEmployeeInput> }
  | { type: 'SUBMIT' }
  | { type: 'BRANCH.OPEN' }
  | { type: 'BRANCH.CHANGE'; name?: string; code?: string }
  | { type: 'BRANCH.SUBMIT' }
  | { type: 'BRANCH.CONFIRM' }
  | { type: 'BRANCH.CANCEL' }

const BLANK: CreateEmployeeInput = { name: '', staffNumber: '', branchCode: '', permissionCode: '' }

/** The machine's types: xstate reads them only when type checking, so the value is empty. */
const types: {
  input?: { auth: AuthCode; partnerSite: boolean }
  context?: CreateEmployeeContext
  events?: CreateEmployeeEvent
} = {}

/**
 * Adding an employee (S1 §2, §5, §6, §8): the branches load (any failure: no permission, back);
 * the form checks its items in the spec's order; the permission offers only what the caller may
 * create; a site admin may add a branch (both name and code, then a confirmation).
 */
export const createEmployeeMachine = setup({
  types,
  actors: {
    ownIndicator: uiIndicator,
    branches: notProvided<Branch[]>('branches'),
    add: notProvided<{ employeeId: string }, NewEmployee>('add'),
    addBranch: notProvided<Branch[], { code: string; name: string }>('addBranch'),
  },
  actions: {
    /** fields typed in: kept, and the messages of the last SUBMIT gone */
    editFields: assign(({ context }, fields: Partial<CreateEmployeeInput>) => ({
      form: { ...context.form, ...fields },
      errors: {},
    })),
    back: () => {},
    notify: (_, _params: { message: Message; tone?: 'info' | 'success' | 'error' }) => {},
  },
  guards: {
    ...FAILURE_GUARDS,
    invalid: ({ context }) =>
      Object.keys(validateCreateEmployee(context.form, context).fields).length > 0,
    branchReady: ({ context }) => branchReady(context.branchName, context.branchCode),
    mayAddBranch: ({ context }) => canAddBranch(context.auth),
  },
}).createMachine({
  id: 'createEmployee',
  context: ({ input }) => ({
    ...input,
    roles: creatableRoles(input.auth),
    branches: [],
    form: BLANK,
    errors: {},
    created: null,
    branchName: '',
    branchCode: '',
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: [
        {
          src: 'branches',
          onDone: {
            target: 'ready',
            actions: assign({ branches: ({ event }) => event.output }),
          },
          onError: {
            target: 'refused',
            actions: [{ type: 'notify', params: notifyFailure(ERRORS.fetchBranch) }, 'back'],
          },
        },
        OWN_INDICATOR,
      ],
    },
    refused: { type: 'final' },
    ready: {
      type: 'parallel',
      states: {
        form: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'FIELD.CHANGE': {
                  actions: { type: 'editFields', params: ({ event }) => event.fields },
                },
                SUBMIT: [
                  {
                    guard: 'invalid',
                    actions: [
                      assign({
                        errors: ({ context }) =>
                          validateCreateEmployee(context.form, context).fields,
                      }),
                      {
                        type: 'notify',
                        params: ({ context }) => ({
                          message:
                            validateCreateEmployee(context.form, context).summary ??
                            message('employees.badInput'),
                          tone: 'error' as const,
                        }),
                      },
                    ],
                  },
                  { target: 'submitting' },
                ],
              },
            },
            submitting: {
              invoke: [
                {
                  src: 'add',
                  input: ({ context }) => ({
                    name: context.form.name,
                    staffNumber: context.form.staffNumber,
                    branchCode: context.form.branchCode,
                    // `invalid` let no form without a permission through
                    permissionCode: present(
                      context.form.permissionCode || null,
                      'the permission of the checked form',
                    ),
                  }),
                  onDone: {
                    target: 'editing',
                    actions: [
                      assign({ created: ({ event }) => event.output.employeeId, form: BLANK }),
                      {
                        type: 'notify',
                        params: ({ event }) => ({
                          message: message('employees.created', { id: event.output.employeeId }),
                          tone: 'success' as const,
                        }),
                      },
                    ],
                  },
                  onError: {
                    target: 'editing',
                    actions: { type: 'notify', params: notifyFailure(ERRORS.addEmployee) },
                  },
                },
                OWN_INDICATOR,
              ],
            },
          },
        },
        branch: {
          initial: 'closed',
          states: {
            closed: {
              on: {
                'BRANCH.OPEN': {
                  guard: 'mayAddBranch',
                  target: 'editing',
                  actions: assign({ branchName: '', branchCode: '' }),
                },
              },
            },
            editing: {
              on: {
                'BRANCH.CHANGE': {
                  actions: assign({
                    branchName: ({ context, event }) => event.name ?? context.branchName,
                    branchCode: ({ context, event }) => event.code ?? context.branchCode,
                  }),
                },
                // S1 §5: without both name and code nothing happens
                'BRANCH.SUBMIT': { guard: 'branchReady', target: 'confirming' },
                'BRANCH.CANCEL': 'closed',
              },
            },
            confirming: {
              on: { 'BRANCH.CONFIRM': 'adding', 'BRANCH.CANCEL': 'editing' },
            },
            adding: {
              invoke: [
                {
                  src: 'addBranch',
                  input: ({ context }) => ({ code: context.branchCode, name: context.branchName }),
                  onDone: {
                    target: 'closed',
                    actions: [
                      assign({
                        branches: ({ event }) => event.output,
                        form: ({ context }) => ({
                          ...context.form,
                          branchCode: context.branchCode.trim(),
                        }),
                      }),
                      {
                        type: 'notify',
                        params: ({ context }) => ({
                          message: message('employees.branchAdded', {
                            name: context.branchName.trim(),
                          }),
                          tone: 'success' as const,
                        }),
                      },
                    ],
                  },
                  onError: [
                    {
                      // S1 §8 add branch: 401 token expired, then back
                      guard: {
                        type: 'statusIs',
                        params: ({ event }) => ({ error: event.error, status: TOKEN_REFUSED }),
                      },
                      target: 'closed',
                      actions: [
                        { type: 'notify', params: notifyFailure(ERRORS.addBranch) },
                        'back',
                      ],
                    },
                    {
                      target: 'editing',
                      actions: {
                        type: 'notify',
                        params: ({ event }) => ({
                          message: failureOf(ERRORS.addBranch, event.error),
                          tone: 'error' as const,
                        }),
                      },
                    },
                  ],
                },
                OWN_INDICATOR,
              ],
            },
          },
        },
      },
    },
  },
})
