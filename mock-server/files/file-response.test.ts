import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bodyOf, fileResponse } from './file-response'

describe("a downloaded file's answer", () => {
  it('sends the bytes as they are, over the same memory when it is an ArrayBuffer', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), fc.nat(8), (bytes, offset) => {
        const padded = new Uint8Array(bytes.length + offset)
        padded.set(bytes, offset)
        const view = padded.subarray(offset)
        const body = bodyOf(view)
        expect([...body]).toEqual([...bytes])
        expect(body.buffer).toBe(padded.buffer)
      }),
    )
  })

  it('copies bytes held in shared memory', () => {
    const shared = new Uint8Array(new SharedArrayBuffer(3))
    shared.set([1, 2, 3])
    const body = bodyOf(shared)
    expect([...body]).toEqual([1, 2, 3])
    expect(body.buffer).toBeInstanceOf(ArrayBuffer)
  })

  it('answers 200 with the media type and the file name', async () => {
    const answer = fileResponse(new Uint8Array([37, 80, 68, 70]), 'pdf', '리포트.pdf', 'inline')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/pdf')
    expect(answer.headers.get('content-disposition')).toMatch(/^inline; filename=.*UTF-8''/)
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]))
  })
})
