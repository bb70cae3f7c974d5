/** Pages of a list of `total` rows, `size` a page; an empty list still has page 1. */
export const pageCount = (total: number, size: number): number =>
  Math.max(1, Math.ceil(total / size))

/** The rows a page shows, 1-based and inclusive: 26-50 of 60 on page 2 of 25. 0-0 when empty. */
export function pageSpan(page: number, size: number, total: number): { from: number; to: number } {
  return {
    from: total === 0 ? 0 : (page - 1) * size + 1,
    to: Math.min(total, page * size),
  }
}
