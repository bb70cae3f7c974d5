// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { cleanupRoutes, renderRoute } from '../support/render-route'
import type * as FooterModule from '../../src/features/shell/views/footer'

afterEach(cleanupRoutes)

// the layout's footer, its renders counted (it draws as it always does)
const footerRenders = vi.hoisted(() => ({ count: 0 }))
vi.mock('../../src/features/shell/views/footer', async (importActual) => {
  const actual = await importActual<typeof FooterModule>()
  return {
    ...actual,
    Footer: function CountedFooter() {
      footerRenders.count++
      return actual.Footer()
    },
  }
})

describe('the address query (issue 45, decision 065)', () => {
  it('a list writing its view into the address redraws the title, not the layout (issue 45)', async () => {
    const app = await renderRoute('/v2/Dashboard', { user: 'fc0001' })
    await screen.findAllByTestId('checkup-row')
    await waitFor(() => expect(app.location).toBe('/v2/Dashboard'))
    const before = footerRenders.count
    expect(before).toBeGreaterThan(0)
    // the query alone changes, as the list's view does: not a new page
    app.navigate('/v2/Dashboard?page=2', { replace: true })
    expect(screen.getByTestId('page-title').textContent).toBe('리포트 발급 내역')
    expect(footerRenders.count).toBe(before)
    // a new path is a new page: the layout is drawn for it
    app.navigate('/v2/Give')
    expect(await screen.findByTestId('give-usable')).toBeTruthy()
    expect(footerRenders.count).toBeGreaterThan(before)
  })
})
