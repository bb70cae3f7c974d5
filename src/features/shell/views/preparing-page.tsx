import type { MessageKey } from '../../../shared/domain/messages'
import { useT } from '../../../shared/views/i18n'

/** A route whose screen arrives with a later release (a plain element: it may show without Chakra). */
export function PreparingPage({ title }: { title: MessageKey }) {
  const t = useT()
  return (
    <div className="pl-panel" data-testid="preparing">
      <h2 className="pl-heading">{t(title)}</h2>
      <p className="pl-subtitle">{t('app.preparing')}</p>
      <p className="pl-subtitle">{t('app.preparingDetail')}</p>
    </div>
  )
}
