// npm run bench:report-form: what a keystroke costs in the report form (/v2/AddReport), in
// Debian's Chromium against the standalone server serving the embedded build. For each case it
// types KEYS characters into one field, one input event at a time, and times the event's dispatch
// until React has committed (the value shown is the one typed), then prints the median, the 95th
// percentile and the mean. No assertions: the figures go into docs/performance.md by hand.
// BENCH_BUILD=0 reuses dist-embedded; BENCH_PORT (4361), BENCH_KEYS (200), BENCH_RUNS (3).
import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_ARGS } from '../e2e/chromium-args'
import { BENCH_CHROMIUM_PATH, BENCH_INSTALL_HINT, benchChromiumFound } from './chromium.mjs'
import { buildEmbedded, startServer } from './bench-server'

const PORT = Number(process.env.BENCH_PORT ?? 4361)
const BASE = `http://127.0.0.1:${PORT}`
const KEYS = Number(process.env.BENCH_KEYS ?? 200)
const RUNS = Number(process.env.BENCH_RUNS ?? 3)

if (!benchChromiumFound()) {
  console.error(BENCH_INSTALL_HINT)
  process.exit(1)
}
if (process.env.BENCH_BUILD !== '0') buildEmbedded()
const server = await startServer(PORT)

/**
 * Types `keys` characters into the input labelled `label` (alternating '1', '12', '1', ... so
 * the value stays in range) and returns each keystroke's cost in ms: the input event's dispatch,
 * with React's synchronous render and commit, until the input shows the typed value.
 */
function typeTimed(page: Page, label: string, keys: number): Promise<number[]> {
  return page.evaluate(
    async ({ label, keys }) => {
      const labelEl = [...document.querySelectorAll('label')].find(
        (l) => l.textContent?.trim() === label,
      )!
      const input = document.getElementById(labelEl.htmlFor) as HTMLInputElement
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
      const costs: number[] = []
      for (let i = 0; i < keys; i++) {
        const value = i % 2 === 0 ? '1' : '12'
        const start = performance.now()
        setValue.call(input, value)
        input.dispatchEvent(new Event('input', { bubbles: true }))
        await Promise.resolve()
        if (input.value !== value) throw new Error(`${label}: ${input.value} shown, ${value} typed`)
        costs.push(performance.now() - start)
        // the browser paints and runs its timers between keystrokes, as between a person's keys
        await new Promise((r) => setTimeout(r, 0))
      }
      return costs
    },
    { label, keys },
  )
}

const browser = await chromium.launch({ executablePath: BENCH_CHROMIUM_PATH, args: CHROMIUM_ARGS })
const cases: { name: string; label: string; afterSubmit: boolean }[] = [
  { name: 'waist (general), empty form', label: '허리둘레', afterSubmit: false },
  { name: 'fasting glucose (blood), empty form', label: '공복혈당', afterSubmit: false },
  {
    name: 'waist, after an empty submit (every message shown)',
    label: '허리둘레',
    afterSubmit: true,
  },
]
const results: Record<string, number[]> = {}
try {
  for (let run = 0; run < RUNS; run++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    await page.goto(`${BASE}/v2/Login`)
    await page.getByLabel('아이디').fill('fc0004')
    await page.getByLabel('비밀번호').fill('Test1234!')
    await page.getByRole('button', { name: '로그인' }).click()
    await page.waitForURL(/dashboard/i)
    for (const c of cases) {
      await page.goto(`${BASE}/v2/AddReport`)
      await page.getByTestId('report-form').waitFor()
      if (c.afterSubmit) {
        await page.getByTestId('report-submit').click()
        await page.getByTestId('section-general').and(page.locator('[data-invalid]')).waitFor()
      }
      ;(results[c.name] ??= []).push(...(await typeTimed(page, c.label, KEYS)))
    }
    await page.close()
  }
} finally {
  await browser.close()
  server.kill()
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b)
const at = (xs: number[], q: number) =>
  sorted(xs)[Math.min(xs.length - 1, Math.floor(xs.length * q))]!
console.log(`keystroke cost, ${RUNS} runs x ${KEYS} keys per case (ms)`)
console.log('| case | median | p95 | mean |')
console.log('| --- | --- | --- | --- |')
for (const [name, xs] of Object.entries(results)) {
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length
  console.log(
    `| ${name} | ${at(xs, 0.5).toFixed(2)} | ${at(xs, 0.95).toFixed(2)} | ${mean.toFixed(2)} |`,
  )
}
