// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { ChakraProvider } from '@chakra-ui/react'
import type { Catalogue } from '../../domain/messages'
import { en, ko } from '../../domain/messages/common'
import { LocaleProvider } from '../i18n'
import { portalSystem } from '../theme'
import { BackButton } from './back-button'

/** the common words, all the button says */
const CATALOGUES = { ko, en } as Record<'ko' | 'en', Catalogue>

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const renderButton = (locale: 'ko' | 'en') =>
  render(
    <ChakraProvider value={portalSystem()}>
      <LocaleProvider locale={locale} catalogue={CATALOGUES[locale]}>
        <BackButton />
      </LocaleProvider>
    </ChakraProvider>,
  )

describe('BackButton: the back arrow beside a page title', () => {
  it('is named in the locale and goes back in the history', () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {})
    renderButton('ko')
    fireEvent.click(screen.getByRole('button', { name: '뒤로' }))
    expect(back).toHaveBeenCalledOnce()
  })

  it('draws the arrow only, hidden from screen readers', () => {
    renderButton('en')
    const button = screen.getByRole('button', { name: 'Back' })
    expect(button.textContent).toBe('')
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  })
})
