import { fireEvent, screen, within } from '@testing-library/react'
import type { ScreenDriver, ScreenDrivers } from '../../../support/screen-drivers'

/** fc0001's give page (usable count 50) with its count shown, then `trigger` */
const givePage = (trigger: ScreenDriver['trigger']): ScreenDriver => ({
  path: '/v2/Give',
  user: 'fc0001',
  ready: async () => void (await screen.findByTestId('give-usable')),
  trigger,
})

/** the give form: member01 typed and submitted (checkCustomer) */
const submitMember = () => {
  const appId = screen.getByLabelText('고객 앱 아이디')
  fireEvent.change(appId, { target: { value: 'member01' } })
  fireEvent.click(within(appId.closest('form')!).getByRole('button', { name: '사용권 제공' }))
}

/** the app bar's voucher tools (fc0001 holds RM RD RP: they are shown) */
const appBar = async () => await screen.findByTestId('app-bar')

/** How the give page and the app bar's voucher tools make each call (issue 30's on-screen matrix). */
export const DRIVERS: ScreenDrivers = {
  checkCustomer: givePage(submitMember),
  setVoucher: givePage(async () => {
    submitMember()
    // S1 §5: the customer is confirmed first; the scenario touches the give only
    const dialog = await screen.findByTestId('give-confirm')
    fireEvent.click(within(dialog).getByRole('button', { name: '제공하기' }))
  }),
  createVoucher: givePage(async () => {
    fireEvent.click(within(await appBar()).getByRole('button', { name: '바우처 생성' }))
    const confirm = await screen.findByTestId('voucher-confirm')
    fireEvent.click(within(confirm).getByRole('button', { name: '생성하기' }))
  }),
  voucherHistoryExcel: givePage(async () =>
    fireEvent.click(within(await appBar()).getByRole('button', { name: '생성 내역' })),
  ),
}
