import { StateMachine, type AnyStateMachine } from 'xstate'

/**
 * Every machine definition of the portal by its id, for the statechart inspector of development
 * builds (decision 044): it draws a machine of a journal loaded from another browser, whose actor
 * is not running here. Loaded by `import()` in development builds only (create-portal.ts); the
 * composition root may read every feature, which the inspector (a shell view) may not.
 */
const modules = import.meta.glob<Record<string, unknown>>(
  [
    '../features/*/machines/*.ts',
    '../shared/machines/*.ts',
    './portal-machine.ts',
    '!**/*.test.ts',
  ],
  { eager: true },
)

export const MACHINES: Readonly<Record<string, AnyStateMachine>> = Object.fromEntries(
  Object.values(modules)
    .flatMap((exports) => Object.values(exports))
    .filter((value): value is AnyStateMachine => value instanceof StateMachine)
    .map((machine) => [machine.id, machine]),
)
