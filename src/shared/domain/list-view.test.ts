import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  nextSort,
  pageField,
  rangeField,
  readView,
  sortField,
  startingView,
  textField,
  writeView,
  type PagedView,
  type SortOrder,
  type ViewFields,
} from './list-view'
import { isValidRange, toApiDate, type DateRange } from './dates'

const TODAY = new Date(2026, 10, 27)
const KEYS = ['created', 'userName', 'birthday'] as const
type Key = (typeof KEYS)[number]

interface View extends PagedView<Key> {
  range: DateRange
  name: string
}

const fields: ViewFields<View> = {
  range: rangeField(TODAY),
  name: textField('name', (t) => t.trim() !== '' && t.length <= 10),
  page: pageField,
  sort: sortField(KEYS),
}
const DEFAULTS: View = {
  range: { start: '20260527', end: '20261127' },
  name: '',
  page: 1,
  sort: { key: 'created', order: 'desc' },
}

const day = fc
  .date({ min: new Date(2000, 0, 1), max: TODAY, noInvalidDate: true })
  .map((d) => toApiDate(d))
const range = fc
  .tuple(day, day)
  .map(([a, b]) => (a <= b ? { start: a, end: b } : { start: b, end: a }))
const view: fc.Arbitrary<View> = fc.record({
  range,
  name: fc.oneof(
    fc.constant(''),
    fc.string({ minLength: 1, maxLength: 10 }).filter((t) => t.trim() !== ''),
  ),
  page: fc.integer({ min: 1, max: 1_000_000 }),
  sort: fc.record({ key: fc.constantFrom(...KEYS), order: fc.constantFrom('asc', 'desc') }),
})

describe('list views in the address and the memory (issue 31)', () => {
  it('reads back the view it wrote, and writes nothing for the defaults (property)', () => {
    fc.assert(
      fc.property(view, (v) => {
        const query = writeView(fields, v, DEFAULTS)
        const back = readView(fields, query, DEFAULTS)
        if (query === '') expect(back).toBeNull()
        else expect(back).toEqual(v)
      }),
    )
    expect(writeView(fields, DEFAULTS, DEFAULTS)).toBe('')
  })

  it('never reads a value the list could not show from any query: each refused field is the default (property)', () => {
    const param = fc.constantFrom('start', 'end', 'name', 'page', 'sort', 'order', 'other')
    const value = fc.oneof(
      fc.string({ maxLength: 12 }),
      day,
      fc.integer({ min: -5, max: 2_000_000 }).map(String),
      fc.constantFrom(...KEYS, 'asc', 'desc', 'ASC', '0x10', '1e3', ' 2', '20261301', '99991231'),
    )
    fc.assert(
      fc.property(fc.array(fc.tuple(param, value), { maxLength: 8 }), (pairs) => {
        const got = readView(fields, new URLSearchParams(pairs), DEFAULTS) ?? DEFAULTS
        expect(isValidRange(got.range, TODAY)).toBe(true)
        expect(Number.isInteger(got.page) && got.page >= 1 && got.page <= 1_000_000).toBe(true)
        expect(KEYS).toContain(got.sort.key)
        expect(['asc', 'desc']).toContain(got.sort.order)
        expect(got.name === '' || (got.name.trim() !== '' && got.name.length <= 10)).toBe(true)
      }),
    )
  })

  it('refuses a range after today, a reversed one and a date that is no day', () => {
    for (const query of [
      'start=20261101&end=20261128',
      'start=20261120&end=20261101',
      'start=20260230&end=20260301',
    ])
      expect(readView(fields, query, DEFAULTS)).toBeNull()
  })

  it('reads a page only as plain decimal digits from 1', () => {
    for (const page of ['0', '-1', '01', '1.5', '0x10', '1e3', ' 2', ''])
      expect(readView(fields, `page=${encodeURIComponent(page)}`, DEFAULTS)).toBeNull()
    expect(readView(fields, 'page=12', DEFAULTS)?.page).toBe(12)
  })

  it('reads a sort only with a known key and a direction', () => {
    expect(readView(fields, 'sort=telephone&order=asc', DEFAULTS)).toBeNull()
    expect(readView(fields, 'sort=userName', DEFAULTS)).toBeNull()
    expect(readView(fields, 'sort=userName&order=up', DEFAULTS)).toBeNull()
    expect(readView(fields, 'sort=userName&order=asc', DEFAULTS)?.sort).toEqual({
      key: 'userName',
      order: 'asc',
    })
  })
})

describe('nextSort: the order after a column is picked', () => {
  const first = (key: Key): SortOrder => (key === 'created' ? 'desc' : 'asc')
  const sort = fc.record({
    key: fc.constantFrom(...KEYS),
    order: fc.constantFrom<SortOrder>('asc', 'desc'),
  })

  it('turns the same column the other way, starts another its first way, and takes a direction given (property)', () => {
    fc.assert(
      fc.property(
        sort,
        fc.constantFrom(...KEYS),
        fc.option(fc.constantFrom<SortOrder>('asc', 'desc'), { nil: undefined }),
        (current, key, order) => {
          const next = nextSort(current, key, first, order)
          expect(next.key).toBe(key)
          if (order) expect(next.order).toBe(order)
          else if (key === current.key) expect(next.order).not.toBe(current.order)
          else expect(next.order).toBe(first(key))
        },
      ),
    )
  })
})

