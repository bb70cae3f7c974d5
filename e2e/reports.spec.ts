import { expect, test, type Page } from '@playwright/test'
import { chooseMenuItem, login, openDrawer, pathIs, signedIn } from './support'
import { expectAccessible } from './axe'

// a long form filled field by field: more time than a short flow needs on a busy machine
test.describe.configure({ timeout: 120_000 })

/** Yesterday as YYYYMMDD: a checkup date that is never in the future. */
function yesterday(): string {
  const d = new Date()
  d.setDate(d.getDate() - 1)
  return `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`
}

const pick = (page: Page, group: string, option: string) =>
  page
    .getByRole('radiogroup', { name: group })
    .getByRole('radio', { name: option, exact: true })
    .click()
const check = (page: Page, group: string, option: string) =>
  page
    .getByRole('group', { name: group })
    .getByRole('checkbox', { name: option, exact: true })
    .click()

async function fillCheckup(page: Page, date: string) {
  await page.getByLabel('검진일자').fill(date)
  await page.getByLabel('수축기 혈압 (최고, mmHg)').fill('125')
  await page.getByLabel('이완기 혈압 (최저, mmHg)').fill('82')
  await page.getByLabel('총콜레스테롤').fill('195')
  await page.getByLabel('혈청 크레아티닌').fill('0.9')
  await page.getByLabel('혈색소', { exact: true }).fill('13.5')
  await pick(page, '장애 여부', '없음')
  await pick(page, '요단백', '음성')
  await check(page, '진단받은 질환', '없음')
  await check(page, '가족력', '없음')
  await pick(page, '일주일 중 술을 마시는 날', '2일')
  await page.getByLabel('한 번에 마시는 양 (잔)').fill('3')
  await pick(page, '흡연 여부', '비흡연')
  await pick(page, '일주일 중 30분 이상 걸은 날', '4일')
  await pick(page, '일주일 중 30분 이상 중강도 운동을 한 날', '2일')
  await pick(page, '일주일 중 20분 이상 고강도 운동을 한 날', '1일')
}

test('fc0004 enters a non-member report in imperial units and sees it on the dashboard', async ({
  page,
}) => {
  await signedIn(page, 'fc0004', '/v2/AddReport')
  await expect(page.getByTestId('report-form')).toBeVisible()
  await page.getByLabel('이름', { exact: true }).fill('임페리')
  await page.getByLabel('생년월일').fill('19680310')
  await pick(page, '성별', '남')
  await fillCheckup(page, yesterday())
  await pick(page, '허리둘레 단위', 'inch')
  await page.getByLabel('허리둘레', { exact: true }).fill('34')
  await pick(page, '키 단위', 'ft·in')
  await page.getByLabel('피트 (ft)').fill('5')
  await page.getByLabel('인치 (in)').fill('10')
  await pick(page, '몸무게 단위', 'lb')
  await page.getByLabel('몸무게', { exact: true }).fill('170')
  await expect(page.getByTestId('report-bmi')).toHaveValue('24.4')
  await pick(page, '발송 방법', '우편')
  await page.getByTestId('report-submit').click()
  await expect(page.getByTestId('snackbar')).toContainText('리포트가 생성되었습니다.')
  await expect(page).toHaveURL(pathIs('/v2/dashboard'))
  await page.getByLabel('고객 이름 검색').fill('임페리')
  const row = page.getByTestId('checkup-row').filter({ hasText: '임페리' })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('프리미엄')
})

