import { Centered, Spinner } from '../../../shared/views/plain'
import { useT } from '../../../shared/views/i18n'

/**
 * `/`: loads the user and sends them to their home (S1 §2 entry page). Its machine (`entry`) is
 * the page's actor, started by the portal root as the route is shown.
 */
export function EntryPage() {
  const t = useT()
  return (
    <Centered height="tall">
      <Spinner label={t('app.loading')} />
    </Centered>
  )
}
