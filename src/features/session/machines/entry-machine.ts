import { setup, enqueueActions } from 'xstate'
import type { SessionUser } from '../../../shared/domain/user'
import { notProvided } from '../../../shared/machines/not-provided'
import { uiIndicator, OWN_INDICATOR } from '../../../shared/machines/own-indicator'
import { entryTarget } from '../domain/login'

/** The machine's types: xstate reads them only when type checking, so the value is empty. */
const types: {
  input?: { orange: boolean }
  context?: { orange: boolean }
} = {}

/** The entry page `/` of S1 §2 and S2 §2.1. */
export const entryMachine = setup({
  types,
  actors: {
    /** told while a state whose view shows its own loading indicator lasts */
    ownIndicator: uiIndicator,
    ensureSession: notProvided<SessionUser | null>('ensureSession'),
  },
  actions: {
    navigate: (_, _params: { to: string; replace?: boolean }) => {},
    rememberHome: (_, _params: { route: string }) => {},
    setOrange: (_, _params: { on: boolean }) => {},
  },
}).createMachine({
  id: 'entry',
  context: ({ input }) => ({ orange: input.orange }),
  initial: 'loading',
  states: {
    loading: {
      invoke: [
        {
          id: 'ensureSession',
          src: 'ensureSession',
          onDone: {
            target: 'done',
            actions: enqueueActions(({ context, event, enqueue }) => {
              const target = entryTarget(event.output, context.orange)
              if (event.output) {
                enqueue({ type: 'setOrange', params: { on: target.orange } })
                enqueue({ type: 'rememberHome', params: { route: target.to } })
              }
              enqueue({ type: 'navigate', params: { to: target.to, replace: true } })
            }),
          },
        },
        OWN_INDICATOR,
      ],
    },
    done: { type: 'final' },
  },
})
