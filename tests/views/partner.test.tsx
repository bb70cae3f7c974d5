// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { encodeSid } from '../../mock-server/partner-sid'
import { TEST_PARTNER_SID_KEY } from '../../mock-server/node'
import { cleanupRoutes, renderRoute } from '../support/render-route'
import { TEST_BASE } from '../support/api'

afterEach(cleanupRoutes)

const sidFor = (userId: string, name: string, minutesOld = 0) =>
  encodeSid(
    { name, siteId: 1, userId, timestamp: Date.now() - minutesOld * 60_000 },
    TEST_PARTNER_SID_KEY,
  )

describe('/ol/Callback and /ol/Greeting (S2 §2.5, §4)', () => {
  it('a fresh sid of OL1000001 signs in, stores the sid and reaches the greeting; start leaves', async () => {
    const app = await renderRoute(`/ol/Callback?sid=${await sidFor('1000001', '오렌지')}`)
    expect((await screen.findByTestId('greeting-id')).textContent).toBe('OL1000001')
    expect(app.location).toBe('/ol/Greeting')
    expect(app.portal.session.getSnapshot().context.session?.user.userId).toBe('OL1000001')
    expect(JSON.parse(app.storage.getItem('sid')!)).toMatchObject({ userId: '1000001' })
    expect(screen.getAllByTestId('sample-image')).toHaveLength(1)
    expect(screen.getByTestId('sample-position').textContent).toBe('1 / 17')
    // a page of a sample report in Korean, named by its subject
    const first = screen.getByRole('img', { name: '리포트 샘플 1 / 17: 종합 건강 점수' })
    expect(first.textContent).toContain('간편 리포트')
    expect(first.textContent).toContain('전반적으로 양호합니다.')
    expect(first.textContent).not.toMatch(/REPORT/i)
    fireEvent.click(screen.getByTestId('sample-previous'))
    expect(screen.getByTestId('sample-position').textContent).toBe('17 / 17')
    expect(screen.getByRole('img', { name: /^리포트 샘플 17 \/ 17: / }).textContent).toContain(
      '프리미엄 리포트',
    )
    fireEvent.click(screen.getByTestId('greeting-start'))
    expect(app.spies.leave).toHaveBeenCalledWith('/demo/service-site')
    // the greeting explained once: the hand-over is forgotten
    expect(app.storage.getItem('sid')).toBeNull()
  })

  it('an old sid lands on /v2/Error with the 401 message and the sid appended', async () => {
    const sid = await sidFor('1000001', '오렌지', 11)
    const app = await renderRoute(`/ol/Callback?sid=${sid}`)
    await waitFor(() => expect(app.location).toBe('/v2/Error'))
    expect((await screen.findByTestId('error-message')).textContent).toBe(
      `timestamp 파라미터가 잘못되었습니다. ${sid}`,
    )
    expect(screen.getByText('상태 코드 401')).toBeTruthy()
  })

  it('a signed-in user opening the greeting without a hand-over leaves directly', async () => {
    const app = await renderRoute('/ol/Greeting', { user: 'OL1000001' })
    await waitFor(() => expect(app.spies.leave).toHaveBeenCalledWith('/demo/service-site'))
    expect(screen.queryByTestId('greeting-start')).toBeNull()
  })

  it('signs a new FC up through the password dialog: rule, mismatch, completion', async () => {
    const app = await renderRoute(`/ol/Callback?sid=${await sidFor('1000077', '새가입')}`)
    fireEvent.click(await screen.findByTestId('greeting-register'))
    const dialog = await screen.findByTestId('sign-up-dialog')
    const id = within(dialog).getByTestId<HTMLInputElement>('sign-up-id')
    expect(id.value).toBe('OL1000077')
    expect(id.readOnly).toBe(true)
    const submit = within(dialog).getByTestId<HTMLButtonElement>('sign-up-submit')
    expect(submit.disabled).toBe(true)
    const password = within(dialog).getByLabelText('비밀번호')
    const confirm = within(dialog).getByLabelText('비밀번호 확인')
    fireEvent.change(password, { target: { value: 'short' } })
    expect(submit.disabled).toBe(false)
    fireEvent.click(submit)
    expect((await within(dialog).findByTestId('sign-up-password-error')).textContent).toMatch(/8/)
    fireEvent.change(password, { target: { value: 'Partner1!' } })
    fireEvent.change(confirm, { target: { value: 'Partner2!' } })
    fireEvent.click(submit)
    expect((await within(dialog).findByTestId('sign-up-confirm-error')).textContent).toBe(
      '비밀번호가 일치하지 않습니다.',
    )
    fireEvent.change(confirm, { target: { value: 'Partner1!' } })
    fireEvent.click(submit)
    const done = await screen.findByTestId('sign-up-done')
    expect(within(done).getByTestId('sign-up-done-id').textContent).toBe('아이디: OL1000077')
    expect(app.db.staff.findFirst((q) => q.where({ userId: 'OL1000077' }))?.passwordRefreshed).toBe(
      true,
    )
    fireEvent.click(within(done).getByRole('button', { name: '확인' }))
    expect(app.spies.leave).toHaveBeenCalledWith('/demo/service-site')
  })
})

