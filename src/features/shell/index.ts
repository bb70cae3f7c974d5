/** The shell around every page: layouts, app bar, drawer, footer, error and preparing pages. */
export { ShellViews, type ShellViewDeps } from './views/deps'
export { PageShell, type ShellChrome } from './views/page-shell'
export { ErrorPage } from './views/error-page'
export { PreparingPage } from './views/preparing-page'
