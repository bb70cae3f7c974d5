import { createFormatter, type Catalogues } from '../shared/domain/messages'
import * as lists from '../shared/domain/messages/lists'
import * as share from '../shared/domain/messages/share'
import type { CataloguePart } from '../shared/views/feature'
import { FIRST_PAGE_PARTS } from './messages-first'

/** Every feature's messages (`src/features/<feature>/domain/messages.ts`), by feature folder. */
const FEATURE_PARTS: Record<string, CataloguePart> = Object.fromEntries(
  Object.entries(
    import.meta.glob<CataloguePart>('../features/*/domain/messages.ts', { eager: true }),
  ).map(([file, part]) => [file.split('/')[2] ?? file, part]),
)

/**
 * Each part's catalogues; a key belongs to exactly one part (a test checks). The app itself starts
 * with the first page's parts and adds the chrome's and each route's as they load (decisions 025,
 * 074); this module, with all of them, is for the prerendering and the tests.
 */
export const CATALOGUE_PARTS: Record<string, CataloguePart> = {
  ...FEATURE_PARTS,
  ...FIRST_PAGE_PARTS,
  lists,
  share,
}

/**
 * The portal's catalogues: every key of every feature, in every locale (`messages.test.ts` checks
 * each key of `MessageCatalogue` is here; the parts are keyed by string, so the type checker
 * cannot, and the merged parts are cast).
 */
export const CATALOGUES = Object.fromEntries(
  (['ko', 'en'] as const).map((locale) => [
    locale,
    Object.assign({}, ...Object.values(CATALOGUE_PARTS).map((part) => part[locale])),
  ]),
) as Catalogues

export const { format, formatMessage } = createFormatter(CATALOGUES)
