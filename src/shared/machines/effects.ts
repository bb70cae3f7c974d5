import {
  enqueueActions,
  sendParent,
  sendTo,
  type AnyActorRef,
  type EventObject,
  type MachineContext,
  type NonReducibleUnknown,
  type ParameterizedObject,
  type ProvidedActor,
} from 'xstate'
import { message, type Message } from '../domain/messages'
import type { DownloadedFile } from '../services/http-client'
import type { SnackbarTone, UiEvent } from './ui-machine'

/** The portal's root actor, read when an action runs. */
export type PortalRef = () => AnyActorRef

/** The systemId of the ui actor (snackbar, overlay, drawer, layout). */
export const UI_SYSTEM_ID = 'ui'

/**
 * The systemId of the session actor: the one owner of the signed-in user and their usable count
 * (issue 26). Every actor of the system tells it a new count; every view reads it there.
 */
export const SESSION_SYSTEM_ID = 'session'

/** What the session takes from the other actors about the usable count. */
export type UsableCountEvent =
  /** usage rights were spent or gained: the count is this now */
  | { type: 'USABLE_COUNT.SET'; usableCount: number }
  /** the count changed on the server by an amount not known here (a deposit arrived): read the
   * user again */
  | { type: 'REFRESH' }

export interface NotifyParams {
  message: Message
  tone?: SnackbarTone
}

/**
 * A machine's `notify` action as a message to the ui actor, so the inspector and the journal see
 * it: `actions: { notify: notifyUi(ctx.portal, 'error') }` (the tone when the machine gives none).
 */
export const notifyUi = <TContext extends MachineContext, TEvent extends EventObject>(
  portal: PortalRef,
  fallback: SnackbarTone = 'info',
) =>
  sendTo<TContext, TEvent, NotifyParams, AnyActorRef, TEvent>(
    () => portal().system.get(UI_SYSTEM_ID),
    (_: unknown, params: NotifyParams): UiEvent => ({
      type: 'SNACKBAR.SHOW',
      message: params.message,
      tone: params.tone ?? fallback,
    }),
  )

/** What page and app-bar actors tell the portal root, which forwards it to whom it concerns. */
export type PortalReport =
  /** something created notifications: the bell loads them again */
  | { type: 'NOTIFICATIONS.CHANGED' }
  /** a virtual account was issued: the message line reads it at once */
  | { type: 'VBANK.CHANGED' }

/** The session actor of the system the acting actor is in. */
const sessionIn = ({ system }: { system: { get: (id: string) => AnyActorRef | undefined } }) => {
  const session = system.get(SESSION_SYSTEM_ID)
  // sendTo sends to the actor itself when the target is missing: never let it
  if (!session) throw new Error('no session actor in this system')
  return session
}

/** A machine's `setUsableCount` action: the new count, told straight to the session. */
export const tellUsableCount = <TContext extends MachineContext, TEvent extends EventObject>() =>
  sendTo<TContext, TEvent, { usableCount: number }, AnyActorRef, TEvent>(
    sessionIn,
    (_: unknown, params: { usableCount: number }): UsableCountEvent => ({
      type: 'USABLE_COUNT.SET',
      usableCount: params.usableCount,
    }),
  )

/** A machine's `usableCountStale` action: the session reads the user (and the count) again. */
export const tellUsableCountStale = <
  TContext extends MachineContext,
  TEvent extends EventObject,
>() =>
  sendTo<TContext, TEvent, NonReducibleUnknown, AnyActorRef, TEvent>(
    sessionIn,
    (): UsableCountEvent => ({ type: 'REFRESH' }),
  )

/**
 * A page machine's `back` action: the root shows the page shown before this one for the same
 * user in this window, or home (`PAGE.BACK`). A page actor is the root's child.
 */
export const backToPreviousPage = <TContext extends MachineContext, TEvent extends EventObject>() =>
  sendParent<TContext, TEvent, NonReducibleUnknown, { type: 'PAGE.BACK' }, TEvent>({
    type: 'PAGE.BACK',
  })

/** A machine's `notificationsChanged` action as a report to the portal root. */
export const reportNotificationsChanged = <
  TContext extends MachineContext,
  TEvent extends EventObject,
>(
  portal: PortalRef,
) =>
  sendTo<TContext, TEvent, NonReducibleUnknown, AnyActorRef, TEvent>(portal, (): PortalReport => ({
    type: 'NOTIFICATIONS.CHANGED',
  }))

/**
 * A machine's `saveFile` action: the file is saved (the browser's download) and the ui actor
 * says so. `actions: { saveFile: saveFileAndNotify(ctx.portal, ctx.saveFile) }`.
 */
export const saveFileAndNotify = <
  TContext extends MachineContext,
  TEvent extends EventObject,
  TActor extends ProvidedActor,
  TAction extends ParameterizedObject,
  TGuard extends ParameterizedObject,
  TDelay extends string,
  TEmitted extends EventObject,
>(
  portal: PortalRef,
  save: (file: DownloadedFile) => void,
) =>
  enqueueActions<
    TContext,
    TEvent,
    { file: DownloadedFile },
    TEvent,
    TActor,
    TAction,
    TGuard,
    TDelay,
    TEmitted
  >(({ enqueue }, params) => {
    enqueue(() => save(params.file))
    const shown: UiEvent = {
      type: 'SNACKBAR.SHOW',
      message: message('download.done', { fileName: params.file.fileName }),
      tone: 'success',
    }
    enqueue.sendTo(portal().system.get(UI_SYSTEM_ID), shown)
  })

/** A machine's `vbankChanged` action as a report to the portal root. */
export const reportVbankChanged = <TContext extends MachineContext, TEvent extends EventObject>(
  portal: PortalRef,
) =>
  sendTo<TContext, TEvent, NonReducibleUnknown, AnyActorRef, TEvent>(portal, (): PortalReport => ({
    type: 'VBANK.CHANGED',
  }))