describe('/li/Coupon, /li/Download, /F/{linkCode} (S2 §2.5, §5.3, §8)', () => {
  it('COUPON-OK opens its deep link through the configured opener', async () => {
    const app = await renderRoute('/li/Coupon?code=COUPON-OK')
    await screen.findByTestId('deep-link-opened')
    expect(app.spies.leave).toHaveBeenCalledWith(
      `/demo/deep-link?link=${encodeURIComponent('checkupapp://coupon?clink=COUPON-OK&licenseType=C')}`,
    )
  })

  it('공유 hands the coupon page on; a browser without a sheet copies it and says so', async () => {
    const app = await renderRoute('/li/Coupon?code=COUPON-OK')
    await screen.findByTestId('deep-link-opened')
    fireEvent.click(screen.getByTestId('coupon-share'))
    await screen.findByText(
      '이 브라우저는 공유를 지원하지 않아 복사했습니다. 붙여 넣어 보내 주세요.',
    )
    expect(app.spies.copy).toHaveBeenCalledWith(`${TEST_BASE}/li/Coupon?code=COUPON-OK`)
  })

  it('COUPON-BAD shows the 400 message once; opened from outside, nothing to go back to', async () => {
    const outside = await renderRoute('/li/Coupon?code=COUPON-BAD')
    expect((await screen.findByTestId('coupon-error')).textContent).toBe(
      '유효하지 않은 값입니다. 다시 입력해 주세요.',
    )
    // said once: the page's alert, no snackbar besides; no back to a page that is not the portal's
    expect(screen.getAllByText('유효하지 않은 값입니다. 다시 입력해 주세요.')).toHaveLength(1)
    expect(screen.queryByTestId('link-back')).toBeNull()
    expect(outside.spies.back).not.toHaveBeenCalled()
  })

  it('a missing code says coupon info inaccurate, then goes back to the portal page before', async () => {
    const app = await renderRoute('/li/Coupon', { canGoBack: true })
    expect((await screen.findByTestId('coupon-error')).textContent).toBe(
      '쿠폰 정보가 정확하지 않습니다.',
    )
    expect(app.spies.back).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: '돌아가기' }))
    expect(app.spies.back).toHaveBeenCalledTimes(1)
    expect(app.spies.leave).not.toHaveBeenCalled()
  })

  it('the PDF page checks the birthday, then downloads the PDF of COUPON-OK', async () => {
    const app = await renderRoute('/li/Download?code=COUPON-OK')
    const input = await screen.findByLabelText<HTMLInputElement>(/생년월일/)
    const button = screen.getByRole('button', { name: 'PDF 다운로드' })
    fireEvent.click(button)
    expect((await screen.findByTestId('birthday-error')).textContent).toBe(
      '필수 항목입니다. 생년월일을 입력해 주세요.',
    )
    fireEvent.change(input, { target: { value: '1980-01' } })
    expect(input.value).toBe('198001')
    fireEvent.click(button)
    expect((await screen.findByTestId('birthday-error')).textContent).toBe(
      '생년월일 8자리를 입력해 주세요.',
    )
    fireEvent.change(input, { target: { value: '19800102' } })
    fireEvent.click(button)
    expect((await screen.findByTestId('download-error')).textContent).toBe(
      '유효하지 않은 값입니다.',
    )
    fireEvent.change(input, { target: { value: '19800101' } })
    fireEvent.click(button)
    await waitFor(() => expect(app.spies.saveFile).toHaveBeenCalledTimes(1))
    expect(app.spies.saveFile.mock.calls[0]![0].fileName).toBe('health_report.pdf')
  })

  it("COUPON-WAIT says 'no data to print'", async () => {
    await renderRoute('/li/Download?code=COUPON-WAIT')
    fireEvent.change(await screen.findByLabelText(/생년월일/), { target: { value: '19800101' } })
    fireEvent.click(screen.getByRole('button', { name: 'PDF 다운로드' }))
    expect((await screen.findByTestId('download-error')).textContent).toBe(
      '출력할 데이터가 존재하지 않습니다.',
    )
  })

  it('LINK0001 opens the FC deep link; NOPE0000 says FC code not found and goes back', async () => {
    const app = await renderRoute('/F/LINK0001')
    await screen.findByTestId('deep-link-opened')
    expect(decodeURIComponent(app.spies.leave.mock.calls[0]![0])).toMatch(
      /^\/demo\/deep-link\?link=checkupapp:\/\/fc\?linkCode=LINK0001&clink=\w+$/,
    )
    cleanupRoutes()
    const nope = await renderRoute('/F/NOPE0000', { canGoBack: true })
    expect((await screen.findByTestId('fc-link-error')).textContent).toBe(
      'FC 코드를 찾을 수 없습니다.',
    )
    fireEvent.click(screen.getByTestId('link-back'))
    expect(nope.spies.back).toHaveBeenCalledTimes(1)
  })
})
