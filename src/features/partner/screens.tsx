import type { ComponentType } from 'react'
import { wiredOnce, type FeatureContext } from '../../shared/machines/wire-context'
import type { PageActors, PageEntry } from '../../shared/views/feature'
import CallbackPage from './views/callback-page'
import GreetingPage from './views/greeting-page'
import { CouponPage, DownloadPage, FcLinkPage } from './views/link-pages'
import { wirePartner, type PartnerMachines } from './wire'

/** The partner pages' machines, wired once per portal for all five routes (issue 8). */
const wired = wiredOnce(wirePartner)

/** A partner page's mount: its screen and its page actor, started with what the address holds. */
const mount =
  (Screen: ComponentType, actors: (m: PartnerMachines, entry: PageEntry) => PageActors) =>
  (ctx: FeatureContext) => {
    const deps = wired(ctx)
    return { deps, Screen, actors: (entry: PageEntry) => actors(deps, entry) }
  }

/** The partner pages' route chunk (S2 §2.5): /ol/Callback, /ol/Greeting, /li/*, /F/{linkCode}. */
export const mountCallback = wiredOnce(
  mount(CallbackPage, (m, { search }) => ({
    callback: { logic: m.callback, input: { sid: search.get('sid') } },
  })),
)
export const mountGreeting = wiredOnce(
  mount(GreetingPage, (m) => ({ greeting: { logic: m.greeting } })),
)
export const mountCoupon = wiredOnce(
  mount(CouponPage, (m, { search }) => ({
    coupon: { logic: m.coupon, input: { code: search.get('code') } },
  })),
)
export const mountDownload = wiredOnce(
  mount(DownloadPage, (m, { search }) => ({
    pdfDownload: { logic: m.pdfDownload, input: { code: search.get('code') } },
  })),
)
export const mountFcLink = wiredOnce(
  mount(FcLinkPage, (m, { params }) => ({
    fcLink: { logic: m.fcLink, input: { linkCode: params.linkCode ?? '' } },
  })),
)
