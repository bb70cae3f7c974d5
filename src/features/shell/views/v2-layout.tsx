import type { ReactNode } from 'react'
import { Box, Container, Flex, Heading, Text } from '@chakra-ui/react'
import { useLocation } from 'wouter'
import { layoutBackground, type RouteMeta } from '../../../shared/domain/routes'
import { isMenuMode } from '../../../shared/domain/menu-policy'
import { useT } from '../../../shared/views/i18n'
import { useApp, useSession } from '../../../shared/views/app-context'
import { RouteTitle } from './route-title'
import { AppBar } from './app-bar'
import { AppDrawer } from './app-drawer'
import { Footer } from './footer'
import { ChakraLayout } from './chakra-layout'

/** The page's main content, where the skip link leads. */
const MAIN_ID = 'main-content'

/**
 * The v2 layout of S1 §2: the app bar (unless the route hides it), the drawer, the page under
 * them and the footer (unless the route hides it).
 */
function V2Layout({ route, children }: { route: RouteMeta; children: ReactNode }) {
  const [pathname] = useLocation()
  const title = <RouteTitle route={route} />
  const session = useSession()
  const { prefs, routeTable } = useApp()
  const t = useT()
  const orange = prefs.orange() || route.layout === 'orange'
  const menuMode = isMenuMode(routeTable, pathname, session, prefs.homeRoute())
  // the page's title, its one level-one heading: the app bar's beside the back arrow, or, when
  // the app bar shows the logo, the first thing of the page
  const appBar = route.appBar !== false
  return (
    <Flex direction="column" minH="100dvh" bg={layoutBackground(route)} data-layout="v2">
      {/* the first Tab stop: past the app bar's tools and the drawer button to the page */}
      {/* styled by the first page's CSS (plain.css), which every page has */}
      <a className="pl-skip-link" href={`#${MAIN_ID}`} data-testid="skip-link">
        {t('app.skipToContent')}
      </a>
      {appBar ? (
        <AppBar session={session} title={title} menuMode={menuMode} homeHref={prefs.homeRoute()} />
      ) : null}
      <AppDrawer session={session} orange={orange} />
      <Container
        as="main"
        id={MAIN_ID}
        tabIndex={-1}
        outline="none"
        maxW="1280px"
        py={{ base: 4, md: 8 }}
        px={{ base: 3, md: 6 }}
        flex="1"
      >
        {menuMode || !appBar ? (
          <Box mb={{ base: 3, md: 5 }}>
            <Heading as="h1" size="lg" data-testid="page-title">
              {title}
            </Heading>
            {route.summary ? (
              <Text hideBelow="md" mt={1} fontSize="sm" color="fg.muted" data-testid="page-summary">
                {t(route.summary)}
              </Text>
            ) : null}
          </Box>
        ) : null}
        {children}
      </Container>
      {route.footer === false ? null : <Footer />}
    </Flex>
  )
}

/**
 * Every layout of S1 §2 drawn with Chakra: the v2 one with its app bar, drawer and footer, the
 * others as `ChakraLayout` draws them. The chrome's layout once its app bar's part has come
 * (decision 083).
 */
export function PortalLayout({ route, children }: { route: RouteMeta; children: ReactNode }) {
  return route.layout === 'v2' ? (
    <V2Layout route={route}>{children}</V2Layout>
  ) : (
    <ChakraLayout route={route}>{children}</ChakraLayout>
  )
}
