import { Flex, Spinner } from '@chakra-ui/react'
import { useMachine } from '@xstate/react'
import { useT } from '../i18n'
import { usePortal } from '../portal-context'

/** `/`: loads the user and sends them to their home (S1 §2 entry page). */
export function EntryPage() {
  const portal = usePortal()
  const t = useT()
  useMachine(portal.machines.entry, {
    input: { orange: portal.prefs.orange() },
    inspect: portal.inspect,
  })
  return (
    <Flex flex="1" minH="60vh" align="center" justify="center">
      <Spinner size="lg" color="brand.500" aria-label={t('app.loading')} />
    </Flex>
  )
}
