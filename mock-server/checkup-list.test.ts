import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { maskCustomerName } from '../src/shared/domain/masking'
import { SITE } from '../src/shared/domain/codes'
import { createDb } from './db'
import { countReports } from '../src/features/dashboard/domain/checkup'
import { inScope, listOrder } from './checkup-index'
import {
  indexedPage,
  type CheckupListPage,
  type CheckupListQuery,
  type NameFor,
} from './checkup-list'
import type { CheckupRecord, StaffRecord } from './schemas'
import { FIXTURE_STAFF } from './fixtures'

/** The same page by scanning every checkup: the rule the indexes must keep (the property test). */
function scannedPage(
  records: readonly CheckupRecord[],
  caller: StaffRecord,
  query: CheckupListQuery,
  nameFor: NameFor,
): CheckupListPage {
  const inRange = records
    .filter((c) => c.created >= query.start && c.created <= query.end && inScope(caller, c))
    .sort(listOrder)
  const name = query.name?.trim()
  const matching = name
    ? inRange.filter((c) => nameFor(caller, c.userName).includes(name))
    : inRange
  const from = (query.page - 1) * query.size
  return {
    items: matching.slice(from, from + query.size),
    total: matching.length,
    counts: countReports(inRange),
  }
}

/**
 * Issue 9: the dashboard list answered from the indexes equals the full scan, for random
 * checkups, callers of every scope, date ranges, names, pages and sizes, also after the data
 * changed (addresses and print flags updated, checkups added and deleted).
 */
const nameFor: NameFor = (caller, name) =>
  caller.siteId === SITE.PARTNER ? maskCustomerName(name) : name

const DAYS = ['20260101', '20260102', '20260110', '20260201', '20260315', '20260316']
const NAMES = ['김건강', '이보유', '박초과', '김철수', '최하나']
const SCOPES = [
  { siteId: 3, branchCode: 'B001', employeeId: 'fc0001' },
  { siteId: 3, branchCode: 'B001', employeeId: 'fc0002' },
  { siteId: 3, branchCode: 'B002', employeeId: 'fc0003' },
  { siteId: 48, branchCode: '', employeeId: 'pt0001' },
  { siteId: 1, branchCode: '', employeeId: 'OL1000001' },
]

const checkup = fc.record({
  created: fc.constantFrom(...DAYS),
  userName: fc.constantFrom(...NAMES),
  reportType: fc.constantFrom('S' as const, 'F' as const, null),
  scope: fc.constantFrom(...SCOPES),
})

const callers: StaffRecord[] = FIXTURE_STAFF.filter((s) =>
  [
    'super',
    'siteadmin',
    'branchmgr',
    'fc0001',
    'fc0003',
    'pt0001',
    'ptadmin',
    'OL1000001',
    'adminp',
  ].includes(s.userId),
)

const query = fc.record({
  start: fc.constantFrom(...DAYS, '20251231'),
  end: fc.constantFrom(...DAYS, '20261231'),
  name: fc.option(fc.constantFrom('김', '건강', '*', '하나', ' 김 ', ''), { nil: undefined }),
  page: fc.integer({ min: 1, max: 4 }),
  size: fc.integer({ min: 1, max: 7 }),
})

type Generated = typeof checkup extends fc.Arbitrary<infer T> ? T : never

function record(no: number, c: Generated): CheckupRecord {
  return {
    checkupNo: no,
    created: c.created,
    userName: c.userName,
    userId: `app${no}`,
    gender: 1,
    birthday: '19800101',
    reportType: c.reportType,
    role: 'RM',
    branchName: '',
    branchCode: c.scope.branchCode,
    employeeName: '',
    employeeId: c.scope.employeeId,
    address: '',
    detailAddress: '',
    postalCode: '',
    telephone: '',
    pdfPrint: c.reportType ? 'Y' : 'N',
    print: 'N',
    siteId: c.scope.siteId,
  }
}

describe('the indexed checkup list', () => {
  it('equals the full scan for random data, callers, ranges, names and pages (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(checkup, { maxLength: 40 }),
        fc.array(fc.tuple(fc.constantFrom(...callers), query), { minLength: 1, maxLength: 6 }),
        fc.array(checkup, { maxLength: 5 }),
        fc.array(fc.nat(), { maxLength: 4 }),
        async (rows, asks, added, deleted) => {
          const db = createDb()
          // numbers are not in date order, so the order comes from the index, not the insertion
          let no = 1000
          for (const r of rows) await db.checkups.create(record((no += 7) % 997, r))
          const compare = () => {
            for (const [caller, q] of asks)
              expect(indexedPage(db.indexes.checkups, caller, q, nameFor)).toEqual(
                scannedPage(db.checkups.all(), caller, q, nameFor),
              )
          }
          compare()
          // the data changes: an address and a print flag, new checkups, deleted ones
          const first = db.checkups.all()[0]
          if (first)
            await db.checkups.update((q) => q.where({ checkupNo: first.checkupNo }), {
              data(c) {
                c.address = 'changed'
                c.print = 'Y'
              },
            })
          for (const r of added) await db.checkups.create(record(((no += 7) % 997) + 2000, r))
          for (const d of deleted) {
            const all = db.checkups.all()
            const target = all[d % Math.max(all.length, 1)]
            if (target) db.checkups.delete((q) => q.where({ checkupNo: target.checkupNo }))
          }
          compare()
          // the number index holds what the collection holds, updates included
          for (const c of db.checkups.all()) expect(db.indexes.checkups.get(c.checkupNo)).toEqual(c)
          if (first && db.checkups.findFirst((q) => q.where({ checkupNo: first.checkupNo })))
            expect(db.indexes.checkups.get(first.checkupNo)?.address).toBe('changed')
        },
      ),
      { numRuns: 60 },
    )
  })
})

