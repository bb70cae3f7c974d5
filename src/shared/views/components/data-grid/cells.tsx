import type { ButtonHTMLAttributes, ReactNode } from 'react'

/**
 * A body cell's content. TanStack's `FlexRender` mounts a cell function as a component of its
 * own, so columns made again (a page whose actor started anew makes them with the new `send`)
 * were new component types and every cell was mounted again: a row menu opened in that instant
 * closed under the pointer. Called here by one component type, a cell keeps what it holds.
 */
export function CellContent<C>({
  render,
  context,
}: {
  render: ReactNode | ((context: C) => ReactNode)
  context: C
}): ReactNode {
  return typeof render === 'function' ? render(context) : render
}

/**
 * A button in a cell (print, PDF, shipping): a plain `<button>` the table styles once as Chakra's
 * xs button draws it. A Chakra `Button` per row resolved its recipe and styles for each of them,
 * which made a page of rows a long task (issue 27).
 */
export function CellButton({
  variant = 'outline',
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & { variant?: 'outline' | 'ghost' }) {
  return <button type="button" data-cell-button={variant} {...props} />
}

/** A colour-coded label in a cell (report type, status), drawn as Chakra's badge by the table. */
export function CellBadge({ palette, children }: { palette: BadgePalette; children: ReactNode }) {
  return (
    <span data-cell-badge="" data-palette={palette}>
      {children}
    </span>
  )
}

/** A cell's secondary text (an id after a name), in the muted colour. */
export function CellNote({ children }: { children: ReactNode }) {
  return <span data-cell-note="">{children}</span>
}

/** the palettes a `CellBadge` may take */
export const BADGE_PALETTES = ['gray', 'blue', 'cyan', 'purple', 'green', 'orange'] as const
export type BadgePalette = (typeof BADGE_PALETTES)[number]
