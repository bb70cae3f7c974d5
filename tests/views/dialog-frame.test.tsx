// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { ChakraProvider } from '@chakra-ui/react'
import { useState, type ReactNode } from 'react'
import { LocaleProvider } from '../../src/shared/views/i18n'
import { CATALOGUES } from '../../src/app/messages'
import { portalSystem } from '../../src/shared/views/theme'
import { ConfirmDialog } from '../../src/shared/views/components/confirm-dialog'
import { DialogFrame } from '../../src/shared/views/components/dialog-frame'
import { useFocusReturn } from '../../src/shared/views/focus-return'
import { FormDialog } from '../../src/shared/views/components/form-dialog'

afterEach(cleanup)

const Providers = ({ children }: { children: ReactNode }) => (
  <ChakraProvider value={portalSystem()}>
    <LocaleProvider locale="ko" catalogue={CATALOGUES.ko}>
      {children}
    </LocaleProvider>
  </ChakraProvider>
)

/** A confirmation kept mounted, opened and closed by its `open` (as the pages use it). */
function ConfirmPage({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <Providers>
      <button type="button" onClick={() => setOpen(true)}>
        삭제
      </button>
      <ConfirmDialog
        open={open}
        title="삭제할까요?"
        confirmLabel="확인"
        cancelLabel="취소"
        onConfirm={() => {
          onConfirm()
          setOpen(false)
        }}
        onCancel={() => setOpen(false)}
      >
        되돌릴 수 없습니다.
      </ConfirmDialog>
    </Providers>
  )
}

async function openFrom(name: string, dialogName: string) {
  const opener = screen.getByRole('button', { name })
  opener.focus()
  fireEvent.click(opener)
  const dialog = await screen.findByRole('alertdialog', { name: dialogName })
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
  return { opener, dialog }
}

/** What a dialog does with the focus, without any dialog library: it moves into its own field. */
function Holder({ open, shown = true }: { open: boolean; shown?: boolean }) {
  return shown ? <HookUser open={open} /> : null
}
function HookUser({ open }: { open: boolean }) {
  useFocusReturn(open)
  return open ? <input aria-label="안쪽" autoFocus /> : null
}

describe('useFocusReturn', () => {
  it('gives the focus back to the opener when open turns false, and when unmounted', () => {
    const page = (open: boolean, shown = true) => (
      <>
        <button type="button">여는 버튼</button>
        <Holder open={open} shown={shown} />
      </>
    )
    const { rerender } = render(page(false))
    const opener = screen.getByRole('button', { name: '여는 버튼' })
    opener.focus()
    rerender(page(true))
    screen.getByLabelText('안쪽').focus()
    expect(document.activeElement).not.toBe(opener)
    rerender(page(false))
    expect(document.activeElement).toBe(opener)
    // opened again, then taken away at once (a machine state that ends)
    rerender(page(true))
    screen.getByLabelText('안쪽').focus()
    rerender(page(true, false))
    expect(document.activeElement).toBe(opener)
  })

  it('a button that lost the focus while it worked (disabled, the focus on the body) gets it back', () => {
    const page = (open: boolean, busy: boolean) => (
      <>
        <button type="button" disabled={busy}>
          찾기
        </button>
        <Holder open={open} />
      </>
    )
    const { rerender } = render(page(false, false))
    const opener = screen.getByRole('button', { name: '찾기' })
    opener.focus()
    // the lookup runs: the button is disabled and the focus falls to the body
    opener.blur()
    rerender(page(false, true))
    expect(document.activeElement).toBe(document.body)
    // the answer opens the dialog and enables the button again
    rerender(page(true, false))
    screen.getByLabelText('안쪽').focus()
    rerender(page(false, false))
    expect(document.activeElement).toBe(opener)
  })
})

