import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { ScreenDrivers } from '../../../support/screen-drivers'

/** How the admin dashboard makes each of its calls (issue 30's on-screen matrix). */
export const DRIVERS: ScreenDrivers = {
  // adminp (P) lands on the admin dashboard, which lists the last month as it opens
  adminList: { path: '/Admin/Dashboard', user: 'adminp' },
  adminPdf: {
    path: '/Admin/Dashboard',
    user: 'adminp',
    ready: async () => void (await screen.findAllByTestId('admin-row')),
    trigger: async () => {
      // S2 §4: a D row's menu offers the PDF download
      const row = screen
        .getAllByTestId('admin-row')
        .find((r) => r.getAttribute('data-status') === 'D')!
      fireEvent.click(within(row).getByTestId('admin-row-menu'))
      // as a pointer chooses: going down on the item highlights it, the click chooses it
      const item = await screen.findByRole('menuitem', { name: 'PDF 다운로드' })
      fireEvent.pointerDown(item)
      await waitFor(() => {
        if (!item.hasAttribute('data-highlighted')) throw new Error('the item is not highlighted')
      })
      fireEvent.click(item)
    },
  },
}
