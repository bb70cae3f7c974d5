// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { flushSync } from 'react-dom'
import { ChakraProvider } from '@chakra-ui/react'
import { useState, type ReactNode } from 'react'
import { LocaleProvider } from '../../src/shared/views/i18n'
import { CATALOGUES } from '../../src/app/messages'
import { portalSystem } from '../../src/shared/views/theme'
import fc from 'fast-check'
import {
  CellBadge,
  CellButton,
  CellNote,
  columnLabel,
  DataGrid,
  gridColumns,
  serverPaged,
  type DataGridProps,
  type GridColumn,
} from '../../src/shared/views/components/data-grid'
import { message } from '../../src/shared/domain/messages'

afterEach(cleanup)

interface Fruit {
  id: number
  name: string
  kept: number
  sold: number
  open: boolean
}

const FRUITS: Fruit[] = Array.from({ length: 7 }, (_, i) => ({
  id: i + 1,
  name: `fruit-${i + 1}`,
  kept: i,
  sold: 10 * i,
  open: i % 2 === 0,
}))

const col = gridColumns<Fruit>()
const COLUMNS: GridColumn<Fruit>[] = [
  col.accessor('name', { header: 'Name', meta: { headerTestId: 'h-name', cellTestId: 'c-name' } }),
  col.group({
    id: 'stock',
    header: 'Stock',
    columns: col.columns([
      col.accessor('kept', {
        header: 'Kept',
        meta: { align: 'end' },
        footer: ({ table }) =>
          table.getCoreRowModel().rows.reduce((sum, r) => sum + r.original.kept, 0),
      }),
      col.accessor('sold', {
        header: 'Sold',
        meta: { align: 'end' },
        footer: ({ table }) =>
          table.getCoreRowModel().rows.reduce((sum, r) => sum + r.original.sold, 0),
      }),
    ]),
  }),
]

const wrap = (node: ReactNode) =>
  render(
    <ChakraProvider value={portalSystem()}>
      <LocaleProvider locale="ko" catalogue={CATALOGUES.ko}>
        {node}
      </LocaleProvider>
    </ChakraProvider>,
  )

const baseProps: DataGridProps<Fruit> = {
  columns: COLUMNS,
  data: FRUITS,
  rowId: (f) => String(f.id),
  rowProps: (f) => ({ 'data-testid': 'fruit-row', 'data-id': f.id }),
  emptyText: 'dashboard.empty',
}

/** Renders at a phone's width, then gives the window its width back. */
function atPhoneWidth(run: () => void) {
  const happy = (
    window as unknown as {
      happyDOM: { setViewport: (v: { width: number; height: number }) => void }
    }
  ).happyDOM
  const wide = { width: window.innerWidth, height: window.innerHeight }
  happy.setViewport({ width: 390, height: 800 })
  try {
    run()
  } finally {
    cleanup()
    happy.setViewport(wide)
  }
}

const rows = () => screen.queryAllByTestId('fruit-row')
const ids = () => rows().map((r) => Number(r.getAttribute('data-id')))

