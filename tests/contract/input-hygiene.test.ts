import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { createTestServer } from '../../mock-server/node'
import type { Db } from '../../mock-server/db'
import { idParam } from '../../mock-server/http'
import { operations } from '../../src/app/contract'
import { apiDateSchema, lineTextSchema, queryIntSchema } from '../../src/shared/contract/common'
import { z } from '../../src/shared/contract/zod'
import { AUTH_HEADER } from '../../src/shared/contract/operation'
import { toApiDate } from '../../src/shared/domain/dates'
import { lineText } from '../../src/shared/domain/validation'
import { login } from '../../src/features/session/services/contract'
import { anonymousClient, DEMO_PASSWORD, TEST_BASE } from '../support/api'

/** Issue 29, input hygiene: what the contract takes is what a person can mean. */

const dateIn = (fromYear: number, toYear: number) =>
  fc
    .date({ min: new Date(fromYear, 0, 1), max: new Date(toYear, 11, 31), noInvalidDate: true })
    .map(toApiDate)

/** characters no line of text holds: C0, DEL, C1, lone surrogate halves */
const untypable = fc
  .oneof(
    fc.integer({ min: 0, max: 0x1f }),
    fc.constant(0x7f),
    fc.integer({ min: 0x80, max: 0x9f }),
    fc.integer({ min: 0xd800, max: 0xdfff }),
  )
  .map((code) => String.fromCharCode(code))
const typable = fc.string({
  unit: fc.constantFrom('a', 'Z', '7', '가', '힣', '😀', 'e\u0301', ' ', '\u3000', '-', '#'),
  maxLength: 20,
})

describe('the contract schemas (property)', () => {
  it('a date is a real calendar day from 1900 to 2099; anything else is refused', () => {
    fc.assert(
      fc.property(dateIn(1900, 2099), (d) => {
        expect(apiDateSchema.safeParse(d).success).toBe(true)
      }),
    )
    fc.assert(
      fc.property(fc.oneof(dateIn(1000, 1899), dateIn(2100, 9999)), (d) => {
        expect(apiDateSchema.safeParse(d).success).toBe(false)
      }),
    )
    for (const bad of [
      '20241301',
      '20230229',
      '20240100',
      '20240431',
      '99991231',
      '2024-01-01',
      '2024011',
    ])
      expect(apiDateSchema.safeParse(bad).success, bad).toBe(false)
    expect(apiDateSchema.safeParse('20240229').success).toBe(true)
  })

  it('a line of text refuses a control character or a lone surrogate anywhere, the client rule too', () => {
    fc.assert(
      fc.property(typable, untypable, typable, (before, bad, after) => {
        const value = before + bad + after
        // a lone surrogate next to its other half is a pair: a character like any other
        fc.pre(!/[\ud800-\udbff][\udc00-\udfff]/.test(value))
        expect(lineTextSchema.safeParse(value).success).toBe(false)
        expect(lineText(value, 1000, 'common.error')?.key).toBe('validation.untypable')
      }),
    )
    fc.assert(
      fc.property(typable, (value) => {
        expect(lineTextSchema.safeParse(value).success).toBe(true)
        expect(lineText(value, 1000, 'common.error')).toBeNull()
      }),
    )
  })

  it('a query integer is decimal digits: not empty, not hex, not an exponent', () => {
    const page = queryIntSchema(z.number().check(z.minimum(1)))
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e12 }), (n) => {
        expect(page.parse(String(n))).toBe(n)
      }),
    )
    for (const bad of ['', '0', '0x10', '1e3', ' 1', '1 ', '1.0', '-1', '+1', '١'])
      expect(page.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
  })

  it('a path id is decimal digits, or no id', () => {
    fc.assert(
      fc.property(fc.nat(), (n) => {
        expect(idParam(String(n))).toBe(n)
      }),
    )
    for (const bad of [undefined, '', '0x10', '1e3', ' 1', '-1', '1.5'])
      expect(idParam(bad)).toBeNull()
  })
})

