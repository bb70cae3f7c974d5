import {
  enqueueActions,
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
  /** usage rights were spent or gained: the session's usable count is this now */
  | { type: 'USABLE_COUNT.CHANGED'; usableCount: number }
  /** something created notifications: the bell loads them again */
  | { type: 'NOTIFICATIONS.CHANGED' }
  /** the usable count changed on the server by an amount not known here (a deposit arrived):
   * the session reads the user again */
  | { type: 'USABLE_COUNT.STALE' }
  /** a virtual account was issued: the message line reads it at once */
  | { type: 'VBANK.CHANGED' }

/** A machine's `setUsableCount` action as a report to the portal root. */
export const reportUsableCount = <TContext extends MachineContext, TEvent extends EventObject>(
  portal: PortalRef,
) =>
  sendTo<TContext, TEvent, { usableCount: number }, AnyActorRef, TEvent>(
    portal,
    (_: unknown, params: { usableCount: number }): PortalReport => ({
      type: 'USABLE_COUNT.CHANGED',
      usableCount: params.usableCount,
    }),
  )

/** A machine's `usableCountStale` action as a report to the portal root. */
export const reportUsableCountStale = <TContext extends MachineContext, TEvent extends EventObject>(
  portal: PortalRef,
) =>
  sendTo<TContext, TEvent, NonReducibleUnknown, AnyActorRef, TEvent>(portal, (): PortalReport => ({
    type: 'USABLE_COUNT.STALE',
  }))

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
