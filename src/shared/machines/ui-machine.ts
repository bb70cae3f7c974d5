import { assertEvent, assign, not, setup } from 'xstate'
import type { Message } from '../domain/messages'

/** Layout mode breakpoint. S1 §4, §9. */
export const MOBILE_BREAKPOINT_PX = 1024
/** Scroll offset past which the scrolled flag turns on. */
export const SCROLLED_THRESHOLD_PX = 10

export type SnackbarTone = 'info' | 'success' | 'error'
export interface Snackbar {
  message: Message
  tone: SnackbarTone
  /** increases with every snackbar so a repeated message shows again */
  seq: number
}

/**
 * What the error page shows (S2 §2.6): a status and a message, and a detail appended to it (the
 * partner callback appends the sid, S2 §8).
 */
export interface ShownError {
  status: number
  message: Message
  detail?: string
}

export interface UiContext {
  /** API calls in flight, never below 0 (S1 §4) */
  pending: number
  /** the loading indicators screen parts show of their own now (their ids) */
  indicators: string[]
  snackbar: Snackbar | null
  layout: 'mobile' | 'pc'
  scrolled: boolean
  seq: number
  drawerOpen: boolean
  /** what the error page shows (S2 §2.6, client error state) */
  error: ShownError | null
}

export type UiEvent =
  | { type: 'REQUEST.START' }
  | { type: 'REQUEST.END' }
  /** a screen part shows a loading indicator of its own (`ownIndicator` in effects.ts) */
  | { type: 'INDICATOR.SHOW'; id: string }
  | { type: 'INDICATOR.HIDE'; id: string }
  | { type: 'SNACKBAR.SHOW'; message: Message; tone?: SnackbarTone }
  | { type: 'SNACKBAR.HIDE' }
  | { type: 'VIEWPORT.RESIZE'; width: number }
  | { type: 'VIEWPORT.SCROLL'; y: number }
  | { type: 'DRAWER.OPEN' }
  | { type: 'DRAWER.CLOSE' }
  | ({ type: 'ERROR.SET' } & ShownError)

/** Layout mode of S1 §4: mobile below 1024 px, else pc. */
export const layoutFor = (width: number): UiContext['layout'] =>
  width < MOBILE_BREAKPOINT_PX ? 'mobile' : 'pc'

/**
 * One loading indicator at a time: the overlay shows while an API call runs and no screen part
 * shows an indicator of its own (docs/architecture.md, "One loading indicator").
 */
export const overlayWanted = (context: Pick<UiContext, 'pending' | 'indicators'>): boolean =>
  context.pending > 0 && context.indicators.length === 0

/** The ui machine's types: xstate reads them for inference only, the value is never used. */
const UI_TYPES: { context?: UiContext; events?: UiEvent; input?: { width: number } } = {}

/**
 * The shell's own state: the loading overlay (the request counter and the indicators screen parts
 * show of their own), snackbar, layout mode, scrolled flag.
 */
export const uiMachine = setup({
  types: UI_TYPES,
  delays: {
    snackbarTimeout: 4000,
  },
  guards: {
    overlayWanted: ({ context }) => overlayWanted(context),
    /** the screen part shows no indicator of its own yet: one per part */
    newIndicator: ({ context, event }) => {
      assertEvent(event, 'INDICATOR.SHOW')
      return !context.indicators.includes(event.id)
    },
  },
}).createMachine({
  id: 'ui',
  context: ({ input }) => ({
    pending: 0,
    indicators: [],
    snackbar: null,
    layout: layoutFor(input.width),
    scrolled: false,
    seq: 0,
    drawerOpen: false,
    error: null,
  }),
  type: 'parallel',
  on: {
    'REQUEST.START': { actions: assign({ pending: ({ context }) => context.pending + 1 }) },
    'REQUEST.END': {
      actions: assign({ pending: ({ context }) => Math.max(0, context.pending - 1) }),
    },
    'INDICATOR.SHOW': {
      guard: 'newIndicator',
      actions: assign({ indicators: ({ context, event }) => [...context.indicators, event.id] }),
    },
    'INDICATOR.HIDE': {
      actions: assign({
        indicators: ({ context, event }) => context.indicators.filter((id) => id !== event.id),
      }),
    },
    'VIEWPORT.RESIZE': { actions: assign({ layout: ({ event }) => layoutFor(event.width) }) },
    'VIEWPORT.SCROLL': {
      actions: assign({ scrolled: ({ event }) => event.y > SCROLLED_THRESHOLD_PX }),
    },
    'DRAWER.OPEN': { actions: assign({ drawerOpen: true }) },
    'DRAWER.CLOSE': { actions: assign({ drawerOpen: false }) },
    'ERROR.SET': {
      actions: assign({
        error: ({ event }) => ({
          status: event.status,
          message: event.message,
          ...(event.detail === undefined ? {} : { detail: event.detail }),
        }),
      }),
    },
  },
  states: {
    /** the global loading overlay (S1 §4), only when no screen part shows its own indicator */
    overlay: {
      initial: 'hidden',
      states: {
        hidden: { always: { guard: 'overlayWanted', target: 'shown' } },
        shown: { always: { guard: not('overlayWanted'), target: 'hidden' } },
      },
    },
    snackbar: {
      initial: 'hidden',
      on: {
        'SNACKBAR.SHOW': {
          target: '.visible',
          reenter: true,
          actions: assign(({ context, event }) => ({
            seq: context.seq + 1,
            snackbar: { message: event.message, tone: event.tone ?? 'info', seq: context.seq + 1 },
          })),
        },
      },
      states: {
        hidden: {},
        visible: {
          after: { snackbarTimeout: { target: 'hidden', actions: assign({ snackbar: null }) } },
          on: { 'SNACKBAR.HIDE': { target: 'hidden', actions: assign({ snackbar: null }) } },
        },
      },
    },
  },
})
