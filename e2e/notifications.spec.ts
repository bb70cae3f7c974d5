import { expect, test } from '@playwright/test'
import { openNotifications, qaHeaders, signedIn, usableCount } from './support'

/** How often the message line asks for the virtual account (S1 §9). */
const VBANK_POLL_MS = 300_000

test('a virtual-account deposit updates the usable count and the bell at the next poll', async ({
  page,
}, testInfo) => {
  // sh0002's own virtual account awaits a deposit (docs/fixtures.md); no other spec touches it.
  // The page's timers run on a clock the test moves, so the next poll comes at once.
  await page.clock.install()
  await signedIn(page, 'sh0002')
  const line = page.getByTestId('message-line-text')
  await expect(line).toContainText('신한은행 110-222-333444')
  const before = await usableCount(page)
  await expect(page.getByTestId('bell')).toHaveAttribute('aria-label', '읽지 않은 알림: 0')

  const deposit = await page.request.post('/__mock/vbank-deposit', {
    data: { userId: 'sh0002' },
    headers: qaHeaders,
  })
  expect(deposit.ok()).toBe(true)
  const { granted } = (await deposit.json()) as { granted: number }
  expect(granted).toBe(10)
  // nothing changes before the poll sees it
  await expect(line).toContainText('신한은행 110-222-333444')
  expect(await usableCount(page)).toBe(before)

  await page.clock.fastForward(VBANK_POLL_MS)
  await expect(line).toHaveCount(0)
  await expect.poll(() => usableCount(page)).toBe(before + granted)
  await expect(page.getByTestId('bell-count')).toHaveText('1')
  await testInfo.attach('after-deposit', {
    body: await page.screenshot(),
    contentType: 'image/png',
  })

  await openNotifications(page)
  await expect(page.getByTestId('notification')).toContainText(
    `가상계좌 입금이 확인되어 사용권 ${granted}개가 지급되었습니다.`,
  )
})
