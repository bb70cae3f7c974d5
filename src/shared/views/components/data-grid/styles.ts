import { useMemo } from 'react'
import { useRecipe, useSlotRecipe, type SystemStyleObject } from '@chakra-ui/react'
import { ACCENT_PALETTE } from '../../accent'
import { BADGE_PALETTES } from './cells'
import type { GridColumnMeta } from './columns'

/**
 * The styles of the body's plain rows and cells, made once per table from Chakra's own table
 * recipe (size sm, the line variant), with each column's extra styles and alignment: the body
 * looks as Chakra's `Table.Row` and `Table.Cell` draw it without a component per cell.
 */
export function useBodyCss(
  leafHeaders: readonly { column: { columnDef: { meta?: GridColumnMeta } } }[],
  rowHeight: string | undefined,
  interactive: boolean,
  compact: boolean,
  selectable: boolean,
): SystemStyleObject {
  const recipe = useSlotRecipe({ key: 'table' })
  const button = useRecipe({ key: 'button' })
  const badge = useRecipe({ key: 'badge' })
  const columns = leafHeaders.map((h) => h.column.columnDef.meta?.cellCss)
  const key = JSON.stringify([columns, rowHeight, interactive, compact, selectable])
  return useMemo(() => {
    const outline = button({ size: 'xs', variant: 'outline' })
    return bodyCss(
      recipe({ size: 'sm', variant: 'line', interactive }),
      { outline, ghost: button({ size: 'xs', variant: 'ghost' }), badge: badge({}) },
      columns,
      rowHeight,
      compact ? compactCss(selectable, outline) : CARD_CSS,
    )
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is what the styles depend on
  }, [key])
}

/** Below 1024 px, either card: the headers read by screen readers, the select-all drawn. */
const CARD_HEAD_CSS: SystemStyleObject = {
  display: 'block',
  '& > thead, & > tbody': { display: 'block' },
  '& > thead > tr': { display: 'block' },
  // headers are read by screen readers, not drawn; the page's select-all stays at hand, with its
  // label beside it
  '& > thead > tr > th:not([data-select])': { srOnly: true },
  '& > thead > tr > th[data-select]': {
    display: 'flex',
    width: 'auto',
    p: 0,
    borderBottomWidth: '1px',
  },
  // the whole line is the select-all's target, its checkbox in line with the rows' own
  '& > thead > tr > th[data-select] > label': {
    flex: 1,
    justifyContent: 'flex-start',
    gap: 3.5,
    ps: '14px',
    _after: { content: 'attr(data-label)', fontSize: 'sm', color: 'fg.muted' },
  },
  '& > thead > tr[data-testid=grid-sum-row]': { position: 'static' },
}

/** A card's "header: value" line: the label at the start, the value (one or more pieces) at the end. */
const LINE_CSS: SystemStyleObject = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  columnGap: 2,
  minH: 8,
  px: 0,
  py: 0.5,
  borderBottomWidth: 0,
  textAlign: 'end',
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
}

/** The label of a card's line: its column's header. */
const LINE_LABEL_CSS: SystemStyleObject = {
  content: 'attr(data-label)',
  flexShrink: 0,
  maxW: '65%',
  marginInlineEnd: 'auto',
  textAlign: 'start',
  color: 'fg.muted',
  fontWeight: 'normal',
}

/** Below 1024 px: a row is a card of "header: value" lines (a grid of numbers). */
const CARD_CSS: SystemStyleObject = {
  ...CARD_HEAD_CSS,
  '& > tbody > tr, & > thead > tr[data-testid=grid-sum-row]': {
    display: 'block',
    px: 3,
    py: 2,
    borderBottomWidth: '1px',
    borderColor: 'border',
  },
  '& > tbody > tr:last-of-type': { borderBottomWidth: 0 },
  '& > tbody > tr > td, & > thead > tr[data-testid=grid-sum-row] > td': LINE_CSS,
  '& > tbody > tr > td[data-label]::before, & > thead > tr > td[data-label]::before':
    LINE_LABEL_CSS,
  // an empty cell (a column without a sum, a row without a menu) is no line of the card
  '& > tbody > tr > td:empty, & > thead > tr[data-testid=grid-sum-row] > td:empty': {
    display: 'none',
  },
}

/**
 * Below 1024 px, a grid whose columns name their card parts: a row is a compact card (issue 46).
 * Its first line the title and the aside, then the labelled facts, then its actions as buttons
 * in one row with 자세히 at the end, which shows the other columns as "header: value" lines.
 * The row's checkbox is a strip down the card's start, as tall as the card. The lines are one
 * wrapping flex row cut by the row's own `::before` and `::after` (an item as wide as the card):
 * the cells keep their table markup, in their columns' order.
 */
