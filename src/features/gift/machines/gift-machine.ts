import { toggleColumn, type ListViewEvent } from '../../../shared/machines/list-view'
import { assign, setup } from 'xstate'
import type { Message } from '../../../shared/domain/messages'
import { message } from '../../../shared/domain/messages'
import { FAILURE_GUARDS, failureOf } from '../../../shared/machines/failure'
import { notProvided } from '../../../shared/machines/not-provided'
import { uiIndicator, OWN_INDICATOR } from '../../../shared/machines/own-indicator'
import { clampGiftQuantity, giftTotal, validateGift, validateTarget } from '../domain/gift'
import { ERRORS } from '../domain/errors'
import type { GiftLine, GiftReceiver, LicenseItem } from '../services/contract'

export interface GiftContext {
  /** the caller's license items (S1 §3) */
  items: LicenseItem[]
  /** licenseId -> the quantity to gift, always within 0..the item's gift quantity (S1 §5) */
  quantities: Record<number, number>
  targetId: string
  /** the employee the check confirmed for `targetId`; cleared when the id changes */
  receiver: GiftReceiver | null
  /** what the check or the rules say about the target id */
  targetError: Message | null
  /** what the rules or the gift say about the rest (usable count, quantities) */
  error: Message | null
  /** why the items could not be loaded (405: the account cannot gift) */
  loadError: Message | null
  /** a SUBMIT asked for the check: once the receiver is known, ask for confirmation */
  confirmAfterCheck: boolean
  /** the columns of the items grid the user hid (issue 31) */
  hidden: string[]
  /** who gifts: the hidden columns are kept for this user (issue 31) */
  userId: string | null
}

export type GiftEvent =
  | { type: 'TARGET.CHANGE'; value: string }
  | { type: 'CHECK' }
  | { type: 'QUANTITY.CHANGE'; licenseId: number; value: number }
  | { type: 'SUBMIT'; usableCount: number }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' }
  | Extract<ListViewEvent, { type: 'COLUMN.TOGGLE' }>

/** S1 §8: the account cannot gift */
const CANNOT_GIFT = 405
/** S1 §8: the id was not found */
const NOT_FOUND = 404
/** the contract's 400: a gift the server refused (its quantities, once the id was checked) */
const REFUSED = 400

/** The quantities of the items, each clamped to what the item may give now (0 for a new one). */
const clampedTo = (items: readonly LicenseItem[], previous: Record<number, number> = {}) =>
  Object.fromEntries(
    items.map((item) => [
      item.licenseId,
      clampGiftQuantity(previous[item.licenseId] ?? 0, item.giftQuantity),
    ]),
  )

/** The quantities in item order, as the rules read them. */
export const quantitiesOf = (context: Pick<GiftContext, 'items' | 'quantities'>): number[] =>
  context.items.map((item) => context.quantities[item.licenseId] ?? 0)

/** The lines a gift sends: the items with a quantity above 0. */
export const linesOf = (context: Pick<GiftContext, 'items' | 'quantities'>): GiftLine[] =>
  context.items
    .map((item) => ({
      licenseId: item.licenseId,
      quantity: context.quantities[item.licenseId] ?? 0,
    }))
    .filter((line) => line.quantity > 0)

/** How many usage rights the chosen quantities move. */
export const totalOf = (context: Pick<GiftContext, 'items' | 'quantities'>): number =>
  giftTotal(quantitiesOf(context))

/** A rule about the target id is said at the id field; the others under the items. */
const isTargetMessage = (m: Message | null): boolean =>
  m !== null && (m.key === 'gift.targetRequired' || m.key === 'gift.targetTooLong')

/** The machine's types: xstate reads them only when type checking, so the value is empty. */
const types: {
  context?: GiftContext
  events?: GiftEvent
  input?: { hidden?: readonly string[]; userId?: string } | void
} = {}

/**
 * Gifting usage rights to an employee (S1 §2 gift, §5, §6, §8): the caller's license items are
 * loaded (405: the account cannot gift, and the page says so; the session reads the usable count
 * again); the receiver's id is checked (checkUser: the name is shown; 400, 404, 405 said at the
 * field); each quantity is clamped to 0..the item's gift quantity; SUBMIT applies the rules in the
 * spec's order (usable count not 0, the id, one quantity above 0), checks an unchecked id first,
 * and asks for confirmation with the name and the total; one gift per confirmation. On success the
 * usable count is the answer's, the id and quantities are cleared and the items loaded again; a
 * 400 (quantities out of date) loads them again too.
 */
