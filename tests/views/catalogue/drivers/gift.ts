import { fireEvent, screen, within } from '@testing-library/react'
import type { ScreenDriver, ScreenDrivers } from '../../../support/screen-drivers'

/** the seed's license items are valid on this day (tests/views/gift.test.tsx) */
const MOCK = { MOCK_TODAY: '20261122' }
const ITEM_A = '프리미엄 건강톡 사용권 1+1'

const typeTarget = (value: string) =>
  fireEvent.change(screen.getByLabelText('받는 직원 아이디'), { target: { value } })

/** OL1000011's gift page (site 1, may gift), its license items shown */
const giftPage = (trigger?: ScreenDriver['trigger']): ScreenDriver => ({
  path: '/v2/Gift',
  user: 'OL1000011',
  mock: MOCK,
  ...(trigger
    ? { ready: async () => void (await screen.findAllByTestId('gift-row')), trigger }
    : {}),
})

/** How the gift page makes each of its calls (issue 30's on-screen matrix). */
export const DRIVERS: ScreenDrivers = {
  // the page loads the items as it opens: 405 says the account cannot gift, the rest in the grid
  licenseList: giftPage(),
  giftCheckUser: giftPage(() => {
    typeTarget('OL1000012')
    fireEvent.click(screen.getByRole('button', { name: '직원 확인' }))
  }),
  // the submit checks the id (answered as usual), then asks for confirmation before the gift
  gift: giftPage(async () => {
    typeTarget('OL1000012')
    fireEvent.change(screen.getByLabelText(`${ITEM_A} 선물할 수량`), { target: { value: '1' } })
    fireEvent.click(screen.getByTestId('gift-submit'))
    const dialog = await screen.findByTestId('gift-confirm')
    fireEvent.click(within(dialog).getByRole('button', { name: '선물하기' }))
  }),
}