// sortRows (issue 31): the client sort of a list held whole
import { sortRows } from './list-view'

describe('sortRows: a list the client holds, sorted as the grid shows it', () => {
  interface Row {
    id: number
    value: string | number | null
  }
  const korean = new Intl.Collator('ko')
  /** the reference: an insertion sort, each row after every row it does not strictly precede */
  function reference(rows: readonly Row[], order: SortOrder): Row[] {
    const before = (a: string | number, b: string | number) => {
      const c =
        typeof a === 'number' && typeof b === 'number'
          ? a - b
          : korean.compare(String(a), String(b))
      return order === 'asc' ? c < 0 : c > 0
    }
    const out: Row[] = []
    for (const row of rows.filter((r) => r.value !== null)) {
      let at = out.length
      while (at > 0 && before(row.value!, out[at - 1]!.value!)) at--
      out.splice(at, 0, row)
    }
    return [...out, ...rows.filter((r) => r.value === null)]
  }
  const rowsOf = <V extends string | number>(value: fc.Arbitrary<V>) =>
    fc
      .array(fc.option(value, { nil: null, freq: 4 }), { maxLength: 30 })
      .map((values) => values.map((v, id): Row => ({ id, value: v })))
  const numbers = rowsOf(fc.integer({ min: -5, max: 5 }))
  const texts = rowsOf(fc.constantFrom('가', '나', '다라', '하', 'a', 'B', '10', '9', ''))
  const order = fc.constantFrom<SortOrder>('asc', 'desc')
  const sorted = (rows: Row[], o: SortOrder) =>
    sortRows(rows, { key: 'v', order: o }, (r) => r.value)

  it('orders as the reference does: stable both ways, nulls last both ways (property)', () => {
    fc.assert(
      fc.property(fc.oneof(numbers, texts), order, (rows, o) => {
        const given = rows.map((r) => r.id)
        const got = sorted(rows, o)
        expect(got.map((r) => r.id)).toEqual(reference(rows, o).map((r) => r.id))
        // the rows given are not changed
        expect(rows.map((r) => r.id)).toEqual(given)
        // the nulls are last, in the order given
        const firstNull = got.findIndex((r) => r.value === null)
        if (firstNull >= 0) expect(got.slice(firstNull).every((r) => r.value === null)).toBe(true)
      }),
    )
  })

  it('sorts numbers by value, not as text, and texts in Korean order', () => {
    const rows: Row[] = [10, 9, null, 100, -1].map((value, id) => ({ id, value }))
    expect(sorted(rows, 'asc').map((r) => r.value)).toEqual([-1, 9, 10, 100, null])
    expect(sorted(rows, 'desc').map((r) => r.value)).toEqual([100, 10, 9, -1, null])
    const names: Row[] = ['하늘', '가을', null, '나무'].map((value, id) => ({ id, value }))
    expect(sorted(names, 'asc').map((r) => r.value)).toEqual(['가을', '나무', '하늘', null])
  })

  it('keeps ties in the order given in both directions', () => {
    const rows: Row[] = [1, 2, 1, 2].map((value, id) => ({ id, value }))
    expect(sorted(rows, 'asc').map((r) => r.id)).toEqual([0, 2, 1, 3])
    expect(sorted(rows, 'desc').map((r) => r.id)).toEqual([1, 3, 0, 2])
  })
})

describe('the view a visit starts with (issue 49: one rule for every list)', () => {
  it('the address when it holds a field, else the view the user left, else the defaults (property)', () => {
    fc.assert(
      fc.property(
        fc.option(view, { nil: null }),
        fc.option(view, { nil: null }),
        (inAddress, left) => {
          const address = inAddress ? writeView(fields, inAddress, DEFAULTS) : ''
          const kept = left ? writeView(fields, left, DEFAULTS) : ''
          const started = startingView(fields, DEFAULTS, new URLSearchParams(address), kept)
          // a view equal to the defaults writes nothing, so it is not there to start from
          const expected = address !== '' ? inAddress : kept !== '' ? left : DEFAULTS
          expect(started).toEqual(expected)
        },
      ),
    )
  })

  it('an address holding none of the fields leaves the view the user left', () => {
    const left: View = { ...DEFAULTS, name: 'kim', page: 3 }
    const kept = writeView(fields, left, DEFAULTS)
    expect(startingView(fields, DEFAULTS, 'utm=mail&x=1', kept)).toEqual(left)
    expect(startingView(fields, DEFAULTS, 'utm=mail', '')).toEqual(DEFAULTS)
  })
})
