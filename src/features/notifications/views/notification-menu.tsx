import { Fragment } from 'react'
import { Flex, Menu, Portal, Stack, Text } from '@chakra-ui/react'
import { useSelector } from '@xstate/react'
import { additionalPreview, PREVIEW_LINES, sharedTextOf, unreadCount } from '../domain/notification'
import { formatDisplayDateTime } from '../../../shared/domain/dates'
import { useT } from '../../../shared/views/i18n'
import { useNotificationViews } from './deps'
import { BellButton } from './notification-bell'

/** The bell's menu once the bell is used (S1 §2, §4); OnFirstUse opens it as the user did. */
export default function NotificationMenu() {
  const t = useT()
  const { notifications } = useNotificationViews()
  const send = notifications.send
  const list = useSelector(notifications, (s) => s.context.list)
  const unread = unreadCount(list)
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <BellButton unread={unread} />
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
