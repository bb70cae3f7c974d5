// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { ChakraProvider } from '@chakra-ui/react'
import fc from 'fast-check'
import { LocaleProvider } from '../../src/shared/views/i18n'
import { CATALOGUES } from '../../src/app/messages'
import { portalSystem } from '../../src/shared/views/theme'
import { CounterCard } from '../../src/shared/views/components/counter-card'

afterEach(cleanup)

const renderCard = (value: number | undefined, locale: 'ko' | 'en' = 'ko') =>
  render(
    <ChakraProvider value={portalSystem()}>
      <LocaleProvider locale={locale} catalogue={CATALOGUES[locale]}>
        <CounterCard label="전체" value={value} testId="count" />
      </LocaleProvider>
    </ChakraProvider>,
  )

describe('CounterCard: one count over a list', () => {
  it('shows its label, and a dash until the count is known', () => {
    renderCard(undefined)
    expect(screen.getByText('전체')).toBeTruthy()
    expect(screen.getByTestId('count').textContent).toBe('–')
  })

  it('shows the count in the locale’s digits and grouping (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 10_000_000 }), (value) => {
        renderCard(value)
        expect(screen.getByTestId('count').textContent).toBe(value.toLocaleString('ko-KR'))
        cleanup()
      }),
      { numRuns: 25 },
    )
  })
})
