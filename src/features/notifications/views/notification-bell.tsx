import { Badge, IconButton, type ButtonProps } from '@chakra-ui/react'
import { useSelector } from '@xstate/react'
import { unreadCount } from '../domain/notification'
import { ConfirmDialog } from '../../../shared/views/components/confirm-dialog'
import {
  popupButtonPlaceholder,
  OnFirstUse,
  onUsePart,
} from '../../../shared/views/components/on-use'
import { BellIcon } from '../../../shared/views/components/icons'
import { useT } from '../../../shared/views/i18n'
import { useNotificationViews } from './deps'

/** the bell's menu, fetched and started when the bell is first used (issue 45) */
const bellMenu = onUsePart(() => import('./notification-menu'))

/** The bell: its unread count in the corner, the same before and after its menu is used. */
export function BellButton({ unread, ...props }: ButtonProps & { unread: number }) {
  const t = useT()
  return (
    <IconButton
      variant="ghost"
      aria-label={t('notifications.unread', { count: unread })}
      position="relative"
      data-testid="bell"
      {...props}
    >
      <BellIcon />
      {unread > 0 ? (
        // in the button's corner, so the count leaves the bell itself visible
        <Badge
          position="absolute"
          top="0"
          right="0"
          minW="4"
          h="4"
          px="1"
          justifyContent="center"
          colorPalette="red"
          variant="solid"
          borderRadius="full"
          fontSize="2xs"
          lineHeight="1"
          data-testid="bell-count"
        >
          {unread}
        </Badge>
      ) : null}
    </IconButton>
  )
}

/** The notification bell menu with its unread count and read-all (S1 §2, §4). */
export function NotificationBell() {
  const t = useT()
  const { notifications } = useNotificationViews()
  const send = notifications.send
  const list = useSelector(notifications, (s) => s.context.list)
  const confirming = useSelector(notifications, (s) => s.matches('confirmingReadAll'))
  const unread = unreadCount(list)
  return (
    <>
      <OnFirstUse
        part={bellMenu}
        props={{}}
        placeholder={(open) =>
          popupButtonPlaceholder(<BellButton unread={unread} />, bellMenu, open)
        }
      />
      <ConfirmDialog
        open={confirming}
        title={t('notifications.readAll')}
        onConfirm={() => send({ type: 'READ_ALL.CONFIRM' })}
        onCancel={() => send({ type: 'READ_ALL.CANCEL' })}
        testId="read-all-confirm"
      >
        {t('notifications.readAllConfirm')}
      </ConfirmDialog>
    </>
  )
}
