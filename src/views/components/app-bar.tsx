import { Box, Flex, Heading, IconButton, Spacer } from '@chakra-ui/react'
import { Link } from 'wouter'
import type { MessageKey } from '../../domain/messages'
import { appBarFeatures, type SessionUser } from '../../domain/user'
import { useT } from '../i18n'
import { usePortal, useUi } from '../portal-context'
import { BackIcon, LogoMark, MenuIcon } from './icons'
import { MessageLine } from './message-line'
import { NotificationBell } from './notification-bell'
import { UsageCounter } from './usage-counter'
import { VoucherTools } from './voucher-tools'

interface AppBarProps {
  session: SessionUser | null
  title: MessageKey
  /** menu mode shows the logo; otherwise a back arrow and the route title (S1 §2 app bar) */
  menuMode: boolean
  homeHref: string
  orange: boolean
}

/**
 * The app bar of S1 §2: back arrow or logo, the message line, the voucher tools, the usage counter,
 * the bell (not on site 48) and the drawer button. On narrow screens the message line and the
 * voucher tools move to a second row.
 */
export function AppBar({ session, title, menuMode, homeHref, orange }: AppBarProps) {
  const t = useT()
  const { ui } = usePortal()
  const pc = useUi((c) => c.layout) === 'pc'
  const features = session ? appBarFeatures(session) : null
  const tools = session ? (
    <>
      <MessageLine />
      {features?.voucherTools ? (
        <VoucherTools session={session} qrVoucher={features.qrVoucher} />
      ) : null}
    </>
  ) : null
  return (
    <Box
      as="header"
      position="sticky"
      top={0}
      zIndex="sticky"
      bg="white"
      borderBottomWidth="1px"
      data-testid="app-bar"
    >
      <Flex maxW="1280px" mx="auto" h="60px" px={{ base: 3, md: 6 }} align="center" gap={3}>
        {menuMode ? (
          <Link href={homeHref} aria-label={t('app.name')}>
            <Flex align="center" gap={2} color={orange ? 'orange.500' : 'brand.500'}>
              <LogoMark />
              <Heading
                size="md"
                color="gray.900"
                display={pc ? 'block' : 'none'}
                whiteSpace="nowrap"
              >
                {t('app.name')}
              </Heading>
            </Flex>
          </Link>
        ) : (
          <Flex align="center" gap={1} minW={0}>
            <IconButton
              variant="ghost"
              aria-label={t('app.back')}
              onClick={() => window.history.back()}
            >
              <BackIcon />
            </IconButton>
            <Heading size="md" truncate>
              {t(title)}
            </Heading>
          </Flex>
        )}
        {pc && tools ? (
          <Flex flex="1" minW={0} align="center" gap={3} ms={4}>
            {tools}
          </Flex>
        ) : (
          <Spacer />
        )}
        {session ? <UsageCounter count={session.usableCount} /> : null}
        {features?.bell ? <NotificationBell /> : null}
        <IconButton
          variant="ghost"
          aria-label={t('appBar.openDrawer')}
          onClick={() => ui.send({ type: 'DRAWER.OPEN' })}
          data-testid="drawer-button"
        >
          <MenuIcon />
        </IconButton>
      </Flex>
      {!pc && tools ? (
        <Flex px={3} pb={2} gap={2} align="center" wrap="wrap">
          {tools}
        </Flex>
      ) : null}
    </Box>
  )
}
