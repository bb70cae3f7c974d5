import { useId, useRef, useState, useSyncExternalStore } from 'react'
import { activeScenarios, endScenarios, QA_TOKEN_KEY, QaRefusal } from './scenarios'
import './qa-strip.css'

/** The calls the portal made, as far as the strip reads them. */
export interface QaStripCalls {
  /** the active scenarios the newest answer named (its `x-mock-active-scenarios`), or null */
  active(): string | null
  /** told of each answer; returns the way to stop */
  subscribe(listener: () => void): () => void
}

export interface QaStripProps {
  calls: QaStripCalls
  /** ends scenarios through the QA helpers (for tests: one of their own) */
  end?: (ids: readonly string[], token: string) => Promise<void>
  /** where the QA token is kept in this tab */
  storage?: Pick<Storage, 'getItem' | 'setItem'>
}

/**
 * The QA strip (issue 50): at the foot of every page of a demo build, while the mock's answers
 * name QA scenarios active for the signed-in tester, it lists them and ends them with one press
 * (the QA token once, kept for the tab). A QA tool beside the portal, as the statechart inspector
 * is for developers: it holds its own few states (the token typed, the end under way) and no
 * workflow of the portal's; the production build carries none of it (decision 068).
 */
export default function QaStrip({
  calls,
  end = endScenarios,
  storage = sessionStorage,
}: QaStripProps) {
  const header = useSyncExternalStore(calls.subscribe, calls.active, calls.active)
  const [ended, setEnded] = useState<string | null>(null)
  const [ending, setEnding] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [typed, setTyped] = useState('')
  const [asking, setAsking] = useState(false)
  const tokenField = useRef<HTMLInputElement>(null)
  const tokenId = useId()
  const scenarios = activeScenarios(header)
  // the newest answer still names what was just ended: the next answer will not
  if (scenarios.length === 0 || header === ended) return null

  const endAll = async () => {
    const token = storage.getItem(QA_TOKEN_KEY) ?? typed.trim()
    if (!token) {
      setAsking(true)
      setError('QA 토큰을 입력해 주세요.')
      requestAnimationFrame(() => tokenField.current?.focus())
      return
    }
    setEnding(true)
    setError(null)
    try {
      await end(
        scenarios.map((s) => s.id),
        token,
      )
      storage.setItem(QA_TOKEN_KEY, token)
      setEnded(header)
      setAsking(false)
    } catch (e) {
      setError(e instanceof QaRefusal ? e.message : 'QA 도우미에 닿지 못했습니다.')
    } finally {
      setEnding(false)
    }
  }

  return (
    <section className="qa-strip" aria-label="QA 시나리오" data-qa-strip="">
      <span className="qa-strip-title">QA 시나리오 {scenarios.length}개 적용 중</span>
      <ul className="qa-strip-list">
        {scenarios.map((s) => (
          <li key={s.id}>{s.text}</li>
        ))}
      </ul>
      <form
        className="qa-strip-form"
        onSubmit={(e) => {
          e.preventDefault()
          void endAll()
        }}
      >
        {asking ? (
          <label htmlFor={tokenId}>
            QA 토큰
            <input
              id={tokenId}
              ref={tokenField}
              type="password"
              autoComplete="off"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
          </label>
        ) : null}
        <button type="submit" disabled={ending} aria-busy={ending}>
          {ending ? '해제 중…' : '모두 해제'}
        </button>
      </form>
      {error ? (
        <p className="qa-strip-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  )
}
