import { describe, expect, it } from 'vitest'
import { en, ko } from '../../src/features/partner/domain/messages'
import { SID_FAILURES } from './sid-failures'

describe('SID_FAILURES', () => {
  it('holds each documented status once, with a message of both catalogues', () => {
    expect(SID_FAILURES.map(([status]) => status)).toEqual([400, 401, 402, 403, 404, 500])
    for (const [, key] of SID_FAILURES) {
      expect(ko[key]).toBeTruthy()
      expect(en[key]).toBeTruthy()
    }
  })
})
