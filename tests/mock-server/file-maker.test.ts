import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inThreadFiles, type FileMaker } from '../../mock-server/files/file-jobs'
import { nodeReportFont } from '../../mock-server/files/report-font-node'
import { startHttpServer } from '../support/http-server'

/**
 * Every download the standalone server builds goes through its file maker, which is the worker
 * there (issue 29, decision 042): the maker here counts what it is asked for, so a handler that
 * built a file in the thread that answers requests would leave its count at zero.
 */
const asked: string[] = []
const here = inThreadFiles(nodeReportFont)
const files: FileMaker = Object.fromEntries(
  Object.entries(here).map(([kind, make]) => [
    kind,
    (...args: unknown[]) => {
      asked.push(kind)
      return (make as (...a: unknown[]) => Promise<Uint8Array>)(...args)
    },
  ]),
) as unknown as FileMaker

let server: Awaited<ReturnType<typeof startHttpServer>>
beforeAll(async () => {
  server = await startHttpServer({ files })
})
afterAll(() => server.close())

describe('the files a coupon holder downloads', () => {
  it('are built by the file maker (S2 §6 PDF download)', async () => {
    const made = await fetch(`${server.base}/api/partner/print/make-pdf`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ couponCode: 'COUPON-OK', birthday: '19800101' }),
    })
    expect(made.status).toBe(200)
    const { tempPdf } = ((await made.json()) as { data: { tempPdf: string } }).data
    const file = await fetch(`${server.base}/api/partner/print/pdf?tempPdf=${tempPdf}`)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toContain('application/pdf')
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
    expect(asked).toEqual(['couponPdf'])
  })
})
