import { Box, Flex, Heading, IconButton, Spacer } from '@chakra-ui/react'
import { Link } from 'wouter'
import type { ReactNode } from 'react'
import type { SessionUser } from '../../../shared/domain/user'
import type { AppBarPart } from '../../../shared/views/app-bar'
import { useT } from '../../../shared/views/i18n'
import { useApp } from '../../../shared/views/app-context'
import { BackButton } from '../../../shared/views/components/back-button'
import { LogoMark, MenuIcon } from '../../../shared/views/components/icons'
import { useAppBarParts } from './app-bar-parts'

/** the parts of `slot` in their order, drawn for `session` */
function Slot({
  parts,
  slot,
  session,
}: {
  parts: readonly AppBarPart[]
  slot: AppBarPart['slot']
  session: SessionUser
}) {
  return parts
    .filter((part) => part.slot === slot)
    .sort((a, b) => a.order - b.order)
    .map(({ Part }, i) => <Part key={i} session={session} />)
}

interface AppBarProps {
  session: SessionUser | null
  /** the page's title (`RouteTitle`) */
  title: ReactNode
  /**
   * menu mode shows the logo (the page's title is then the layout's); otherwise a back arrow and
   * the page's title, its one level-one heading (S1 §2 app bar)
   */
  menuMode: boolean
  homeHref: string
}

/**
 * The app bar of S1 §2: back arrow or logo, the message line, the voucher tools, the usage counter,
 * the bell (not on site 48) and the drawer button. The tools are rendered once and laid out by
 * CSS (beside the logo from 1024 px, on a second row below), so resizing keeps their state.
 */
export function AppBar({ session, title, menuMode, homeHref }: AppBarProps) {
  const t = useT()
  const { ui } = useApp()
  const parts = useAppBarParts()
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
      <Flex
        maxW="1280px"
        mx="auto"
        minH="60px"
        px={{ base: 3, md: 6 }}
        align="center"
        columnGap={3}
        wrap="wrap"
      >
        <Flex h="60px" align="center" minW={0} order={0}>
          {menuMode ? (
            <Link href={homeHref} aria-label={t('app.name')}>
              <Flex
                align="center"
                gap={2}
                // a thumb's 44 px below 1024 px: the mark stays where the page's frame drew it
                minW={{ base: '11', lg: 'auto' }}
                minH={{ base: '11', lg: 'auto' }}
                color="accent.solid"
                data-testid="app-logo"
              >
                <LogoMark />
                <Heading
                  as="span"
                  size="md"
                  color="gray.900"
                  display={{ base: 'none', lg: 'block' }}
                  whiteSpace="nowrap"
                >
                  {t('app.name')}
                </Heading>
              </Flex>
            </Link>
          ) : (
            <Flex align="center" gap={1} minW={0}>
              <BackButton />
              <Heading as="h1" size="md" truncate>
                {title}
              </Heading>
            </Flex>
          )}
        </Flex>
        {session ? (
          <Flex
            order={{ base: 10, lg: 1 }}
            flex={{ base: '1 1 100%', lg: '1 1 0' }}
            minW={0}
            align="center"
            gap={2}
            pb={{ base: 2, lg: 0 }}
            ms={{ base: 0, lg: 4 }}
            wrap={{ base: 'wrap', lg: 'nowrap' }}
            data-testid="app-bar-tools"
          >
            <Slot parts={parts} slot="tools" session={session} />
          </Flex>
        ) : null}
        <Spacer order={2} display={{ base: 'block', lg: session ? 'none' : 'block' }} />
        <Flex order={3} align="center" gap={1} h="60px">
          {session ? <Slot parts={parts} slot="end" session={session} /> : null}
          <IconButton
            variant="ghost"
            aria-label={t('appBar.openDrawer')}
            onClick={() => ui.send({ type: 'DRAWER.OPEN' })}
            data-testid="drawer-button"
          >
            <MenuIcon />
          </IconButton>
        </Flex>
      </Flex>
    </Box>
  )
}
