import { expect, test, type Locator, type Page } from '@playwright/test'
import { signedIn } from './support'

/**
 * Issue 48: a focus ring and a field's resting edge are seen, 3:1 at least against what is behind
 * them (WCAG 1.4.11). Measured as the browser draws them: the ring (outline, else the box
 * shadow's colour) of the control the keyboard focused, and the field's border, against the
 * colour behind the control (the nearest ancestor with a background).
 */
async function contrasts(page: Page): Promise<{ ring: number; edge: number; what: string }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement
    const rgb = (color: string): [number, number, number] | null => {
      const m = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?/.exec(color)
      if (!m || (m[4] !== undefined && Number(m[4]) === 0)) return null
      return [Number(m[1]), Number(m[2]), Number(m[3])]
    }
    const luminance = ([r, g, b]: [number, number, number]) => {
      const c = [r, g, b].map((v) => {
        const s = v / 255
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!
    }
    const ratio = (a: [number, number, number], b: [number, number, number]) => {
      const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p)
      return (x! + 0.05) / (y! + 0.05)
    }
    let behind: [number, number, number] = [255, 255, 255]
    for (let node = el.parentElement; node; node = node.parentElement) {
      const bg = rgb(getComputedStyle(node).backgroundColor)
      if (bg) {
        behind = bg
        break
      }
    }
    const style = getComputedStyle(el)
    const ringColor =
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
        ? rgb(style.outlineColor)
        : rgb(style.boxShadow)
    const edge = rgb(style.borderTopColor)
    return {
      ring: ringColor ? ratio(ringColor, behind) : 0,
      edge: edge ? ratio(edge, behind) : 0,
      what: `${el.tagName} ${el.getAttribute('aria-label') ?? el.id}`,
    }
  })
}

/** Focuses `field` by the keyboard (the ring is drawn for a keyboard's focus) and measures it. */
async function keyboardFocused(page: Page, field: Locator) {
  await expect(field).toBeVisible()
  await field.focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  await expect(field).toBeFocused()
  return expectSeen(page)
}

/** The focused control's ring and edge are both 3:1 and more. */
async function expectSeen(page: Page) {
  const { ring, edge, what } = await contrasts(page)
  expect(ring, what).toBeGreaterThanOrEqual(3)
  expect(edge, what).toBeGreaterThanOrEqual(3)
}

test('the sign-in fields: their edge and the keyboard focus ring are 3:1 and more', async ({
  page,
}) => {
  await page.goto('/v2/Login')
  await keyboardFocused(page, page.getByLabel('아이디'))
})

test('the give page (OL1000001): the app id field and the validity select', async ({ page }) => {
  await signedIn(page, 'OL1000001', '/v2/give')
  await keyboardFocused(page, page.locator('input[name=appId]'))
  // the next control by the keyboard, the validity select: its ring and its edge
  await page.keyboard.press('Tab')
  await expect(page.locator('select[name=hours]')).toBeFocused()
  await expectSeen(page)
})
