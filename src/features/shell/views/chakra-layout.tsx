import type { ReactNode } from 'react'
// the styled system's global styles, made at build (decision 060); empty in dev and tests
import 'virtual:chakra-global.css'
import { Box, ChakraProvider, Flex, Heading, VisuallyHidden } from '@chakra-ui/react'
import { layoutBackground, type RouteMeta } from '../../../shared/domain/routes'
import { RouteTitle } from './route-title'
import { BackButton } from '../../../shared/views/components/back-button'
import { portalSystem } from '../../../shared/views/theme'

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
 * The layouts of S1 §2 for the pages drawn with Chakra but the v2 one: plain (v1), orange,
 * partner, mobile with a back bar, and blank. The v2 layout, with its app bar, drawer and footer,
 * comes with the app bar's part of the chrome (`PortalLayout`, decision 083): a page of another
 * layout (the partner's purchase complete, an error page) loads none of it. Route meta may hide
 * the footer and set a background.
 */
export function ChakraLayout({ route, children }: { route: RouteMeta; children: ReactNode }) {
  const title = <RouteTitle route={route} />
  const bg = layoutBackground(route)

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