export const giftMachine = setup({
  types,
  actors: {
    ownIndicator: uiIndicator,
    load: notProvided<LicenseItem[]>('load'),
    checkUser: notProvided<GiftReceiver, { employeeId: string }>('checkUser'),
    gift: notProvided<{ usableCount: number }, { employeeId: string; items: GiftLine[] }>('gift'),
  },
  guards: {
    ...FAILURE_GUARDS,
    /** the target id breaks a rule (S1 §5): said at the field, not checked */
    targetRefused: ({ context }) => validateTarget(context.targetId) !== null,
    /** the last SUBMIT or CHECK left a message */
    invalid: ({ context }) => context.error !== null || context.targetError !== null,
    /** the id was checked since it last changed */
    checked: ({ context }) => context.receiver !== null,
    confirmAfterCheck: ({ context }) => context.confirmAfterCheck,
  },
  actions: {
    /** S1 §5: a quantity is clamped to 0..the item's gift quantity as it is typed */
    setQuantity: assign(({ context, event }) => {
      if (event.type !== 'QUANTITY.CHANGE') return {}
      const item = context.items.find((i) => i.licenseId === event.licenseId)
      if (!item) return {}
      return {
        quantities: {
          ...context.quantities,
          [item.licenseId]: clampGiftQuantity(event.value, item.giftQuantity),
        },
        error: null,
      }
    }),
    notify: (_, _params: { message: Message; tone?: 'info' | 'success' | 'error' }) => {},
    /** the caller's usable count is this now (the answer of the gift) */
    setUsableCount: (_, _params: { usableCount: number }) => {},
    /** the usable count may have changed elsewhere: the session reads it again */
    usableCountStale: () => {},
    /** the columns the user hid, kept per user */
    keepColumns: (_, _params: { hidden: readonly string[] }) => {},
  },
}).createMachine({
  id: 'gift',
  context: ({ input }) => ({
    items: [],
    quantities: {},
    targetId: '',
    receiver: null,
    targetError: null,
    error: null,
    loadError: null,
    confirmAfterCheck: false,
    hidden: [...(input?.hidden ?? [])],
    userId: input?.userId ?? null,
  }),
  // the column chooser works in every state: it changes only what the grid draws
  on: {
    'COLUMN.TOGGLE': {
      actions: [
        assign({ hidden: ({ context, event }) => toggleColumn(context.hidden, event.column) }),
        { type: 'keepColumns', params: ({ context }) => ({ hidden: context.hidden }) },
      ],
    },
  },
  initial: 'loading',
  states: {
    loading: {
      entry: ['usableCountStale', assign({ loadError: null })],
      invoke: [
        {
          id: 'load',
          src: 'load',
          onDone: {
            target: 'ready',
            actions: assign({
              items: ({ event }) => event.output,
              quantities: ({ event }) => clampedTo(event.output),
            }),
          },
          onError: [
            {
              guard: {
                type: 'statusIs',
                params: ({ event }) => ({ error: event.error, status: CANNOT_GIFT }),
              },
              target: 'refused',
              actions: assign({
                loadError: ({ event }) => failureOf(ERRORS.licenseList, event.error),
              }),
            },
            {
              target: 'failed',
              actions: assign({
                loadError: ({ event }) => failureOf(ERRORS.licenseList, event.error),
              }),
            },
          ],
        },
        OWN_INDICATOR,
      ],
    },
    /** S1 §6, §8: the account cannot gift; the page says so and offers nothing else */
    refused: { type: 'final' },
    failed: { on: { RETRY: 'loading' } },
    ready: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'TARGET.CHANGE': {
              actions: assign({
                targetId: ({ event }) => event.value,
                receiver: null,
                targetError: null,
              }),
            },
            'QUANTITY.CHANGE': { actions: 'setQuantity' },
            CHECK: [
              {
                guard: 'targetRefused',
                actions: assign({ targetError: ({ context }) => validateTarget(context.targetId) }),
              },
              {
                target: 'checking',
                actions: assign({ confirmAfterCheck: false, targetError: null }),
              },
            ],
            SUBMIT: {
              target: 'validating',
              actions: assign(({ context, event }) => {
                const verdict = validateGift({
                  targetId: context.targetId,
                  quantities: quantitiesOf(context),
                  usableCount: event.usableCount,
                })
                return isTargetMessage(verdict)
                  ? { targetError: verdict, error: null }
                  : { targetError: null, error: verdict }
              }),
            },
          },
        },
        /** the rules were applied once, on SUBMIT: stay with the message, check the id, or confirm */
        validating: {
          always: [
            { guard: 'invalid', target: 'editing' },
            { guard: 'checked', target: 'confirming' },
            { target: 'checking', actions: assign({ confirmAfterCheck: true }) },
          ],
        },
        checking: {
          invoke: [
            {
              id: 'checkUser',
              src: 'checkUser',
              input: ({ context }) => ({ employeeId: context.targetId.trim() }),
              onDone: [
                {
                  guard: 'confirmAfterCheck',
                  target: 'confirming',
                  actions: assign({ receiver: ({ event }) => event.output }),
                },
                { target: 'editing', actions: assign({ receiver: ({ event }) => event.output }) },
              ],
              onError: {
                target: 'editing',
                actions: assign({
                  receiver: null,
                  targetError: ({ event }) => failureOf(ERRORS.giftCheckUser, event.error),
                }),
              },
            },
            OWN_INDICATOR,
          ],
          on: {
            // another id: the check of the old one no longer matters
            'TARGET.CHANGE': {
              target: 'editing',
              actions: assign({
                targetId: ({ event }) => event.value,
                receiver: null,
                targetError: null,
              }),
            },
            'QUANTITY.CHANGE': { actions: 'setQuantity' },
          },
        },
        confirming: {
          on: {
            CONFIRM: 'giving',
            CANCEL: 'editing',
          },
        },
        giving: {
          invoke: [
            {
              id: 'gift',
              src: 'gift',
              input: ({ context }) => ({
                employeeId: context.targetId.trim(),
                items: linesOf(context),
              }),
              onDone: {
                target: 'refreshing',
                actions: [
                  {
                    type: 'setUsableCount',
                    params: ({ event }) => ({ usableCount: event.output.usableCount }),
                  },
                  {
                    type: 'notify',
                    params: ({ context }) => ({
                      message: message('gift.success', {
                        name: context.receiver?.name ?? context.targetId.trim(),
                        total: totalOf(context),
                      }),
                      tone: 'success' as const,
                    }),
                  },
                  assign(({ context }) => ({
                    targetId: '',
                    receiver: null,
                    quantities: clampedTo(context.items),
                  })),
                ],
              },
              onError: [
                {
                  guard: {
                    type: 'statusIs',
                    params: ({ event }) => ({ error: event.error, status: NOT_FOUND }),
                  },
                  target: 'editing',
                  actions: assign({
                    receiver: null,
                    targetError: ({ event }) => failureOf(ERRORS.gift, event.error),
                  }),
                },
                {
                  // quantities out of date: what the page shows is loaded again
                  guard: {
                    type: 'statusIs',
                    params: ({ event }) => ({ error: event.error, status: REFUSED }),
                  },
                  target: 'refreshing',
                  actions: assign({ error: ({ event }) => failureOf(ERRORS.gift, event.error) }),
                },
                {
                  target: 'editing',
                  actions: assign({ error: ({ event }) => failureOf(ERRORS.gift, event.error) }),
                },
              ],
            },
            OWN_INDICATOR,
          ],
        },
        /** the items again after a gift (quantities moved) or a refusal (they were out of date) */
        refreshing: {
          invoke: [
            {
              id: 'load',
              src: 'load',
              onDone: {
                target: 'editing',
                actions: assign({
                  items: ({ event }) => event.output,
                  quantities: ({ context, event }) => clampedTo(event.output, context.quantities),
                }),
              },
              onError: [
                {
                  guard: {
                    type: 'statusIs',
                    params: ({ event }) => ({ error: event.error, status: CANNOT_GIFT }),
                  },
                  target: '#gift.refused',
                  actions: assign({
                    loadError: ({ event }) => failureOf(ERRORS.licenseList, event.error),
                  }),
                },
                {
                  target: 'editing',
                  actions: assign({
                    error: ({ event }) => failureOf(ERRORS.licenseList, event.error),
                  }),
                },
              ],
            },
            OWN_INDICATOR,
          ],
        },
      },
    },
  },
})
