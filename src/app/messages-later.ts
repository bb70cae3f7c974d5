import type { CataloguePart } from '../shared/views/feature'
import * as lists from '../shared/domain/messages/lists'
import * as share from '../shared/domain/messages/share'
import { FIRST_PAGE_PARTS } from './messages-first'

/** Every feature's messages (`src/features/<feature>/domain/messages.ts`), by feature folder. */
export const FEATURE_PARTS: Record<string, CataloguePart> = Object.fromEntries(
  Object.entries(
    import.meta.glob<CataloguePart>('../features/*/domain/messages.ts', { eager: true }),
  ).map(([file, part]) => [file.split('/')[2]!, part]),
)

/**
 * Every part the first page does not show: this module is a chunk of its own, loaded with the
 * chrome, before the first screen drawn with Chakra (decision 025).
 */
export const LATER_PARTS: Record<string, CataloguePart> = {
  // the shared pieces' messages no first page shows: the lists', 공유's
  lists,
  share,
  ...Object.fromEntries(
    Object.entries(FEATURE_PARTS).filter(([feature]) => !(feature in FIRST_PAGE_PARTS)),
  ),
}
