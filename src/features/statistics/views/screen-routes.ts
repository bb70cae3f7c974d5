import type { RouteId } from '../../../shared/domain/routes'
import type { StatisticsScreen } from '../domain/codes'

/** The route of each statistics screen, in the menu's order (S1 §6). */
export const ROUTE_OF: Record<StatisticsScreen, RouteId> = {
  overview: 'statisticsOverview',
  checkup: 'statisticsCheckup',
  gift: 'statisticsGift',
  order: 'statisticsOrder',
  purchaseHistory: 'statisticsPurchaseHistory',
  giftHistory: 'statisticsGiftHistory',
}

export const SCREEN_ROUTES: readonly RouteId[] = Object.values(ROUTE_OF)
