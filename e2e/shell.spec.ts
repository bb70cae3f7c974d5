import { expect, test } from '@playwright/test'
import { signedIn } from './support'

test('the footer links the privacy policy and the terms, and each opens a served page', async ({
  page,
}) => {
  await signedIn(page, 'fc0001')
  const footer = page.locator('footer')
  for (const name of ['개인정보처리방침', '이용약관']) {
    const link = footer.getByRole('link', { name })
    await expect(link).toBeVisible()
    const href = (await link.getAttribute('href'))!
    expect(href).toMatch(/^\/legal\//)
    const answered = page
      .context()
      .waitForEvent('response', (r) => new URL(r.url()).pathname === href)
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()])
    expect((await answered).status()).toBe(200)
    await expect(popup.getByRole('heading', { level: 1 })).toHaveText(name)
    await popup.close()
  }
})