/**
 * Issue 29: the name search answered from the names index equals the scan, for random names
 * (letters that recur, so searches hit several names and parts of them; stars and spaces
 * inside names), random searches (letters, stars, spaces around), callers who see names masked
 * (site 48, also a site 48 super admin over every site) and who do not, the same search over and
 * over (kept merges) and after names and rows changed. A masked name is searched as shown: '*'
 * finds it, its hidden letters do not.
 */
const LETTERS = ['김', '이', '수', '민', '*', ' ', 'a']
const letters = (min: number, max: number) =>
  fc.array(fc.constantFrom(...LETTERS), { minLength: min, maxLength: max }).map((l) => l.join(''))

const namedCheckup = fc.record({
  created: fc.constantFrom(...DAYS),
  userName: letters(0, 5),
  reportType: fc.constantFrom('S' as const, 'F' as const, null),
  scope: fc.constantFrom(...SCOPES),
})

const superOf48: StaffRecord = { ...callers.find((s) => s.userId === 'super')!, siteId: 48 }

const search = fc.record({
  start: fc.constantFrom(...DAYS, '20251231'),
  end: fc.constantFrom(...DAYS, '20261231'),
  name: fc.oneof(
    letters(1, 3),
    letters(1, 2).map((t) => ` ${t} `),
    fc.constantFrom('*', '**', ' ', '', '김*수'),
  ),
  page: fc.integer({ min: 1, max: 4 }),
  size: fc.integer({ min: 1, max: 7 }),
})

describe('the name search from the names index', () => {
  it('equals the scan for random names, searches, masked callers and changes (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(namedCheckup, { maxLength: 60 }),
        fc.array(fc.tuple(fc.constantFrom(...callers, superOf48), search), {
          minLength: 1,
          maxLength: 8,
        }),
        fc.array(fc.tuple(fc.nat(), letters(0, 4)), { maxLength: 3 }),
        fc.array(namedCheckup, { maxLength: 4 }),
        async (rows, asks, renamed, added) => {
          const db = createDb()
          let no = 500
          for (const r of rows) await db.checkups.create(record((no += 13) % 997, r))
          const compare = () => {
            // twice: the second time from the kept merges
            for (let round = 0; round < 2; round++)
              for (const [caller, q] of asks)
                expect(indexedPage(db.indexes.checkups, caller, q, nameFor)).toEqual(
                  scannedPage(db.checkups.all(), caller, q, nameFor),
                )
          }
          compare()
          // names change (a report entry's correction), rows come
          for (const [at, userName] of renamed) {
            const all = db.checkups.all()
            const target = all[at % Math.max(all.length, 1)]
            if (target)
              await db.checkups.update((q) => q.where({ checkupNo: target.checkupNo }), {
                data(c) {
                  c.userName = userName
                },
              })
          }
          for (const r of added) await db.checkups.create(record(((no += 13) % 997) + 2000, r))
          compare()
        },
      ),
      { numRuns: 150 },
    )
  })

  it('finds a site 48 name by what the caller sees, not by its hidden letters', async () => {
    const db = createDb()
    const [partner] = SCOPES.filter((s) => s.siteId === 48)
    const base = { created: DAYS[0]!, reportType: 'S' as const, scope: partner! }
    await db.checkups.create(record(1, { ...base, userName: '김철수' }))
    await db.checkups.create(record(2, { ...base, userName: '이민수' }))
    const ptadmin = callers.find((s) => s.userId === 'ptadmin')!
    const siteadmin = callers.find((s) => s.userId === 'super')!
    const ask = (caller: StaffRecord, name: string) =>
      indexedPage(
        db.indexes.checkups,
        caller,
        { start: DAYS[0]!, end: DAYS[0]!, name, page: 1, size: 25 },
        nameFor,
      ).total
    expect(ask(ptadmin, '철')).toBe(0)
    expect(ask(ptadmin, '김*수')).toBe(1)
    expect(ask(ptadmin, '*')).toBe(2)
    expect(ask(ptadmin, '수')).toBe(2)
    expect(ask(siteadmin, '철')).toBe(1)
    expect(ask(siteadmin, '*')).toBe(0)
  })
})
