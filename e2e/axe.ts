import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** the rules the portal is held to (issue 27): WCAG 2.1 A and AA, and axe's best practices */
const PORTAL_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

/**
 * axe's critical and serious findings on the page as it is now, one line each. axe runs in the
 * page itself (`setLegacyMode`): by default @axe-core/playwright runs it in each frame and then
 * opens a blank page to merge the frames' results, a new browser window per check, which doubled
 * each check's time (1.8 s -> 0.8 s alone, issue 44). The portal and the QA page draw no frames,
 * and a same-origin frame is still checked this way.
 */
export async function seriousFindings(page: Page, tags: string[] | 'all' = PORTAL_TAGS) {
  const axe = new AxeBuilder({ page }).setLegacyMode(true)
  const { violations } = await (tags === 'all' ? axe : axe.withTags(tags)).analyze()
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)
}

/** fails with the findings when axe finds anything critical or serious `where` */
export async function expectAccessible(page: Page, where: string) {
  expect(await seriousFindings(page), `${where}: critical or serious axe findings`).toEqual([])
}
