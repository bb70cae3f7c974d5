import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { DRAFT_DAYS, DRAFT_PREFIX, webDraftStore } from './drafts'
import { MemoryStorage } from '../../../tests/support/token-storage'

const DAY = 24 * 60 * 60 * 1000

describe('drafts kept in the browser (issue 46)', () => {
  it('gives back what was written under its key alone, until it is removed', () => {
    const storage = new MemoryStorage()
    let now = 1_000
    const drafts = webDraftStore(storage, () => now)
    drafts.write('report:fc0004:customer', { name: '김초안' })
    now = 2_000
    expect(drafts.read('report:fc0004:customer')).toEqual({
      savedAt: 1_000,
      value: { name: '김초안' },
    })
    expect(drafts.read('report:fc0001:customer')).toBeNull()
    expect(storage.getItem(`${DRAFT_PREFIX}report:fc0004:customer`)).not.toBeNull()
    drafts.remove('report:fc0004:customer')
    expect(drafts.read('report:fc0004:customer')).toBeNull()
  })

  it(`a draft older than ${DRAFT_DAYS} days is dropped when read (property)`, () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 * DAY }), (age) => {
        const storage = new MemoryStorage()
        let now = 0
        const drafts = webDraftStore(storage, () => now)
        drafts.write('k', 1)
        now = age
        const kept = drafts.read('k')
        if (age > DRAFT_DAYS * DAY) {
          expect(kept).toBeNull()
          expect(storage.length).toBe(0)
        } else expect(kept).toEqual({ savedAt: 0, value: 1 })
      }),
    )
  })

  it('reads anything else under its key as no draft, and a refused write throws nothing', () => {
    const storage = new MemoryStorage()
    const drafts = webDraftStore(storage)
    for (const junk of ['{', '"x"', '{"savedAt":"1","value":1}', '{"savedAt":1}', 'null']) {
      storage.setItem(`${DRAFT_PREFIX}k`, junk)
      expect(drafts.read('k'), junk).toBeNull()
    }
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError')
    }
    expect(() => drafts.write('k2', { a: 1 })).not.toThrow()
  })
})
