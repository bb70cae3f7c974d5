// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { ChakraProvider } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { LocaleProvider } from '../../src/shared/views/i18n'
import { CATALOGUES } from '../../src/app/messages'
import { portalSystem } from '../../src/shared/views/theme'
import { GridTools } from '../../src/shared/views/components/grid-tools'

afterEach(cleanup)

const wrap = (node: ReactNode, locale: 'ko' | 'en' = 'ko') =>
  render(
    <ChakraProvider value={portalSystem()}>
      <LocaleProvider locale={locale} catalogue={CATALOGUES[locale]}>
        {node}
      </LocaleProvider>
    </ChakraProvider>,
  )

const CHOICES = [
  { key: 'date', label: '발급일' },
  { key: 'name', label: '고객명' },
]

describe('GridTools (issue 31)', () => {
  it('a sort the choices do not hold selects nothing and is not reported as a choice', () => {
    const onSort = vi.fn()
    wrap(<GridTools sort={{ choices: CHOICES, current: { key: 'other', order: 'asc' }, onSort }} />)
    const select = screen.getByLabelText('정렬') as HTMLSelectElement
    expect(select.value).toBe('')
    expect([...select.options].map((o) => o.textContent)).toEqual([
      '',
      '발급일 ↑ 오름차순',
      '발급일 ↓ 내림차순',
      '고객명 ↑ 오름차순',
      '고객명 ↓ 내림차순',
    ])
    fireEvent.change(select, { target: { value: select.options[4]!.value } })
    expect(onSort).toHaveBeenCalledWith('name', 'desc')
  })

  it('speaks English in the en locale', () => {
    wrap(
      <GridTools
        sort={{
          choices: CHOICES.slice(1),
          current: { key: 'name', order: 'desc' },
          onSort: () => {},
        }}
        columns={{ choices: [{ id: 'name', label: 'Name', shown: true }], onToggle: () => {} }}
      />,
      'en',
    )
    const select = screen.getByLabelText('Sort') as HTMLSelectElement
    expect(select.selectedOptions[0]!.textContent).toBe('고객명 ↓ descending')
    expect(screen.getByRole('button', { name: 'Columns' })).toBeTruthy()
  })

  it('no column to choose, no menu; no sortable column, no select', () => {
    wrap(
      <GridTools
        sort={{ choices: [], current: { key: 'name', order: 'asc' }, onSort: () => {} }}
        columns={{ choices: [], onToggle: () => {} }}
      >
        <button type="button">reset</button>
      </GridTools>,
    )
    expect(screen.queryByRole('combobox')).toBeNull()
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['reset'])
  })
})
