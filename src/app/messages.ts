import { createFormatter, type Catalogues } from '../shared/domain/messages'
import type { CataloguePart } from '../shared/views/feature'
import { FIRST_PAGE_PARTS } from './messages-first'
import { LATER_PARTS } from './messages-later'

/** Each part's catalogues; a key belongs to exactly one part (a test checks). */
export const CATALOGUE_PARTS: Record<string, CataloguePart> = {
  ...FIRST_PAGE_PARTS,
  ...LATER_PARTS,
}

/**
 * The portal's catalogues: every key of every feature, in every locale (`messages.test.ts` checks
 * each key of `MessageCatalogue` is here). The app itself starts with the first page's parts and
 * adds the rest with the chrome (decision 025).
 */
export const CATALOGUES = Object.fromEntries(
  (['ko', 'en'] as const).map((locale) => [
    locale,
    Object.assign({}, ...Object.values(CATALOGUE_PARTS).map((part) => part[locale])),
  ]),
) as Catalogues

export const { format, formatMessage } = createFormatter(CATALOGUES)
