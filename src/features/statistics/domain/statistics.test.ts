import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { ALL_ITEM, AUTH_CODES } from '../../../shared/domain/codes'
import { fromApiDate, toApiDate } from '../../../shared/domain/dates'
import {
  everyDay,
  offersBranches,
  changeFilter,
  filterChoices,
  scopeNote,
  shownFilters,
  chartAxisMax,
  chartDate,
  checkupDaily,
  dailySums,
  defaultStatisticsRange,
  employeeQuery,
  giftDaily,
  hiddenOverviewFields,
  oneFilter,
  orderDaily,
  overviewFileName,
  overviewSums,
  visibleSeries,
  yAxisMax,
  type OverviewRow,
} from './statistics'
import {
  checkupTier,
  isEmployeeScreen,
  OVERVIEW_FIELDS,
  OVERVIEW_SERIES,
  purchaseStatusOf,
  STATISTICS_SCREENS,
} from './codes'

const day = fc
  .date({ min: new Date(2000, 0, 1), max: new Date(2040, 11, 31), noInvalidDate: true })
  .map(toApiDate)

describe('yAxisMax (S1 §9: min(max + 10, round(1.5 x max)))', () => {
  it.each([
    [0, 0],
    [1, 2],
    [4, 6],
    [20, 30],
    [21, 31],
    [100, 110],
  ])('%i -> %i', (max, top) => expect(yAxisMax(max)).toBe(top))

  it('is the smaller of the two bounds, never below the maximum, at most 10 above it (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (max) => {
        const top = yAxisMax(max)
        expect(top).toBe(Math.min(max + 10, Math.round(1.5 * max)))
        expect(top).toBeGreaterThanOrEqual(max)
        expect(top).toBeLessThanOrEqual(max + 10)
        expect(top).toBeLessThanOrEqual(Math.round(1.5 * max))
      }),
    )
  })

  it('grows with the maximum (property)', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), (a, b) => {
        if (a <= b) expect(yAxisMax(a)).toBeLessThanOrEqual(yAxisMax(b))
      }),
    )
  })

  it('chartAxisMax applies the rule to the largest value, at least 1 (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(100_000)), (values) => {
        const max = values.reduce((m, v) => Math.max(m, v), 0)
        expect(chartAxisMax(values)).toBe(Math.max(1, yAxisMax(max)))
        for (const v of values) expect(chartAxisMax(values)).toBeGreaterThanOrEqual(v)
      }),
    )
  })
})

