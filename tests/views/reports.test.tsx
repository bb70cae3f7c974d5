// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { cleanupRoutes, renderRoute } from '../support/render-route'
import { ownStyle } from '../support/emotion-css'
import { BY_ROLE, fillCheckup } from '../support/report-form'

afterEach(cleanupRoutes)

const { type, pick, check } = BY_ROLE

describe('report entry /v2/AddReport (customer variant)', () => {
  it('an empty submit marks the sections and says to fill in the items', async () => {
    await renderRoute('/v2/AddReport', { user: 'fc0004' })
    await screen.findByTestId('report-form')
    type('허리둘레', '81.5')
    fireEvent.click(screen.getByTestId('report-submit'))
    expect((await screen.findByTestId('snackbar')).textContent).toContain(
      '항목들을 입력 해 주세요.',
    )
    for (const s of ['general', 'blood', 'history', 'habits', 'exercise'])
      expect(screen.getByTestId(`section-${s}`).hasAttribute('data-invalid')).toBe(true)
    // nothing typed is lost
    expect(screen.getByLabelText<HTMLInputElement>('허리둘레').value).toBe('81.5')
  })

  it('offers only the delivery types of the roles held (fc0003: direct only)', async () => {
    await renderRoute('/v2/AddReport', { user: 'fc0003' })
    const group = await screen.findByRole('radiogroup', { name: '발송 방법' })
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['직접'])
  })

  it('asks the drinking amount only for drinking days, and the smoking questions by status', async () => {
    await renderRoute('/v2/AddReport', { user: 'fc0004' })
    await screen.findByTestId('report-form')
    expect(screen.queryByLabelText('한 번에 마시는 양 (잔)')).toBeNull()
    pick('일주일 중 술을 마시는 날', '2일')
    expect(screen.getByLabelText('한 번에 마시는 양 (잔)')).toBeTruthy()
    pick('흡연 여부', '과거 흡연 (금연)')
    expect(screen.getByLabelText('금연 전 흡연 기간 (년)')).toBeTruthy()
    pick('흡연 여부', '현재 흡연')
    expect(screen.getByLabelText('흡연 기간 (년)')).toBeTruthy()
    expect(screen.getByLabelText('하루 흡연량 (개비)')).toBeTruthy()
    check('진단받은 질환', '고혈압')
    check('진단받은 질환', '없음')
    const diseases = screen.getByRole('group', { name: '진단받은 질환' })
    expect(
      within(diseases)
        .getAllByRole('checkbox', { checked: true })
        .map((b) => b.textContent),
    ).toEqual(['없음'])
  })

  it("the height's message in feet and inches is set as every field's message", async () => {
    await renderRoute('/v2/AddReport', { user: 'fc0004' })
    await screen.findByTestId('report-form')
    pick('키 단위', 'ft·in')
    type('피트 (ft)', '9')
    fireEvent.click(screen.getByTestId('report-submit'))
    const height = await screen.findByTestId('height-error')
    const name = screen
      .getByLabelText('이름')
      .closest('[data-part="root"]')!
      .querySelector<HTMLElement>('[data-part="error-text"]')!
    expect(name).toBeTruthy()
    const look = (el: HTMLElement) => ownStyle(el, ['font-size', 'font-weight', 'color'])
    expect(look(name)['font-size'], "a field's message has a size of its own").toBeTruthy()
    expect(look(height)).toEqual(look(name))
  })

  it('a non-member report in imperial units: BMI shown, sent, and the dashboard is next', async () => {
    const app = await renderRoute('/v2/AddReport', { user: 'fc0004' })
    await screen.findByTestId('report-form')
    type('이름', '박임페')
    type('생년월일', '19700505')
    pick('성별', '여')
    fillCheckup()
    pick('허리둘레 단위', 'inch')
    type('허리둘레', '32')
    pick('키 단위', 'ft·in')
    type('피트 (ft)', '5')
    type('인치 (in)', '9')
    pick('몸무게 단위', 'lb')
    type('몸무게', '154')
    expect(screen.getByTestId<HTMLInputElement>('report-bmi').value).toBe('22.7')
    pick('발송 방법', '우편')
    fireEvent.click(screen.getByTestId('report-submit'))
    await waitFor(() => expect(app.location).toBe('/v2/Dashboard'))
    expect((await screen.findByTestId('snackbar')).textContent).toContain(
      '리포트가 생성되었습니다.',
    )
    const stored = app.db.reports.all().find((r) => r.name === '박임페')!
    expect(stored).toMatchObject({
      waist: 32,
      waistUnit: 'inch',
      heightUnit: 'ft',
      weight: 154,
      weightUnit: 'lb',
      role: 'RP',
    })
    expect(stored.heightCm).toBeCloseTo(175.26, 2)
  })

  it('a member on a date that has a report: the date is cleared with the duplicate message', async () => {
    await renderRoute('/v2/AddReport', { user: 'fc0004' })
    await screen.findByTestId('report-form')
    pick('고객 구분', '회원')
    type('회원 아이디', 'member01')
    fireEvent.click(screen.getByRole('button', { name: '회원 검색' }))
    expect((await screen.findByTestId('member-found')).textContent).toBe('김건강(member01) 회원')
    type('생년월일', '19800101')
    type('검진일자', '20240102')
    expect(
      (await screen.findAllByText('해당 검진일자에 이미 체크업이 존재합니다.')).length,
    ).toBeGreaterThan(0)
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('검진일자').value).toBe(''))
  })

  it('exceeded01: member search says usage exceeded (401) and the session stays', async () => {
    const app = await renderRoute('/v2/AddReport', { user: 'fc0004' })
    await screen.findByTestId('report-form')
    type('허리둘레', '80')
    pick('고객 구분', '회원')
    type('회원 아이디', 'exceeded01')
    fireEvent.click(screen.getByRole('button', { name: '회원 검색' }))
    expect(await screen.findByText('사용 횟수를 초과한 회원입니다.')).toBeTruthy()
    expect(app.portal.session.getSnapshot().context.session?.user.userId).toBe('fc0004')
    expect(app.location).toBe('/v2/AddReport')
    expect(screen.getByLabelText<HTMLInputElement>('허리둘레').value).toBe('80')
    expect(screen.queryByTestId('member-found')).toBeNull()
  })

  it('breaking the age rule clears the checkup date with its message', async () => {
    await renderRoute('/v2/AddReport', { user: 'fc0004' })
    await screen.findByTestId('report-form')
    type('생년월일', '20100101')
    type('검진일자', '20261101')
    expect(await screen.findByText('검진일 기준 만 20세 이상부터 이용할 수 있습니다.')).toBeTruthy()
    expect(screen.getByLabelText<HTMLInputElement>('검진일자').value).toBe('')
  })

  it('leaving with unsaved input asks first', async () => {
    const app = await renderRoute('/v2/AddReport', { user: 'fc0004' })
    await screen.findByTestId('report-form')
    type('허리둘레', '80')
    const openGive = async () => {
      fireEvent.click(screen.getByTestId('drawer-button'))
      fireEvent.click(await screen.findByTestId('menu-give'))
    }
    await openGive()
    const dialog = await screen.findByTestId('leave-confirm')
    fireEvent.click(within(dialog).getByRole('button', { name: '계속 작성' }))
    expect(app.location).toBe('/v2/AddReport')
    expect(screen.getByLabelText<HTMLInputElement>('허리둘레').value).toBe('80')
    await openGive()
    fireEvent.click(
      await within(await screen.findByTestId('leave-confirm')).findByRole('button', {
        name: '떠나기',
      }),
    )
    await waitFor(() => expect(app.location.toLowerCase()).toBe('/v2/give'))
  })
})

