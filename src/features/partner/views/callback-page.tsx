import { Text } from '@chakra-ui/react'
import { useT } from '../../../shared/views/i18n'
import { usePage } from '../../../shared/views/page-actor'
import type { callbackMachine } from '../machines/callback-machine'
import { PartnerBusy, PartnerFrame } from './partner-frame'
import { BUSY_WORDS } from '../domain/busy-words'

/** /ol/Callback?sid (S2 §2.5): shows the sid while it signs the FC in, then the greeting. */
export default function CallbackPage() {
  const t = useT()
  const [state] = usePage<typeof callbackMachine>('callback')
  const { sid } = state.context
  return (
    <PartnerFrame testId="partner-callback">
      <PartnerBusy label={t(BUSY_WORDS.callback)}>
        <Text color="gray.600" fontSize="sm">
          {t('partner.callback.wait')}
        </Text>
        <Text
          fontSize="xs"
          color="gray.500"
          overflowWrap="anywhere"
          data-testid="callback-sid"
          maxW="full"
        >
          {t('partner.callback.sid', { sid })}
        </Text>
      </PartnerBusy>
    </PartnerFrame>
  )
}
