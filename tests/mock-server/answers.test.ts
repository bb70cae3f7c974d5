import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { answerText, errorResponse, jsonAnswer, ok } from '../../mock-server/http'
import { requestId } from '../../mock-server/server/request-log'

/**
 * The server's cheap paths (issue 29's figures): a JSON answer keeps its text so the standalone
 * server sends it without reading its stream back, and request ids come from a pool of random
 * bytes. Both must say exactly what the slow paths said.
 */
describe('a JSON answer', () => {
  it('keeps the text its body holds, with its status and type (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), fc.constantFrom(200, 400, 404, 409, 500), async (v, s) => {
        const response = jsonAnswer(v, s)
        const text = answerText(response)
        expect(text).toBe(JSON.stringify(v))
        expect(await response.text()).toBe(text)
        expect(response.status).toBe(s)
        expect(response.headers.get('content-type')).toBe('application/json')
      }),
    )
  })

  it('is what ok() and errorResponse() answer, and nothing else has a kept text', async () => {
    const answer = ok({ data: { n: 1, name: '김건강' } })
    expect(JSON.parse(answerText(answer)!)).toEqual({ code: 200, data: { n: 1, name: '김건강' } })
    const refused = errorResponse(403, '권한이 없습니다.')
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ code: 403, message: '권한이 없습니다.' })
    expect(answerText(Response.json({ code: 200 }))).toBeUndefined()
  })
})

describe('request ids', () => {
  it('are 12 hex digits, none repeated across many pool refills', () => {
    const ids = Array.from({ length: 5_000 }, requestId)
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{12}$/)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
