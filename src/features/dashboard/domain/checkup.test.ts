import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { countReports, dashboardFeatures, displayName, isCheckable, isOwnCustomer } from './checkup'
import type { AuthCode, ReportType, RoleCode } from '../../../shared/domain/codes'
import type { SessionUser } from '../../../shared/domain/user'

function session(
  userId: string,
  siteId: number,
  auth: AuthCode,
  roleList: RoleCode[],
  print = true,
): SessionUser {
  return {
    user: {
      name: '테스트',
      userId,
      siteId,
      auth,
      email: `${userId}@example.com`,
      mobile: '010-0000-0000',
      branchCode: siteId === 3 ? 'B001' : null,
      branchName: siteId === 3 ? '강남지점' : null,
    },
    roleList,
    print,
    usableCount: 10,
  }
}

// The FIXTURES.md accounts as the session sees them.
const fc0001 = session('fc0001', 3, 'F', ['RM', 'RD', 'RP', 'PA'])
const fc0002 = session('fc0002', 3, 'F', ['RM'])
const pt0001 = session('pt0001', 48, 'F', ['RM'])
const ptadmin = session('ptadmin', 48, 'A', ['RM'])
const sh0001 = session('sh0001', 2, 'F', ['RM', 'RD', 'RP'])

const reportType = fc.constantFrom<ReportType | null>('S', 'F', null)

describe('countReports', () => {
  it('counts simple (S) and premium (F); none counts only in all', () => {
    expect(countReports([])).toEqual({ all: 0, simple: 0, premium: 0 })
    expect(
      countReports([
        { reportType: 'S' },
        { reportType: 'F' },
        { reportType: null },
        { reportType: 'S' },
      ]),
    ).toEqual({ all: 4, simple: 2, premium: 1 })
  })

  it('all = simple + premium + none, each matching its report type (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ reportType })), (items) => {
        const counts = countReports(items)
        const none = items.filter((i) => i.reportType === null).length
        expect(counts.all).toBe(items.length)
        expect(counts.simple).toBe(items.filter((i) => i.reportType === 'S').length)
        expect(counts.premium).toBe(items.filter((i) => i.reportType === 'F').length)
        expect(counts.all).toBe(counts.simple + counts.premium + none)
      }),
    )
  })
})

describe('dashboardFeatures', () => {
  it('fc0001 (site 3, F, print, PA): print, PDF column, Excel, names shown, address change', () => {
    expect(dashboardFeatures(fc0001)).toEqual({
      print: true,
      pdfColumn: true,
      excel: true,
      maskNames: false,
      changeAddress: true,
    })
  })

  it('fc0002 (no PA) may not change addresses', () => {
    expect(dashboardFeatures(fc0002).changeAddress).toBe(false)
    expect(dashboardFeatures(fc0002).print).toBe(true)
  })

  it('pt0001 (site 48, F): no print, no Excel, masked names', () => {
    const f = dashboardFeatures(pt0001)
    expect(f.print).toBe(false)
    expect(f.excel).toBe(false)
    expect(f.maskNames).toBe(true)
  })

  it('ptadmin (site 48, A): Excel allowed, still no print and masked names', () => {
    const f = dashboardFeatures(ptadmin)
    expect(f.excel).toBe(true)
    expect(f.print).toBe(false)
    expect(f.maskNames).toBe(true)
  })

  it('sh0001 (site 2): PDF column hidden, print kept', () => {
    const f = dashboardFeatures(sh0001)
    expect(f.pdfColumn).toBe(false)
    expect(f.print).toBe(true)
  })

  it('a user without print permission gets no print', () => {
    expect(dashboardFeatures({ ...fc0001, print: false }).print).toBe(false)
    expect(dashboardFeatures({ ...fc0001, print: false }).pdfColumn).toBe(true)
  })

  it('print needs the permission and a site other than 48 (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1, 2, 3, 5, 48),
        fc.constantFrom<AuthCode>('S', 'A', 'B', 'F', 'P'),
        fc.boolean(),
        fc.subarray<RoleCode>(['RM', 'RD', 'RP', 'PA']),
        (siteId, auth, print, roles) => {
          const f = dashboardFeatures(session('u', siteId, auth, roles, print))
          expect(f.print).toBe(print && siteId !== 48)
          expect(f.pdfColumn).toBe(siteId !== 2)
          expect(f.excel).toBe(!(siteId === 48 && auth === 'F'))
          expect(f.maskNames).toBe(siteId === 48)
          expect(f.changeAddress).toBe(roles.includes('PA'))
        },
      ),
    )
  })
})

describe('isCheckable', () => {
  it('only rows with pdfPrint Y can be checked', () => {
    expect(isCheckable({ pdfPrint: 'Y' })).toBe(true)
    expect(isCheckable({ pdfPrint: 'N' })).toBe(false)
  })
})

describe('isOwnCustomer', () => {
  it('is true only for the owner FC', () => {
    expect(isOwnCustomer({ employeeId: 'fc0001' }, fc0001)).toBe(true)
    expect(isOwnCustomer({ employeeId: 'fc0002' }, fc0001)).toBe(false)
    expect(isOwnCustomer({ employeeId: 'fc0001' }, fc0002)).toBe(false)
  })
})

describe('displayName', () => {
  it('masks only when maskNames is set', () => {
    expect(displayName('김철수', { maskNames: true })).toBe('김*수')
    expect(displayName('남궁민수', { maskNames: true })).toBe('남**수')
    expect(displayName('김철수', { maskNames: false })).toBe('김철수')
  })

  it('follows the features of the user', () => {
    expect(displayName('김철수', dashboardFeatures(pt0001))).toBe('김*수')
    expect(displayName('김철수', dashboardFeatures(fc0001))).toBe('김철수')
  })
})
