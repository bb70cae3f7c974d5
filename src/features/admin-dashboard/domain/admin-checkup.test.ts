import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { adminReportHref, adminRowActions } from './admin-checkup'
import type { CheckupStatus } from './codes'

describe('adminRowActions', () => {
  it.each<[CheckupStatus, string[]]>([
    ['B', []],
    ['C', []],
    ['U', ['downloadPdf']],
    ['D', ['writeReport', 'downloadPdf']],
    ['R', ['modifyReport', 'downloadPdf']],
  ])('status %s -> %j', (status, actions) => {
    expect(adminRowActions(status)).toEqual(actions)
  })
})

describe('adminReportHref', () => {
  it('carries id and fcCode, and modify=true only to modify', () => {
    expect(adminReportHref('/Admin/AddReport', { id: 7, fcCode: 'OL1000007' }, true)).toBe(
      '/Admin/AddReport?id=7&fcCode=OL1000007&modify=true',
    )
    const href = adminReportHref('/Admin/AddReport', { id: 7, fcCode: 'OL1000007' }, false)
    expect(href).toBe('/Admin/AddReport?id=7&fcCode=OL1000007')
    expect(href).not.toContain('modify')
  })

  it('encodes the fcCode so it reads back unchanged (property)', () => {
    fc.assert(
      fc.property(fc.nat(), fc.string(), fc.boolean(), (id, fcCode, modify) => {
        const href = adminReportHref('/Admin/AddReport', { id, fcCode }, modify)
        const [path, search] = href.split('?')
        expect(path).toBe('/Admin/AddReport')
        const q = new URLSearchParams(search)
        expect(q.get('id')).toBe(String(id))
        expect(q.get('fcCode')).toBe(fcCode)
        expect(q.get('modify')).toBe(modify ? 'true' : null)
      }),
    )
  })
})
