import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { maskCustomerName } from '../../../src/shared/domain/masking'
import { SITE } from '../../../src/shared/domain/codes'
import { createDb } from '../../db'
import {
  CHECKUP_SORT_KEYS,
  countReports,
  type CheckupSortKey,
} from '../../../src/features/dashboard/domain/checkup'
import { SORT_ORDERS } from '../../../src/shared/domain/list-view'
import { inScope, listOrder } from './checkup-index'
import { WaveletMatrix } from './wavelet-matrix'
import {
  indexedPage,
  indexedRows,
  type CheckupListPage,
  type CheckupListQuery,
  type NameFor,
} from './checkup-list'
import type { StaffRecord } from '../../schemas'
import type { CheckupRecord } from './records'
import { FIXTURE_STAFF } from '../../fixtures'

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
    ? inRange.filter((c) => nameFor(caller)(c.userName).includes(name))
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
const plainName = (name: string) => name
const nameFor: NameFor = (caller) => (caller.siteId === SITE.PARTNER ? maskCustomerName : plainName)
/** Another way of showing names, for every caller: each name masked as site 48 sees it. */
const allMasked: NameFor = () => maskCustomerName

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
            // each search asked twice and shown two ways: a kept search answers by the way the
            // caller is shown names (a masked name holds no hidden letter), and as it did the
            // first time
            for (const [caller, q] of [...asks, ...asks])
              for (const shown of [nameFor, allMasked])
                expect(indexedPage(db.indexes.checkups, caller, q, shown)).toEqual(
                  scannedPage(db.checkups.all(), caller, q, shown),
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

/**
 * Issue 31: a page sorted by any key, either way, from the indexes equals the scan's page: the
 * rows of the caller's scope, range and name search in list order, then stably sorted by the key
 * alone (descending reverses the key, never the tie-break), for random data with repeated names
 * (one of them written decomposed, which the Korean collation holds equal to the composed one),
 * birthdays, employee names and report types (none too), masked callers, every key and order,
 * also after the fields sorted by changed (birthdays, employees, names).
 */
const collated = (a: string, b: string) => a.localeCompare(b, 'ko')
const byString = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1

/** The key's comparison as the list sorts it: the name as the caller is shown it, collated. */
function keyOrder(caller: StaffRecord, key: CheckupSortKey, nameFor: NameFor) {
  switch (key) {
    case 'userName':
      return (a: CheckupRecord, b: CheckupRecord) =>
        collated(nameFor(caller)(a.userName), nameFor(caller)(b.userName))
    case 'created':
    case 'birthday':
    case 'reportType':
    case 'employeeName':
      return (a: CheckupRecord, b: CheckupRecord) => byString(a[key], b[key])
  }
}

function scannedSortedPage(
  records: readonly CheckupRecord[],
  caller: StaffRecord,
  query: CheckupListQuery,
  nameFor: NameFor,
): CheckupListPage {
  const page = scannedPage(records, caller, { ...query, page: 1, size: records.length }, nameFor)
  const compare = keyOrder(caller, query.sort ?? 'created', nameFor)
  const sign = query.order === 'asc' ? 1 : -1
  // Array.prototype.sort is stable: equal keys keep the list order the scan gave
  const sorted = [...page.items].sort((a, b) => sign * compare(a, b))
  const from = (query.page - 1) * query.size
  return { ...page, items: sorted.slice(from, from + query.size) }
}

const sortedCheckup = fc.record({
  created: fc.constantFrom(...DAYS),
  userName: fc.oneof(
    fc.constantFrom(...NAMES, '김', '김철', '\u1100\u1175\u11b7철수', 'Kim', 'kim', ''),
    letters(0, 4),
  ),
  birthday: fc.constantFrom('19800101', '19751231', '20000229', '19800102', '19500515'),
  reportType: fc.constantFrom('S' as const, 'F' as const, null),
  employeeName: fc.constantFrom('김설계', '이지점', '박관리', '', 'Lee'),
  scope: fc.constantFrom(...SCOPES),
})

/** a range that is mostly not empty: two of the days in order, or around all of them */
const sortedRange = fc.oneof(
  fc
    .tuple(fc.constantFrom(...DAYS), fc.constantFrom(...DAYS))
    .map(([a, b]) => (a <= b ? { start: a, end: b } : { start: b, end: a })),
  fc.constant({ start: '20251231', end: '20261231' }),
)

const sortedQuery = fc
  .record({
    range: sortedRange,
    name: fc.option(fc.oneof(letters(1, 2), fc.constantFrom('김', '철', '*', ' 김 ', '')), {
      nil: undefined,
    }),
    sort: fc.constantFrom(...CHECKUP_SORT_KEYS),
    order: fc.constantFrom(...SORT_ORDERS),
    page: fc.integer({ min: 1, max: 3 }),
    size: fc.integer({ min: 1, max: 6 }),
  })
  .map(({ range, ...q }) => ({ ...range, ...q }))

const sortedRecord = (
  no: number,
  c: Generated & { birthday: string; employeeName: string },
): CheckupRecord => ({
  ...record(no, c),
  birthday: c.birthday,
  employeeName: c.employeeName,
})

describe('the sorted checkup list from the indexes', () => {
  it('equals the scan sorted stably by the key, for every key and order (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(sortedCheckup, { maxLength: 100, size: 'medium' }),
        fc.array(fc.tuple(fc.constantFrom(...callers, superOf48), sortedQuery), {
          minLength: 1,
          maxLength: 10,
        }),
        fc.array(
          fc.tuple(
            fc.nat(),
            fc.constantFrom('birthday', 'employeeName', 'userName', 'reportType'),
            sortedCheckup,
          ),
          { maxLength: 3 },
        ),
        async (rows, asks, changed) => {
          const db = createDb()
          let no = 300
          for (const r of rows) await db.checkups.create(sortedRecord((no += 11) % 997, r))
          const compare = () => {
            // twice: the second time from the kept orders
            for (let round = 0; round < 2; round++)
              for (const [caller, q] of asks) {
                expect(indexedPage(db.indexes.checkups, caller, q, nameFor)).toEqual(
                  scannedSortedPage(db.checkups.all(), caller, q, nameFor),
                )
                // every row at once (the Excel file), in the same order
                const all = { ...q, page: 1, size: db.checkups.all().length + 1 }
                expect([
                  ...indexedRows(db.indexes.checkups, caller, q, nameFor).rows.each(),
                ]).toEqual(scannedSortedPage(db.checkups.all(), caller, all, nameFor).items)
              }
          }
          compare()
          // a field sorted by changes: a birthday, an employee, a name, a report
          for (const [at, field, c] of changed) {
            const all = db.checkups.all()
            const target = all[at % Math.max(all.length, 1)]
            if (target)
              await db.checkups.update((q) => q.where({ checkupNo: target.checkupNo }), {
                data(r) {
                  if (field === 'reportType') r.reportType = c.reportType
                  else r[field] = c[field]
                },
              })
          }
          compare()
        },
      ),
      { numRuns: 200 },
    )
  })

  it('equals the scan on every page of a longer list, every key and order, wide and narrow', async () => {
    // 1,000 checkups over three days, one of them rare
    const db = createDb()
    const days = ['20260101', '20260102', '20260103']
    for (let no = 1; no <= 1000; no++)
      await db.checkups.create(
        sortedRecord(no, {
          created: days[no % 97 === 0 ? 0 : no % 7 === 0 ? 1 : 2]!,
          userName: NAMES[(no * 7) % NAMES.length]! + String(no % 3),
          birthday: `19${String(50 + (no % 40))}0101`,
          reportType: no % 5 === 0 ? null : no % 2 ? 'S' : 'F',
          employeeName: ['김설계', '이지점'][no % 2]!,
          scope: SCOPES[no % 3 === 0 ? 0 : 1]!,
        }),
      )
    const siteadmin = callers.find((s) => s.userId === 'siteadmin')!
    for (const sort of CHECKUP_SORT_KEYS)
      for (const order of SORT_ORDERS)
        for (const [start, end] of [
          [days[0]!, days[2]!],
          [days[1]!, days[1]!],
          [days[0]!, days[0]!],
        ] as const)
          for (const name of [undefined, '김', '0'])
            for (let page = 1; page <= 100; page += 7) {
              const q = { start, end, name, sort, order, page, size: 10 }
              expect(indexedPage(db.indexes.checkups, siteadmin, q, nameFor)).toEqual(
                scannedSortedPage(db.checkups.all(), siteadmin, q, nameFor),
              )
            }
  })

  it('sorts names as the caller sees them: site 48 by the masked names, in the Korean collation', async () => {
    const db = createDb()
    const base = { created: DAYS[0]!, reportType: 'S' as const, scope: SCOPES[0]! }
    for (const [no, userName] of [
      [1, '김철수'],
      [2, '김가수'],
      [3, '김나'],
      [4, 'Kim'],
      [5, '\u1100\u1175\u11b7가수'],
    ] as const)
      await db.checkups.create(record(no, { ...base, userName }))
    const names = (caller: StaffRecord, order: 'asc' | 'desc') =>
      indexedPage(
        db.indexes.checkups,
        caller,
        { start: DAYS[0]!, end: DAYS[0]!, sort: 'userName', order, page: 1, size: 25 },
        nameFor,
      ).items.map((c) => c.checkupNo)
    const plain = callers.find((s) => s.userId === 'super')!
    // Hangul before Latin in the Korean collation; the decomposed 김가수 (5) is the same name as
    // 2: they keep the list order (by number) both ways
    expect(names(plain, 'asc')).toEqual([2, 5, 3, 1, 4])
    expect(names(plain, 'desc')).toEqual([4, 1, 3, 2, 5])
    // the same scope (everything) seen masked: ᄀ***수 (5), 김* (3), 김*수 (1 and 2), K*m (4)
    expect(names(superOf48, 'asc')).toEqual([5, 3, 1, 2, 4])
    expect(names(superOf48, 'desc')).toEqual([4, 1, 2, 3, 5])
    // and the plain order again, kept beside the masked one
    expect(names(plain, 'asc')).toEqual([2, 5, 3, 1, 4])
  })
})

describe('the wavelet matrix of the sorted pages', () => {
  it('gives the k-th smallest value of any run, as sorting the run does (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 1100 }), { minLength: 1, maxLength: 300, size: 'medium' }),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        (values, a, b, k) => {
          const matrix = new WaveletMatrix(Int32Array.from(values))
          const from = a % values.length
          const to = from + 1 + (b % (values.length - from))
          const run = values.slice(from, to).sort((x, y) => x - y)
          expect(matrix.smallest(from, to, k % run.length)).toBe(run[k % run.length])
        },
      ),
      { numRuns: 500 },
    )
    // one value, and only zeros
    expect(new WaveletMatrix(Int32Array.of(0)).smallest(0, 1, 0)).toBe(0)
    expect(new WaveletMatrix(new Int32Array(70)).smallest(3, 69, 40)).toBe(0)
  })
})
