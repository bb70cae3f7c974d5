/**
 * The v2 layout's chrome (app bar with the voucher tools, bell and message line, drawer, footer):
 * a chunk of its own, loaded with the first v2 route (issue 8), so the sign-in pages carry none of
 * its menus, dialogs and popovers.
 */
import { AppBar } from './views/app-bar'
import { AppDrawer } from './views/app-drawer'
import { Footer } from './views/footer'

export const chrome = { AppBar, AppDrawer, Footer }
