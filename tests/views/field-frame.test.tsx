// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { ChakraProvider, Input } from '@chakra-ui/react'
import { LocaleProvider } from '../../src/shared/views/i18n'
import { CATALOGUES } from '../../src/app/messages'
import { portalSystem } from '../../src/shared/views/theme'
import { message, type Message } from '../../src/shared/domain/messages'
import { FieldFrame } from '../../src/shared/views/components/field-frame'

afterEach(cleanup)

const renderField = (error: Message | null, readOnly = false) =>
  render(
    <ChakraProvider value={portalSystem()}>
      <LocaleProvider locale="ko" catalogue={CATALOGUES.ko}>
        <FieldFrame label="지점" error={error} errorTestId="branch-error" readOnly={readOnly}>
          <Input name="branch" defaultValue="" />
        </FieldFrame>
      </LocaleProvider>
    </ChakraProvider>,
  )

describe('FieldFrame: a label, its control and its message', () => {
  it('labels the control and shows no message while the field is valid', () => {
    renderField(null)
    const input = screen.getByLabelText('지점')
    expect(input.getAttribute('name')).toBe('branch')
    expect(input.getAttribute('aria-invalid')).toBeNull()
    expect(screen.queryByTestId('branch-error')).toBeNull()
  })

  it('marks the control invalid and shows the message in the locale', () => {
    renderField(message('app.confirm'))
    expect(screen.getByLabelText('지점').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByTestId('branch-error').textContent).toBe(CATALOGUES.ko['app.confirm'])
  })

  it('passes the root props on to the field (read-only)', () => {
    renderField(null, true)
    expect(screen.getByLabelText('지점').hasAttribute('readonly')).toBe(true)
  })
})
