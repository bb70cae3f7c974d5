import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { errnoCode } from './errno'

describe('errnoCode', () => {
  it("reads the code node's file operations throw", () => {
    let thrown: unknown
    try {
      readFileSync('/no/such/file/here')
    } catch (e) {
      thrown = e
    }
    expect(errnoCode(thrown)).toBe('ENOENT')
  })

  it('gives a string code back as it is', () => {
    fc.assert(
      fc.property(fc.string(), (code) => {
        expect(errnoCode(Object.assign(new Error('failed'), { code }))).toBe(code)
        expect(errnoCode({ code })).toBe(code)
      }),
    )
  })

  it('gives nothing for what carries no string code', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything().filter((v) => typeof v !== 'object' || v === null || !('code' in v)),
          fc.record({ code: fc.oneof(fc.integer(), fc.boolean(), fc.constant(null)) }),
        ),
        (value) => {
          expect(errnoCode(value)).toBeUndefined()
        },
      ),
    )
  })
})
