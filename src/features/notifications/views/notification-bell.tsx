import { Fragment } from 'react'
import { Badge, Flex, IconButton, Menu, Portal, Stack, Text } from '@chakra-ui/react'
import { useSelector } from '@xstate/react'
import { additionalPreview, PREVIEW_LINES, sharedTextOf, unreadCount } from '../domain/notification'
import { formatDisplayDateTime } from '../../../shared/domain/dates'
import { ConfirmDialog } from '../../../shared/views/components/confirm-dialog'
import { useT } from '../../../shared/views/i18n'
import { useNotificationViews } from './deps'

const BellIcon = () => (
  <svg
    width={22}
    height={22}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
    <path d="M13.73 21a2 2 0 0 1-3.46 0" />
  </svg>
)

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
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <IconButton
            variant="ghost"
            aria-label={t('notifications.unread', { count: unread })}
            position="relative"
            data-testid="bell"
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
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="300px" maxW="360px" data-testid="notification-list">
              {/* a menu holds menu items only: the title labels a group, read-all is an item */}
              <Menu.ItemGroup>
                <Flex justify="space-between" align="center" gap={2}>
                  <Menu.ItemGroupLabel fontWeight="bold" fontSize="md">
                    {t('notifications.title')}
                  </Menu.ItemGroupLabel>
                  <Menu.Item
                    value="read-all"
                    w="auto"
                    fontSize="xs"
                    disabled={unread === 0}
                    closeOnSelect={false}
                    onSelect={() => send({ type: 'READ_ALL.REQUEST' })}
                    data-testid="read-all"
                  >
                    {t('notifications.readAll')}
                  </Menu.Item>
                </Flex>
              </Menu.ItemGroup>
              <Menu.Separator />
              {list.length === 0 ? (
                <Menu.Item value="empty" disabled color="gray.600" fontSize="sm" py={4}>
                  {t('notifications.empty')}
                </Menu.Item>
              ) : (
                list.map((n) => (
                  <Fragment key={n.id}>
                    <Menu.Item
                      value={String(n.id)}
                      onSelect={() => send({ type: 'OPEN', id: n.id })}
                      data-testid="notification"
                      data-read={n.read}
                    >
                      <Stack gap={0} py={1}>
                        <Text fontSize="sm" fontWeight={n.read === 0 ? 'bold' : 'normal'}>
                          {n.content}
                        </Text>
                        {n.additional ? <Additional text={n.additional} /> : null}
                        <Text fontSize="2xs" color="gray.500">
                          {formatDisplayDateTime(n.regDate)}
                        </Text>
                      </Stack>
                    </Menu.Item>
                    {/* what a click copies (voucher codes) can go to the share sheet too */}
                    {sharedTextOf(n) !== null ? (
                      <Menu.Item
                        value={`share-${n.id}`}
                        onSelect={() => send({ type: 'SHARE', id: n.id })}
                        minH="44px"
                        ps={6}
                        fontSize="sm"
                        color="accent.fg"
                        data-testid="notification-share"
                      >
                        {t('share.button')}
                      </Menu.Item>
                    ) : null}
                  </Fragment>
                ))
              )}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <ConfirmDialog
        open={confirming}
        title={t('notifications.readAll')}
        confirmLabel={t('app.confirm')}
        cancelLabel={t('app.cancel')}
        onConfirm={() => send({ type: 'READ_ALL.CONFIRM' })}
        onCancel={() => send({ type: 'READ_ALL.CANCEL' })}
        testId="read-all-confirm"
      >
        {t('notifications.readAllConfirm')}
      </ConfirmDialog>
    </>
  )
}

/** A notification's text: its first lines, one a line (a voucher code each), and how many more. */
function Additional({ text }: { text: string }) {
  const t = useT()
  const { shown, more } = additionalPreview(text)
  return (
    <>
      <Text
        fontSize="xs"
        color="gray.600"
        whiteSpace="pre-line"
        lineClamp={PREVIEW_LINES}
        data-testid="notification-text"
      >
        {shown}
      </Text>
      {more > 0 ? (
        <Text fontSize="xs" color="gray.600">
          {t('notifications.moreLines', { count: more })}
        </Text>
      ) : null}
    </>
  )
}
