import { useBreakpointValue } from '@chakra-ui/react'
import type { HeaderGroup, RowData } from '@tanstack/react-table'
import { columnLabel, type CardPart, type GridFeatures } from './columns'

/** Below 1024 px a grid is drawn as cards: true there (read on the first render, no flash). */
export function useCards(): boolean {
  return useBreakpointValue({ base: true, lg: false }, { ssr: false }) ?? false
}

/** How a grid's leaf columns are drawn on a card, each by its index among them. */
export interface CardLayout {
  /** the columns name their card parts: a row is a compact card on a phone */
  compact: boolean
  /** a compact card has columns that name no part: they are one tap away (자세히) */
  hasMore: boolean
  /** the index of the row's title, -1 without one */
  titleIndex: number
  /** each column's line label (`data-label`) */
  labels: (string | undefined)[]
  /** each column's part of a compact card (`data-card`), `more` for one that names none */
  parts: (CardPart | 'more' | undefined)[]
}

export function cardLayout<T extends RowData>(
  leafHeaders: HeaderGroup<GridFeatures, T>['headers'],
): CardLayout {
  // a grid whose columns name their card parts is drawn as compact cards on a phone
  const compact = leafHeaders.some((h) => h.column.columnDef.meta?.card !== undefined)
  const hasMore = compact && leafHeaders.some((h) => h.column.columnDef.meta?.card === undefined)
  const titleIndex = leafHeaders.findIndex((h) => h.column.columnDef.meta?.card === 'title')
  const labels = leafHeaders.map((h) => columnLabel(h.column))
  const parts = leafHeaders.map((h) =>
    compact ? (h.column.columnDef.meta?.card ?? 'more') : undefined,
  )
  return { compact, hasMore, titleIndex, labels, parts }
}
