import { Box, Button, CloseButton, Drawer, Portal, Stack, Text } from '@chakra-ui/react'
import { Link } from 'wouter'
import { visibleMenu } from '../../../shared/domain/menu-policy'
import { loginPathFor } from '../../../shared/domain/routes'
import { useT } from '../../../shared/views/i18n'
import { useApp } from '../../../shared/views/app-context'
import { useShellViews } from './deps'
import type { AppDrawerProps } from './app-drawer'

/** The right drawer once opened (app-drawer.tsx draws it): S1 §2's user, menu groups and logout. */
export default function AppDrawerView({
  session,
  orange,
  open,
}: AppDrawerProps & { open: boolean }) {
  const t = useT()
  const { ui, routeTable } = useApp()
  const { session: sessionActor } = useShellViews()
  const close = () => ui.send({ type: 'DRAWER.CLOSE' })
  const groups = session ? visibleMenu(routeTable, session) : []
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(e) => (e.open ? ui.send({ type: 'DRAWER.OPEN' }) : close())}
      placement="end"
      size="xs"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="drawer">
            <Drawer.Header borderBottomWidth="1px">
              <Stack gap={0}>
                <Drawer.Title data-testid="drawer-user-name">{session?.user.name}</Drawer.Title>
                <Text fontSize="sm" color="gray.600" data-testid="drawer-user-id">
                  {session?.user.userId}
                </Text>
              </Stack>
            </Drawer.Header>
            <Drawer.Body py={4}>
              <Stack as="nav" gap={5} aria-label={t('appBar.openDrawer')}>
                {groups.map((group) => (
                  <Box key={group.id} data-testid={`menu-group-${group.id}`}>
                    <Text
                      fontSize="xs"
                      fontWeight="bold"
                      color="gray.500"
                      mb={1}
                      textTransform="uppercase"
                    >
                      {t(group.label)}
                    </Text>
                    <Stack gap={0}>
                      {group.items.map((item) => (
                        <Button
                          key={item.id}
                          asChild
                          variant="ghost"
                          justifyContent="flex-start"
                          size="sm"
                          onClick={close}
                        >
                          <Link href={item.href} data-testid={`menu-${item.id}`}>
                            {t(item.label)}
                          </Link>
                        </Button>
                      ))}
                    </Stack>
                  </Box>
                ))}
              </Stack>
            </Drawer.Body>
            <Drawer.Footer borderTopWidth="1px">
              <Button
                variant="outline"
                width="full"
                data-testid="logout"
                onClick={() => {
                  close()
                  sessionActor.send({ type: 'LOGOUT', redirectTo: loginPathFor(orange) })
                }}
              >
                {t('drawer.logout')}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('drawer.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
