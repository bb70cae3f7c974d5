import type { ReactNode } from 'react'
// the styled system's global styles, made at build (decision 060); empty in dev and tests
import 'virtual:chakra-global.css'
import {
  Box,
  ChakraProvider,
  Container,
  Flex,
  Heading,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react'
import { useLocation } from 'wouter'
import type { RouteMeta } from '../../../shared/domain/routes'
import { RouteTitle } from './route-title'
import { isMenuMode } from '../../../shared/domain/menu-policy'
import { AppBar } from './app-bar'
import { AppDrawer } from './app-drawer'
import { Footer } from './footer'
import { BackButton } from '../../../shared/views/components/back-button'
import { useT } from '../../../shared/views/i18n'
import { useApp, useSession } from '../../../shared/views/app-context'
import { portalSystem } from '../../../shared/views/theme'

/** The page's main content, where the skip link leads. */
const MAIN_ID = 'main-content'

/**
 * The styled system as the chrome's provider takes it: in a build without its global styles and
 * layers' order, which come as the stylesheet made at build (decision 060), so the first render
 * does not compile them; in dev and tests whole, and emotion writes them.
 */
function frameSystem(): ReturnType<typeof portalSystem> {
  const system = portalSystem()
  if (!import.meta.env.PROD) return system
  // copied by descriptors: the system makes its global styles when `_global` is first read
  // (patches/@chakra-ui+react: 10-20 ms at start), and a spread would read it
  prebuilt ??= Object.defineProperties<ReturnType<typeof portalSystem>>(Object.create(null), {
    ...Object.getOwnPropertyDescriptors(system),
    _global: { value: [], enumerable: true },
    _config: { value: { ...system._config, disableLayers: true }, enumerable: true },
  })
  return prebuilt
}
let prebuilt: ReturnType<typeof portalSystem> | undefined

/** The theme around every page drawn with Chakra (all but the first page's plain ones). */
export function ChakraFrame({ children }: { children: ReactNode }) {
  return <ChakraProvider value={frameSystem()}>{children}</ChakraProvider>
}

/**
 * The layouts of S1 §2 for the pages drawn with Chakra: plain (v1), v2 with app bar, drawer and
 * footer, orange, partner, mobile with a back bar, and blank. Route meta may hide the app bar or
 * footer and set a background.
 */
export function ChakraLayout({ route, children }: { route: RouteMeta; children: ReactNode }) {
  const [pathname] = useLocation()
  const title = <RouteTitle route={route} />
  const session = useSession()
  const { prefs, routeTable } = useApp()
  const t = useT()
  const orange = prefs.orange() || route.layout === 'orange'
  const bg = route.backgroundColor ?? (route.layout === 'blank' ? 'white' : 'gray.50')

  if (route.layout === 'v2') {
    const menuMode = isMenuMode(routeTable, pathname, session, prefs.homeRoute())
    // the page's title, its one level-one heading: the app bar's beside the back arrow, or, when
    // the app bar shows the logo, the first thing of the page
    const appBar = route.appBar !== false
    return (
      <Flex direction="column" minH="100dvh" bg={bg} data-layout="v2">
        {/* the first Tab stop: past the app bar's tools and the drawer button to the page */}
        {/* styled by the first page's CSS (plain.css), which every page has */}
        <a className="pl-skip-link" href={`#${MAIN_ID}`} data-testid="skip-link">
          {t('app.skipToContent')}
        </a>
        {appBar ? (
          <AppBar
            session={session}
            title={title}
            menuMode={menuMode}
            homeHref={prefs.homeRoute()}
          />
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
                <Text
                  hideBelow="md"
                  mt={1}
                  fontSize="sm"
                  color="fg.muted"
                  data-testid="page-summary"
                >
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
          <BackButton />
          <Heading as="h1" size="sm">
            {title}
          </Heading>
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
        {/* the page's title for screen readers, unless the page shows its own (an error, a
            greeting) */}
        {route.ownHeading ? null : (
          <VisuallyHidden asChild>
            <h1>{title}</h1>
          </VisuallyHidden>
        )}
        {children}
      </Box>
    </Flex>
  )
}
