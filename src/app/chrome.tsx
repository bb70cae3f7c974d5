/**
 * The chrome chunk (issue 8, decisions 022 and 025): the shell of the pages drawn with Chakra (the
 * theme's provider, the layouts with the app bar, drawer and footer) and the app bar's long-lived
 * actors (voucher tools, bell, message line) with their machines, services and messages. The route loader
 * loads it with the first route that has a chunk; the root starts the actors then, so the sign-in
 * page carries none of them.
 */
import { useMemo, type ReactNode } from 'react'
import { useApp } from '../shared/views/app-context'
import type { AnyActorRef } from 'xstate'
import { wiredOnce, type FeatureContext } from '../shared/machines/wire-context'
import { wireNotifications } from '../features/notifications/wire'
import { wireVouchers } from '../features/vouchers/wire'
import {
  UsageCounter,
  VoucherTools,
  VoucherViews,
  messages as voucherMessages,
  type VoucherViewDeps,
} from '../features/vouchers'
import {
  MessageLine,
  NotificationBell,
  NotificationViews,
  messages as notificationMessages,
  type NotificationViewDeps,
} from '../features/notifications'
import * as lists from '../shared/domain/messages/lists'
import * as share from '../shared/domain/messages/share'
import { AppBarPartsProvider, chrome, type AppBarParts } from '../features/shell/chrome'
import type { AppBarActorId, AppBarLogic } from './portal-machine'
import type { MountedChrome } from './route-modules'

/** The messages of every page the chrome draws: the app bar's and the shared list pieces'. */
export const CHROME_MESSAGES: MountedChrome['messages'] = {
  lists,
  share,
  vouchers: voucherMessages,
  notifications: notificationMessages,
}

/** What the shell's app bar shows of the voucher and notification features. */
const APP_BAR_PARTS: AppBarParts = { MessageLine, VoucherTools, UsageCounter, NotificationBell }

export const mountChrome = wiredOnce((ctx: FeatureContext): MountedChrome => {
  const notifications = wireNotifications(ctx)
  const vouchers = wireVouchers(ctx, { newestQrLink: notifications.newestQrLink })
  const appBar: AppBarLogic = {
    voucherBar: vouchers.voucherBar,
    notifications: notifications.notifications,
    messageLine: notifications.messageLine,
  }
  function Frame({ children }: { children: ReactNode }) {
    // the root has started them (APP_BAR.ARRIVED) in its system before any page of the chrome
    // shows; the refs never change once started, so the views get the same objects every render
    const { ui } = useApp()
    const { vouchers: voucherViews, notifications: notificationViews } = useMemo((): {
      vouchers: VoucherViewDeps
      notifications: NotificationViewDeps
    } => {
      const actor = (id: AppBarActorId): AnyActorRef => {
        const ref: AnyActorRef | undefined = ui.system.get(id)
        if (!ref) throw new Error(`the app bar's ${id} has not started`)
        return ref
      }
      return {
        vouchers: { voucherBar: actor('voucherBar') },
        notifications: {
          notifications: actor('notifications'),
          messageLine: actor('messageLine'),
        },
      }
    }, [ui])
    return (
      <chrome.Frame>
        <AppBarPartsProvider value={APP_BAR_PARTS}>
          <VoucherViews value={voucherViews}>
            <NotificationViews value={notificationViews}>{children}</NotificationViews>
          </VoucherViews>
        </AppBarPartsProvider>
      </chrome.Frame>
    )
  }
  return {
    chrome: { Frame, Layout: chrome.Layout },
    appBar,
    messages: CHROME_MESSAGES,
  }
})