describe("the browser's Back on the report form (decision 020b)", () => {
  const GUARD = { reportFormGuard: true }
  // the window outlives each test's app: each starts on an entry of its own
  beforeEach(() => window.history.replaceState(null, ''))
  /**
   * The browser's Back as the page sees it: from the guard entry the form put on top of its own
   * to the form's entry, at the same address (a popstate with the form entry's state).
   */
  function pressBack() {
    expect(window.history.state).toEqual(GUARD)
    act(() => window.history.replaceState(null, ''))
    act(() => void window.dispatchEvent(new PopStateEvent('popstate', { state: null })))
  }

  it('asks with unsaved input; cancelling keeps what was typed; confirming goes back', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {})
    onTestFinished(() => back.mockRestore())
    const app = await renderRoute('/v2/AddReport', { user: 'fc0004' })
    await screen.findByTestId('report-form')
    expect(window.history.state).not.toEqual(GUARD)
    type('허리둘레', '80')
    pressBack()
    const dialog = await screen.findByTestId('leave-confirm')
    fireEvent.click(within(dialog).getByRole('button', { name: '계속 작성' }))
    await waitFor(() => expect(screen.queryByTestId('leave-confirm')).toBeNull())
    expect(screen.getByLabelText<HTMLInputElement>('허리둘레').value).toBe('80')
    expect(back).not.toHaveBeenCalled()
    // the guard entry is back on top: the next Back is held again
    pressBack()
    fireEvent.click(
      within(await screen.findByTestId('leave-confirm')).getByRole('button', { name: '떠나기' }),
    )
    expect(back).toHaveBeenCalledTimes(1)
    expect(app.location).toBe('/v2/AddReport')
  })

  it('a form with nothing typed does not hold Back', async () => {
    await renderRoute('/v2/AddReport', { user: 'fc0004' })
    await screen.findByTestId('report-form')
    expect(window.history.state).not.toEqual(GUARD)
    act(() => void window.dispatchEvent(new PopStateEvent('popstate', { state: null })))
    expect(screen.queryByTestId('leave-confirm')).toBeNull()
  })

  it('leaving by a link replaces the guard entry: the history gains no extra entry', async () => {
    const app = await renderRoute('/v2/AddReport', { user: 'fc0004' })
    await screen.findByTestId('report-form')
    type('허리둘레', '80')
    fireEvent.click(screen.getByTestId('drawer-button'))
    fireEvent.click(await screen.findByTestId('menu-give'))
    fireEvent.click(
      await within(await screen.findByTestId('leave-confirm')).findByRole('button', {
        name: '떠나기',
      }),
    )
    await waitFor(() => expect(app.location.toLowerCase()).toBe('/v2/give'))
    expect(app.navigations.at(-1)).toMatchObject({ replace: true })
  })

  it('a menu link held by the form closes the drawer: only the question stays open', async () => {
    await renderRoute('/v2/AddReport', { user: 'fc0004' })
    await screen.findByTestId('report-form')
    type('허리둘레', '80')
    fireEvent.click(screen.getByTestId('drawer-button'))
    fireEvent.click(await screen.findByTestId('menu-give'))
    const question = await screen.findByTestId('leave-confirm')
    // the drawer does not linger behind the question (it hid the question from assistive tech)
    await waitFor(() => expect(screen.queryByTestId('drawer')).toBeNull())
    expect(question.getAttribute('style')).toContain('--layer-index: 0')
    fireEvent.click(await within(question).findByRole('button', { name: '계속 작성' }))
    await waitFor(() => expect(screen.queryByTestId('leave-confirm')).toBeNull())
    expect(screen.getByLabelText<HTMLInputElement>('허리둘레').value).toBe('80')
  })
})