describe('daily sums (S2 §3)', () => {
  const row = fc.record({ day, a: fc.nat(1000), b: fc.nat(1000) })

  it('one entry a day with rows, ascending; each sum is the sum of that day (property)', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 60 }), (rows) => {
        const sums = dailySums(rows, (r) => r.day, { a: (r) => r.a, b: (r) => r.b, n: () => 1 })
        const days = sums.map((s) => s.day)
        expect(days).toEqual([...new Set(rows.map((r) => r.day))].sort())
        for (const { day: d, sums: s } of sums) {
          const those = rows.filter((r) => r.day === d)
          expect(s.a).toBe(those.reduce((t, r) => t + r.a, 0))
          expect(s.b).toBe(those.reduce((t, r) => t + r.b, 0))
          expect(s.n).toBe(those.length)
        }
      }),
    )
  })

  it('checkup daily sums count F as premium and every other type as simple (property)', () => {
    const stat = fc.record({
      checkupDate: day,
      checkupType: fc.constantFrom('F', 'S', 'X', ''),
      employeeId: fc.constant('fc0001'),
      userId: fc.string(),
    })
    fc.assert(
      fc.property(fc.array(stat, { maxLength: 60 }), (list) => {
        const daily = checkupDaily(list)
        const total = (k: 'simpleCnt' | 'premiumCnt') => daily.reduce((t, d) => t + d[k], 0)
        expect(total('premiumCnt')).toBe(list.filter((r) => r.checkupType === 'F').length)
        expect(total('simpleCnt')).toBe(list.filter((r) => r.checkupType !== 'F').length)
        for (const d of daily) {
          const those = list.filter((r) => r.checkupDate === d.checkupDay)
          expect(d.simpleCnt + d.premiumCnt).toBe(those.length)
        }
      }),
    )
  })

  it('gift and order daily sums add the quantities and count the rows (property)', () => {
    const gift = fc.record({
      giftDate: day,
      giftQuantity: fc.integer({ min: 1, max: 50 }),
      giver: fc.string(),
      receiver: fc.string(),
      productName: fc.string(),
    })
    const order = fc.record({
      orderDate: day,
      employeeId: fc.string(),
      licenseQuantity: fc.integer({ min: 1, max: 500 }),
    })
    fc.assert(
      fc.property(fc.array(gift, { maxLength: 40 }), fc.array(order, { maxLength: 40 }), (g, o) => {
        const gd = giftDaily(g)
        expect(gd.reduce((t, d) => t + d.giftQuantity, 0)).toBe(
          g.reduce((t, r) => t + r.giftQuantity, 0),
        )
        expect(gd.reduce((t, d) => t + d.cnt, 0)).toBe(g.length)
        const od = orderDaily(o)
        expect(od.reduce((t, d) => t + d.licenseQuantity, 0)).toBe(
          o.reduce((t, r) => t + r.licenseQuantity, 0),
        )
        expect(od.reduce((t, d) => t + d.orderCnt, 0)).toBe(o.length)
        expect(od.map((d) => d.orderDay)).toEqual([...new Set(o.map((r) => r.orderDate))].sort())
      }),
    )
  })

  it('everyDay: each day of the range once, ascending, its entry or an empty one (property)', () => {
    const dayIn = (start: string, offset: number) => {
      const d = fromApiDate(start)!
      return toApiDate(new Date(d.getFullYear(), d.getMonth(), d.getDate() + offset))
    }
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 62 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 62 }), { maxLength: 20 }),
        (start, length, offsets) => {
          const end = dayIn(start, length)
          const entries = offsets
            .filter((o) => o <= length)
            .map((o) => ({ day: dayIn(start, o), n: o + 1 }))
          const filled = everyDay(
            { start, end },
            entries,
            (e) => e.day,
            (d) => ({ day: d, n: 0 }),
          )
          expect(filled.map((e) => e.day)).toEqual(
            Array.from({ length: length + 1 }, (_, i) => dayIn(start, i)),
          )
          for (const e of entries) expect(filled.find((f) => f.day === e.day)).toBe(e)
          expect(filled.filter((f) => f.n === 0)).toHaveLength(length + 1 - entries.length)
        },
      ),
    )
    // an entry outside the range (the server's) stays, in its place; a reversed range adds none
    const out = { day: '20240105', n: 7 }
    expect(
      everyDay(
        { start: '20240101', end: '20240102' },
        [out],
        (e) => e.day,
        (d) => ({ day: d, n: 0 }),
      ),
    ).toEqual([{ day: '20240101', n: 0 }, { day: '20240102', n: 0 }, out])
    expect(
      everyDay(
        { start: '20240103', end: '20240101' },
        [out],
        (e) => e.day,
        (d) => ({ day: d, n: 0 }),
      ),
    ).toEqual([out])
  })

  it('the overview sum row adds every field over the rows (property)', () => {
    const overviewRow = fc.record({
      statisticsDate: day,
      ...Object.fromEntries(OVERVIEW_FIELDS.map((f) => [f, fc.nat(1000)])),
    }) as fc.Arbitrary<OverviewRow>
    fc.assert(
      fc.property(fc.array(overviewRow, { maxLength: 30 }), (rows) => {
        const sums = overviewSums(rows)
        for (const f of OVERVIEW_FIELDS) expect(sums[f]).toBe(rows.reduce((t, r) => t + r[f], 0))
      }),
    )
  })
})

