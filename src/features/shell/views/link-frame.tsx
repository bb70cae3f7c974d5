import {
  FRAME_ATTRIBUTE,
  FRAME_BUSY_ATTRIBUTE,
  FRAME_KINDS,
} from '../../../shared/services/frame-memory'
import type { RouteMeta } from '../../../shared/domain/routes'
import { Busy, Column } from '../../../shared/views/plain'
import { PlainLayout } from './plain-layout'

export interface LinkFrameProps {
  /** the page's title, its level-one heading for screen readers (as the page's layout gives it) */
  title: string
  /** what the page says while it works, under its spinner */
  busy: string
  /** the route's layout and background */
  route: Pick<RouteMeta, 'layout' | 'backgroundColor'>
}

/**
 * A link page opened from a phone as the HTML draws it before the portal has started (decision
 * 082): the page's layout and column with its spinner and busy words, in the markup the page
 * itself draws them with (decision 084), so its words are on the screen while the portal's code
 * is on its way. The portal draws the same frame until the page is shown (`src/app/router.tsx`),
 * which then says the same words in the same place.
 */
export function LinkFrame({ title, busy, route }: LinkFrameProps) {
  return (
    <PlainLayout
      route={route}
      heading={title}
      busy
      attributes={{ [FRAME_ATTRIBUTE]: FRAME_KINDS.link }}
    >
      <Column>
        <Busy label={busy} labelAttributes={{ [FRAME_BUSY_ATTRIBUTE]: '' }} />
      </Column>
    </PlainLayout>
  )
}
