import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { ScreenDriver, ScreenDrivers } from '../../../support/screen-drivers'

/** empadmin's employee list (A, site 3), with its first page of employees shown */
const employees = (trigger?: ScreenDriver['trigger']): ScreenDriver => ({
  path: '/v2/Employee',
  user: 'empadmin',
  ...(trigger
    ? { ready: async () => void (await screen.findAllByTestId('employee-row')), trigger }
    : {}),
})

/** empadmin's add-employee page, its branches loaded into the branch select */
const createPage = (trigger?: ScreenDriver['trigger']): ScreenDriver => ({
  path: '/v2/Employee/create',
  user: 'empadmin',
  ...(trigger
    ? {
        ready: async () =>
          void (await within(await screen.findByTestId('create-employee-form')).findByRole(
            'option',
            { name: /B002/ },
          )),
        trigger,
      }
    : {}),
})

/**
 * Opens the row menu of the employee called `name` and chooses `item` as a pointer does: the menu
 * chooses the item it shows highlighted (tests/views/employees.test.tsx).
 */
async function chooseFromRowMenu(name: string, item: string) {
  fireEvent.click(await screen.findByRole('button', { name: `${name} 메뉴` }))
  const choice = await screen.findByRole('menuitem', { name: item })
  fireEvent.pointerDown(choice)
  await waitFor(() => {
    if (!choice.hasAttribute('data-highlighted')) throw new Error(`${item} is not highlighted`)
  })
  fireEvent.click(choice)
}

/** a confirmed row action on 배분받음 (empfc01) */
const confirmed = (item: string) =>
  employees(async () => {
    await chooseFromRowMenu('배분받음', item)
    const dialog = await screen.findByTestId('employee-confirm')
    fireEvent.click(within(dialog).getByRole('button', { name: '확인' }))
  })

/** How the employee pages make each of their calls (issue 30's on-screen matrix). */
export const DRIVERS: ScreenDrivers = {
  employeeList: employees(),
  employeeListExcel: employees(async () =>
    fireEvent.click(screen.getByRole('button', { name: '엑셀 다운로드' })),
  ),
  distribute: employees(async () => {
    await chooseFromRowMenu('배분받음', '사용권 지급')
    const dialog = await screen.findByTestId('amount-dialog')
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: '지급 수량' }), {
      target: { value: '3' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: '적용' }))
  }),
  resetPassword: confirmed('비밀번호 초기화'),
  deactivateEmployee: confirmed('비활성화'),
  deleteEmployee: confirmed('삭제'),
  updateEmployee: employees(async () => {
    await chooseFromRowMenu('배분받음', '정보 수정')
    const dialog = await screen.findByTestId('modify-dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }))
  }),
  addEmployee: createPage(async () => {
    const form = screen.getByTestId('create-employee-form')
    fireEvent.change(within(form).getByRole('textbox', { name: '이름' }), {
      target: { value: '새직원' },
    })
    fireEvent.change(within(form).getByRole('textbox', { name: '사번' }), {
      target: { value: '7700001' },
    })
    fireEvent.change(within(form).getByRole('combobox', { name: '소속 지점' }), {
      target: { value: 'B002' },
    })
    fireEvent.change(within(form).getByRole('combobox', { name: '계정 권한' }), {
      target: { value: 'F' },
    })
    fireEvent.click(within(form).getByRole('button', { name: '추가' }))
  }),
  fetchBranch: createPage(),
  addBranch: createPage(async () => {
    fireEvent.click(screen.getByRole('button', { name: '지점 추가' }))
    const dialog = await screen.findByTestId('branch-dialog')
    fireEvent.change(within(dialog).getByRole('textbox', { name: '지점 이름' }), {
      target: { value: '테스트지점' },
    })
    fireEvent.change(within(dialog).getByRole('textbox', { name: '지점 코드' }), {
      target: { value: 'E7700' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: '지점 추가' }))
    const confirm = await screen.findByTestId('branch-confirm')
    fireEvent.click(within(confirm).getByRole('button', { name: '확인' }))
  }),
}
