import { useSelector } from '@xstate/react'
import { Spinner } from '../plain'
import { useT } from '../i18n'
import { useApp } from '../app-context'

/**
 * Shown while an API call runs (S1 §4) and no screen part shows a loading indicator of its own
 * (the ui actor's `overlay` region: one indicator at a time); it fades in after 300 ms so quick
 * calls do not flash it, and it does not block the page (the busy screen parts disable themselves).
 * A plain element (decision 025): the first page has it before any UI library loads.
 */
export function LoadingOverlay() {
  const { ui } = useApp()
  const shown = useSelector(ui, (s) => s.matches({ overlay: 'shown' }))
  const t = useT()
  if (!shown) return null
  return (
    <div className="pl-overlay" role="status" aria-live="polite" data-testid="loading-overlay">
      <Spinner label={t('app.loading')} />
    </div>
  )
}
