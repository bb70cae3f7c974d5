// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
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

  it('the usable count has one owner: a gift changes it in the session, and every reader agrees', async () => {
    const app = await renderRoute('/v2/Gift', {
      user: 'OL1000011',
      mock: { MOCK_TODAY: '20261122' },
    })
    await screen.findAllByTestId('gift-row')
    expect(screen.getByTestId('usage-counter').textContent).toContain('20 회')
    const { root, journal, session } = app.portal
    journal.clear()
    fireEvent.change(screen.getByLabelText('받는 직원 아이디'), { target: { value: 'OL1000012' } })
    fireEvent.change(screen.getByLabelText('프리미엄 건강톡 사용권 1+1 선물할 수량'), {
      target: { value: '2' },
    })
    fireEvent.click(screen.getByTestId('gift-submit'))
    const dialog = await screen.findByTestId('gift-confirm')
    fireEvent.click(within(dialog).getByRole('button', { name: '선물하기' }))
    // the app bar and the gift page read the session's count
    await waitFor(() => expect(screen.getByTestId('gift-usable').textContent).toBe('18 회'))
    expect(screen.getByTestId('usage-counter').textContent).toContain('18 회')
    expect(session.getSnapshot().context.session?.usableCount).toBe(18)
    // the gift actor told the session itself: the root forwarded no count, and the app bar's
    // actors were told nothing of it
    const counts = journal.entries().filter((e) => e.event.type.startsWith('USABLE_COUNT'))
    expect(counts.map((e) => [e.actor, e.event.type])).toEqual([['session', 'USABLE_COUNT.SET']])
    expect(
      journal
        .entries()
        .filter((e) => e.actor === 'voucherBar' && e.event.type.startsWith('SESSION')),
    ).toEqual([])
    for (const child of Object.values(root.getSnapshot().children))
      if (child && child !== session)
        expect(child.getSnapshot().context ?? {}).not.toHaveProperty('usableCount')
    // the give page reads the same count
    app.navigate('/v2/Give')
    expect((await screen.findByTestId('give-usable')).textContent).toBe('18 회')
  })
})
