import { fireEvent, screen } from '@testing-library/react'
import type { ScreenDriver, ScreenDrivers } from '../../../support/screen-drivers'

/** a statistics screen as siteadmin (A, site 3) opens it: the screen searches as it opens */
const opened = (path: string): ScreenDriver => ({ path, user: 'siteadmin' })

/** How the statistics screens make each of their calls (issue 30's on-screen matrix). */
export const DRIVERS: ScreenDrivers = {
  // every screen loads the employee list first (S2 §2.4); the order screen stands for them
  statisticsEmployees: opened('/v2/Statistics/Order'),
  statisticsCheckup: opened('/v2/Statistics/Checkup'),
  statisticsGift: opened('/v2/Statistics/Gift'),
  statisticsOrder: opened('/v2/Statistics/Order'),
  statisticsOverview: opened('/v2/Statistics/Overview'),
  overviewExcel: {
    ...opened('/v2/Statistics/Overview'),
    ready: async () => void (await screen.findAllByTestId('statistics-row')),
    trigger: () => fireEvent.click(screen.getByTestId('statistics-excel')),
  },
  purchaseHistory: opened('/v2/Statistics/PurchaseHistory'),
  giftHistory: opened('/v2/Statistics/GiftHistory'),
}
