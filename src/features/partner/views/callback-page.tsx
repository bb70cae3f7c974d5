import { useT } from '../../../shared/views/i18n'
import { usePage } from '../../../shared/views/page-actor'
import { Column, MutedText } from '../../../shared/views/plain'
import type { callbackMachine } from '../machines/callback-machine'
import { BUSY_WORDS } from '../domain/busy-words'
import { LinkBusy } from './link-pages'

/** /ol/Callback?sid (S2 §2.5): shows the sid while it signs the FC in, then the greeting. */
export default function CallbackPage() {
  const t = useT()
  const [state] = usePage<typeof callbackMachine>('callback')
  const { sid } = state.context
  return (
    <Column testId="partner-callback">
      <LinkBusy label={t(BUSY_WORDS.callback)}>
        <MutedText>{t('partner.callback.wait')}</MutedText>
        <MutedText size="xs" testId="callback-sid">
          {t('partner.callback.sid', { sid })}
        </MutedText>
      </LinkBusy>
    </Column>
  )
}
