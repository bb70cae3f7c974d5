import { describe, expect, it } from 'vitest'
import { webPreferences } from '../services/preferences'
import { MemoryStorage } from '../../../tests/support/token-storage'
import { keepList, keptList } from './kept-list'

const IDS = { path: '/v2/Stock', list: 'stock', grid: 'stockGrid' }

/** a page's context as a list's machine keeps it: the user, when one is signed in */
interface Context {
  userId: string | null
}

/** the wiring's effects: the user's memory and the queries put in the address */
function wiring() {
  const storage = new MemoryStorage()
  const prefs = webPreferences(storage)
  const addresses: [string, string][] = []
  const actions = keepList(
    { prefs, replaceQuery: (path, query) => addresses.push([path, query]) },
    IDS,
    (context: Context) => context.userId,
  )
  return { storage, prefs, addresses, actions }
}

describe('keepList and keptList (a list as its user left it, issue 31)', () => {
  it('keeps the view in the address and the user’s memory, and gives it back to that user', () => {
    const { prefs, addresses, actions } = wiring()
    const signedIn = { context: { userId: 'fc0001' } }
    actions.keepView(signedIn, { query: 'page=2&sort=name' })
    actions.keepColumns(signedIn, { hidden: ['branch', 'auth'] })
    expect(addresses).toEqual([['/v2/Stock', 'page=2&sort=name']])
    expect(keptList(prefs, 'fc0001', IDS)).toEqual({
      query: 'page=2&sort=name',
      hidden: ['branch', 'auth'],
    })
    // another user, another list: nothing kept for them
    expect(keptList(prefs, 'am0001', IDS)).toEqual({ query: '', hidden: [] })
    expect(keptList(prefs, 'fc0001', { list: 'other', grid: 'other' })).toEqual({
      query: '',
      hidden: [],
    })
  })

  it('without a user shows the view in the address only, and keeps and gives nothing', () => {
    const { storage, prefs, addresses, actions } = wiring()
    actions.keepView({ context: { userId: null } }, { query: 'page=3' })
    actions.keepColumns({ context: { userId: null } }, { hidden: ['branch'] })
    expect(addresses).toEqual([['/v2/Stock', 'page=3']])
    expect(keptList(prefs, null, IDS)).toEqual({ query: '', hidden: [] })
    expect(keptList(prefs, undefined, IDS)).toEqual({ query: '', hidden: [] })
    expect(storage.length).toBe(0)
  })
})
