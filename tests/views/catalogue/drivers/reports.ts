import { fireEvent, screen, waitFor } from '@testing-library/react'
import type { ScreenDriver, ScreenDrivers } from '../../../support/screen-drivers'
import { BY_TEXT, fillCheckup as fillForm } from '../../../support/report-form'

const { type, pick } = BY_TEXT
const fillCheckup = () => fillForm(BY_TEXT)

/** Searches member01 (docs/fixtures.md), the member whose report is dated 20240102. */
function searchMember() {
  pick('고객 구분', '회원')
  type('회원 아이디', 'member01')
  fireEvent.click(screen.getByText('회원 검색'))
}

/** ... and waits until the form shows the member found. */
async function findMember() {
  searchMember()
  await screen.findByTestId('member-found')
}

const submit = () => fireEvent.click(screen.getByTestId('report-submit'))

/** fc0004's report entry (the customer variant), the form shown */
const customerForm = (trigger: NonNullable<ScreenDriver['trigger']>): ScreenDriver => ({
  path: '/v2/AddReport',
  user: 'fc0004',
  ready: async () => void (await screen.findByTestId('report-form')),
  trigger,
})

/** Row 41 (docs/fixtures.md): a D row of the admin dashboard, its report not written yet. */
const ADD_PATH = '/Admin/AddReport?id=41&fcCode=OL1000041'
/**
 * Row 5: an R row (the seeded statuses turn B C U D R by id), whose stored report is read back.
 * Its fcCode is generated; the form reads the id and the modify flag only.
 */
const MODIFY_PATH = '/Admin/AddReport?id=5&modify=true'

/** adminp's report entry (the admin variant) of `path`, the form shown */
const adminForm = (path: string, trigger?: ScreenDriver['trigger']): ScreenDriver => ({
  path,
  user: 'adminp',
  ...(trigger
    ? { ready: async () => void (await screen.findByTestId('report-form')), trigger }
    : {}),
})

/** How the report entry pages make each of their calls (issue 30's on-screen matrix). */
export const DRIVERS: ScreenDrivers = {
  memberLookup: customerForm(searchMember),
  // a member found and a complete checkup date: the form checks for a report on that date
  duplicateCheck: customerForm(async () => {
    await findMember()
    type('생년월일', '19800101')
    type('검진일자', '20261101')
  }),
  createMemberReport: customerForm(async () => {
    await findMember()
    type('생년월일', '19800101')
    pick('성별', '남')
    fillCheckup()
    pick('발송 방법', '우편')
    // the date typed with a member chosen runs the duplicate check, which holds the submit button
    await waitFor(() => {
      if (screen.getByTestId<HTMLButtonElement>('report-submit').disabled)
        throw new Error('the submit button is busy')
    })
    submit()
  }),
  createNonMemberReport: customerForm(async () => {
    type('이름', '박비회')
    type('생년월일', '19700505')
    pick('성별', '여')
    fillCheckup()
    pick('발송 방법', '우편')
    submit()
  }),
  // the admin variant loads its target user as it opens (S2 §2.3)
  healthCheckupInfo: adminForm(ADD_PATH),
  // ... and, to modify, the stored report
  getReport: adminForm(MODIFY_PATH),
  addReport: adminForm(ADD_PATH, async () => {
    fillCheckup()
    submit()
  }),
  modifyReport: adminForm(MODIFY_PATH, async () => {
    type('이완기 혈압 (최저, mmHg)', '66')
    submit()
  }),
}
