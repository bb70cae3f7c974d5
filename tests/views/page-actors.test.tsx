// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { cleanupRoutes, renderRoute } from '../support/render-route'

afterEach(cleanupRoutes)

describe('page actors live in the one actor system (issue 26)', () => {
  it('starts the page actor as a child of the root when its route is shown and stops it when left', async () => {
    const app = await renderRoute('/v2/Gift', {
      user: 'OL1000011',
      mock: { MOCK_TODAY: '20261122' },
    })
    await screen.findAllByTestId('gift-row')
    const { root, journal } = app.portal
    const gift = root.getSnapshot().context.page!.actors.gift!
    // a child of the root, in its system: the session and the ui actor are found by systemId
    expect(Object.values(root.getSnapshot().children)).toContain(gift)
    expect(gift.system).toBe(root.system)
    expect(journal.entries().some((e) => e.actor === 'gift' && e.parent === 'portal')).toBe(true)

    app.navigate('/v2/Give')
    await screen.findByTestId('give-usable')
    expect(gift.getSnapshot().status).toBe('stopped')
    expect(Object.values(root.getSnapshot().children)).not.toContain(gift)
    const give = root.getSnapshot().context.page!.actors.giveVoucher!
    expect(give.system).toBe(root.system)
    expect(journal.entries().some((e) => e.actor === 'giveVoucher' && e.parent === 'portal')).toBe(
      true,
    )
  })

  it('starts a statistics screen for the viewer who entered', async () => {
    const app = await renderRoute('/v2/Statistics/Gift', { user: 'siteadmin' })
    await screen.findByTestId('statistics-gift')
    const statistics = app.portal.root.getSnapshot().context.page!.actors.statistics!
    expect(statistics.getSnapshot().context).toMatchObject({
      screen: 'gift',
      viewer: { auth: 'A', siteId: 3, branchCode: 'B001' },
    })
  })

  it('starts a partner page actor with what its address holds', async () => {
    const app = await renderRoute('/li/Coupon?code=CP0001')
    await screen.findByTestId('partner-coupon')
    const coupon = app.portal.root.getSnapshot().context.page!.actors.coupon!
    expect(coupon.getSnapshot().context).toMatchObject({ code: 'CP0001' })
  })
})
