/**
 * The header rows a grid draws from TanStack Table's header groups. Where columns are grouped, a
 * column outside any group gets an empty placeholder above its own header (S2 §2.4's overview:
 * eight empty cells, read by assistive tech as columns without a name, issue 48). Here a column's
 * header is drawn once, in its first row, spanning down to the last row it would have taken.
 */
export interface HeaderCell<H> {
  /** the header drawn: the column's own, never a placeholder where the column has one */
  header: H
  rowSpan: number
}

/** what this reads of a TanStack header */
interface HeaderLike {
  isPlaceholder: boolean
  column: { id: string }
}

export function headerRows<H extends HeaderLike>(
  groups: readonly { headers: readonly H[] }[],
): HeaderCell<H>[][] {
  // each column's own header and the row it is in
  const own = new Map<string, { header: H; level: number }>()
  groups.forEach((group, level) => {
    for (const header of group.headers)
      if (!header.isPlaceholder && !own.has(header.column.id))
        own.set(header.column.id, { header, level })
  })
  const drawn = new Set<string>()
  return groups.map((group, level) =>
    group.headers.flatMap((header): HeaderCell<H>[] => {
      const id = header.column.id
      if (drawn.has(id)) return []
      const real = own.get(id)
      if (!header.isPlaceholder || !real) return [{ header, rowSpan: 1 }]
      drawn.add(id)
      return [{ header: real.header, rowSpan: real.level - level + 1 }]
    }),
  )
}
