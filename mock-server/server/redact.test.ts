import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { redactUrl } from './redact'

describe('redactUrl', () => {
  it('hides PDF ids, QR codes and tokens, keeps the rest', () => {
    expect(redactUrl('/api/print/temp/abc123')).toBe('/api/print/temp/[redacted]')
    expect(redactUrl('/voucher/qr/abc123?x=1')).toBe('/voucher/qr/[redacted]?x=1')
    expect(redactUrl('/v3/generate/printview?tempPdf=abc&lang=ko')).toBe(
      '/v3/generate/printview?tempPdf=[redacted]&lang=ko',
    )
    expect(redactUrl('/api/x?TOKEN=a&refreshToken=b&page=2')).toBe(
      '/api/x?TOKEN=[redacted]&refreshToken=[redacted]&page=2',
    )
    expect(redactUrl('/api/checkup/list?start=20260101')).toBe('/api/checkup/list?start=20260101')
  })
  it('no secret value survives, whatever it is (property)', () => {
    const secret = fc.stringMatching(/^[A-Za-z0-9]{12,32}$/)
    fc.assert(
      fc.property(secret, (id) => {
        for (const url of [
          `/api/print/temp/${id}`,
          `/voucher/qr/${id}`,
          `/v3/generate/printview?a=1&tempPdf=${id}`,
          `/api/x?token=${id}`,
        ])
          expect(redactUrl(url)).not.toContain(id)
      }),
    )
  })
})
