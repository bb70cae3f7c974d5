import type { MockConfig } from '../../mock-server/config'
import type { CatalogueRow } from './catalogue-rows'
import type { RenderedRoute } from './render-route'

/**
 * How a page makes the portal call one operation, for the on-screen catalogue matrix (issue 30):
 * the row is provoked by a QA scenario and its message looked for on the page, as a QA tester
 * with `npm start` and a browser would see it.
 */
export interface ScreenDriver {
  /** the page that makes the call */
  path: string
  /** the demo account that opens it (docs/fixtures.md); signed out unless given */
  user?: string
  mock?: Partial<MockConfig>
  /** what the browser's storage holds first */
  stored?: Record<string, string>
  /**
   * waits until the page is ready for `trigger` (what a user would wait for); the scenario is
   * set after it, so the page's own first calls are answered as usual
   */
  ready?: (r: RenderedRoute) => unknown
  /**
   * makes the portal call the operation, as a user would (a click, a typed value). Without it,
   * the page makes the call as it opens and the scenario is set before rendering.
   */
  trigger?: (r: RenderedRoute) => unknown
}

/** An operation whose rows no page shows, with the reason (the catalogue's table says it too). */
export interface Unseen {
  unseen: string
}

export type ScreenDrivers = Record<string, ScreenDriver | Unseen>

export const isUnseen = (d: ScreenDriver | Unseen): d is Unseen => 'unseen' in d

/**
 * Where a row's message shows, for the catalogue's table: the driver's page, or the recorded
 * reason no page shows it.
 */
export function whereShown(
  drivers: ScreenDrivers,
  row: CatalogueRow,
): { path?: string; unseen?: string } {
  const driver = drivers[row.operation.id]
  if (!driver) return {}
  return isUnseen(driver) ? { unseen: driver.unseen } : { path: driver.path }
}