test('adminp writes the report of a D row and modifies it: the stored values come back', async ({
  page,
}) => {
  await signedIn(page, 'adminp', '/Admin/Dashboard')
  // row 41 is three days after the range's start: oldest first, it is on the first page
  await page.getByRole('button', { name: '등록일 정렬' }).click()
  await expect(page).toHaveURL(/sort=regDate&order=asc/)
  const row = page.getByTestId('admin-row').filter({ hasText: '정작성' })
  await expect(row).toHaveAttribute('data-status', 'D')
  await chooseMenuItem(page, row.getByTestId('admin-row-menu'), '리포트 작성')
  await expect(page).toHaveURL(/\/Admin\/AddReport\?id=41&fcCode=OL1000041$/)
  await expect(page.getByLabel('이름', { exact: true })).toHaveValue('정작성')
  await expect(page.getByLabel('이름', { exact: true })).toHaveAttribute('readonly', '')
  await expect(page.getByLabel('FC 코드')).toHaveValue('OL1000041')
  await fillCheckup(page, yesterday())
  await pick(page, '허리둘레 단위', 'inch')
  await page.getByLabel('허리둘레', { exact: true }).fill('30.5')
  await page.getByLabel('키', { exact: true }).fill('162.4')
  await page.getByLabel('몸무게', { exact: true }).fill('58')
  await page.getByTestId('report-submit').click()
  await expect(page.getByTestId('snackbar')).toContainText('리포트가 생성되었습니다.')
  await expect(page).toHaveURL(pathIs('/Admin/Dashboard'))
  await expect(row).toHaveAttribute('data-status', 'R')

  await chooseMenuItem(page, row.getByTestId('admin-row-menu'), '리포트 수정')
  await expect(page).toHaveURL(/\/Admin\/AddReport\?id=41&fcCode=OL1000041&modify=true$/)
  await expect(page.getByLabel('허리둘레', { exact: true })).toHaveValue('30.5')
  await expect(page.getByLabel('키', { exact: true })).toHaveValue('162.4')
  await expect(page.getByLabel('몸무게', { exact: true })).toHaveValue('58')
  await expect(page.getByLabel('검진일자')).toHaveValue(yesterday())
  await expect(page.getByLabel('한 번에 마시는 양 (잔)')).toHaveValue('3')
  await expect(page.getByTestId('report-submit')).toHaveText('수정')
  await page.getByLabel('몸무게', { exact: true }).fill('60')
  await page.getByTestId('report-submit').click()
  await expect(page.getByTestId('snackbar')).toContainText('리포트가 수정되었습니다.')
  await expect(page).toHaveURL(pathIs('/Admin/Dashboard'))
})

test("the browser's Back with unsaved input asks; staying keeps the input, leaving goes back", async ({
  page,
}) => {
  await signedIn(page, 'fc0004')
  // into the form by the portal's menu, so Back returns to the dashboard within the page
  await openDrawer(page)
  await page.getByTestId('menu-addReport').click()
  await expect(page.getByTestId('report-form')).toBeVisible()
  // exceeded01: member search answers 401 'usage exceeded', and the session stays
  await pick(page, '고객 구분', '회원')
  await page.getByLabel('회원 아이디').fill('exceeded01')
  await page.getByRole('button', { name: '회원 검색' }).click()
  await expect(page.getByText('사용 횟수를 초과한 회원입니다.')).toBeVisible()
  await page.getByLabel('허리둘레', { exact: true }).fill('81.5')

  await page.goBack()
  const dialog = page.getByTestId('leave-confirm')
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(pathIs('/v2/AddReport'))
  await dialog.getByRole('button', { name: '계속 작성' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByLabel('허리둘레', { exact: true })).toHaveValue('81.5')
  await expect(page.getByLabel('회원 아이디')).toHaveValue('exceeded01')

  await page.goBack()
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: '떠나기' }).click()
  await expect(page).toHaveURL(pathIs('/v2/dashboard'))
  await expect(page.getByTestId('report-form')).toBeHidden()
  // the history kept its entries: Forward returns to the form, empty, offering what was typed
  await page.goForward()
  await expect(page.getByTestId('report-form')).toBeVisible()
  await expect(page.getByLabel('허리둘레', { exact: true })).toHaveValue('')
  await expect(page.getByTestId('report-draft')).toBeVisible()
})