describe('useFocusReturn: openers that cannot take the focus back at once (issue 48)', () => {
  /** The voucher-creation confirm: 확인 starts the creation, its button is disabled meanwhile. */
  const workingOpener = (open: boolean, busy: boolean) => (
    <>
      <button type="button" disabled={busy}>
        바우처 생성
      </button>
      <button type="button">다른 버튼</button>
      <Holder open={open} />
    </>
  )
  /** Resolves once `el`'s attributes changed and every observer made before this one was told. */
  const attributesSeen = (el: Element) =>
    new Promise<void>((resolve) => {
      const seen = new MutationObserver(() => {
        seen.disconnect()
        resolve()
      })
      seen.observe(el, { attributes: true })
    })

  it('a confirm that sets its opener working (disabled): the focus goes back once it works no more', async () => {
    const { rerender } = render(workingOpener(false, false))
    const opener = screen.getByRole('button', { name: '바우처 생성' })
    opener.focus()
    rerender(workingOpener(true, false))
    screen.getByLabelText('안쪽').focus()
    // confirmed: the dialog closes as its opener starts working
    rerender(workingOpener(false, true))
    expect(document.activeElement).not.toBe(opener)
    // done: the focus is back where it was
    rerender(workingOpener(false, false))
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })

  it('a confirm whose opener works on while the user moves on: the focus is not taken back', async () => {
    const { rerender } = render(workingOpener(false, false))
    const opener = screen.getByRole('button', { name: '바우처 생성' })
    opener.focus()
    rerender(workingOpener(true, false))
    rerender(workingOpener(false, true))
    const other = screen.getByRole('button', { name: '다른 버튼' })
    other.focus()
    // the opener works no more: the moment the focus would have been taken back
    const seen = attributesSeen(opener)
    rerender(workingOpener(false, false))
    await seen
    expect(document.activeElement).toBe(other)
  })

  it('a dialog opened from a menu item gives the focus to the menu’s button (the item is gone)', () => {
    const page = (open: boolean, menu: boolean) => (
      <>
        <button type="button" aria-controls="row-menu" aria-haspopup="menu">
          메뉴
        </button>
        {menu ? (
          <div role="menu" id="row-menu">
            <div role="menuitem" tabIndex={-1}>
              수량 변경
            </div>
          </div>
        ) : null}
        <Holder open={open} />
      </>
    )
    const { rerender } = render(page(false, true))
    screen.getByRole('menuitem', { name: '수량 변경' }).focus()
    // the item opens the dialog and the menu closes
    rerender(page(true, false))
    screen.getByLabelText('안쪽').focus()
    // Escape
    rerender(page(false, false))
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '메뉴' }))
  })
})

/** A form whose submit asks for a confirmation, as the add-branch dialog does. */
function FormThenConfirm() {
  const [step, setStep] = useState<'page' | 'form' | 'confirm'>('page')
  return (
    <Providers>
      <button type="button" onClick={() => setStep('form')}>
        지점 추가
      </button>
      {step === 'form' ? (
        <FormDialog
          title="새 지점"
          submitLabel="다음"
          onSubmit={() => setStep('confirm')}
          onCancel={() => setStep('page')}
        >
          <input aria-label="지점 이름" />
        </FormDialog>
      ) : null}
      <ConfirmDialog
        open={step === 'confirm'}
        title="추가할까요?"
        confirmLabel="확인"
        cancelLabel="취소"
        onConfirm={() => setStep('page')}
        onCancel={() => setStep('page')}
      >
        새 지점을 추가합니다.
      </ConfirmDialog>
    </Providers>
  )
}

