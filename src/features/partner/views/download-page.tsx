import { LIMITS } from '../../../shared/domain/codes'
import { useT } from '../../../shared/views/i18n'
import { usePage } from '../../../shared/views/page-actor'
import { Button, Column, ErrorAlert, Field } from '../../../shared/views/plain'
import { ProgressDialog } from '../../../shared/views/plain/modal'
import type { pdfDownloadMachine } from '../machines/pdf-download-machine'
import { backOf, LinkFailed } from './link-failed'

/**
 * /li/Download?code (S2 §2.5, §5.3): the birthday, the download, the progress dialog. A link page
 * a customer opens from a message: drawn with the plain views (decision 084).
 */
export function DownloadPage() {
  const t = useT()
  const [state, send] = usePage<typeof pdfDownloadMachine>('pdfDownload')
  const { birthday, birthdayError, error } = state.context
  const generating = state.matches('generating')
  return (
    <Column testId="partner-download">
      {state.matches('noCode') ? (
        <LinkFailed
          error={{ key: 'partner.pdf.noCode' }}
          testId="download-no-code"
          onBack={backOf(state.can({ type: 'BACK' }), send)}
        />
      ) : (
        <form
          noValidate
          className="pl-form"
          onSubmit={(e) => {
            e.preventDefault()
            send({ type: 'SUBMIT' })
          }}
        >
          <h1 className="pl-page-heading">{t('partner.pdf.title')}</h1>
          <p className="pl-lead">{t('partner.pdf.text')}</p>
          <Field
            label={t('partner.pdf.birthday')}
            name="birthday"
            inputMode="numeric"
            autoComplete="bday"
            required
            maxLength={LIMITS.birthdayLength}
            placeholder={t('partner.pdf.birthdayPlaceholder')}
            value={birthday}
            onValueChange={(value) => send({ type: 'BIRTHDAY.CHANGE', value })}
            error={birthdayError}
            errorTestId="birthday-error"
          />
          {error ? <ErrorAlert testId="download-error">{t(error)}</ErrorAlert> : null}
          <Button type="submit" size="lg" disabled={generating}>
            {t('partner.pdf.download')}
          </Button>
        </form>
      )}
      <ProgressDialog open={generating} text={t('partner.pdf.generating')} testId="pdf-progress" />
    </Column>
  )
}
