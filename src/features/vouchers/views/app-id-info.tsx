import { Popover, Portal } from '@chakra-ui/react'
import { useT } from '../../../shared/views/i18n'
import { AppIdInfoButton } from './app-id-info-button'

/** What an app id is, in a popover: the give form's, once its button is first used. */
export default function AppIdInfo() {
  const t = useT()
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <AppIdInfoButton />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content>
            <Popover.Arrow />
            <Popover.Body fontSize="sm" data-testid="app-id-info">
              {t('give.appIdInfoText')}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  )
}
