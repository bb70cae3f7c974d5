/**
 * The shell of the pages drawn with Chakra (the theme's provider and the layouts without an app
 * bar): a chunk of its own, loaded with the first route that is not one of the first page's plain
 * screens (issue 8, decision 025), so the sign-in pages carry no UI library. The v2 layout, with
 * the app bar, its voucher tools, bell and message line, the drawer and the footer, is the app
 * bar's part (`app-bar-chrome.tsx`), loaded with the first route of that layout (decision 083).
 */
import type { ShellChrome } from './views/page-shell'
import { ChakraFrame, ChakraLayout } from './views/chakra-layout'

export const chrome: ShellChrome = { Frame: ChakraFrame, Layout: ChakraLayout }
