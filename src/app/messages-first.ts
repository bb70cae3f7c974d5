import type { Catalogue, Catalogues, Locale } from '../shared/domain/messages'
import * as common from '../shared/domain/messages/common'
import * as session from '../features/session/domain/messages'
import * as shell from '../features/shell/domain/messages'

/** A part of the catalogues: one feature's messages in every locale. */
export type CataloguePart = Record<Locale, Catalogue<string>>

/**
 * The messages of the first page (decision 025): the sign-in and entry pages, a route on its way,
 * the overlay and the snackbar. Every other part arrives with the chrome (`messages-later.ts`),
 * which the route loader loads before any other screen shows and before the app bar's actors
 * start.
 */
export const FIRST_PAGE_PARTS = { common, session, shell } satisfies Record<string, CataloguePart>

/** Adds parts to the catalogues in place (the app's catalogue object keeps its identity). */
export function addParts(catalogues: Catalogues, parts: Record<string, CataloguePart>): void {
  for (const part of Object.values(parts))
    for (const locale of Object.keys(catalogues) as Locale[])
      Object.assign(catalogues[locale], part[locale])
}

/** The app's catalogues as the first page starts: the first page's parts only. */
export function createCatalogues(): Catalogues {
  // filled in place: the first page's parts now, the rest with the chrome
  const catalogues = { ko: {}, en: {} } as Catalogues
  addParts(catalogues, FIRST_PAGE_PARTS)
  return catalogues
}
