// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { useState } from 'react'
import { renderToString } from 'react-dom/server'
import { act, waitFor } from '@testing-library/react'
import { hydratePrerendered } from './hydrate'
import { markSubmits } from './submits'
import { afterQueuedTimers } from '../../tests/support/deferred'

/** a sign-in form as the prerendered pages draw it: controlled fields in React state */
function Form({ onLogin = () => {} }: { onLogin?: (userId: string, password: string) => void }) {
  const [userId, setUserId] = useState('')
  const [password, setPassword] = useState('')
  return (
    <form
      method="dialog"
      onSubmit={(e) => {
        e.preventDefault()
        onLogin(userId, password)
      }}
    >
      <input name="userId" value={userId} onChange={(e) => setUserId(e.target.value)} />
      <input
        name="password"
        type="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <output data-testid="state">{`${userId}|${password}`}</output>
    </form>
  )
}

function prerendered(): HTMLElement {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Form />)
  document.body.replaceChildren(container)
  return container
}

const field = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!

describe('hydratePrerendered', () => {
  it('keeps what was typed into the prerendered page before the portal started, in the form state', async () => {
    const container = prerendered()
    field(container, 'userId').value = 'siteadmin'
    field(container, 'password').value = 'Test1234!'
    await act(async () => {
      hydratePrerendered(container, <Form />, () => [])
    })
    expect(field(container, 'userId').value).toBe('siteadmin')
    expect(field(container, 'password').value).toBe('Test1234!')
    // the component has the values too (a submit sends what the fields show)
    expect(container.querySelector('[data-testid="state"]')!.textContent).toBe(
      'siteadmin|Test1234!',
    )
  })

  it('an untouched page hydrates as it was, and typing afterwards reaches the state', async () => {
    const container = prerendered()
    const before = container.innerHTML
    await act(async () => {
      hydratePrerendered(container, <Form />, () => [])
    })
    expect(container.innerHTML).toBe(before)
    const input = field(container, 'userId')
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
        input,
        'fc0001',
      )
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
    expect(container.querySelector('[data-testid="state"]')!.textContent).toBe('fc0001|')
  })

  it('a submit asked for before the portal started is made once live, with what was typed', async () => {
    const container = prerendered()
    field(container, 'userId').value = 'fc0002'
    field(container, 'password').value = 'Test1234!'
    // the visitor pressed the button while the portal was starting
    const stop = markSubmits(container)
    container.querySelector('form')!.requestSubmit()
    const logins: string[][] = []
    await act(async () => {
      hydratePrerendered(container, <Form onLogin={(...a) => logins.push(a)} />, stop)
    })
    // the noting ended once the page was live
    expect(stop()).toEqual([container.querySelector('form')])
    await waitFor(() => expect(logins).toEqual([['fc0002', 'Test1234!']]))
    // once: a second submit would sign in twice
    await afterQueuedTimers()
    expect(logins).toHaveLength(1)
  })

  it('a submit while React hydrates is made once the page is live, not with the state half-ready', async () => {
    const container = prerendered()
    field(container, 'userId').value = 'fc0002'
    field(container, 'password').value = 'Test1234!'
    const stop = markSubmits(container)
    const logins: string[][] = []
    hydratePrerendered(container, <Form onLogin={(...a) => logins.push(a)} />, stop)
    // the hydration has begun, not ended: React would hydrate at once and send the empty state
    container.querySelector('form')!.requestSubmit()
    await act(async () => {})
    await waitFor(() => expect(logins).toEqual([['fc0002', 'Test1234!']]))
  })

  it('nothing is submitted when nobody asked, nor for a submit after the marking ended', async () => {
    const container = prerendered()
    const stop = markSubmits(container)
    expect(stop()).toEqual([])
    container.querySelector('form')!.requestSubmit()
    field(container, 'userId').value = 'fc0002'
    const logins: string[][] = []
    await act(async () => {
      hydratePrerendered(container, <Form onLogin={(...a) => logins.push(a)} />, stop)
    })
    await afterQueuedTimers()
    expect(logins).toEqual([])
  })
})
