import type { WireContext } from './wire-context'

/** Where a list whose view its user shapes is kept (issue 31): its page, its list and its grid. */
export interface KeptListIds {
  /** the page whose address shows the list's query */
  path: string
  /** the list's name in the user's memory of queries */
  list: string
  /** the grid's name in the user's memory of hidden columns */
  grid: string
}

/**
 * What the user left of a list: its query ('' when none is kept) and the columns hidden in its
 * grid; nothing for a page entered without a user.
 */
export function keptList(
  prefs: WireContext['prefs'],
  userId: string | null | undefined,
  { list, grid }: Pick<KeptListIds, 'list' | 'grid'>,
): { query: string; hidden: string[] } {
  return {
    query: userId ? prefs.listView(userId, list) : '',
    hidden: userId ? prefs.hiddenColumns(userId, grid) : [],
  }
}

/**
 * The `keepView` and `keepColumns` actions of a list's machine: the view loaded goes in the
 * address (a reload, Back, a copied link) and in the user's memory, the hidden columns in the
 * user's memory; `userOf` reads the user from the machine's context.
 */
export function keepList<TContext>(
  ctx: Pick<WireContext, 'prefs' | 'replaceQuery'>,
  { path, list, grid }: KeptListIds,
  userOf: (context: TContext) => string | null | undefined,
) {
  return {
    keepView: ({ context }: { context: TContext }, { query }: { query: string }) => {
      ctx.replaceQuery(path, query)
      const userId = userOf(context)
      if (userId) ctx.prefs.setListView(userId, list, query)
    },
    keepColumns: (
      { context }: { context: TContext },
      { hidden }: { hidden: readonly string[] },
    ) => {
      const userId = userOf(context)
      if (userId) ctx.prefs.setHiddenColumns(userId, grid, hidden)
    },
  }
}
