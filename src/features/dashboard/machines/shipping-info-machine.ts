import { assign, setup } from 'xstate'
import type { CheckupItem } from '../domain/checkup'
import type { Message } from '../../../shared/domain/messages'
import { message } from '../../../shared/domain/messages'
import {
  applyPickedAddress,
  validateShipping,
  type PickedAddress,
  type ShippingFields,
} from '../domain/shipping'
import { failureOf } from '../../../shared/machines/failure'
import { ERRORS } from '../domain/errors'
import { notProvided } from '../../../shared/machines/not-provided'
import { uiIndicator, OWN_INDICATOR } from '../../../shared/machines/own-indicator'

export interface ShippingInfoContext {
  item: CheckupItem
  fields: ShippingFields
  errors: Partial<Record<keyof ShippingFields, Message>>
  error: Message | null
  saved: boolean
}

/** what the user may type: the address itself comes only from the search */
interface FieldChange {
  field: 'detailAddress' | 'telephone'
  value: string
}

export type ShippingInfoEvent =
  | ({ type: 'FIELD.CHANGE' } & FieldChange)
  | { type: 'SEARCH' }
  | { type: 'SUBMIT' }
  | { type: 'CLOSE' }

// xstate reads `types` only for inference; every field is optional, so `{}` is a value of it
const types: {
  input?: { item: CheckupItem }
  context?: ShippingInfoContext
  events?: ShippingInfoEvent
  output?: { saved: boolean }
} = {}

/**
 * The shipping-info dialog (S1 §2, §5, §8): postal code and road address come only from the
 * address search, which clears the detail; every field is required; success says
 * '{name}님의 배송지 정보를 수정하였습니다.'.
 */
export const shippingInfoMachine = setup({
  types,
  actors: {
    /** told while a state whose view shows its own loading indicator lasts */
    ownIndicator: uiIndicator,
    searchAddress: notProvided<PickedAddress | null>('searchAddress'),
    changeAddress: notProvided<void, { checkupNo: number; fields: ShippingFields }>(
      'changeAddress',
    ),
  },
  actions: {
    /** a field typed in: kept, and its message of the last SUBMIT gone */
    editField: assign(({ context }, { field, value }: FieldChange) => ({
      fields: { ...context.fields, [field]: value },
      errors: { ...context.errors, [field]: undefined },
    })),
    notify: (_, _params: { message: Message }) => {},
  },
  guards: {
    /** the last SUBMIT left field errors */
    formInvalid: ({ context }) => Object.values(context.errors).some(Boolean),
  },
}).createMachine({
  id: 'shippingInfo',
  context: ({ input }) => ({
    item: input.item,
    fields: {
      postalCode: input.item.postalCode,
      address: input.item.address,
      detailAddress: input.item.detailAddress,
      telephone: input.item.telephone,
    },
    errors: {},
    error: null,
    saved: false,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'FIELD.CHANGE': { actions: { type: 'editField', params: ({ event }) => event } },
        SEARCH: 'searching',
        SUBMIT: {
          target: 'validating',
          actions: assign({
            errors: ({ context }) => validateShipping(context.fields),
            error: null,
          }),
        },
        CLOSE: 'cancelled',
      },
    },
    /** the fields were checked once, on SUBMIT: stay with the errors or save */
    validating: {
      always: [{ guard: 'formInvalid', target: 'editing' }, { target: 'saving' }],
    },
    searching: {
      invoke: [
        {
          id: 'searchAddress',
          src: 'searchAddress',
          onDone: {
            target: 'editing',
            actions: assign(({ context, event }) =>
              event.output
                ? {
                    fields: applyPickedAddress(context.fields, event.output),
                    errors: { ...context.errors, postalCode: undefined, address: undefined },
                  }
                : {},
            ),
          },
          onError: 'editing',
        },
        OWN_INDICATOR,
      ],
    },
    saving: {
      invoke: [
        {
          id: 'changeAddress',
          src: 'changeAddress',
          input: ({ context }) => ({
            checkupNo: context.item.checkupNo,
            fields: {
              postalCode: context.fields.postalCode.trim(),
              address: context.fields.address.trim(),
              detailAddress: context.fields.detailAddress.trim(),
              telephone: context.fields.telephone.trim(),
            },
          }),
          onDone: {
            target: 'saved',
            actions: [
              assign({ saved: true }),
              {
                type: 'notify',
                params: ({ context }) => ({
                  message: message('shipping.success', { name: context.item.userName }),
                }),
              },
            ],
          },
          onError: {
            target: 'editing',
            actions: assign({
              error: ({ event }) => failureOf(ERRORS.addressChange, event.error),
            }),
          },
        },
        OWN_INDICATOR,
      ],
    },
    saved: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => ({ saved: context.saved }),
})
