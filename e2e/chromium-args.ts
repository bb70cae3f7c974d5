/**
 * How the suite, the bench and the screenshots start Debian's Chromium (playwright.config.ts).
 *
 * Chromium's new headless mode opens a real browser window for every browser context, and each
 * window loads the address bar's WebUI popups (chrome://omnibox-popup.top-chrome/, plain and "AI
 * mode") in a renderer of their own: on this 2-core machine that renderer took about a fifth of
 * the CPU of an e2e run (issue 44, docs/testing.md). Those two features are switched off.
 *
 * Chromium reads only the last `--disable-features`, and Playwright passes its own list first, so
 * the list here repeats Playwright's (playwright-core's chromiumSwitches) before adding to it;
 * `tests/suite/chromium-args.test.ts` fails when Playwright's list has a feature this one lacks.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

/** the address bar's WebUI popups, preloaded in a renderer for every window */
export const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
]

/**
 * The suite's browser only (not the benchmarks, which measure what a user's browser does): V8's
 * interpreter and its baseline compiler, without the optimizing tiers (Maglev, TurboFan). A test's
 * page lives seconds; optimizing its code on a 2-core machine took CPU the other worker needed and
 * repaid little: over six sign-ins of three pages each, 32 CPU seconds against 36 (median of
 * four runs alternated, `npm run bench:e2e-cpu`, docs/testing.md). What the pages do is the
 * same at every tier.
 */
export const SUITE_ARGS = [...CHROMIUM_ARGS, '--js-flags=--max-opt=1']
