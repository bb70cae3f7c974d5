// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { ChakraProvider } from '@chakra-ui/react'
import { useState } from 'react'
import { LocaleProvider } from '../../src/shared/views/i18n'
import { CATALOGUES } from '../../src/app/messages'
import { portalSystem } from '../../src/shared/views/theme'
import { FormDialog } from '../../src/shared/views/components/form-dialog'

afterEach(cleanup)

/** A page with a button that opens the dialog, as the machines do: shown while a state lasts. */
function Page({
  busy = false,
  onSubmit = () => {},
}: {
  busy?: boolean
  onSubmit?: (name: string) => void
}) {
  const [open, setOpen] = useState(false)
  const [name, setName] = useState('')
  return (
    <ChakraProvider value={portalSystem()}>
      <LocaleProvider locale="ko" catalogue={CATALOGUES.ko}>
        <button type="button" onClick={() => setOpen(true)}>
          열기
        </button>
        {open ? (
          <FormDialog
            title="이름 바꾸기"
            testId="name-dialog"
            submitLabel="저장"
            busy={busy}
            onSubmit={() => {
              onSubmit(name)
              setOpen(false)
            }}
            onCancel={() => setOpen(false)}
          >
            <label>
              이름
              <input value={name} onChange={(e) => setName(e.target.value)} />
            </label>
          </FormDialog>
        ) : null}
      </LocaleProvider>
    </ChakraProvider>
  )
}

async function open() {
  const opener = screen.getByRole('button', { name: '열기' })
  opener.focus()
  fireEvent.click(opener)
  const dialog = await screen.findByRole('dialog', { name: '이름 바꾸기' })
  // the user is in the form (the focus has left the button that opened it)
  screen.getByLabelText('이름').focus()
  expect(document.activeElement).not.toBe(opener)
  return { opener, dialog }
}

describe('FormDialog: one dialog for every form', () => {
  it('has its title, a labelled close button, cancel and submit', async () => {
    render(<Page />)
    const { dialog } = await open()
    expect(dialog.getAttribute('data-testid')).toBe('name-dialog')
    expect(screen.getByRole('button', { name: '닫기' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '취소' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '저장' })).toBeTruthy()
  })

  it('submits what was typed with Enter and with the submit button', async () => {
    const onSubmit = vi.fn()
    render(<Page onSubmit={onSubmit} />)
    await open()
    fireEvent.change(screen.getByLabelText('이름'), { target: { value: '김철수' } })
    fireEvent.click(screen.getByRole('button', { name: '저장' }))
    expect(onSubmit).toHaveBeenCalledWith('김철수')
    await open()
    fireEvent.submit(screen.getByLabelText('이름').closest('form')!)
    expect(onSubmit).toHaveBeenCalledTimes(2)
  })

  it.each([
    ['the close button', () => fireEvent.click(screen.getByRole('button', { name: '닫기' }))],
    ['cancel', () => fireEvent.click(screen.getByRole('button', { name: '취소' }))],
  ])('%s cancels and gives the focus back to the button that opened it', async (_, close) => {
    const onSubmit = vi.fn()
    render(<Page onSubmit={onSubmit} />)
    const { opener } = await open()
    close()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(onSubmit).not.toHaveBeenCalled()
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })

  it('gives the focus back after a submit too', async () => {
    render(<Page />)
    const { opener } = await open()
    fireEvent.click(screen.getByRole('button', { name: '저장' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })

  it('shows a busy submit while the machine works', async () => {
    render(<Page busy />)
    const { dialog } = await open()
    const submit = dialog.querySelector<HTMLButtonElement>('button[type="submit"]')!
    // the button keeps its place and says it is working; a second submit has nowhere to go
    expect(submit.disabled).toBe(true)
    expect(submit.hasAttribute('data-loading')).toBe(true)
  })
})
