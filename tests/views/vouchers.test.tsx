// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { cleanupRoutes, renderRoute } from '../support/render-route'

afterEach(cleanupRoutes)

const appIdInput = () => screen.getByLabelText<HTMLInputElement>('고객 앱 아이디')
const submitButton = () =>
  within(appIdInput().closest('form')!).getByRole('button', { name: '사용권 제공' })
const typeAppId = (value: string) => fireEvent.change(appIdInput(), { target: { value } })

describe('give page /v2/Give', () => {
  it('shows the usable count of fc0001 and refuses an empty app id', async () => {
    await renderRoute('/v2/Give', { user: 'fc0001' })
    expect((await screen.findByTestId('give-usable')).textContent).toBe('50 회')
    fireEvent.click(submitButton())
    expect((await screen.findByTestId('give-error')).textContent).toBe(
      '사용권을 제공할 고객의 앱 아이디를 입력해 주세요.',
    )
    expect(appIdInput().getAttribute('aria-invalid')).toBe('true')
    // typing clears the message
    typeAppId('m')
    await waitFor(() => expect(screen.queryByTestId('give-error')).toBeNull())
  })

  it('tells fc0002 (usable count 0) there are no usable rights', async () => {
    await renderRoute('/v2/Give', { user: 'fc0002' })
    expect((await screen.findByTestId('give-usable')).textContent).toBe('0 회')
    typeAppId('member01')
    fireEvent.click(submitButton())
    expect((await screen.findByTestId('give-error')).textContent).toBe(
      '제공 가능한 사용권이 없습니다. 사용권을 구매 후 사용해 주세요.',
    )
    expect(screen.queryByTestId('give-confirm')).toBeNull()
  })

  it('an unknown app id shows the not-found message from the catalogue', async () => {
    await renderRoute('/v2/Give', { user: 'fc0001' })
    await screen.findByTestId('give-usable')
    typeAppId('nobody-here')
    fireEvent.click(submitButton())
    expect((await screen.findByTestId('give-error')).textContent).toBe(
      '앱 아이디를 찾을 수 없습니다. 다시 확인해 주세요.',
    )
  })

  it('disables the submit button while the customer is checked', async () => {
    let open!: () => void
    const gate = new Promise<void>((resolve) => (open = resolve))
    await renderRoute('/v2/Give', {
      user: 'fc0001',
      handlers: [
        http.get('*/api/vouchers/customers/:userId', async () => {
          await gate
        }),
      ],
    })
    await screen.findByTestId('give-usable')
    typeAppId('member01')
    const submit = submitButton()
    fireEvent.click(submit)
    await waitFor(() => expect(submit).toHaveProperty('disabled', true))
    expect(submit.hasAttribute('data-loading')).toBe(true)
    open()
    expect(await screen.findByTestId('give-confirm')).toBeTruthy()
  })

  it('confirms the customer, gives, and both counters drop by one', async () => {
    await renderRoute('/v2/Give', { user: 'fc0001' })
    await screen.findByTestId('give-usable')
    expect((await screen.findByTestId('usage-counter')).textContent).toContain('50 회')
    typeAppId('member01')
    fireEvent.click(submitButton())
    const dialog = await screen.findByTestId('give-confirm')
    expect(dialog.textContent).toContain('김건강(member01) 고객에게')
    fireEvent.click(within(dialog).getByRole('button', { name: '제공하기' }))
    expect((await screen.findByTestId('snackbar')).textContent).toContain(
      '김건강님에게 사용권을 제공했습니다.',
    )
    await waitFor(() => expect(screen.getByTestId('give-usable').textContent).toBe('49 회'))
    await waitFor(() => expect(screen.getByTestId('usage-counter').textContent).toContain('49 회'))
    expect(appIdInput().value).toBe('')
  })
})