function compactCss(selectable: boolean, outline: SystemStyleObject): SystemStyleObject {
  return {
    ...CARD_HEAD_CSS,
    '& > tbody > tr': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: 3,
      position: 'relative',
      minH: selectable ? 14 : undefined,
      py: 2,
      ps: selectable ? 12 : 3,
      pe: 3,
      borderBottomWidth: '1px',
      borderColor: 'border',
      _before: { content: '""', order: 2, flexBasis: '100%' },
      _after: { content: '""', order: 5, flexBasis: '100%' },
    },
    '& > tbody > tr:last-of-type': { borderBottomWidth: 0 },
    '& > tbody > tr > td': { display: 'block', p: 0, borderBottomWidth: 0, minW: 0 },
    '& > tbody > tr > td[data-select]': {
      position: 'absolute',
      insetStart: 0,
      top: 0,
      bottom: 0,
      w: 12,
      display: 'flex',
    },
    '& > tbody > tr > td[data-select] > label': { flex: 1 },
    '& > tbody > tr > td[data-card=title]': {
      order: 1,
      flex: '1 1 auto',
      fontSize: 'md',
      fontWeight: 'semibold',
      overflowWrap: 'anywhere',
    },
    '& > tbody > tr > td[data-card=aside]': { order: 1 },
    '& > tbody > tr > td[data-card=fact]': {
      order: 3,
      fontSize: 'sm',
      pt: 0.5,
      _before: { content: 'attr(data-label)', color: 'fg.muted', marginInlineEnd: 1 },
    },
    '& > tbody > tr > td[data-card=more]': { ...LINE_CSS, display: 'none', order: 4 },
    '& > tbody > tr:has(> td > details[open]) > td[data-card=more]': {
      display: 'flex',
      flexBasis: '100%',
    },
    '& > tbody > tr > td[data-card=more][data-label]::before': LINE_LABEL_CSS,
    '& > tbody > tr > td[data-card=action], & > tbody > tr > td[data-card=toggle]': {
      order: 6,
      pt: 1,
    },
    // a row's actions look like the buttons they are; 자세히 is a quieter accent button
    '& > tbody > tr > td[data-card=action] [data-cell-button]': outline,
    '& > tbody > tr > td[data-card=toggle]': { marginInlineStart: 'auto' },
    '& > tbody > tr > td[data-card=toggle] summary': {
      colorPalette: ACCENT_PALETTE,
      color: 'colorPalette.fg',
      gap: 1,
      listStyle: 'none',
      '&::-webkit-details-marker': { display: 'none' },
    },
    '& > tbody > tr > td[data-card=toggle] details[open] svg': { transform: 'rotate(180deg)' },
    '& > tbody > tr > td[data-card=toggle] details:not([open]) [data-when=open], & > tbody > tr > td[data-card=toggle] details[open] [data-when=closed]':
      { display: 'none' },
    // a cell with nothing in it (a row without a menu) takes no room
    '& > tbody > tr > td:empty': { display: 'none' },
  }
}

function bodyCss(
  styles: Record<'row' | 'cell' | 'body', SystemStyleObject>,
  cells: Record<'outline' | 'ghost' | 'badge', SystemStyleObject>,
  columns: readonly (SystemStyleObject | undefined)[],
  rowHeight: string | undefined,
  cardCss: SystemStyleObject,
): SystemStyleObject {
  const css: Record<string, SystemStyleObject> = {
    '& > tbody': styles.body,
    '& > tbody > tr': { ...styles.row, ...(rowHeight ? { h: { lg: rowHeight } } : {}) },
    '& > tbody > tr > td': styles.cell,
    '& > tbody > tr > td[data-align=end]': { textAlign: 'end' },
    // a checkbox's label is its target: a thumb's 44 px below 1024 px, 24 px from there (its
    // room taken from the cell's padding, so a row is as tall as before)
    '& label[data-select-target]': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      verticalAlign: 'middle',
      minW: { base: '11', lg: '6' },
      minH: { base: '11', lg: '6' },
      my: { lg: '-2px' },
      cursor: 'pointer',
    },
    '& input[type=checkbox]': {
      boxSize: { base: '5', lg: '4' },
      m: 0,
      verticalAlign: 'middle',
      accentColor: 'colorPalette.solid',
      cursor: 'pointer',
      _disabled: { cursor: 'not-allowed', opacity: 0.5 },
    },
    '& [data-cell-button=outline]': cells.outline,
    '& [data-cell-button=ghost]': cells.ghost,
    '& [data-cell-badge]': cells.badge,
    '& [data-cell-note]': { color: 'gray.500' },
    // a sortable header: its text and arrow as one button that looks as the header does
    '& [data-sort-button]': {
      display: 'inline-flex',
      alignItems: 'center',
      gap: 1,
      minH: '6',
      p: 0,
      my: '-2px',
      mx: 0,
      border: 0,
      bg: 'transparent',
      color: 'inherit',
      font: 'inherit',
      textAlign: 'inherit',
      cursor: 'pointer',
      borderRadius: 'l1',
      _hover: { color: 'fg' },
      _focusVisible: {
        outline: '2px solid',
        outlineColor: 'accent.focusRing',
        outlineOffset: '2px',
      },
      '& svg': { flexShrink: 0 },
    },
    '& [data-sort-icon=none]': { opacity: 0.4 },
  }
  for (const palette of BADGE_PALETTES)
    css[`& [data-palette=${palette}]`] = { colorPalette: palette }
  // a column's own styles (a pinned edge, a menu cell's padding) belong to the one-line rows
  columns.forEach((extra, index) => {
    if (extra) css[`& > tbody > tr > td[data-column="${index}"]`] = { lg: extra }
  })
  return { ...css, lgDown: cardCss }
}
