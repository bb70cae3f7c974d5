import { lazy, Suspense, useSyncExternalStore } from 'react'
import type { QaStripCalls } from './qa-strip/qa-strip'

/**
 * the QA strip, a chunk of demo builds only (decision 070): the condition written out, which the
 * build replaces and a build for users drops with the import (scripts/check-bundle.mjs holds it)
 */
const QaStrip =
  import.meta.env.MODE === 'embedded' || import.meta.env.DEV
    ? lazy(() => import('./qa-strip/qa-strip'))
    : null

const noScenarios = () => null

/** Loads and draws the QA strip once an answer names a QA scenario: a page without one asks for nothing. */
export function QaStripGate({ calls }: { calls: QaStripCalls }) {
  // a page painted in the HTML is hydrated with nothing here: no answer has come yet
  const active = useSyncExternalStore(calls.subscribe, calls.active, noScenarios)
  if (!QaStrip || !active) return null
  return (
    <Suspense fallback={null}>
      <QaStrip calls={calls} />
    </Suspense>
  )
}
