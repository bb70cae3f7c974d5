import { describe, expect, it } from 'vitest'
import { createDb } from '../db'
import { createMockClock } from '../clock'
import { tabPasswords } from '../passwords'
import { TEST_PARTNER_SID_KEY } from '../node'
import { nodeReportFont } from '../files/report-font-node'
import { createHandlers, withoutCallFrames } from './index'

describe('the handlers are made without reading a stack', () => {
  it('notes no call frame on any handler, and leaves the stack limit as it was', () => {
    const before = Error.stackTraceLimit
    const clock = createMockClock({})
    const handlers = createHandlers({
      db: createDb(),
      passwords: tabPasswords,
      reportFont: nodeReportFont,
      partnerSidKey: TEST_PARTNER_SID_KEY,
      now: clock.now,
      advanceClock: clock.advance,
    })
    expect(handlers.length).toBeGreaterThan(50)
    expect(handlers.filter((h) => h.info.callFrame !== undefined)).toEqual([])
    expect(Error.stackTraceLimit).toBe(before)
    // an error made afterwards has its stack again
    expect(new Error('after').stack).toMatch(/\n\s+at /)
  })

  it('gives the stack limit back when making fails', () => {
    const before = Error.stackTraceLimit
    expect(() =>
      withoutCallFrames(() => {
        throw new Error('no handlers')
      }),
    ).toThrow('no handlers')
    expect(Error.stackTraceLimit).toBe(before)
  })
})
