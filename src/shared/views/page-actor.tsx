import { createContext, useContext, type ReactNode } from 'react'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom, AnyActorRef, AnyStateMachine, EventFromLogic } from 'xstate'

const PageActorsContext = createContext<Record<string, AnyActorRef> | null>(null)

/** The shown page's actors (children of the portal root), for its screen; `src/app` provides them. */
export function PageActorsProvider({
  actors,
  children,
}: {
  actors: Record<string, AnyActorRef>
  children: ReactNode
}) {
  return <PageActorsContext.Provider value={actors}>{children}</PageActorsContext.Provider>
}

/**
 * One of the shown page's actors by the name its route declares (`MountedRoute.actors`): the
 * portal root started it when the route was shown and stops it when the route is left.
 */
export function usePageActor<TMachine extends AnyStateMachine>(
  name: string,
): ActorRefFrom<TMachine> {
  const actor = useContext(PageActorsContext)?.[name]
  if (!actor) throw new Error(`the page actor '${name}' was not started for this route`)
  // the route declares which machine runs under a name; the context holds the actors of every
  // route, so their types meet only here
  return actor as ActorRefFrom<TMachine>
}

/**
 * A page actor's state and its `send`, as a view reads them (`const [state, send] = usePage<typeof
 * giftMachine>('gift')`); it renders again on each of the actor's snapshots.
 */
export function usePage<TMachine extends AnyStateMachine>(
  name: string,
): [PageSnapshot<TMachine>, (event: EventFromLogic<TMachine>) => void, ActorRefFrom<TMachine>] {
  const actor = usePageActor<TMachine>(name)
  const ref: AnyActorRef = actor
  const state = useSelector(actor, (s) => s)
  return [state, ref.send, actor]
}

/** A page actor's snapshot, as its `getSnapshot` gives it: the machine's `SnapshotFrom`. */
export type PageSnapshot<TMachine extends AnyStateMachine> =
  ActorRefFrom<TMachine> extends { getSnapshot(): infer TSnapshot } ? TSnapshot : undefined
