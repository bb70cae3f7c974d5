import { IconButton } from '@chakra-ui/react'
import { useT } from '../i18n'
import { BackIcon } from './icons'

/** The back arrow beside a page's title in the app bar and the mobile bar: the browser's back. */
export function BackButton() {
  const t = useT()
  return (
    <IconButton variant="ghost" aria-label={t('app.back')} onClick={() => window.history.back()}>
      <BackIcon />
    </IconButton>
  )
}
