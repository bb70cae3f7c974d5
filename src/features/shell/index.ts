/** The shell around every page: the plain layout, the chrome's frame and layouts, the preparing page. */
export { ShellViews, type ShellViewDeps } from './views/deps'
export { PageShell, type ShellChrome } from './views/page-shell'
export { PreparingPage } from './views/preparing-page'
export { SignedInFrame, type SignedInFrameProps } from './views/signed-in-frame'
export { LinkFrame, type LinkFrameProps } from './views/link-frame'
export { useRouteTitle } from './views/route-title'
