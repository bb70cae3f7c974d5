// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import fc from 'fast-check'
import { hydrateRoot } from 'react-dom/client'
import QaStrip, { type QaStripCalls } from '../../src/app/qa-strip/qa-strip'
import { QaStripGate } from '../../src/app/qa-strip-gate'
import {
  activeScenarios,
  endScenarios,
  QA_TOKEN_KEY,
  QaRefusal,
} from '../../src/app/qa-strip/scenarios'
import { deferred } from '../support/deferred'

afterEach(cleanup)

/** the calls as the portal's call log gives them: the newest answer's header, and its listeners */
function callsOf(first: string | null) {
  let header = first
  const listeners = new Set<() => void>()
  const calls: QaStripCalls = {
    active: () => header,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const answer = (next: string | null) =>
    act(() => {
      header = next
      for (const listener of listeners) listener()
    })
  return { calls, answer }
}

function memoryStorage(token: string | null = null) {
  const items = new Map<string, string>(token ? [[QA_TOKEN_KEY, token]] : [])
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

const TWO = 's3 make 405 x2 @fc0001, s4 * network'

describe('activeScenarios: the header of the mock’s answers read', () => {
  it('gives each scenario’s id and words, in the header’s order; nothing for none', () => {
    expect(activeScenarios(TWO)).toEqual([
      { id: 's3', text: 's3 make 405 x2 @fc0001' },
      { id: 's4', text: 's4 * network' },
    ])
    expect(activeScenarios(null)).toEqual([])
    expect(activeScenarios('')).toEqual([])
  })

  it('reads back every list of scenarios the mock writes (property)', () => {
    const words = fc.stringMatching(/^[a-zA-Z0-9*@%+-]+( [a-zA-Z0-9*@%+-]+){0,4}$/)
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(999), words), { maxLength: 6 }), (list) => {
        const texts = list.map(([n, w]) => `s${n} ${w}`)
        expect(activeScenarios(texts.join(', '))).toEqual(
          texts.map((text, i) => ({ id: `s${list[i]![0]}`, text })),
        )
      }),
    )
  })
})

describe('endScenarios: the QA helpers asked with the token in a header', () => {
  it('deletes each scenario by id, the token never in the address; one already gone is ended', async () => {
    const sent: { url: string; init: RequestInit }[] = []
    const fetcher = (async (url: string, init: RequestInit) => {
      sent.push({ url, init })
      return new Response(null, { status: url.endsWith('s4') ? 404 : 200 })
    }) as unknown as typeof fetch
    await endScenarios(['s3', 's4'], 'secret-token', fetcher)
    expect(sent.map((s) => [s.url, s.init.method])).toEqual([
      ['/__mock/scenarios/s3', 'DELETE'],
      ['/__mock/scenarios/s4', 'DELETE'],
    ])
    expect(sent.every((s) => !s.url.includes('secret-token'))).toBe(true)
    expect(sent[0]!.init.headers).toEqual({ 'x-qa-token': 'secret-token' })
  })

  it('a refused token is a refusal with the helpers’ message', async () => {
    const fetcher = (async () =>
      Response.json(
        { message: 'QA 토큰이 없거나 틀립니다.' },
        { status: 401 },
      )) as unknown as typeof fetch
    await expect(endScenarios(['s3'], 'wrong', fetcher)).rejects.toEqual(
      new QaRefusal('QA 토큰이 없거나 틀립니다.'),
    )
  })
})

