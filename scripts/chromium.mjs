// Where Debian's Chromium lives (never a downloaded browser). The e2e suite and the screenshots
// launch its headless shell (package chromium-headless-shell): the same engine without the
// browser's windows, about a fifth less CPU for the same pages on this 2-core machine (decision
// 047). The benchmarks launch the whole browser, as a user has it.
import { existsSync } from 'node:fs'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'
export const BENCH_CHROMIUM_PATH = process.env.BENCH_CHROMIUM_PATH ?? '/usr/bin/chromium'

const hint = (path) =>
  'Chromium was not found at ' +
  path +
  ".\nInstall Debian's Chromium, its headless shell and the Korean fonts, then run again:\n\n" +
  '  sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell fonts-noto-cjk\n\n' +
  '(or set CHROMIUM_PATH, BENCH_CHROMIUM_PATH to another Chromium binary). Do not use\n' +
  '`npx playwright install`.'

export const INSTALL_HINT = hint(CHROMIUM_PATH)
export const BENCH_INSTALL_HINT = hint(BENCH_CHROMIUM_PATH)

export const chromiumFound = () => existsSync(CHROMIUM_PATH)
export const benchChromiumFound = () => existsSync(BENCH_CHROMIUM_PATH)
