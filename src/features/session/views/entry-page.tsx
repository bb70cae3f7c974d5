import { useMachine } from '@xstate/react'
import { Centered, Spinner } from '../../../shared/views/plain'
import { useT } from '../../../shared/views/i18n'
import { useApp } from '../../../shared/views/app-context'
import { useSessionViews } from './deps'

/** `/`: loads the user and sends them to their home (S1 §2 entry page). */
export function EntryPage() {
  const { inspect, prefs } = useApp()
  const { entry } = useSessionViews()
  const t = useT()
  useMachine(entry, {
    input: { orange: prefs.orange() },
    inspect,
  })
  return (
    <Centered height="tall">
      <Spinner label={t('app.loading')} />
    </Centered>
  )
}