describe('QaStrip (issue 50)', () => {
  it('shows nothing while no answer names a scenario', () => {
    const { calls, answer } = callsOf(null)
    render(<QaStrip calls={calls} storage={memoryStorage()} end={vi.fn()} />)
    expect(screen.queryByRole('region', { name: 'QA 시나리오' })).toBeNull()
    answer('')
    expect(screen.queryByRole('region', { name: 'QA 시나리오' })).toBeNull()
  })

  it('lists the scenarios the newest answer names, and follows the next answer', () => {
    const { calls, answer } = callsOf(null)
    render(<QaStrip calls={calls} storage={memoryStorage()} end={vi.fn()} />)
    answer(TWO)
    const strip = screen.getByRole('region', { name: 'QA 시나리오' })
    expect(strip.textContent).toContain('QA 시나리오 2개 적용 중')
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      's3 make 405 x2 @fc0001',
      's4 * network',
    ])
    answer('s4 * network')
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
  })

  it('ends them all with the token kept for the tab, then hides until an answer names new ones', async () => {
    const { calls, answer } = callsOf(TWO)
    const ended = deferred<void>()
    const end = vi.fn(() => ended.promise)
    render(<QaStrip calls={calls} storage={memoryStorage('tok')} end={end} />)
    fireEvent.click(screen.getByRole('button', { name: '모두 해제' }))
    expect(end).toHaveBeenCalledWith(['s3', 's4'], 'tok')
    const busy = await screen.findByRole('button', { name: '해제 중…' })
    expect(busy.hasAttribute('disabled')).toBe(true)
    await act(async () => ended.resolve())
    expect(screen.queryByRole('region', { name: 'QA 시나리오' })).toBeNull()
    // the next answer of the same scenarios' time still names them: they are gone, not shown
    answer(TWO)
    expect(screen.queryByRole('region', { name: 'QA 시나리오' })).toBeNull()
    answer('s5 productList 500')
    expect(screen.getByRole('region', { name: 'QA 시나리오' }).textContent).toContain(
      's5 productList 500',
    )
  })

  it('asks for the token once when the tab has none, and keeps the one that worked', async () => {
    const { calls } = callsOf(TWO)
    const storage = memoryStorage()
    const end = vi.fn(async () => {})
    render(<QaStrip calls={calls} storage={storage} end={end} />)
    fireEvent.click(screen.getByRole('button', { name: '모두 해제' }))
    expect(end).not.toHaveBeenCalled()
    expect((await screen.findByRole('alert')).textContent).toBe('QA 토큰을 입력해 주세요.')
    fireEvent.change(screen.getByLabelText('QA 토큰'), { target: { value: ' tok ' } })
    fireEvent.click(screen.getByRole('button', { name: '모두 해제' }))
    expect(end).toHaveBeenCalledWith(['s3', 's4'], 'tok')
    await vi.waitFor(() => expect(storage.getItem(QA_TOKEN_KEY)).toBe('tok'), { timeout: 30_000 })
  })

  it('says a refusal and stays, the scenarios listed', async () => {
    const { calls } = callsOf(TWO)
    const end = vi.fn(async () => {
      throw new QaRefusal('QA 토큰이 없거나 틀립니다.')
    })
    render(<QaStrip calls={calls} storage={memoryStorage('old')} end={end} />)
    fireEvent.click(screen.getByRole('button', { name: '모두 해제' }))
    expect((await screen.findByRole('alert')).textContent).toBe('QA 토큰이 없거나 틀립니다.')
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getByRole('button', { name: '모두 해제' }).hasAttribute('disabled')).toBe(false)
  })
})

describe('QaStripGate: the strip on a page painted in the HTML (decision 070)', () => {
  it('hydrates the sign-in page as it was painted, then loads the strip once an answer names one', async () => {
    // the prerendered page has no strip; the answers of an earlier tab's session already named one
    const { calls, answer } = callsOf('s7 productList 500 @fc0001')
    const container = document.createElement('div')
    document.body.replaceChildren(container)
    const recoverable = vi.fn()
    const root = await act(async () =>
      hydrateRoot(container, <QaStripGate calls={calls} />, { onRecoverableError: recoverable }),
    )
    try {
      expect(recoverable).not.toHaveBeenCalled()
      expect((await screen.findByRole('region', { name: 'QA 시나리오' })).textContent).toContain(
        's7 productList 500 @fc0001',
      )
      answer(null)
      expect(screen.queryByRole('region', { name: 'QA 시나리오' })).toBeNull()
    } finally {
      act(() => root.unmount())
    }
  })
})
