import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { webPreferences } from './preferences'
import { MemoryStorage } from '../../../tests/support/token-storage'

describe('what a user left a list as (issue 31)', () => {
  it('keeps each user’s view and hidden columns apart, per list and per grid (property)', () => {
    const id = fc.constantFrom('fc0001', 'am0001', 'sa0001')
    const list = fc.constantFrom('dashboard', 'employees')
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(id, list, fc.string({ maxLength: 30 }), fc.array(fc.string(), { maxLength: 4 })),
          { maxLength: 12 },
        ),
        (writes) => {
          const prefs = webPreferences(new MemoryStorage())
          const views = new Map<string, string>()
          const columns = new Map<string, string[]>()
          for (const [user, name, query, hidden] of writes) {
            prefs.setListView(user, name, query)
            prefs.setHiddenColumns(user, name, hidden)
            views.set(`${user}/${name}`, query)
            columns.set(`${user}/${name}`, hidden)
          }
          for (const [key, query] of views) {
            const [user, name] = key.split('/') as [string, string]
            expect(prefs.listView(user, name)).toBe(query)
            expect(prefs.hiddenColumns(user, name)).toEqual(columns.get(key))
          }
        },
      ),
    )
  })

  it('forgets a view set to nothing and reads nothing for one never kept', () => {
    const storage = new MemoryStorage()
    const prefs = webPreferences(storage)
    expect(prefs.listView('fc0001', 'dashboard')).toBe('')
    prefs.setListView('fc0001', 'dashboard', 'page=2')
    prefs.setListView('fc0001', 'dashboard', '')
    expect(storage.length).toBe(0)
  })

  it('reads hidden columns written by hand or broken as none, and keeps only their texts', () => {
    const storage = new MemoryStorage()
    const prefs = webPreferences(storage)
    storage.setItem('columns:fc0001:dashboard', '{not json')
    expect(prefs.hiddenColumns('fc0001', 'dashboard')).toEqual([])
    storage.setItem('columns:fc0001:dashboard', '["gender", 3, null, "birthday"]')
    expect(prefs.hiddenColumns('fc0001', 'dashboard')).toEqual(['gender', 'birthday'])
  })

  it('keeps no view longer than a list query ever is', () => {
    const storage = new MemoryStorage()
    const prefs = webPreferences(storage)
    prefs.setListView('fc0001', 'dashboard', 'name=' + 'x'.repeat(3000))
    expect(prefs.listView('fc0001', 'dashboard')).toBe('')
  })
})
