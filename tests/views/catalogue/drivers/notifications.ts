import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { expect } from 'vitest'
import type { ScreenDrivers } from '../../../support/screen-drivers'

/** How the app bar's notification menu makes its call (issue 30's on-screen matrix). */
export const DRIVERS: ScreenDrivers = {
  // siteadmin's unread purchase notification links to a page it may open: marked read, then
  // followed, with no snackbar of its own to take the read failure's place (S1 §4)
  notificationRead: {
    path: '/v2/Give',
    user: 'siteadmin',
    ready: async () => void (await screen.findByTestId('bell-count')),
    trigger: async () => {
      fireEvent.click(screen.getByTestId('bell'))
      const list = await screen.findByTestId('notification-list')
      const item = within(list)
        .getAllByTestId('notification')
        .find((n) => n.textContent?.includes('사용권 구매가 완료되었습니다.'))!
      // a menu item is chosen as a pointer does: going down on it highlights it, the click chooses
      fireEvent.pointerDown(item)
      await waitFor(() => expect(item.hasAttribute('data-highlighted')).toBe(true))
      fireEvent.click(item)
    },
  },
}
