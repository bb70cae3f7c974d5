/**
 * The shell of the pages drawn with Chakra (the theme's provider; the layouts with the v2 app bar,
 * its voucher tools, bell and message line, the drawer and the footer): a chunk of its own, loaded
 * with the first route that is not one of the first page's plain screens (issue 8, decision 025),
 * so the sign-in pages carry no UI library.
 */
import type { ShellChrome } from './views/page-shell'
import { ChakraFrame, ChakraLayout } from './views/chakra-layout'

export const chrome: ShellChrome = { Frame: ChakraFrame, Layout: ChakraLayout }
export { AppBarPartsProvider, type AppBarParts } from './views/app-bar-parts'
