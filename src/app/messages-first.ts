import { LOCALES, type Catalogues } from '../shared/domain/messages'
import * as common from '../shared/domain/messages/common'
import type { CataloguePart } from '../shared/views/feature'
import { FIRST_PAGE_FEATURE_PARTS } from './features'

export type { CataloguePart }

/**
 * The messages of the first page (decision 025): the sign-in and entry pages, a route on its way,
 * the overlay and the snackbar (the common part and the parts the manifests mark as the first
 * page's). The app bar's parts arrive with the chrome, before its actors start; a route's own part
 * with its screens, before they show (`route-modules.ts`, decision 074).
 */
export const FIRST_PAGE_PARTS: Record<string, CataloguePart> = {
  common,
  ...FIRST_PAGE_FEATURE_PARTS,
}

/** Adds parts to the catalogues in place (the app's catalogue object keeps its identity). */
export function addParts(catalogues: Catalogues, parts: Record<string, CataloguePart>): void {
  for (const part of Object.values(parts))
    for (const locale of LOCALES) Object.assign(catalogues[locale], part[locale])
}

/** The app's catalogues as the first page starts: the first page's parts only. */
export function createCatalogues(): Catalogues {
  // filled in place: the first page's parts now, the rest with the chrome and the routes; typed
  // as the catalogues it becomes, which no check can prove of the empty objects it starts as
  const catalogues = { ko: {}, en: {} } as Catalogues
  addParts(catalogues, FIRST_PAGE_PARTS)
  return catalogues
}
