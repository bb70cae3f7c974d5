import type { ComponentType, ReactNode } from 'react'
import type { AnyActorLogic, AnyActorRef, EventObject } from 'xstate'
import type { RouteTable } from '../domain/routes'
import type { SessionUser } from '../domain/user'
import type { FeatureContext } from '../machines/wire-context'
import { useApp } from './app-context'
import type { CataloguePart } from './feature'

/**
 * What the portal's root tells the app bar's actors of, besides the session (decision 075): a
 * page entered by the same user, the notifications changed by a page, a virtual account issued.
 */
export type AppBarReport = 'PAGE.ENTERED' | 'NOTIFICATIONS.CHANGED' | 'VBANK.CHANGED'

/** The reports an app-bar actor is told of, each as the event it takes (plain data). */
export type AppBarReports = Partial<Record<AppBarReport, EventObject>>

/** What an app-bar actor's input is made from: the portal's own settings. */
export interface AppBarPortal {
  /** hosts a notification link may open */
  linkHosts: readonly string[]
  /** every route's meta */
  routes: RouteTable
}

/**
 * An app-bar actor: long-lived, a child of the root with its id as systemId, started when the
 * chrome arrives. Every one is told `SESSION.ENDED` when the user changes and
 * `SESSION.STARTED { session }` when one is signed in (none while the first password is pending).
 */
export interface AppBarActorSpec {
  logic: AnyActorLogic
  input?: (portal: AppBarPortal) => unknown
  on?: AppBarReports
}

/** The session an app-bar actor is told of. */
export type AppBarSessionEvent =
  { type: 'SESSION.ENDED' } | { type: 'SESSION.STARTED'; session: SessionUser }

/**
 * A part of the shell's app bar (S1 §2), drawn while a user is signed in: in the tools row (the
 * message line, the voucher tools) or at the end beside the drawer button (the usage counter,
 * the bell), by `order` within its slot. A part decides from the session whether it shows.
 */
export interface AppBarPart {
  slot: 'tools' | 'end'
  order: number
  Part: ComponentType<{ session: SessionUser }>
}

/**
 * A feature's share of the app bar (`src/features/<name>/app-bar.tsx`, exported as `appBar`):
 * the chrome chunk finds every one by its file name (decision 075), so neither `src/app` nor
 * the shell names the features the app bar shows.
 */
export interface AppBarFeature {
  /** its long-lived actors by id, wired once with the portal's context */
  actors(ctx: FeatureContext): Record<string, AppBarActorSpec>
  parts: readonly AppBarPart[]
  /** gives its parts' views their actors (each read from the system by its id) */
  Views?: ComponentType<{ children: ReactNode }>
  /** the words its parts show: in the chrome's messages */
  messages: CataloguePart
}

/**
 * An app-bar actor as a feature's views read it: the root has started it in its system before
 * any page of the chrome shows, and a ref never changes once started.
 */
export function useAppBarActor(id: string): AnyActorRef {
  const { ui } = useApp()
  const ref: AnyActorRef | undefined = ui.system.get(id)
  if (!ref) throw new Error(`the app bar's ${id} has not started`)
  return ref
}
