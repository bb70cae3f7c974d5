import { useLayoutEffect, type ComponentProps, type ComponentType, type ReactNode } from 'react'
import { Box, Container, Flex, Heading, IconButton } from '@chakra-ui/react'
import { useLocation } from 'wouter'
import { accentOf, type Accent, type RouteMeta } from '../../../shared/domain/routes'
import { isMenuMode } from '../../../shared/domain/menu-policy'
import type { AppBar } from './app-bar'
import type { AppDrawer } from './app-drawer'
import type { Footer } from './footer'
import { BackIcon } from '../../../shared/views/components/icons'
import { useT } from '../../../shared/views/i18n'
import { useApp, useSession } from '../../../shared/views/app-context'
import { ACCENT_ATTRIBUTE } from '../../../shared/views/theme'

const NO_CHROME: ShellChrome = { AppBar: () => null, AppDrawer: () => null, Footer: () => null }

/**
 * Puts the screen's accent on <html>, where the theme's accent token reads it: the page, its
 * dialogs and menus (portals outside the layout) all take the one colour.
 */
function useDocumentAccent(accent: Accent) {
  useLayoutEffect(() => {
    const root = document.documentElement
    root.setAttribute(ACCENT_ATTRIBUTE, accent)
    return () => root.removeAttribute(ACCENT_ATTRIBUTE)
  }, [accent])
}

/** The v2 layout's chrome: `src/features/shell/chrome.tsx`, a chunk loaded with the first v2 route. */
export interface ShellChrome {
  AppBar: ComponentType<ComponentProps<typeof AppBar>>
  AppDrawer: ComponentType<ComponentProps<typeof AppDrawer>>
  Footer: ComponentType<ComponentProps<typeof Footer>>
}

/**
 * The layouts of S1 §2: plain (v1), v2 with app bar, drawer and footer, orange, partner, mobile
 * with a back bar, and blank. Route meta may hide the app bar or footer and set a background.
 */
export function PageShell({
  route,
  chrome,
  children,
}: {
  route: RouteMeta
  /** the v2 chrome once loaded (the route loader loads it before a v2 route is shown) */
  chrome: ShellChrome | undefined
  children: ReactNode
}) {
  const [pathname] = useLocation()
  const session = useSession()
  const { prefs } = useApp()
  const t = useT()
  const orange = prefs.orange() || route.layout === 'orange'
  useDocumentAccent(accentOf(route, prefs.orange()))
  const bg = route.backgroundColor ?? (route.layout === 'blank' ? 'white' : 'gray.50')

  if (route.layout === 'v2') {
    const { AppBar, AppDrawer, Footer } = chrome ?? NO_CHROME
    return (
      <Flex direction="column" minH="100dvh" bg={bg} data-layout="v2">
        {route.appBar === false ? null : (
          <AppBar
            session={session}
            title={route.title}
            menuMode={isMenuMode(pathname, session, prefs.homeRoute())}
            homeHref={prefs.homeRoute()}
          />
        )}
        <AppDrawer session={session} orange={orange} />
        <Container as="main" maxW="1280px" py={{ base: 4, md: 8 }} px={{ base: 3, md: 6 }} flex="1">
          {children}
        </Container>
        {route.footer === false ? null : <Footer />}
      </Flex>
    )
  }

  if (route.layout === 'mobile') {
    return (
      <Flex direction="column" minH="100dvh" bg={bg} data-layout="mobile">
        <Flex
          as="header"
          h="52px"
          align="center"
          gap={1}
          px={2}
          bg="white"
          borderBottomWidth="1px"
          position="sticky"
          top={0}
        >
          <IconButton
            variant="ghost"
            aria-label={t('app.back')}
            onClick={() => window.history.back()}
          >
            <BackIcon />
          </IconButton>
          <Heading size="sm">{t(route.title)}</Heading>
        </Flex>
        <Box as="main" p={4} flex="1">
          {children}
        </Box>
      </Flex>
    )
  }

  return (
    <Flex direction="column" minH="100dvh" bg={bg} data-layout={route.layout}>
      {route.layout === 'blank' ? null : <Box h="4px" bg="accent.solid" data-testid="accent-bar" />}
      <Box as="main" flex="1" display="flex" flexDirection="column">
        {children}
      </Box>
    </Flex>
  )
}
