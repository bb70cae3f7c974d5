import { vi } from 'vitest'

/**
 * What a list whose view its user shapes (issue 31) tells its wiring to keep, faked for a machine
 * test: `keepView` is told the view's query, `keepColumns` the hidden columns; `actions` are the
 * two actions to provide the machine with.
 */
export function viewKeeping() {
  const keepView = vi.fn<(query: string) => void>()
  const keepColumns = vi.fn<(hidden: readonly string[]) => void>()
  const actions = {
    keepView: (_: unknown, params: { query: string }) => keepView(params.query),
    keepColumns: (_: unknown, params: { hidden: readonly string[] }) => keepColumns(params.hidden),
  }
  return { keepView, keepColumns, actions }
}

/** The view and hidden columns a list machine starts with: those the test gives, else none. */
export const viewInput = <V>(given: { view?: V; hidden?: string[] }) => ({
  ...(given.view ? { view: given.view } : {}),
  ...(given.hidden ? { hidden: given.hidden } : {}),
})
