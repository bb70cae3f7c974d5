import { CloseIcon } from '../plain'
import { useT } from '../i18n'
import { useApp, useUi } from '../app-context'

/**
 * The snackbar of the ui machine (S1 §2 other widgets). A plain element (decision 025): a notice
 * on the sign-in page shows before any UI library loads.
 */
export function SnackbarHost() {
  const snackbar = useUi((c) => c.snackbar)
  const { ui } = useApp()
  const t = useT()
  if (!snackbar) return null
  return (
    <div className="pl-snackbar-host">
      <div
        key={snackbar.seq}
        role="alert"
        data-testid="snackbar"
        className="pl-snackbar"
        data-tone={snackbar.tone}
      >
        <p>{t(snackbar.message)}</p>
        <button
          type="button"
          className="pl-close"
          aria-label={t('app.close')}
          onClick={() => ui.send({ type: 'SNACKBAR.HIDE' })}
        >
          <CloseIcon />
        </button>
      </div>
    </div>
  )
}
