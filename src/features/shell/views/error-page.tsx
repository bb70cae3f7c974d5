import { Link } from 'wouter'
import { PATHS } from '../../../shared/domain/routes'
import { useT } from '../../../shared/views/i18n'
import { useUi } from '../../../shared/views/app-context'
import './error-page.css'

/**
 * /v2/Error: the status and message held in client state (S2 §2.6), drawn with the first page's
 * plain views: a failed sign-in hand-over on a phone ends here, and loads no Chakra for it
 * (decision 087).
 */
export function ErrorPage() {
  const t = useT()
  const error = useUi((c) => c.error)
  return (
    <div className="er-page">
      <div className="er-stack">
        <h1 className="pl-heading er-heading">{t('error.title')}</h1>
        {error ? <p className="er-status">{t('error.status', { status: error.status })}</p> : null}
        {/* Korean between words; the sid a partner error carries may break anywhere */}
        <p className="er-message" data-testid="error-message">
          {error ? t(error.message) : t('error.noMessage')}
          {error?.detail ? ` ${error.detail}` : null}
        </p>
        <Link href={PATHS.home} className="pl-button">
          <span className="pl-button-text">{t('error.home')}</span>
        </Link>
      </div>
    </div>
  )
}