describe('series visibility per user (S2 §6)', () => {
  const viewer = fc.record({
    auth: fc.constantFrom(...AUTH_CODES),
    siteId: fc.integer({ min: 1, max: 60 }),
  })

  it('super admin none; site 1 the user count; other sites six fields (property)', () => {
    fc.assert(
      fc.property(viewer, (v) => {
        const hidden = hiddenOverviewFields(v)
        const series = visibleSeries(v)
        expect(series.every((s) => !hidden.includes(s))).toBe(true)
        expect(
          OVERVIEW_SERIES.filter((s) => !series.includes(s)).every((s) => hidden.includes(s)),
        ).toBe(true)
        if (v.auth === 'S') {
          expect(hidden).toEqual([])
          expect(series).toEqual([...OVERVIEW_SERIES])
        } else if (v.siteId === 1) {
          expect(hidden).toEqual(['userCount'])
          expect(series).not.toContain('userCount')
          expect(series).toHaveLength(6)
        } else {
          expect(hidden.sort()).toEqual(
            [
              'employeeGiftCnt',
              'employeeGiftQuantity',
              'licenseCount',
              'managerCount',
              'orderCount',
              'userCount',
            ].sort(),
          )
          expect(series).toEqual(['simpleCount', 'premiumCount'])
        }
      }),
    )
  })

  it('the chart has seven series', () => expect(OVERVIEW_SERIES).toHaveLength(7))

  it('the field lists read from the header groups cannot be changed', () => {
    expect(Object.isFrozen(OVERVIEW_FIELDS)).toBe(true)
    expect(Object.isFrozen(OVERVIEW_SERIES)).toBe(true)
  })
})

describe('dates (S1 §9, S2 §2.4, §9)', () => {
  it('chartDate is YYYY.MM.DD of the same day (property)', () => {
    fc.assert(
      fc.property(day, (d) => {
        expect(chartDate(d)).toMatch(/^\d{4}\.\d{2}\.\d{2}$/)
        expect(chartDate(d).replace(/\./g, '')).toBe(d)
      }),
    )
    expect(chartDate('20260230')).toBe('')
  })

  it('the default range runs from the first of the month to today (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2040, 11, 31), noInvalidDate: true }),
        (today) => {
          const range = defaultStatisticsRange(today)
          expect(range.end).toBe(toApiDate(today))
          expect(range.start.slice(0, 6)).toBe(range.end.slice(0, 6))
          expect(range.start.slice(6)).toBe('01')
          expect(fromApiDate(range.start)!.getTime()).toBeLessThanOrEqual(today.getTime())
        },
      ),
    )
  })

  it('the overview file is overview_{start}_{end}.xlsx', () => {
    expect(overviewFileName({ start: '20261101', end: '20261122' })).toBe(
      'overview_20261101_20261122.xlsx',
    )
  })
})

describe('filters (S2 §2.4, §7)', () => {
  it("'all' searches by branch code ALL_ITEM, a person by employee id (property)", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), day, day, (id, start, end) => {
        const range = { start, end }
        expect(employeeQuery(ALL_ITEM, range)).toEqual({ ...range, branchCode: ALL_ITEM })
        if (id !== ALL_ITEM) expect(employeeQuery(id, range)).toEqual({ ...range, employeeId: id })
      }),
    )
  })

  it('one filter: id before branch before site; none is null (property)', () => {
    const choice = fc.constantFrom('', 'x', '3', 'B001')
    fc.assert(
      fc.property(choice, choice, choice, (siteId, branchCode, employeeId) => {
        const f = oneFilter({ siteId, branchCode, employeeId })
        if (employeeId) expect(f).toEqual({ key: 'employeeId', value: employeeId })
        else if (branchCode) expect(f).toEqual({ key: 'branchCode', value: branchCode })
        else if (siteId) expect(f).toEqual({ key: 'siteId', value: siteId })
        else expect(f).toBeNull()
      }),
    )
  })
})

describe('codes', () => {
  it('F is premium, anything else simple (property)', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), (t) => {
        expect(checkupTier(t)).toBe(t === 'F' ? 'premium' : 'simple')
      }),
    )
  })

  it('purchase status: P, C, R kept; blank and unknown are N (property)', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), (s) => {
        const status = purchaseStatusOf(s)
        expect(status).toBe(
          ['P', 'C', 'R', 'N'].includes((s ?? '').trim()) ? (s ?? '').trim() : 'N',
        )
      }),
    )
    expect(purchaseStatusOf('')).toBe('N')
    expect(purchaseStatusOf(' ')).toBe('N')
  })
})

