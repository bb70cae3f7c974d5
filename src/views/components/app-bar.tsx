import { Box, Flex, Heading, IconButton, Spacer } from '@chakra-ui/react'
import { Link } from 'wouter'
import type { SessionUser } from '../../domain/user'
import type { MessageKey } from '../../domain/messages'
import { useT } from '../i18n'
import { usePortal } from '../portal-context'
import { BackIcon, LogoMark, MenuIcon } from './icons'
import { UsageCounter } from './usage-counter'

interface AppBarProps {
  session: SessionUser | null
  title: MessageKey
  /** menu mode shows the logo; otherwise a back arrow and the route title (S1 §2 app bar) */
  menuMode: boolean
  homeHref: string
  orange: boolean
}

export function AppBar({ session, title, menuMode, homeHref, orange }: AppBarProps) {
  const t = useT()
  const { ui } = usePortal()
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
              <Heading size="md" color="gray.900" display={{ base: 'none', sm: 'block' }}>
                {t('app.name')}
              </Heading>
            </Flex>
          </Link>
        ) : (
          <Flex align="center" gap={1}>
            <IconButton
              variant="ghost"
              aria-label={t('app.back')}
              onClick={() => window.history.back()}
            >
              <BackIcon />
            </IconButton>
            <Heading size="md">{t(title)}</Heading>
          </Flex>
        )}
        <Spacer />
        {session ? <UsageCounter count={session.usableCount} /> : null}
        <IconButton
          variant="ghost"
          aria-label={t('appBar.openDrawer')}
          onClick={() => ui.send({ type: 'DRAWER.OPEN' })}
          data-testid="drawer-button"
        >
          <MenuIcon />
        </IconButton>
      </Flex>
    </Box>
  )
}
