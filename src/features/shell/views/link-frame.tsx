import {
  FRAME_ATTRIBUTE,
  FRAME_BUSY_ATTRIBUTE,
  FRAME_KINDS,
} from '../../../shared/services/frame-memory'
import { layoutBackground, type RouteMeta } from '../../../shared/domain/routes'
import { Spinner } from '../../../shared/views/plain'

export interface LinkFrameProps {
  /** the page's title, its level-one heading for screen readers (as the Chakra layout gives it) */
  title: string
  /** what the page says while it works, under its spinner */
  busy: string
  /** the route's layout and background, as the Chakra layout draws them */
  route: Pick<RouteMeta, 'layout' | 'backgroundColor'>
}

/**
 * A link page opened from a phone as the HTML draws it before the portal has started (decision
 * 082): the partner layouts' column with the page's spinner and busy words, in the first page's
 * plain styles and at the places the Chakra page puts them, so its words are on the screen while
 * the portal's code is on its way. The portal draws the same frame until the page is shown
 * (`src/app/router.tsx`), which then says the same words in the same place.
 */
export function LinkFrame({ title, busy, route }: LinkFrameProps) {
  const blank = route.layout === 'blank'
  const white = layoutBackground(route) === 'white'
  return (
    <div
      className="pl-link-frame"
      data-white={white ? '' : undefined}
      {...{ [FRAME_ATTRIBUTE]: FRAME_KINDS.link }}
    >
      {blank ? null : <div className="pl-link-frame-accent" />}
      <main className="pl-link-frame-main" aria-busy="true">
        <h1 className="pl-sr-only">{title}</h1>
        <div className="pl-link-frame-busy">
          <Spinner />
          <p {...{ [FRAME_BUSY_ATTRIBUTE]: '' }}>{busy}</p>
        </div>
      </main>
    </div>
  )
}