describe('report entry /Admin/AddReport (admin variant)', () => {
  it('modify reads the stored report back; name, birth and gender are read-only', async () => {
    const app = await renderRoute('/Admin/Dashboard', { user: 'adminp' })
    const row = app.db.adminCheckups.all().find((r) => r.status === 'R')!
    const stored = app.db.reports.findFirst((q) => q.where({ checkupNo: row.checkupNo! }))!
    app.navigate(`/Admin/AddReport?id=${row.id}&fcCode=${row.fcCode}&modify=true`)
    await screen.findByTestId('report-form')
    expect(screen.getByLabelText<HTMLInputElement>('이름').readOnly).toBe(true)
    expect(screen.getByLabelText<HTMLInputElement>('이름').value).toBe(row.name)
    expect(screen.getByLabelText<HTMLInputElement>('생년월일').value).toBe(row.birthday)
    expect(screen.getByLabelText<HTMLInputElement>('허리둘레').value).toBe(String(stored.waist))
    expect(screen.getByLabelText<HTMLInputElement>('키').value).toBe(String(stored.heightCm))
    expect(screen.getByLabelText<HTMLInputElement>('검진일자').value).toBe(stored.checkupDate)
    expect(screen.getByLabelText<HTMLInputElement>('FC 코드').value).toBe(row.fcCode)
    expect(screen.getByTestId('report-submit').textContent).toBe('수정')
    // the page says it modifies, in its heading and the browser's title
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('리포트 수정')
    await waitFor(() => expect(document.title).toBe('리포트 수정 · 헬스체크업 매니저'))
    type('이완기 혈압 (최저, mmHg)', '66')
    fireEvent.click(screen.getByTestId('report-submit'))
    await waitFor(() => expect(app.location).toBe('/Admin/Dashboard'))
    expect(app.db.reports.findFirst((q) => q.where({ checkupNo: row.checkupNo! }))!.bpLow).toBe(66)
  })

  it('an unknown id says the user was not found and goes back', async () => {
    const app = await renderRoute('/Admin/AddReport?id=99999&fcCode=X', { user: 'adminp' })
    expect((await screen.findByTestId('snackbar')).textContent).toContain(
      '사용자를 찾을 수 없습니다.',
    )
    await waitFor(() => expect(app.location).toBe('/Admin/Dashboard'))
  })
})