describe('the selectors (S2 §2.4, §6)', () => {
  it('the overview: site for S only, branch for S and A, id for all; histories: all three for S only', () => {
    for (const auth of AUTH_CODES) {
      expect(shownFilters('overview', { auth })).toEqual({
        site: auth === 'S',
        branch: auth === 'S' || auth === 'A',
        id: true,
      })
      for (const screen of ['purchaseHistory', 'giftHistory'] as const)
        expect(shownFilters(screen, { auth })).toEqual({
          site: auth === 'S',
          branch: auth === 'S',
          id: auth === 'S',
        })
      for (const screen of ['checkup', 'gift', 'order'] as const)
        expect(shownFilters(screen, { auth })).toEqual({ site: false, branch: false, id: false })
    }
  })

  it("a screen without every selector says whose figures it shows: the site admin's site, the branch admin's branch (decision 061)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STATISTICS_SCREENS),
        fc.constantFrom(...AUTH_CODES),
        (screen, auth) => {
          const note = scopeNote(screen, { auth })
          const shown = shownFilters(screen, { auth })
          const everySelector = shown.site && shown.branch && shown.id
          if (isEmployeeScreen(screen) || everySelector || (auth !== 'A' && auth !== 'B'))
            expect(note).toBeNull()
          else expect(note).toBe(auth === 'A' ? 'statistics.scope.site' : 'statistics.scope.branch')
        },
      ),
    )
    expect(scopeNote('overview', { auth: 'A' })).toBe('statistics.scope.site')
    expect(scopeNote('giftHistory', { auth: 'B' })).toBe('statistics.scope.branch')
    expect(scopeNote('overview', { auth: 'S' })).toBeNull()
    expect(scopeNote('checkup', { auth: 'A' })).toBeNull()
  })

  const employee = fc.record({
    employeeId: fc.string({ minLength: 1, maxLength: 4 }),
    employeeName: fc.string(),
    branchCode: fc.option(fc.constantFrom('B001', 'B002', 'C001')),
    branchName: fc.constant('지점'),
    siteId: fc.constantFrom(1, 2, 3),
    siteName: fc.constant('사이트'),
  })
  const filter = fc.record({
    siteId: fc.constantFrom('', '1', '3'),
    branchCode: fc.constantFrom('', 'B001', 'C001'),
    employeeId: fc.constantFrom('', 'a'),
  })

  it('choices narrow to the chosen site and branch (property)', () => {
    fc.assert(
      fc.property(fc.array(employee, { maxLength: 20 }), filter, (list, f) => {
        const choices = filterChoices(list, f)
        expect(new Set(choices.sites.map((s) => s.value))).toEqual(
          new Set(list.map((e) => String(e.siteId))),
        )
        for (const e of choices.employees) {
          if (f.siteId) expect(String(e.siteId)).toBe(f.siteId)
          if (f.branchCode) expect(e.branchCode).toBe(f.branchCode)
        }
        const inSite = list.filter((e) => !f.siteId || String(e.siteId) === f.siteId)
        expect(choices.branches.map((b) => b.value).sort()).toEqual(
          [...new Set(inSite.flatMap((e) => (e.branchCode ? [e.branchCode] : [])))].sort(),
        )
      }),
    )
  })

  it('the branch selector shows only with a branch to offer, or before the employees come (property)', () => {
    fc.assert(
      fc.property(fc.array(employee, { maxLength: 20 }), filter, (list, f) => {
        const inSite = list.filter((e) => !f.siteId || String(e.siteId) === f.siteId)
        expect(offersBranches(list, f)).toBe(
          list.length === 0 || inSite.some((e) => e.branchCode !== null),
        )
      }),
    )
    // site 2 has no branches: its admin sees no selector that offers only 전체
    const site2 = [
      {
        employeeId: 'sh1',
        employeeName: '신',
        branchCode: null,
        branchName: null,
        siteId: 2,
        siteName: '신한',
      },
    ]
    expect(offersBranches(site2, { siteId: '', branchCode: '', employeeId: '' })).toBe(false)
  })

  it('a wider choice clears the narrower ones (property)', () => {
    fc.assert(
      fc.property(
        filter,
        fc.constantFrom('siteId', 'branchCode', 'employeeId'),
        fc.string(),
        (f, key, value) => {
          const next = changeFilter(f, { [key]: value })
          expect(next[key as keyof typeof next]).toBe(value)
          if (key === 'siteId')
            expect(next).toEqual({ siteId: value, branchCode: '', employeeId: '' })
          if (key === 'branchCode')
            expect(next).toEqual({ ...f, branchCode: value, employeeId: '' })
          if (key === 'employeeId') expect(next).toEqual({ ...f, employeeId: value })
        },
      ),
    )
  })
})
