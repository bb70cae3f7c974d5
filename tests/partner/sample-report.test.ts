import { describe, expect, it } from 'vitest'
import { SAMPLE_IMAGE_COUNT } from '../../src/features/partner/domain/partner'
import { SAMPLE_NOTE_WIDTH, SAMPLE_PAGES } from '../../src/features/partner/domain/sample-report'

const HANGUL = /[\uac00-\ud7a3]/

describe('the greeting’s sample report (S2 §9)', () => {
  it('has one page per sample image, simple pages first, then premium ones', () => {
    expect(SAMPLE_PAGES).toHaveLength(SAMPLE_IMAGE_COUNT)
    const kinds = SAMPLE_PAGES.map((p) => p.kind)
    expect(kinds.indexOf('premium')).toBeGreaterThan(0)
    expect(kinds.slice(kinds.indexOf('premium')).every((k) => k === 'premium')).toBe(true)
  })

  it('says everything in Korean, in lines that fit a page, with values on its scales', () => {
    for (const page of SAMPLE_PAGES) {
      expect(page.title).toMatch(HANGUL)
      expect(page.note.length).toBeGreaterThan(0)
      for (const line of page.note) {
        expect(line).toMatch(HANGUL)
        expect([...line].length).toBeLessThanOrEqual(SAMPLE_NOTE_WIDTH)
      }
      expect(page.gauge).toBeGreaterThanOrEqual(0)
      expect(page.gauge).toBeLessThanOrEqual(100)
      for (const bar of page.bars) expect(bar >= 0 && bar <= 100).toBe(true)
    }
    expect(new Set(SAMPLE_PAGES.map((p) => p.title)).size).toBe(SAMPLE_IMAGE_COUNT)
  })
})
