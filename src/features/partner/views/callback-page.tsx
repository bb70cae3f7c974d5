import { Text } from '@chakra-ui/react'
import { useMachine } from '@xstate/react'
import { useSearch } from 'wouter'
import { useT } from '../../../shared/views/i18n'
import { useApp } from '../../../shared/views/app-context'
import { usePartnerViews } from './deps'
import { PartnerBusy, PartnerFrame } from './partner-frame'

/** /ol/Callback?sid (S2 §2.5): shows the sid while it signs the FC in, then the greeting. */
export default function CallbackPage() {
  const t = useT()
  const { inspect } = useApp()
  const { callback } = usePartnerViews()
  const sid = new URLSearchParams(useSearch()).get('sid')
  useMachine(callback, { input: { sid }, inspect })
  return (
    <PartnerFrame testId="partner-callback">
      <PartnerBusy label={t('partner.callback.title')}>
        <Text color="gray.600" fontSize="sm">
          {t('partner.callback.wait')}
        </Text>
        <Text
          fontSize="xs"
          color="gray.500"
          wordBreak="break-all"
          data-testid="callback-sid"
          maxW="full"
        >
          {t('partner.callback.sid', { sid: sid ?? '' })}
        </Text>
      </PartnerBusy>
    </PartnerFrame>
  )
}
