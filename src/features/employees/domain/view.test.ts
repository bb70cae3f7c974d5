import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { readView, SORT_ORDERS, writeView } from '../../../shared/domain/list-view'
import type { Employee } from './employee'
import {
  defaultEmployeesView,
  EMPLOYEE_DEFAULT_SORT,
  EMPLOYEE_SORT_KEYS,
  employeeKeyOrder,
  employeesViewFields,
  firstEmployeeOrder,
  sortEmployees,
  startingEmployeesView,
  type EmployeesView,
} from './view'

describe('the view an employee-list visit starts with (issue 31)', () => {
  const kept = 'name=%EA%B9%80&sort=limit&order=desc'

  it('takes the address first: a shared link, a reload, Back', () => {
    expect(startingEmployeesView('page=3', kept)).toEqual({ ...defaultEmployeesView(), page: 3 })
  })

  it('takes what the user left when the address says nothing of the list', () => {
    expect(startingEmployeesView('utm=x', kept)).toEqual({
      ...defaultEmployeesView(),
      name: '김',
      sort: { key: 'limit', order: 'desc' },
    })
  })

  it('starts with the list’s own order otherwise: by branch, no name, page 1', () => {
    expect(startingEmployeesView('', '')).toEqual({
      name: '',
      page: 1,
      sort: { key: 'branch', order: 'asc' },
    })
  })

  it('never restores what the list would refuse: a long name, an unknown key, a bad order', () => {
    for (const query of [
      `name=${'가'.repeat(31)}`,
      'sort=mobile&order=asc',
      'sort=name&order=up',
      'page=0',
    ])
      expect(startingEmployeesView(query, ''), query).toEqual(defaultEmployeesView())
  })

  it('starts quantities largest first, the rest from ㄱ', () => {
    expect(EMPLOYEE_SORT_KEYS.filter((k) => firstEmployeeOrder(k) === 'desc')).toEqual([
      'useQuantity',
      'completeQuantity',
      'licenseQuantity',
      'limit',
    ])
  })
})

const viewArb: fc.Arbitrary<EmployeesView> = fc.record({
  name: fc
    .string({ minLength: 1, maxLength: 30, unit: fc.constantFrom('김', '이', 'a', 'Z', '1', '-') })
    .filter((n) => n.trim() === n),
  page: fc.integer({ min: 1, max: 1_000_000 }),
  sort: fc.record({
    key: fc.constantFrom(...EMPLOYEE_SORT_KEYS),
    order: fc.constantFrom(...SORT_ORDERS),
  }),
})

const employeeArb: fc.Arbitrary<Employee> = fc.record({
  employeeId: fc.uuid(),
  employeeName: fc.constantFrom('김설계', '이지점', '박일반', 'Kim', '김설계'),
  employeeNo: fc.constantFrom('fc0001', 'fc0002', 'B01'),
  branchName: fc.constantFrom('강남지점', null),
  branchCode: fc.constantFrom('B001', 'B002', null),
  siteId: fc.constant(3),
  siteName: fc.constant('헬스케어'),
  siteCode: fc.constantFrom('HK', 'SH'),
  auth: fc.constantFrom('A', 'B', 'F'),
  useQuantity: fc.nat(5),
  completeQuantity: fc.nat(5),
  licenseQuantity: fc.nat(5),
  limit: fc.integer({ min: -1, max: 5 }),
  gender: fc.constant(null),
  email: fc.constant('a@example.com'),
  mobile: fc.constant('010-1111-2222'),
})

/** employees of distinct ids, as a list holds them */
const employeesArb = (minLength = 0) =>
  fc.uniqueArray(employeeArb, { minLength, maxLength: 40, selector: (e) => e.employeeId })

describe('the employee view and order (properties)', () => {
  it('a view written then read is the same view; the defaults write nothing', () => {
    const defaults = defaultEmployeesView()
    expect(writeView(employeesViewFields, defaults, defaults)).toBe('')
    fc.assert(
      fc.property(viewArb, (view) => {
        const query = writeView(employeesViewFields, view, defaults)
        expect(readView(employeesViewFields, query, defaults) ?? defaults).toEqual(view)
      }),
    )
  })

  it('sorting is a permutation in the key’s order, ties in the given order, both ways', () => {
    fc.assert(
      fc.property(
        employeesArb(),
        fc.constantFrom(...EMPLOYEE_SORT_KEYS),
        fc.constantFrom(...SORT_ORDERS),
        (items, key, order) => {
          const sorted = sortEmployees(items, { key, order })
          expect([...sorted].sort(byId)).toEqual([...items].sort(byId))
          const compare = employeeKeyOrder(key)
          const sign = order === 'asc' ? 1 : -1
          for (let i = 1; i < sorted.length; i++) {
            const c = sign * compare(sorted[i - 1]!, sorted[i]!)
            expect(c).toBeLessThanOrEqual(0)
            if (c === 0)
              expect(items.indexOf(sorted[i - 1]!)).toBeLessThan(items.indexOf(sorted[i]!))
          }
        },
      ),
    )
  })

  it('an unlimited limit sorts above every number', () => {
    fc.assert(
      fc.property(employeesArb(1), (items) => {
        const sorted = sortEmployees(items, { key: 'limit', order: 'desc' })
        const unlimited = items.filter((e) => e.limit === -1).length
        expect(sorted.slice(0, unlimited).every((e) => e.limit === -1)).toBe(true)
        expect(sorted.slice(unlimited).every((e) => e.limit >= 0)).toBe(true)
      }),
    )
  })

  it('the default order leaves a list in its own order (branch code, then id) as it is', () => {
    fc.assert(
      fc.property(employeesArb(), (items) => {
        const own = [...items].sort(
          (a, b) =>
            (a.branchCode ?? '').localeCompare(b.branchCode ?? '') ||
            a.employeeId.localeCompare(b.employeeId),
        )
        expect(sortEmployees(own, EMPLOYEE_DEFAULT_SORT)).toEqual(own)
      }),
    )
  })
})

const byId = (a: Employee, b: Employee) =>
  a.employeeId < b.employeeId ? -1 : a.employeeId > b.employeeId ? 1 : 0
