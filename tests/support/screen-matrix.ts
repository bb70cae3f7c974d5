import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ERROR_PARTS } from '../../src/app/error-catalogue'
import { CATALOGUE_ROWS, scenarioFor, shownText, type CatalogueRow } from './catalogue-rows'
import { renderRoute } from './render-route'
import { startScenario } from './api'
import { isUnseen, type ScreenDriver, type ScreenDrivers } from './screen-drivers'

/** Is the text on the page: in one element's own text, anywhere in the document (portals too)? */
function onScreen(text: string): boolean {
  return screen.queryAllByText((_, element) => ownText(element).includes(text)).length > 0
}

const ownText = (element: Element | null): string =>
  element
    ? [...element.childNodes]
        .filter((node) => node.nodeType === node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
    : ''

/** Provokes one row on its page and waits for its message; the page is closed afterwards. */
export async function showRow(driver: ScreenDriver, row: CatalogueRow): Promise<void> {
  const label = `${row.operation.id} ${row.row}`
  const text = shownText(row)
  const r = await renderRoute(driver.path, {
    ...(driver.user ? { user: driver.user } : {}),
    ...(driver.mock ? { mock: driver.mock } : {}),
    ...(driver.stored ? { stored: driver.stored } : {}),
    scenarios: driver.trigger ? [] : [scenarioFor(row)],
  })
  try {
    if (driver.trigger) {
      await driver.ready?.(r)
      // the control: the page ready to make the call does not show the row's text yet, so the
      // text seen below is the failure's, not a label that happens to read the same
      expect(onScreen(text), `${label}: “${text}” shows before the call`).toBe(false)
      await startScenario(scenarioFor(row))
      await driver.trigger(r)
    }
    await waitFor(() => {
      if (!onScreen(text)) throw new Error(`${label}: “${text}” is not on the page`)
    })
  } finally {
    r.cleanup()
  }
}

/**
 * The feature's part of the on-screen matrix: every operation of its catalogue has a driver or a
 * recorded reason, and each row of a driven operation shows its message on the page.
 */
export function walkScreenRows(feature: string, drivers: ScreenDrivers): void {
  const part = ERROR_PARTS[feature]
  if (!part) throw new Error(`no catalogue part named ${feature}`)
  describe(`${feature}: every catalogue row's message on screen`, () => {
    it('has a page (or a recorded reason) for each of its operations', () => {
      expect(Object.keys(drivers).sort()).toEqual(Object.keys(part).sort())
    })
    for (const [id, driver] of Object.entries(drivers)) {
      if (isUnseen(driver)) continue
      const rows = CATALOGUE_ROWS.filter((r) => r.feature === feature && r.operation.id === id)
      // a test per row: each has the whole time limit of a busy machine
      for (const row of rows) it(`${id} ${row.row}`, () => showRow(driver, row))
    }
  })
}
