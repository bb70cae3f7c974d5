import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { createTestServer } from '../../mock-server/node'
import { FIXTURE_STAFF } from '../../mock-server/fixtures'
import type { Db } from '../../mock-server/db'
import { sampleReportValues } from '../../mock-server/features/reports/seed'
import { AUTH_CODES, SITE } from '../../src/shared/domain/codes'
import { fromApiDate } from '../../src/shared/domain/dates'
import { menuRoutes } from '../../src/shared/domain/menu-policy'
import { ROUTE_TABLE as ROUTES } from '../../src/app/features'
import { canGive } from '../../src/features/vouchers/domain/access'
import { canBuy } from '../../src/features/purchase/domain/access'
import { canWriteReport } from '../../src/features/reports/domain/access'
import * as voucher from '../../src/features/vouchers/services/contract'
import * as payment from '../../src/features/purchase/services/contract'
import * as report from '../../src/features/reports/services/contract'
import * as checkup from '../../src/features/dashboard/services/contract'
import { canReadReportHistory } from '../../src/features/dashboard/domain/access'
import { inScope } from '../../mock-server/features/dashboard/checkup-index'
import { printExpired } from '../../mock-server/rules'
import { failureOf, loginAs } from '../support/api'
import { sessionFor } from '../support/sessions'

/**
 * Decision 043: the server refuses what the menu hides (S1 §6) where it gives value or data away:
 * giving vouchers (not P, not site 48), buying (not P, not site 48), direct input (not site 1,
 * not site 48, not P), the report history (not site 1, not P), its Excel file (nor site 48's F)
 * and printing (the print permission, never site 48).
 */

const TODAY = '20261122'

describe('the rules are the menu items themselves (property)', () => {
  it('an account may do it exactly when its drawer shows the item', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constantFrom(SITE.ORANGE, SITE.PARTNER, 2, 3, 5),
          fc.integer({ min: 1, max: 99 }),
        ),
        fc.constantFrom(...AUTH_CODES),
        (siteId, auth) => {
          const shown = menuRoutes(ROUTES, sessionFor(siteId, auth))
          expect(canGive({ siteId, auth })).toBe(shown.includes('give'))
          expect(canBuy({ siteId, auth })).toBe(shown.includes('product'))
          expect(canWriteReport({ siteId, auth })).toBe(shown.includes('addReport'))
          expect(canReadReportHistory({ siteId, auth })).toBe(shown.includes('dashboard'))
        },
      ),
    )
  })
})

