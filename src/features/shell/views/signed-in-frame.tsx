import { LogoMark, MenuIcon } from '../../../shared/views/components/icons'
import {
  FRAME_ATTRIBUTE,
  FRAME_KINDS,
  FRAME_LINE_ATTRIBUTE,
} from '../../../shared/services/frame-memory'
import { Spinner } from '../../../shared/views/plain'

/** The ids of the frame's page words (its title and summary, in `main`). */
export const FRAME_PAGE_IDS = { title: 'frame-page-title', summary: 'frame-page-summary' } as const

export interface SignedInFrameProps {
  /** the portal's name beside the logo (from 1024 px) */
  appName: string
  /** the page's title, its level-one heading */
  title: string
  /** the line under the title (from 768 px) */
  summary?: string
  /** what the spinner under the title says while the portal starts */
  loading: string
  copyright: string
  /** the message line's words: in the HTML none (the first script puts them in), in the portal's
   * own render of the frame the ones the first script put */
  line?: string | null
}

/**
 * A signed-in page as the HTML draws it before the portal has started (decision 052): the v2
 * layout's app bar (logo, the message line's place, the drawer button's), the page's title and the
 * footer, in the first page's plain styles and at the places the Chakra layout puts them, so the
 * page's frame and its largest words are on the screen while the portal's code is still on its
 * way. Nothing in it acts: the icons are pictures until the portal replaces the frame. The portal
 * draws the same frame until its first page is shown (`src/app/router.tsx`), so the frame does not
 * give way to an empty page or a spinner on its own.
 */
export function SignedInFrame({
  appName,
  title,
  summary,
  loading,
  copyright,
  line = null,
}: SignedInFrameProps) {
  return (
    <div className="pl-frame" {...{ [FRAME_ATTRIBUTE]: FRAME_KINDS.signedIn }}>
      <header className="pl-frame-bar">
        <div className="pl-frame-bar-inner">
          <span className="pl-frame-logo">
            <LogoMark />
            <span className="pl-frame-name">{appName}</span>
          </span>
          <div className="pl-frame-tools">
            <span
              className="pl-frame-line"
              hidden={line === null}
              {...{ [FRAME_LINE_ATTRIBUTE]: '' }}
            >
              {line}
            </span>
          </div>
          <span className="pl-frame-menu">
            <MenuIcon />
          </span>
        </div>
      </header>
      <main className="pl-frame-main" aria-busy="true">
        {/* the ids name the page's largest words in a paint timing entry once the portal has
            replaced the frame (an entry's element is then gone, its id stays) */}
        <h1 className="pl-frame-title" id={FRAME_PAGE_IDS.title}>
          {title}
        </h1>
        {summary ? (
          <p className="pl-frame-summary" id={FRAME_PAGE_IDS.summary}>
            {summary}
          </p>
        ) : null}
        <div className="pl-frame-wait">
          <Spinner label={loading} />
        </div>
      </main>
      <footer className="pl-frame-footer">
        <div className="pl-frame-footer-inner">
          <p>{copyright}</p>
        </div>
      </footer>
    </div>
  )
}
