import { createActor, toPromise, type AnyStateMachine, type PromiseActorLogic } from 'xstate'
import { PATHS, type RouteId } from '../../src/shared/domain/routes'
import type { PageEntry } from '../../src/shared/views/feature'

/** The actors a machine declares (`setup({ actors })`), by `src`, each with its logic's type. */
type DeclaredActors<M extends AnyStateMachine> = NonNullable<Parameters<M['provide']>[0]['actors']>

/**
 * The actor `src` as a route chunk or a wire provides it to `machine` (a call of the contract, a
 * service's rule), typed as the machine declares it: the call the machine would invoke.
 */
export function wiredActor<M extends AnyStateMachine, S extends keyof DeclaredActors<M> & string>(
  machine: M,
  src: S,
): NonNullable<DeclaredActors<M>[S]> {
  const logic = machine.implementations.actors[src]
  if (!logic || 'src' in logic) throw new Error(`${src} is not provided to ${machine.id}`)
  return logic as NonNullable<DeclaredActors<M>[S]>
}

/** A promise actor run once with `input`: its output, or its failure (the client's ApiError). */
export const runActor = <TOutput, TInput>(
  logic: PromiseActorLogic<TOutput, TInput>,
  input: NoInfer<TInput>,
): Promise<TOutput> => toPromise(createActor(logic, { input }).start())

/** The route `routeId` entered on `today` by nobody signed in: what a route chunk's page actors read. */
export const entryOf = (routeId: RouteId, today: Date): PageEntry => ({
  routeId,
  path: PATHS[routeId],
  params: {},
  search: new URLSearchParams(),
  session: null,
  today,
})