/** every field of the report form: a text's value, a choice's checked state, by its label */
const formValues = (page: Page) =>
  page.getByTestId('report-form').evaluate((form) =>
    [...form.querySelectorAll('input')].map((input) => {
      const label = input.labels?.[0]?.textContent ?? input.getAttribute('aria-label') ?? input.id
      return input.type === 'radio' || input.type === 'checkbox'
        ? `${label}=${input.checked}`
        : `${label}=${input.value}`
    }),
  )

async function signOut(page: Page) {
  await openDrawer(page)
  await page.getByTestId('logout').click()
  await expect(page).toHaveURL(pathIs('/v2/Login'))
}

test('a report half filled is kept across a reload and a new sign-in, and for its user alone', async ({
  page,
}) => {
  // the browser's own leave warning on reload is answered: leave
  page.on('dialog', (dialog) => void dialog.accept())
  await signedIn(page, 'fc0004', '/v2/AddReport')
  await expect(page.getByTestId('report-form')).toBeVisible()
  await page.getByLabel('이름', { exact: true }).fill('김초안')
  await page.getByLabel('생년월일').fill('19700505')
  await pick(page, '성별', '여')
  await fillCheckup(page, yesterday())
  await page.getByLabel('허리둘레', { exact: true }).fill('82')
  await page.getByLabel('키', { exact: true }).fill('161')
  await page.getByLabel('몸무게', { exact: true }).fill('55.5')
  await pick(page, '발송 방법', '우편')
  const typed = await formValues(page)

  const offer = page.getByTestId('report-draft')
  await page.reload()
  await expect(offer).toContainText('김초안 고객의 리포트')
  // the key that keeps what was typed has the focus; the offer passes axe
  await expect(offer.getByRole('button', { name: '이어서 작성' })).toBeFocused()
  await expectAccessible(page, 'report draft offer')
  await offer.getByRole('button', { name: '이어서 작성' }).click()
  await expect(offer).toBeHidden()
  expect(await formValues(page)).toEqual(typed)

  // signed out, and in again: still there
  await signOut(page)
  await login(page, 'fc0004')
  await expect(page).toHaveURL(pathIs('/v2/dashboard'))
  await page.goto('/v2/AddReport')
  await offer.getByRole('button', { name: '이어서 작성' }).click()
  expect(await formValues(page)).toEqual(typed)

  // another user of this browser is offered nothing of it
  await signOut(page)
  await login(page, 'fc0001')
  await expect(page).toHaveURL(pathIs('/v2/dashboard'))
  await page.goto('/v2/AddReport')
  await expect(page.getByTestId('report-form')).toBeVisible()
  await expect(offer).toHaveCount(0)
  await expect(page.getByLabel('이름', { exact: true })).toHaveValue('')

  // fc0004 starts afresh: the draft is gone for good
  await signOut(page)
  await login(page, 'fc0004')
  await expect(page).toHaveURL(pathIs('/v2/dashboard'))
  await page.goto('/v2/AddReport')
  await offer.getByRole('button', { name: '새로 작성' }).click()
  await expect(page.getByLabel('이름', { exact: true })).toHaveValue('')
  await page.reload()
  await expect(page.getByTestId('report-form')).toBeVisible()
  await expect(offer).toHaveCount(0)
})

test('full-width digits and stops, and a decimal comma, fill the numeric fields (issue 48)', async ({
  page,
}) => {
  // read only: nothing is sent (fc0004's form, left unsent)
  await signedIn(page, 'fc0004', '/v2/AddReport')
  await expect(page.getByTestId('report-form')).toBeVisible()
  const height = page.getByLabel('키', { exact: true })
  await height.fill('１７０')
  await expect(height).toHaveValue('170')
  const weight = page.getByLabel('몸무게', { exact: true })
  await weight.fill('６５．５')
  await expect(weight).toHaveValue('65.5')
  const waist = page.getByLabel('허리둘레', { exact: true })
  await waist.fill('81,5')
  await expect(waist).toHaveValue('81.5')
  // the BMI is computed from what was read: 65.5 / 1.7² = 22.7
  await expect(page.getByLabel('BMI')).toHaveValue('22.7')
})