describe('DataGrid (issue 11: the one grid)', () => {
  it('new rows from an answer are drawn as deferred work; a selection is drawn at once (decision 064)', () => {
    let update!: (next: { data: Fruit[]; selected: string[] }) => void
    function Fed() {
      const [state, setState] = useState({ data: FRUITS.slice(0, 2), selected: [] as string[] })
      update = setState
      return (
        <DataGrid
          {...baseProps}
          data={state.data}
          selection={{
            selected: state.selected,
            onToggleRow: () => {},
            onTogglePage: () => {},
            allLabel: 'all',
            rowLabel: (f) => f.name,
          }}
        />
      )
    }
    wrap(<Fed />)
    expect(ids()).toEqual([1, 2])
    act(() => {
      // an urgent update (a machine's answer reaches the view through useSyncExternalStore)
      flushSync(() => update({ data: FRUITS.slice(0, 4), selected: ['1'] }))
      // drawn at once: the selection; still the rows shown before: the answer's rows
      expect(ids()).toEqual([1, 2])
      expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(1)
    })
    // then, as deferred work, the new rows
    expect(ids()).toEqual([1, 2, 3, 4])
  })

  it('busy from the moment rows are asked for until they are drawn, though drawn as deferred work', () => {
    let update!: (next: { data: Fruit[]; loading: boolean }) => void
    function Fed() {
      const [state, setState] = useState({ data: FRUITS.slice(0, 2), loading: false })
      update = setState
      return <DataGrid {...baseProps} data={state.data} loading={state.loading} />
    }
    wrap(<Fed />)
    const busy = () => screen.getByRole('table').parentElement!.getAttribute('aria-busy')
    expect(busy()).toBe('false')
    act(() => {
      // a sort asks again: the grid says it at once, before its deferred state is drawn
      flushSync(() => update({ data: FRUITS.slice(0, 2), loading: true }))
      expect(busy()).toBe('true')
    })
    act(() => {
      // the answer came: its rows are drawn later, and until then the rows shown are old
      flushSync(() => update({ data: FRUITS.slice(0, 4), loading: false }))
      expect(ids()).toEqual([1, 2])
      expect(busy()).toBe('true')
    })
    expect(ids()).toEqual([1, 2, 3, 4])
    expect(busy()).toBe('false')
    // an answer that came without a loading state drawn (a quick one): busy until its rows are
    act(() => {
      flushSync(() => update({ data: FRUITS.slice(0, 3), loading: false }))
      expect(ids()).toEqual([1, 2, 3, 4])
      expect(busy()).toBe('true')
    })
    expect(ids()).toEqual([1, 2, 3])
    expect(busy()).toBe('false')
  })

  it('a grid wider than the screen scrolls by keyboard too: its box is a named, focusable group', () => {
    wrap(<DataGrid {...baseProps} label="Fruits" />)
    const box = screen.getByRole('group', { name: 'Fruits' })
    expect(box.tabIndex).toBe(0)
    expect(box.contains(screen.getByRole('table', { name: 'Fruits' }))).toBe(true)
  })

  it('renders the column definitions with a grouped header spanning its columns', () => {
    wrap(<DataGrid {...baseProps} />)
    const headerRows = screen.getAllByRole('row').slice(0, 2)
    const top = within(headerRows[0]!).getAllByRole('columnheader')
    const stock = top.find((th) => th.textContent === 'Stock')!
    expect(stock.getAttribute('colspan')).toBe('2')
    // a column outside the group is one cell down both rows, no empty cell above it (issue 48)
    expect(top.map((th) => [th.textContent, th.getAttribute('rowspan')])).toEqual([
      ['Name', '2'],
      ['Stock', null],
    ])
    expect(
      within(headerRows[1]!)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Kept', 'Sold'])
    expect(screen.getByTestId('h-name').textContent).toBe('Name')
    expect(ids()).toEqual(FRUITS.map((f) => f.id))
    expect(within(rows()[2]!).getByTestId('c-name').textContent).toBe('fruit-3')
    // numbers line up at the end
    expect(getComputedStyle(within(rows()[0]!).getAllByRole('cell')[1]!).textAlign).toBe('end')
  })

  it('pins a sum row from the columns’ footers at the top, over all rows, not the page', () => {
    wrap(<DataGrid {...baseProps} sumRow paging={{ page: 1, size: 3, onPage: () => {} }} />)
    const sum = screen.getByTestId('grid-sum-row')
    const cells = within(sum)
      .getAllByRole('cell')
      .map((c) => c.textContent)
    expect(cells).toEqual(['', String(0 + 1 + 2 + 3 + 4 + 5 + 6), String(10 * 21)])
    // it sits in the header, before every data row
    expect(sum.closest('thead')).not.toBeNull()
    expect(rows()).toHaveLength(3)
  })

  it('pages on the client when no total is given: the page is cut from the data', () => {
    function Paged() {
      const [page, setPage] = useState(1)
      return <DataGrid {...baseProps} paging={{ page, size: 3, onPage: setPage }} />
    }
    wrap(<Paged />)
    expect(ids()).toEqual([1, 2, 3])
    expect(screen.getByTestId('pager-summary').textContent).toContain('7')
    fireEvent.click(screen.getByRole('button', { name: '3 페이지' }))
    expect(ids()).toEqual([7])
    fireEvent.click(screen.getByRole('button', { name: '이전' }))
    expect(ids()).toEqual([4, 5, 6])
  })

  it('pages on the server when a total is given: the rows are the page, the pager the total', () => {
    const onPage = vi.fn()
    wrap(
      <DataGrid
        {...baseProps}
        data={FRUITS.slice(0, 3)}
        paging={{ page: 1, size: 3, total: 30, onPage }}
      />,
    )
    expect(ids()).toEqual([1, 2, 3])
    expect(screen.getByTestId('pager-summary').textContent).toContain('30')
    fireEvent.click(screen.getByRole('button', { name: '다음' }))
    expect(onPage).toHaveBeenCalledWith(2)
  })

  it('selection: only selectable rows can be checked; toggles are reported, not kept', async () => {
    const onToggleRow = vi.fn()
    const onTogglePage = vi.fn()
    const selection = {
      selectable: (f: Fruit) => f.open,
      onToggleRow,
      onTogglePage,
      allLabel: 'all',
      rowLabel: (f: Fruit) => `select ${f.name}`,
    }
    const view = wrap(<DataGrid {...baseProps} selection={{ ...selection, selected: ['1'] }} />)
    const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement
    expect(box('select fruit-1').checked).toBe(true)
    expect(box('select fruit-2').disabled).toBe(true)
    expect(box('select fruit-3').disabled).toBe(false)
    expect(box('all').checked).toBe(false)
    // the checkbox reports its change a moment after the click
    fireEvent.click(box('select fruit-3'))
    await waitFor(() => expect(onToggleRow).toHaveBeenCalledWith(FRUITS[2]))
    fireEvent.click(box('all'))
    await waitFor(() => expect(onTogglePage).toHaveBeenCalledOnce())
    expect(onToggleRow).toHaveBeenCalledTimes(1)

    // every selectable row selected: the header box is checked though 2, 4, 6 are not
    view.rerender(
      <ChakraProvider value={portalSystem()}>
        <LocaleProvider locale="ko" catalogue={CATALOGUES.ko}>
          <DataGrid {...baseProps} selection={{ ...selection, selected: ['1', '3', '5', '7'] }} />
        </LocaleProvider>
      </ChakraProvider>,
    )
    expect(box('all').checked).toBe(true)
  })

  it('empty: the empty text, no rows and no pager ("0-0 of 0" beside a page 1 says nothing)', () => {
    const onPage = () => {}
    wrap(<DataGrid {...baseProps} data={[]} paging={{ page: 1, size: 10, total: 0, onPage }} />)
    expect(screen.getByTestId('grid-empty').textContent).toBe('조건에 맞는 회원이 없습니다.')
    expect(rows()).toHaveLength(0)
    expect(screen.queryByTestId('grid-sum-row')).toBeNull()
    expect(screen.queryByTestId('pager-summary')).toBeNull()
    expect(screen.queryByRole('navigation')).toBeNull()
  })

  it('loading: busy with its own spinner and no empty text', () => {
    wrap(<DataGrid {...baseProps} data={[]} loading />)
    expect(screen.getByRole('table').parentElement!.getAttribute('aria-busy')).toBe('true')
    expect(screen.getByTestId('grid-loading')).toBeTruthy()
    expect(screen.queryByTestId('grid-empty')).toBeNull()
    // issue 48: the status says it in words; no element without a role carries a label (axe
    // aria-prohibited-attr: the spinner was a span with aria-label)
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('불러오는 중입니다…')
    for (const labelled of status.querySelectorAll('[aria-label]'))
      expect(labelled.getAttribute('role'), labelled.outerHTML).toBeTruthy()
  })

  it('the first page on its way: a page of rows keeps its room, no headers yet (nothing moves as they come)', () => {
    const { rerender } = wrap(
      <DataGrid
        {...baseProps}
        data={[]}
        loading
        paging={{ page: 1, size: 15, onPage: () => {} }}
      />,
    )
    const box = screen.getByRole('group')
    expect(box.getAttribute('data-reserved')).toBe('15')
    expect(screen.queryAllByRole('columnheader')).toHaveLength(0)
    // awaiting (the page reads the user first): the same room, neither spinner nor empty text
    rerender(
      <ChakraProvider value={portalSystem()}>
        <LocaleProvider locale="ko" catalogue={CATALOGUES.ko}>
          <DataGrid {...baseProps} data={[]} awaiting />
        </LocaleProvider>
      </ChakraProvider>,
    )
    expect(screen.getByRole('group').getAttribute('data-reserved')).toBe('25')
    expect(screen.queryByTestId('grid-loading')).toBeNull()
    expect(screen.queryByTestId('grid-empty')).toBeNull()
    // the rows came: headers, no reserved room
    rerender(
      <ChakraProvider value={portalSystem()}>
        <LocaleProvider locale="ko" catalogue={CATALOGUES.ko}>
          <DataGrid {...baseProps} />
        </LocaleProvider>
      </ChakraProvider>,
    )
    expect(screen.getByRole('group').hasAttribute('data-reserved')).toBe(false)
    expect(screen.getAllByRole('columnheader').length).toBeGreaterThan(0)
  })

  it('serverPaged: no pager before the first page; then the pager and retry send the list events', () => {
    const send = vi.fn()
    wrap(<DataGrid {...baseProps} data={[]} {...serverPaged(null, 1, send)} />)
    expect(screen.queryByTestId('pager-summary')).toBeNull()
    cleanup()
    wrap(
      <DataGrid
        {...baseProps}
        data={FRUITS.slice(0, 3)}
        error={message('common.errorWithCode', { code: 500 })}
        {...serverPaged({ total: 60 }, 1, send)}
      />,
    )
    expect(screen.getByTestId('pager-summary').textContent).toContain('60')
    fireEvent.click(screen.getByRole('button', { name: '다음' }))
    expect(send).toHaveBeenLastCalledWith({ type: 'PAGE.CHANGE', page: 2 })
    fireEvent.click(
      within(screen.getByTestId('grid-error')).getByRole('button', { name: '다시 시도' }),
    )
    expect(send).toHaveBeenLastCalledWith({ type: 'RELOAD' })
  })

  it('error: the message and a retry, no empty text', () => {
    const onRetry = vi.fn()
    wrap(
      <DataGrid
        {...baseProps}
        data={[]}
        error={message('common.errorWithCode', { code: 500 })}
        onRetry={onRetry}
      />,
    )
    const error = screen.getByTestId('grid-error')
    expect(error.textContent).toContain('500')
    expect(screen.queryByTestId('grid-empty')).toBeNull()
    fireEvent.click(within(error).getByRole('button', { name: '다시 시도' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('below 1024 px a row is a card: each cell says its header (with its groups) as its label', () => {
    wrap(
      <DataGrid
        {...baseProps}
        sumRow
        selection={{
          selected: [],
          onToggleRow: () => {},
          onTogglePage: () => {},
          allLabel: 'All fruits',
          rowLabel: (f) => f.name,
        }}
      />,
    )
    const labels = (row: HTMLElement) =>
      [...row.querySelectorAll('td')].map((td) => td.getAttribute('data-label'))
    // the checkbox cell has no label line; the others read "group · header"
    expect(labels(rows()[0]!)).toEqual([null, 'Name', 'Stock · Kept', 'Stock · Sold'])
    expect(labels(screen.getByTestId('grid-sum-row'))).toEqual([
      null,
      'Name',
      'Stock · Kept',
      'Stock · Sold',
    ])
    // the page's select-all keeps a visible label beside it
    const selectAll = screen.getByTestId('grid-select-page').closest('th')!
    expect(selectAll.getAttribute('data-label')).toBe('All fruits')
    // the card rules hold below 1024 px only: rows are blocks, a cell's label comes first
    const { cls, css: below1024 } = below1024Css()
    expect(below1024).toMatch(new RegExp(`\\.${cls}>tbody>tr[,{][^{]*\\{display:block;`))
    expect(below1024).toMatch(
      new RegExp(
        `\\.${cls}>tbody>tr>td\\[data-label\\]::before[^{]*\\{content:attr\\(data-label\\)`,
      ),
    )
  })

  it('columnLabel joins a column’s groups and header; a column without a text header has none', () => {
    const leaf = { columnDef: { header: 'Kept' }, parent: { columnDef: { header: 'Stock' } } }
    expect(columnLabel(leaf)).toBe('Stock · Kept')
    expect(columnLabel({ columnDef: { header: () => 'x' } })).toBeUndefined()
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1 }), { minLength: 1, maxLength: 4 }),
        (names) => {
          const column = names.reduce<Parameters<typeof columnLabel>[0] | undefined>(
            (parent, header) => ({ columnDef: { header }, parent }),
            undefined,
          )!
          expect(columnLabel(column)).toBe(names.join(' · '))
        },
      ),
    )
  })

  it('keeps one line per row: the table does not wrap, its box scrolls sideways', () => {
    wrap(<DataGrid {...baseProps} />)
    const table = screen.getByRole('table')
    expect(getComputedStyle(table).whiteSpace).toBe('nowrap')
    expect(getComputedStyle(table.parentElement!).overflowX).toBe('auto')
  })

  it('draws a cell’s buttons, badges and notes as plain elements styled once by the table', () => {
    const onPick = vi.fn()
    const withCells: GridColumn<Fruit>[] = [
      col.display({
        id: 'name',
        header: 'Name',
        cell: ({ row }) => (
          <>
            {row.original.name} <CellNote>#{row.original.id}</CellNote>
          </>
        ),
      }),
      col.display({
        id: 'state',
        header: 'State',
        cell: ({ row }) => (
          <CellBadge palette={row.original.open ? 'green' : 'gray'}>
            {row.original.open ? 'open' : 'closed'}
          </CellBadge>
        ),
      }),
      col.display({
        id: 'pick',
        header: 'Pick',
        cell: ({ row }) => (
          <CellButton disabled={!row.original.open} onClick={() => onPick(row.original.id)}>
            pick {row.original.name}
          </CellButton>
        ),
      }),
    ]
    wrap(<DataGrid {...baseProps} columns={withCells} />)
    const first = screen.getByRole('button', { name: 'pick fruit-1' })
    expect(first.getAttribute('type')).toBe('button')
    fireEvent.click(first)
    fireEvent.click(screen.getByRole('button', { name: 'pick fruit-2' }))
    // fruit-2 is closed: its button is disabled and does nothing
    expect(onPick.mock.calls).toEqual([[1]])
    expect(within(rows()[1]!).getByText('closed').getAttribute('data-palette')).toBe('gray')
    // none of them is a Chakra component of its own: the table's one class styles them all
    const cells = [
      ...document.querySelectorAll('[data-cell-button],[data-cell-badge],[data-cell-note]'),
    ]
    expect(cells).toHaveLength(FRUITS.length * 3)
    expect(cells.every((e) => !e.hasAttribute('class'))).toBe(true)
    const cls = [...screen.getByRole('table').classList].find((c) => c.startsWith('css-'))!
    const css = [...document.querySelectorAll('style')].map((st) => st.textContent).join('\n')
    // every declaration block of the table's rules for a selector (Chakra puts some in layers)
    const rule = (selector: string) =>
      [
        ...css.matchAll(
          new RegExp(`\\.${cls} ${selector.replace(/[[\]]/g, '\\$&')}\\{([^}]*)\\}`, 'g'),
        ),
      ]
        .map((m) => m[1])
        .join(';')
    // Chakra's xs outline button: a border, its height and its disabled look
    expect(rule('[data-cell-button=outline]')).toMatch(/border-width:1px/)
    expect(rule('[data-cell-button=outline]')).toMatch(/height:var\(--chakra-sizes-8\)/)
    expect(css).toMatch(new RegExp(`\\.${cls} \\[data-cell-button=outline\\]:is\\(:disabled`))
    // a badge takes its palette's colours
    expect(rule('[data-palette=green]')).toMatch(
      /--chakra-colors-color-palette-[a-z0-9-]+:var\(--chakra-colors-green-/,
    )
    expect(rule('[data-cell-note]')).toMatch(/color:var\(--chakra-colors-gray-500\)/)
  })
  it('columns made again (a page actor started anew) keep what a cell holds: an open menu stays', () => {
    // a cell that holds state of its own, as a row's menu holds whether it is open
    function Toggle({ name }: { name: string }) {
      const [open, setOpen] = useState(false)
      return (
        <button type="button" aria-expanded={open} onClick={() => setOpen(true)}>
          {name}
        </button>
      )
    }
    // the page makes its columns from what it was given (its actor's send): new functions each time
    const columnsFor = (tag: string): GridColumn<Fruit>[] => [
      col.accessor('name', { header: 'Name' }),
      col.display({
        id: 'menu',
        header: `Menu ${tag}`,
        cell: ({ row }) => <Toggle name={`menu ${row.original.name}`} />,
      }),
    ]
    const view = wrap(<DataGrid {...baseProps} columns={columnsFor('a')} />)
    fireEvent.click(screen.getByRole('button', { name: 'menu fruit-2' }))
    expect(screen.getByRole('button', { name: 'menu fruit-2' }).getAttribute('aria-expanded')).toBe(
      'true',
    )
    view.rerender(
      <ChakraProvider value={portalSystem()}>
        <LocaleProvider locale="ko" catalogue={CATALOGUES.ko}>
          <DataGrid {...baseProps} columns={columnsFor('b')} />
        </LocaleProvider>
      </ChakraProvider>,
    )
    expect(screen.getByRole('columnheader', { name: 'Menu b' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'menu fruit-2' }).getAttribute('aria-expanded')).toBe(
      'true',
    )
  })
})

describe('DataGrid sort and column chooser (issue 31)', () => {
  // Name is sortable and always shown; Sold is sortable; Kept is neither
  const SORTABLE: GridColumn<Fruit>[] = [
    col.accessor('name', {
      header: 'Name',
      meta: { headerTestId: 'h-name', sortKey: 'NAME', required: true },
    }),
    col.group({
      id: 'stock',
      header: 'Stock',
      columns: col.columns([
        col.accessor('kept', {
          header: 'Kept',
          meta: { align: 'end' },
          footer: () => 'kept-sum',
        }),
        col.accessor('sold', {
          header: 'Sold',
          meta: { align: 'end', sortKey: 'SOLD' },
          footer: () => 'sold-sum',
        }),
      ]),
    }),
    col.display({ id: 'menu', header: () => 'Menu', cell: () => 'menu' }),
  ]
  const props = { ...baseProps, columns: SORTABLE }
  const header = (name: string) =>
    screen.getAllByRole('columnheader').find((th) => th.textContent === name)!

  /** chooses a menu item as a pointer does: the item the pointer went down on, then the click */
  async function choose(item: HTMLElement) {
    fireEvent.pointerDown(item)
    await waitFor(() => expect(item.hasAttribute('data-highlighted')).toBe(true))
    fireEvent.click(item)
  }

  it('a sortable header says its order (aria-sort) and its button names the column; others say nothing', () => {
    const view = wrap(
      <DataGrid {...props} sort={{ current: { key: 'SOLD', order: 'desc' }, onSort: () => {} }} />,
    )
    expect(header('Sold').getAttribute('aria-sort')).toBe('descending')
    expect(header('Name').getAttribute('aria-sort')).toBe('none')
    expect(header('Kept').hasAttribute('aria-sort')).toBe(false)
    expect(header('Stock').hasAttribute('aria-sort')).toBe(false)
    expect(header('Menu').hasAttribute('aria-sort')).toBe(false)
    const sold = within(header('Sold')).getByRole('button', { name: 'Sold 정렬' })
    expect(sold.getAttribute('type')).toBe('button')
    // the arrow is drawn, not read
    expect(sold.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true')
    expect(sold.querySelector('svg')!.getAttribute('data-sort-icon')).toBe('desc')
    expect(
      within(header('Name'))
        .getByRole('button')
        .querySelector('svg')!
        .getAttribute('data-sort-icon'),
    ).toBe('none')
    expect(within(header('Kept')).queryByRole('button')).toBeNull()
    view.rerender(
      <ChakraProvider value={portalSystem()}>
        <LocaleProvider locale="ko" catalogue={CATALOGUES.ko}>
          <DataGrid
            {...props}
            sort={{ current: { key: 'NAME', order: 'asc' }, onSort: () => {} }}
          />
        </LocaleProvider>
      </ChakraProvider>,
    )
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending')
    expect(header('Sold').getAttribute('aria-sort')).toBe('none')
  })

  it('below 1024 px the header buttons (read, not drawn) leave the tab order: the select sorts there', () => {
    atPhoneWidth(() => {
      wrap(
        <DataGrid {...props} sort={{ current: { key: 'NAME', order: 'asc' }, onSort: () => {} }} />,
      )
      expect(screen.getByRole('button', { name: 'Name 정렬' }).tabIndex).toBe(-1)
    })
    wrap(
      <DataGrid {...props} sort={{ current: { key: 'NAME', order: 'asc' }, onSort: () => {} }} />,
    )
    expect(screen.getByRole('button', { name: 'Name 정렬' }).tabIndex).toBe(0)
  })

  it('a header button reports its sort key and no order: the machine turns it', () => {
    const onSort = vi.fn()
    wrap(<DataGrid {...props} sort={{ current: { key: 'NAME', order: 'asc' }, onSort }} />)
    fireEvent.click(screen.getByRole('button', { name: 'Sold 정렬' }))
    expect(onSort).toHaveBeenLastCalledWith('SOLD')
    fireEvent.click(screen.getByRole('button', { name: 'Name 정렬' }))
    expect(onSort).toHaveBeenLastCalledWith('NAME')
    expect(onSort.mock.calls.every((call) => call.length === 1)).toBe(true)
  })

  it('the toolbar’s sort select (labelled 정렬, below 1024 px) offers each sortable column both ways and reports key and order', () => {
    const onSort = vi.fn()
    wrap(<DataGrid {...props} sort={{ current: { key: 'NAME', order: 'asc' }, onSort }} />)
    const select = screen.getByLabelText('정렬') as HTMLSelectElement
    expect(select.tagName).toBe('SELECT')
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Name ↑ 오름차순',
      'Name ↓ 내림차순',
      'Stock · Sold ↑ 오름차순',
      'Stock · Sold ↓ 내림차순',
    ])
    expect(select.selectedOptions[0]!.textContent).toBe('Name ↑ 오름차순')
    fireEvent.change(select, { target: { value: select.options[3]!.value } })
    expect(onSort).toHaveBeenLastCalledWith('SOLD', 'desc')
    fireEvent.change(select, { target: { value: select.options[1]!.value } })
    expect(onSort).toHaveBeenLastCalledWith('NAME', 'desc')
    // the select is for the card layout: from 1024 px (64rem) its box is not drawn
    const box = select.parentElement!.parentElement!
    const css = [...document.querySelectorAll('style')].map((st) => st.textContent).join('\n')
    const hidden = [...box.classList].some((cls) =>
      new RegExp(`@media screen and \\(min-width: 64rem\\)\\{\\.${cls}\\{display:none`).test(css),
    )
    expect(hidden).toBe(true)
  })

  it('hidden columns are drawn nowhere: not in the headers, the sum row or the rows', () => {
    wrap(
      <DataGrid
        {...props}
        sumRow
        columnChooser={{ hidden: ['kept', 'name'], onToggle: () => {} }}
      />,
    )
    const headerRows = screen.getAllByRole('row').slice(0, 2)
    const texts = (row: HTMLElement) =>
      within(row)
        .getAllByRole('columnheader')
        .map((th) => th.textContent)
    // the ungrouped columns span both rows (issue 48); under Stock only Sold is left
    expect([texts(headerRows[0]!), texts(headerRows[1]!)]).toEqual([
      ['Name', 'Stock', 'Menu'],
      ['Sold'],
    ])
    // Name is required: hiding it is not possible
    expect(screen.getByTestId('h-name').textContent).toBe('Name')
    expect(header('Stock').getAttribute('colspan')).toBe('1')
    expect(
      within(screen.getByTestId('grid-sum-row'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['', 'sold-sum', ''])
    const cells = within(rows()[1]!).getAllByRole('cell')
    expect(cells.map((c) => c.textContent)).toEqual(['fruit-2', '10', 'menu'])
    expect(cells.map((c) => c.getAttribute('data-label'))).toEqual(['Name', 'Stock · Sold', null])
    expect(screen.queryByText('kept-sum')).toBeNull()
  })

  it('the column menu: a checked item per optional column; a toggle reports the column id', async () => {
    const onToggle = vi.fn()
    wrap(<DataGrid {...props} columnChooser={{ hidden: [], onToggle }} />)
    fireEvent.click(screen.getByRole('button', { name: '열 선택' }))
    const items = await screen.findAllByRole('menuitemcheckbox')
    // Name is required, Menu has no text header: neither is offered
    expect(items.map((i) => i.textContent)).toEqual(['Stock · Kept', 'Stock · Sold'])
    expect(items.map((i) => i.getAttribute('aria-checked'))).toEqual(['true', 'true'])
    await choose(screen.getByRole('menuitemcheckbox', { name: 'Stock · Kept' }))
    await waitFor(() => expect(onToggle).toHaveBeenCalledWith('kept'))
    expect(onToggle).toHaveBeenCalledOnce()
    // the menu stays open for the next column
    await choose(screen.getByRole('menuitemcheckbox', { name: 'Stock · Sold' }))
    await waitFor(() => expect(onToggle).toHaveBeenLastCalledWith('sold'))
  })

  it('the last shown column cannot be hidden: its item is disabled', async () => {
    const onToggle = vi.fn()
    wrap(<DataGrid {...props} columnChooser={{ hidden: ['kept'], onToggle }} />)
    fireEvent.click(screen.getByRole('button', { name: '열 선택' }))
    const kept = await screen.findByRole('menuitemcheckbox', { name: 'Stock · Kept' })
    const sold = screen.getByRole('menuitemcheckbox', { name: 'Stock · Sold' })
    expect(kept.getAttribute('aria-checked')).toBe('false')
    expect(kept.hasAttribute('aria-disabled')).toBe(false)
    expect(sold.getAttribute('aria-checked')).toBe('true')
    expect(sold.getAttribute('aria-disabled')).toBe('true')
    fireEvent.pointerDown(sold)
    fireEvent.click(sold)
    // showing a hidden one is always possible
    await choose(kept)
    await waitFor(() => expect(onToggle).toHaveBeenCalledWith('kept'))
    expect(onToggle).not.toHaveBeenCalledWith('sold')
  })

  it('a page’s own controls come first in the toolbar', () => {
    wrap(
      <DataGrid
        {...props}
        columnChooser={{ hidden: [], onToggle: () => {} }}
        toolbar={<button type="button">reset</button>}
      />,
    )
    const tools = screen.getByTestId('grid-tools')
    expect(
      within(tools)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['reset', '열 선택'])
    // the toolbar sits above the grid's box
    expect(
      tools.compareDocumentPosition(screen.getByRole('table')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
  })

  it('a grid without sort or column chooser has no toolbar and no sort buttons', () => {
    const view = wrap(<DataGrid {...props} />)
    expect(screen.queryByTestId('grid-tools')).toBeNull()
    expect(screen.queryByRole('combobox')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getAllByRole('columnheader').some((th) => th.hasAttribute('aria-sort'))).toBe(
      false,
    )
    // the same grid given them has both
    view.rerender(
      <ChakraProvider value={portalSystem()}>
        <LocaleProvider locale="ko" catalogue={CATALOGUES.ko}>
          <DataGrid
            {...props}
            sort={{ current: { key: 'NAME', order: 'asc' }, onSort: () => {} }}
            columnChooser={{ hidden: [], onToggle: () => {} }}
          />
        </LocaleProvider>
      </ChakraProvider>,
    )
    expect(screen.getByTestId('grid-tools')).toBeTruthy()
    expect(screen.getByRole('button', { name: '열 선택' })).toBeTruthy()
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending')
  })
})

/** The grid's rules below 1024 px, as emitted for its table. */
function below1024Css(): { cls: string; css: string } {
  const table = screen.getByRole('table')
  const all = [...document.querySelectorAll('style')].map((st) => st.textContent).join('\n')
  const cls = [...table.classList].find((c) => c.startsWith('css-'))!
  const css = all
    .split('@media screen and (max-width: 63.99')
    .slice(1)
    .map((block) => block.split('@media')[0])
    .join('')
  return { cls, css }
}

describe('compact cards on a phone (issue 46)', () => {
  const onToggleRow = vi.fn()
  const CARD_COLUMNS: GridColumn<Fruit>[] = [
    col.accessor('name', { header: 'Name', meta: { card: 'title', cellTestId: 'c-name' } }),
    col.accessor('open', {
      header: 'Open',
      meta: { card: 'aside' },
      cell: ({ getValue }) => (getValue() ? 'open' : 'shut'),
    }),
    col.accessor('kept', { header: 'Kept', meta: { card: 'fact' } }),
    col.accessor('sold', { header: 'Sold' }),
    col.display({
      id: 'act',
      header: 'Act',
      meta: { card: 'action' },
      cell: () => <CellButton>Eat</CellButton>,
    }),
  ]
  const cardProps: DataGridProps<Fruit> = {
    ...baseProps,
    columns: CARD_COLUMNS,
    selection: {
      selected: [],
      onToggleRow,
      onTogglePage: () => {},
      allLabel: 'All fruits',
      rowLabel: (f) => f.name,
    },
  }
  const parts = (row: HTMLElement) =>
    [...row.querySelectorAll('td')].map((td) => td.getAttribute('data-card'))

  it('each cell says its card part; a column that names none is one tap away (more)', () => {
    wrap(<DataGrid {...cardProps} />)
    expect(parts(rows()[0]!)).toEqual([null, 'title', 'aside', 'fact', 'more', 'action'])
    // from 1024 px the rows are one line each: no 자세히
    expect(screen.queryAllByTestId('grid-row-more')).toEqual([])
    const { cls, css } = below1024Css()
    expect(css).toMatch(new RegExp(`\\.${cls}>tbody>tr\\{[^}]*display:flex;`))
    expect(css).toMatch(new RegExp(`\\.${cls}>tbody>tr>td\\[data-card=more\\]\\{[^}]*display:none`))
  })

  it('a grid whose columns name no part keeps its "header: value" cards', () => {
    wrap(<DataGrid {...baseProps} />)
    expect(parts(rows()[0]!)).toEqual([null, null, null])
    const { cls, css } = below1024Css()
    expect(css).toMatch(new RegExp(`\\.${cls}>tbody>tr[,{][^{]*\\{display:block;`))
  })

  it('below 1024 px each card has 자세히, a disclosure named by the row’s title', () => {
    atPhoneWidth(() => {
      wrap(<DataGrid {...cardProps} />)
      expect(screen.getAllByTestId('grid-row-more')).toHaveLength(FRUITS.length)
      const row = rows()[1]!
      const details = within(row).getByTestId('grid-row-more') as HTMLDetailsElement
      const summary = details.querySelector('summary')!
      expect(details.open).toBe(false)
      // the summary says which row it opens: the title cell describes it
      const title = within(row).getByTestId('c-name')
      expect(summary.getAttribute('aria-describedby')).toBe(title.id)
      expect(title.textContent).toBe('fruit-2')
      // its words for either state (the rules show one): 자세히 closed, 접기 open
      expect(summary.querySelector('[data-when=closed]')!.textContent).toBe('자세히')
      expect(summary.querySelector('[data-when=open]')!.textContent).toBe('접기')
      // an open disclosure shows its row's other columns, and only its row's
      const { cls, css } = below1024Css()
      expect(css).toMatch(
        new RegExp(
          `\\.${cls}>tbody>tr:has\\(> td > details\\[open\\]\\)>td\\[data-card=more\\]\\{[^}]*display:flex;`,
        ),
      )
    })
  })

  it('a compact grid with every column on its card has no 자세히', () => {
    atPhoneWidth(() => {
      const shown = CARD_COLUMNS.filter((c) => c.header !== 'Sold')
      wrap(<DataGrid {...cardProps} columns={shown} />)
      expect(screen.queryAllByTestId('grid-row-more')).toEqual([])
    })
  })

  it('a row’s checkbox is inside a label, its target: a tap on the label selects the row', () => {
    wrap(<DataGrid {...cardProps} />)
    const box = within(rows()[2]!).getByRole('checkbox')
    const label = box.closest('label')!
    expect(label.hasAttribute('data-select-target')).toBe(true)
    fireEvent.click(label)
    expect(onToggleRow).toHaveBeenCalledWith(FRUITS[2])
    // the select-all's label carries its visible words
    const all = screen.getByTestId('grid-select-page').closest('label')!
    expect(all.getAttribute('data-label')).toBe('All fruits')
  })
})
