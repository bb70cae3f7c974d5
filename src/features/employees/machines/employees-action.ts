import { assign, enqueueActions, raise } from 'xstate'
import { message } from '../../../shared/domain/messages'
import { failureOf, notifyFailure } from '../../../shared/machines/failure'
import { OWN_INDICATOR } from '../../../shared/machines/own-indicator'
import { TOKEN_REFUSED } from '../../../shared/contract/operation'
import { toFailure } from '../../../shared/services/api-error'
import { amountBounds, clampSlider, validateDistribution, validateModify } from '../domain/employee'
import { ERRORS } from '../domain/errors'
import {
  CONFIRMED,
  withoutEmployee,
  enteredAmount,
  boundsOf,
  employeeOf,
  confirmedOf,
  amountProblem,
} from './employees-rules'
import { employeesSetup } from './employees-setup'

/** The action state of the machine. */
export const action = employeesSetup.createStateConfig({
  initial: 'idle',
  states: {
    idle: {
      entry: assign({ employee: null, bounds: null, confirm: null, amountError: null }),
      on: {
        'AMOUNT.OPEN': [
          {
            // S1 §5: distributing to an unlimited employee is refused
            guard: 'unlimitedEmployee',
            actions: {
              type: 'notify',
              params: { message: message('employees.unlimitedEmployee'), tone: 'error' },
            },
          },
          {
            target: 'amount',
            actions: assign({
              employee: ({ event }) => event.employee,
              bounds: ({ event }) => amountBounds(event.employee.limit, event.callerUsable),
              amountMode: ({ event }) => event.mode ?? 'amount',
              amount: '',
              amountError: null,
            }),
          },
        ],
        'CONFIRM.OPEN': {
          target: 'confirming',
          actions: assign({
            employee: ({ event }) => event.employee,
            confirm: ({ event }) => event.action,
          }),
        },
        'MODIFY.OPEN': {
          target: 'modify',
          actions: assign({
            employee: ({ event }) => event.employee,
            modify: ({ event }) => ({
              name: event.employee.employeeName,
              gender: event.employee.gender,
              email: event.employee.email,
              mobile: event.employee.mobile,
            }),
            modifyErrors: {},
          }),
        },
      },
    },
    amount: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'AMOUNT.CHANGE': {
              actions: assign({ amount: ({ event }) => event.value, amountError: null }),
            },
            'AMOUNT.SLIDE': {
              actions: assign({
                amount: ({ context, event }) =>
                  String(clampSlider(event.value, boundsOf(context).max)),
                amountError: ({ context, event }) => {
                  const problem = validateDistribution(event.value, boundsOf(context).max)
                  // sliding to 0 is a position, not a mistake: only a value out of range is said
                  return problem?.key === 'employees.sliderRange' ? problem : null
                },
              }),
            },
            SUBMIT: [
              {
                guard: 'amountRefused',
                actions: assign({
                  amountError: ({ context }) => amountProblem(context),
                  // the slider's value is brought into its range, beside its message
                  amount: ({ context }) =>
                    context.amountMode === 'distribute' &&
                    amountProblem(context)?.key === 'employees.sliderRange'
                      ? String(clampSlider(enteredAmount(context), boundsOf(context).max))
                      : context.amount,
                }),
              },
              { target: 'distributing' },
            ],
            CANCEL: '#employees.action.idle',
          },
        },
        distributing: {
          invoke: [
            {
              src: 'distribute',
              input: ({ context }) => ({
                employeeId: employeeOf(context).employeeId,
                quantity: enteredAmount(context),
              }),
              onDone: {
                target: '#employees.action.idle',
                actions: [
                  {
                    type: 'setUsableCount',
                    params: ({ event }) => ({ usableCount: event.output.usableCount }),
                  },
                  assign({
                    // S1 §4: the employee's limit rises by the quantity at once
                    data: ({ context, event }) =>
                      context.data && {
                        ...context.data,
                        items: context.data.items.map((e) =>
                          e.employeeId === employeeOf(context).employeeId
                            ? { ...e, limit: event.output.limit }
                            : e,
                        ),
                      },
                  }),
                  {
                    type: 'notify',
                    params: ({ context }) => {
                      const quantity = enteredAmount(context)
                      return {
                        message: message(
                          quantity > 0 ? 'employees.distributed' : 'employees.reclaimed',
                          {
                            name: employeeOf(context).employeeName,
                            quantity: Math.abs(quantity),
                          },
                        ),
                        tone: 'success' as const,
                      }
                    },
                  },
                  raise({ type: 'RELOAD' }),
                ],
              },
              onError: {
                target: 'editing',
                actions: assign({
                  amountError: ({ event }) => failureOf(ERRORS.distribute, event.error),
                }),
              },
            },
            OWN_INDICATOR,
          ],
        },
      },
    },
    confirming: {
      on: { SUBMIT: 'acting', CANCEL: 'idle' },
    },
    /** the confirmed action (CONFIRMED says what its answers mean) */
    acting: {
      invoke: [
        {
          src: 'act',
          input: ({ context }) => ({
            action: confirmedOf(context),
            employeeId: employeeOf(context).employeeId,
          }),
          onDone: {
            target: 'idle',
            actions: enqueueActions(({ context, enqueue }) => {
              const { done, leavesList } = CONFIRMED[confirmedOf(context)]
              const { employeeId, employeeName: name } = employeeOf(context)
              enqueue({
                type: 'notify',
                params: { message: message(done, { name }), tone: 'success' },
              })
              if (!leavesList) return
              // S1 §4: the employee leaves the list at once, whatever its row (the replaced
              // product skipped the first), then the list is fetched again
              enqueue.assign({
                data: withoutEmployee(context.data, employeeId),
              })
              enqueue.raise({ type: 'RELOAD' })
            }),
          },
          onError: {
            target: 'idle',
            actions: enqueueActions(({ context, event, enqueue }) => {
              const { errors, backOn401 } = CONFIRMED[confirmedOf(context)]
              enqueue({
                type: 'notify',
                params: { message: failureOf(errors, event.error), tone: 'error' },
              })
              // S1 §8 deactivate: 401 no permission then back; delete: 401 back
              if (backOn401 && toFailure(event.error).status === TOKEN_REFUSED) enqueue('back')
            }),
          },
        },
      ],
    },
    modify: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'MODIFY.CHANGE': {
              actions: assign({
                modify: ({ context, event }) => ({ ...context.modify, ...event.fields }),
                modifyErrors: {},
              }),
            },
            SUBMIT: [
              {
                guard: 'modifyRefused',
                actions: assign({
                  modifyErrors: ({ context }) => validateModify(context.modify),
                }),
              },
              { target: 'saving' },
            ],
            CANCEL: '#employees.action.idle',
          },
        },
        saving: {
          invoke: [
            {
              src: 'update',
              input: ({ context }) => ({
                employeeId: employeeOf(context).employeeId,
                input: context.modify,
              }),
              onDone: {
                target: '#employees.action.idle',
                actions: [
                  {
                    type: 'notify',
                    params: ({ context }) => ({
                      message: message('employees.modified', {
                        name: context.modify.name.trim(),
                      }),
                      tone: 'success' as const,
                    }),
                  },
                  raise({ type: 'RELOAD' }),
                ],
              },
              onError: {
                target: 'editing',
                actions: {
                  type: 'notify',
                  params: notifyFailure(ERRORS.updateEmployee),
                },
              },
            },
            OWN_INDICATOR,
          ],
        },
      },
    },
  },
})
