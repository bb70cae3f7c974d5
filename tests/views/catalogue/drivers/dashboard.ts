import { fireEvent, screen, within } from '@testing-library/react'
import type { ScreenDriver, ScreenDrivers } from '../../../support/screen-drivers'

/** fc0001's dashboard with its first page of checkups shown */
const dashboard = (trigger?: ScreenDriver['trigger']): ScreenDriver => ({
  path: '/v2/Dashboard',
  user: 'fc0001',
  ...(trigger
    ? { ready: async () => void (await screen.findAllByTestId('checkup-row')), trigger }
    : {}),
})

const firstRow = () => screen.getAllByTestId('checkup-row')[0]!

/** How the dashboard's pages make each of its calls (issue 30's on-screen matrix). */
export const DRIVERS: ScreenDrivers = {
  checkupList: dashboard(),
  customerListExcel: dashboard(async () =>
    fireEvent.click(screen.getByRole('button', { name: '엑셀 다운로드' })),
  ),
  make: dashboard(async () => {
    fireEvent.click(within(firstRow()).getByTestId('print-one'))
    // S1 §5: a single print asks for consent to destroy the customer's data first
    const consent = await screen.findByTestId('consent-dialog')
    fireEvent.click(within(consent).getByRole('button', { name: '동의합니다' }))
  }),
  makeTempPDF: dashboard(async () => {
    fireEvent.click(within(firstRow()).getByRole('checkbox'))
    fireEvent.click(screen.getByRole('button', { name: '프린트' }))
  }),
  makePDF: dashboard(async () => fireEvent.click(within(firstRow()).getByTestId('pdf-one'))),
  addressChange: dashboard(async () => {
    fireEvent.click(within(firstRow()).getByTestId('shipping-one'))
    const dialog = await screen.findByTestId('shipping-dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }))
  }),
}
