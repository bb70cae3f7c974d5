import { useEffect } from 'react'
import { ChakraProvider } from '@chakra-ui/react'
import type { Portal } from '../app/create-portal'
import type { Locale } from '../domain/messages'
import { LoadingOverlay } from './components/loading-overlay'
import { SnackbarHost } from './components/snackbar-host'
import { OfflineAddressDialog } from './components/offline-address-dialog'
import { LocaleProvider } from './i18n'
import { PortalProvider } from './portal-context'
import { AppRoutes } from './router'
import { system } from './theme'

function ViewportEvents({ portal }: { portal: Portal }) {
  useEffect(() => {
    const resize = () => portal.ui.send({ type: 'VIEWPORT.RESIZE', width: window.innerWidth })
    let scrolled = window.scrollY > 0
    const scroll = () => {
      const now = window.scrollY > 0
      if (now === scrolled) return
      scrolled = now
      portal.ui.send({ type: 'VIEWPORT.SCROLL', y: window.scrollY })
    }
    window.addEventListener('resize', resize)
    window.addEventListener('scroll', scroll, { passive: true })
    return () => {
      window.removeEventListener('resize', resize)
      window.removeEventListener('scroll', scroll)
    }
  }, [portal])
  return null
}

export function App({ portal, locale }: { portal: Portal; locale: Locale }) {
  return (
    <ChakraProvider value={system}>
      <LocaleProvider locale={locale}>
        <PortalProvider portal={portal}>
          <ViewportEvents portal={portal} />
          <AppRoutes />
          <LoadingOverlay />
          <SnackbarHost />
          {portal.offlineAddressSearch ? (
            <OfflineAddressDialog search={portal.offlineAddressSearch} />
          ) : null}
        </PortalProvider>
      </LocaleProvider>
    </ChakraProvider>
  )
}