describe('the mock answers what the contract refuses with 400, and changes nothing', () => {
  let server: Awaited<ReturnType<typeof createTestServer>>['server']
  let db: Db
  let token: string

  beforeEach(async () => {
    ;({ server, db } = await createTestServer({ MOCK_CHECKUPS: 5 }))
    server.listen({ onUnhandledRequest: 'error' })
    ;({ token } = await anonymousClient().call(login, {
      body: { userId: 'super', password: DEMO_PASSWORD },
    }))
  })
  afterEach(() => {
    server.resetHandlers()
    server.close()
  })

  const send = (method: string, path: string, body?: unknown, as = token) =>
    fetch(`${TEST_BASE}${path}`, {
      method,
      headers: { [AUTH_HEADER]: as, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })

  /** every operation whose query is a date range */
  const ranged = operations.filter(
    (op) => op.method === 'GET' && op.query instanceof z.ZodMiniObject && 'start' in op.query.shape,
  )

  it.each(['20241301', '99991231', '00000000'])(
    'every range operation answers 400 to the date %s',
    async (bad) => {
      expect(ranged.length).toBeGreaterThanOrEqual(9)
      for (const op of ranged) {
        const path = op.path.replace(/\{\w+\}/g, '1')
        expect((await send('GET', `${path}?start=20260101&end=${bad}`)).status, op.id).toBe(400)
        expect((await send('GET', `${path}?start=${bad}&end=20260101`)).status, op.id).toBe(400)
      }
    },
  )

  it('an empty or hex page and an empty member number are 400, not page 0 or 16', async () => {
    for (const page of ['', '0x10', '1e1'])
      expect(
        (await send('GET', `/api/checkups?start=20260101&end=20260131&page=${page}`)).status,
      ).toBe(400)
    expect((await send('GET', `/api/employees?page=0x10`)).status).toBe(400)
    expect((await send('GET', `/api/reports/duplicate?userNo=&checkupDate=20260101`)).status).toBe(
      400,
    )
  })

  it('a name with NUL, ESC or a lone surrogate is refused and nothing is stored', async () => {
    const before = db.staff.all().length
    for (const name of ['김\u0000설계', '\u001b[31m김', 'a\ud800b'])
      expect(
        (
          await send('POST', '/api/employees', {
            name,
            gender: null,
            email: 'new@example.com',
            mobile: '010-1234-5678',
            staffNumber: '777',
            permissionCode: 'F',
            branchCode: 'B001',
          })
        ).status,
        JSON.stringify(name),
      ).toBe(400)
    expect(db.staff.all().length).toBe(before)
  })

  it('an address with a control character is refused and the row stays', async () => {
    const row = db.checkups.all()[0]!
    const before = { ...row }
    const res = await send('PUT', `/api/checkups/${row.checkupNo}/address`, {
      address: '서울\u0007강남',
      detailAddress: '12층',
      postalCode: '06236',
      telephone: '010-1234-5678',
    })
    expect(res.status).toBe(400)
    expect(db.checkups.findFirst((q) => q.where({ checkupNo: row.checkupNo }))).toEqual(before)
  })

  it('a path id in another notation names no record', async () => {
    const { token: fc } = await anonymousClient().call(login, {
      body: { userId: 'fc0001', password: DEMO_PASSWORD },
    })
    const note = db.notifications.all().find((n) => n.userId === 'fc0001' && n.read === 0)
    expect(note).toBeDefined()
    const { id } = note!
    const read = (path: string) => send('POST', `/api/notifications/${path}/read`, undefined, fc)
    expect((await read(`0x${id.toString(16)}`)).status).toBe(404)
    expect((await read(`${id}e0`)).status).toBe(404)
    expect(db.notifications.findFirst((q) => q.where({ id }))!.read).toBe(0)
    // the id itself does
    expect((await read(String(id))).status).toBe(200)
  })
})
