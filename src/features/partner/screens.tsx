import type { ComponentType } from 'react'
import { wiredOnce, type FeatureContext } from '../../shared/machines/wire-context'
import { PartnerViews } from './views/deps'
import CallbackPage from './views/callback-page'
import GreetingPage from './views/greeting-page'
import { CouponPage, DownloadPage, FcLinkPage } from './views/link-pages'
import { wirePartner } from './wire'

/** The partner pages' machines, wired once per portal for all five routes (issue 8). */
const wired = wiredOnce(wirePartner)

const mount = (Page: ComponentType) => (ctx: FeatureContext) => {
  const deps = wired(ctx)
  function PartnerScreen() {
    return (
      <PartnerViews value={deps}>
        <Page />
      </PartnerViews>
    )
  }
  return { deps, Screen: PartnerScreen }
}

/** The partner pages' route chunk (S2 §2.5): /ol/Callback, /ol/Greeting, /li/*, /F/{linkCode}. */
export const mountCallback = wiredOnce(mount(CallbackPage))
export const mountGreeting = wiredOnce(mount(GreetingPage))
export const mountCoupon = wiredOnce(mount(CouponPage))
export const mountDownload = wiredOnce(mount(DownloadPage))
export const mountFcLink = wiredOnce(mount(FcLinkPage))