describe('the shared dialog frame', () => {
  it("a form dialog opened from inside a page's form submits only itself", async () => {
    const pageSubmit = vi.fn()
    const dialogSubmit = vi.fn()
    render(
      <Providers>
        <form onSubmit={(e) => (e.preventDefault(), pageSubmit())}>
          <FormDialog
            title="새 지점"
            submitLabel="다음"
            onSubmit={dialogSubmit}
            onCancel={() => {}}
          >
            <input aria-label="지점 이름" />
          </FormDialog>
        </form>
      </Providers>,
    )
    await screen.findByRole('dialog', { name: '새 지점' })
    fireEvent.click(screen.getByRole('button', { name: '다음' }))
    expect(dialogSubmit).toHaveBeenCalledOnce()
    // React carries a submit through the portal to the page's form: the page would say its own
    // fields are missing ('항목을 입력해주세요.') over the dialog
    expect(pageSubmit).not.toHaveBeenCalled()
  })

  it('a form whose submit opens a confirmation leaves the focus in the confirmation', async () => {
    render(<FormThenConfirm />)
    const opener = screen.getByRole('button', { name: '지점 추가' })
    opener.focus()
    fireEvent.click(opener)
    await screen.findByRole('dialog', { name: '새 지점' })
    fireEvent.click(screen.getByRole('button', { name: '다음' }))
    const confirm = await screen.findByRole('alertdialog', { name: '추가할까요?' })
    await waitFor(() => expect(confirm.contains(document.activeElement)).toBe(true))
    fireEvent.click(screen.getByRole('button', { name: '확인' }))
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })

  it.each([
    ['confirm', () => fireEvent.click(screen.getByRole('button', { name: '확인' })), 1],
    ['cancel', () => fireEvent.click(screen.getByRole('button', { name: '취소' })), 0],
  ])(
    'a confirmation closed by %s gives the focus back to the button that opened it',
    async (_, close, confirmed) => {
      const onConfirm = vi.fn()
      render(<ConfirmPage onConfirm={onConfirm} />)
      const { opener } = await openFrom('삭제', '삭제할까요?')
      close()
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
      await waitFor(() => expect(document.activeElement).toBe(opener))
      expect(onConfirm).toHaveBeenCalledTimes(confirmed)
      // and again: each opening remembers its own opener
      await openFrom('삭제', '삭제할까요?')
    },
  )

  it('a dialog with nothing to dismiss it (work in progress) stays on Escape and has no close button', async () => {
    render(
      <Providers>
        <DialogFrame role="alertdialog" title="만드는 중" testId="progress">
          잠시만 기다려 주세요.
        </DialogFrame>
      </Providers>,
    )
    const dialog = await screen.findByRole('alertdialog', { name: '만드는 중' })
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(screen.getByTestId('progress')).toBeTruthy()
    expect(screen.queryByRole('button', { name: '닫기' })).toBeNull()
  })

  it('a form dialog whose work cannot be left has a disabled cancel and ignores Escape', async () => {
    const onCancel = vi.fn()
    render(
      <Providers>
        <FormDialog
          title="가입"
          submitLabel="가입하기"
          busy
          cancelDisabled
          onSubmit={() => {}}
          onCancel={onCancel}
        >
          <input aria-label="비밀번호" />
        </FormDialog>
      </Providers>,
    )
    const dialog = await screen.findByRole('dialog', { name: '가입' })
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '취소' }).disabled).toBe(true)
    fireEvent.keyDown(dialog, { key: 'Escape' })
    fireEvent.click(screen.getByRole('button', { name: '닫기' }))
    expect(onCancel).not.toHaveBeenCalled()
  })

  it('a confirmation drawn only in its state is open, with 확인 and 취소 unless it names them', async () => {
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    render(
      <Providers>
        <ConfirmDialog title="지울까요?" onConfirm={onConfirm} onCancel={onCancel}>
          되돌릴 수 없습니다.
        </ConfirmDialog>
      </Providers>,
    )
    const dialog = await screen.findByRole('alertdialog', { name: '지울까요?' })
    fireEvent.click(within(dialog).getByRole('button', { name: '취소' }))
    expect(onCancel).toHaveBeenCalledTimes(1)
    fireEvent.click(within(dialog).getByRole('button', { name: '확인' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })

  it('a notice with nothing to cancel has its one action and no 취소', async () => {
    render(
      <Providers>
        <ConfirmDialog title="알림" confirmLabel="닫고 계속" onConfirm={() => undefined}>
          저장했습니다.
        </ConfirmDialog>
      </Providers>,
    )
    const dialog = await screen.findByRole('alertdialog', { name: '알림' })
    expect(within(dialog).getByRole('button', { name: '닫고 계속' })).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: '취소' })).toBeNull()
  })
})
