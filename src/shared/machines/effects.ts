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

/** The systemId of the portal's root actor: it forwards what one actor reports to whom it concerns. */
export const PORTAL_SYSTEM_ID = 'portal'

/** The systemId of the ui actor (snackbar, overlay, drawer, layout). */
export const UI_SYSTEM_ID = 'ui'

/** What an action or an actor reads its actor system from. */
interface InSystem {
  system: { get: (id: string) => AnyActorRef | undefined }
}

/**
 * The actor of the acting actor's system under this systemId: every actor of the portal is in
 * the root's system, so none needs a reference handed to it. Throws when it is missing (`sendTo`
 * would send to the acting actor itself).
 */
export const systemActor =
  (systemId: string) =>
  ({ system }: InSystem): AnyActorRef => {
    const actor = system.get(systemId)
    if (!actor) throw new Error(`no actor '${systemId}' in this system`)
    return actor
  }

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
 * it: `actions: { notify: notifyUi('error') }` (the tone when the machine gives none).
 */
export const notifyUi = <TContext extends MachineContext, TEvent extends EventObject>(
  fallback: SnackbarTone = 'info',
) =>
  sendTo<TContext, TEvent, NotifyParams, AnyActorRef, TEvent>(
    systemActor(UI_SYSTEM_ID),
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

/** The session actor of the system a machine runs in (the usable count, `askSession`). */
export const sessionIn = systemActor(SESSION_SYSTEM_ID)

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

/** A machine's report to the portal root (`actions: { vbankChanged: reportToPortal('VBANK.CHANGED') }`). */
export const reportToPortal = <TContext extends MachineContext, TEvent extends EventObject>(
  type: PortalReport['type'],
) =>
  sendTo<TContext, TEvent, NonReducibleUnknown, AnyActorRef, TEvent>(
    systemActor(PORTAL_SYSTEM_ID),
    (): PortalReport => ({ type }),
  )

/**
 * A machine's `saveFile` action: the file is saved (the browser's download) and the ui actor
 * says so. `actions: { saveFile: saveFileAndNotify(ctx.saveFile) }`.
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
  >(({ enqueue, system }, params) => {
    enqueue(() => save(params.file))
    const shown: UiEvent = {
      type: 'SNACKBAR.SHOW',
      message: message('download.done', { fileName: params.file.fileName }),
      tone: 'success',
    }
    enqueue.sendTo(systemActor(UI_SYSTEM_ID)({ system }), shown)
  })
