// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { ChakraProvider } from '@chakra-ui/react'
import { portalSystem } from '../../src/shared/views/theme'
import { ExternalLink } from '../../src/shared/views/components/external-link'

afterEach(cleanup)

const renderLink = (href: string | undefined) =>
  render(
    <ChakraProvider value={portalSystem()}>
      <ExternalLink href={href} data-testid="link">
        개인정보처리방침
      </ExternalLink>
    </ChakraProvider>,
  )

describe('ExternalLink: a link to another site', () => {
  it('opens its address in a new tab without a referrer', () => {
    renderLink('https://example.test/privacy')
    const link = screen.getByRole('link', { name: '개인정보처리방침' })
    expect(link.getAttribute('href')).toBe('https://example.test/privacy')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(screen.getByTestId('link')).toBe(link)
  })

  it('is not shown when its address is not configured', () => {
    renderLink('')
    expect(screen.queryByRole('link')).toBeNull()
    cleanup()
    renderLink(undefined)
    expect(screen.queryByRole('link')).toBeNull()
  })
})
