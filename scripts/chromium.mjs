// Where Debian's Chromium lives; the e2e tests and the benchmarks launch it (never a downloaded browser).
import { existsSync } from 'node:fs'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const INSTALL_HINT =
  'Chromium was not found at ' +
  CHROMIUM_PATH +
  ".\nInstall Debian's Chromium and the Korean fonts, then run the tests again:\n\n" +
  '  sudo apt-get update && sudo apt-get install -y chromium fonts-noto-cjk\n\n' +
  '(or set CHROMIUM_PATH to another Chromium binary). Do not use `npx playwright install`.'

export const chromiumFound = () => existsSync(CHROMIUM_PATH)
