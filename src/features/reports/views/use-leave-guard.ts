import { useEffect } from 'react'

/**
 * While `dirty`, a click on a link to another page of the portal is held and handed to `onLeave`
 * (the form asks first), and closing or reloading the tab asks the browser's question. The
 * browser's own back button is not held (decision 020).
 */
export function useLeaveGuard(dirty: boolean, onLeave: (to: string) => void): void {
  useEffect(() => {
    if (!dirty) return
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return
      const anchor = (e.target as Element | null)?.closest?.('a[href]')
      if (!anchor || anchor.getAttribute('target') === '_blank') return
      const url = new URL(anchor.getAttribute('href')!, window.location.href)
      if (url.origin !== window.location.origin) return
      e.preventDefault()
      e.stopPropagation()
      onLeave(`${url.pathname}${url.search}`)
    }
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault()
      e.returnValue = ''
    }
    document.addEventListener('click', onClick, true)
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => {
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('beforeunload', onBeforeUnload)
    }
  }, [dirty, onLeave])
}
