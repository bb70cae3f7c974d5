import { Flex, Spinner } from '@chakra-ui/react'
import { useMachine } from '@xstate/react'
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
    <Flex flex="1" minH="60vh" align="center" justify="center">
      <Spinner size="lg" color="accent.solid" aria-label={t('app.loading')} />
    </Flex>
  )
}
