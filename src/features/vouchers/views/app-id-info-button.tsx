import { Button, type ButtonProps } from '@chakra-ui/react'
import { useT } from '../../../shared/views/i18n'

/** The give form's '앱 아이디란?' button: the same before and after its popover is used. */
export function AppIdInfoButton(props: ButtonProps) {
  const t = useT()
  return (
    <Button size="xs" variant="plain" color="accent.fg" px={0} {...props}>
      {t('give.appIdInfo')}
    </Button>
  )
}