describe('the server refuses every demo account what its menu hides', () => {
  let server: Awaited<ReturnType<typeof createTestServer>>['server']
  let db: Db

  beforeEach(async () => {
    ;({ server, db } = await createTestServer({ MOCK_CHECKUPS: 5, MOCK_TODAY: TODAY }))
    server.listen({ onUnhandledRequest: 'error' })
  })
  afterEach(() => {
    server.resetHandlers()
    server.close()
  })

  const accounts = FIXTURE_STAFF.filter(
    (s) =>
      s.active && s.passwordRefreshed && s.roleList.some((r) => ['RM', 'RD', 'RP'].includes(r)),
  )
  /** what the test saw: both answers, or it proves nothing */
  let seen: Set<string>
  beforeEach(() => {
    seen = new Set()
  })
  afterEach(() => {
    expect([...seen].sort()).toEqual(['allowed', 'refused'])
  })
  const outcome = async (call: Promise<unknown>) => {
    try {
      await call
      return 'allowed'
    } catch (e) {
      return (await failureOf(Promise.reject(e))).status === 403 ? 'refused' : 'allowed'
    }
  }

  it('site 48 and role P give no vouchers; nothing is given', async () => {
    expect(accounts.some((a) => a.siteId === SITE.PARTNER)).toBe(true)
    for (const account of accounts) {
      const client = await loginAs(account.userId)
      const before = db.vouchers.all().length
      const lookup = await outcome(
        client.call(voucher.checkCustomer, { params: { userId: 'member01' } }),
      )
      const give = await outcome(
        client.call(voucher.setVoucher, { body: { userId: 'member01', hours: 24 } }),
      )
      const expected = canGive(account) ? 'allowed' : 'refused'
      seen.add(expected)
      expect([lookup, give], account.userId).toEqual([expected, expected])
      if (!canGive(account)) expect(db.vouchers.all().length, account.userId).toBe(before)
    }
  })

  it('site 48 and role P buy nothing: no merchant uid, no order', async () => {
    for (const account of accounts) {
      const client = await loginAs(account.userId)
      const before = db.orders.all().length
      const got = await outcome(
        client.call(payment.getMerchantUid, {
          body: { productId: 1, quantity: 1, payMethod: 'card' },
        }),
      )
      // an unlimited-use account is refused for its own reason (S1 §5)
      if (account.usableCount === -1) continue
      seen.add(got)
      expect(got, account.userId).toBe(canBuy(account) ? 'allowed' : 'refused')
      if (!canBuy(account)) expect(db.orders.all().length, account.userId).toBe(before)
    }
  })

  it('sites 1 and 48 and role P write no report by direct input; no right is spent', async () => {
    const values = sampleReportValues(
      3,
      { name: '홍비회', birth: '19700505', gender: 1, checkupDate: '20261101' },
      fromApiDate(TODAY)!,
    )
    for (const account of accounts) {
      const client = await loginAs(account.userId)
      const before = db.staff.findFirst((q) => q.where({ userId: account.userId }))!.usableCount
      const role = account.roleList.find((r) => ['RM', 'RD', 'RP'].includes(r))!
      const wrote = await outcome(
        client.call(report.createNonMemberReport, { body: { ...values, role } as never }),
      )
      seen.add(wrote)
      expect(wrote, account.userId).toBe(canWriteReport(account) ? 'allowed' : 'refused')
      if (!canWriteReport(account))
        expect(
          db.staff.findFirst((q) => q.where({ userId: account.userId }))!.usableCount,
          account.userId,
        ).toBe(before)
    }
  })
  it('the report history, its Excel file and printing: refused as S1 §6 hides them', async () => {
    const all = FIXTURE_STAFF.filter((s) => s.active && s.passwordRefreshed)
    const range = { start: '20260101', end: TODAY }
    const today = fromApiDate(TODAY)!
    const printedBy: Record<string, string> = {}
    for (const account of all) {
      const client = await loginAs(account.userId)
      // what S1 §6 says, written out
      const reads = account.siteId !== SITE.ORANGE && account.auth !== 'P'
      const exports = reads && !(account.siteId === SITE.PARTNER && account.auth === 'F')
      const prints = account.print && account.siteId !== SITE.PARTNER
      const list = await outcome(
        client.call(checkup.checkupList, { query: { ...range, page: 1, size: 25 } }),
      )
      const excel = await outcome(client.download(checkup.customerListExcel, { query: range }))
      seen.add(list)
      expect([list, excel], account.userId).toEqual([
        reads ? 'allowed' : 'refused',
        exports ? 'allowed' : 'refused',
      ])
      const mine = db.checkups
        .all()
        .find((c) => inScope(account, c) && !printExpired(c.created, today))
      if (!mine) continue
      const printed = await outcome(
        client.call(checkup.makeTempPdf, { body: { checkupNoList: [mine.checkupNo] } }),
      )
      expect(printed, account.userId).toBe(prints ? 'allowed' : 'refused')
      printedBy[account.userId] = printed
    }
    // a site-48 account with the print permission among them, refused; others allowed
    expect(Object.values(printedBy)).toContain('allowed')
    expect(
      all.some((a) => a.siteId === SITE.PARTNER && a.print && printedBy[a.userId] === 'refused'),
    ).toBe(true)
  })
})
