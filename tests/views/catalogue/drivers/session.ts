import { fireEvent, screen } from '@testing-library/react'
import type { ScreenDriver, ScreenDrivers } from '../../../support/screen-drivers'

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

/** the login form filled and sent */
const signIn = (userId: string, password: string) => {
  type('아이디', userId)
  type('비밀번호', password)
  fireEvent.click(screen.getByRole('button', { name: '로그인' }))
}

/** the login page, signed out, its form shown; `trigger` signs in */
const loginPage = (trigger: ScreenDriver['trigger']): ScreenDriver => ({
  path: '/v2/Login',
  ready: async () => void (await screen.findByTestId('login-card')),
  trigger,
})

/** How the login and password pages make each session call (issue 30's on-screen matrix). */
export const DRIVERS: ScreenDrivers = {
  loginMk2: loginPage(() => signIn('fc0001', 'Test1234!')),
  passwordSet: loginPage(async () => {
    // newbie's first password is pending (password `newbie`): the sign-in lands on /v1/PasswordSet
    signIn('newbie', 'newbie')
    await screen.findByText('비밀번호 설정')
    type('초기화 비밀번호', 'newbie')
    type('새 비밀번호', 'Newpass12!')
    type('새 비밀번호 확인', 'Newpass12!')
    fireEvent.click(screen.getByRole('button', { name: '비밀번호 변경' }))
  }),
  // the user and the usable counter are read together as the session starts after a sign-in
  // (auth-service `fetchSession`); the login form says why it could not sign in
  fetchUser: loginPage(() => signIn('fc0001', 'Test1234!')),
  issuableNumber: loginPage(() => signIn('fc0001', 'Test1234!')),
  siteInfo: {
    unseen: 'No page of the portal calls siteInfo (S1 §7 lists it; nothing in src/ calls it).',
  },
}
