import type { Message } from '../domain/messages'

/**
 * Effects every workflow may ask of the app shell. Machines name them; the shell provides them
 * (navigation with wouter, the snackbar, browser storage) and tests provide spies.
 */
export interface ShellEffects {
  navigate: (to: string, options?: { replace?: boolean }) => void
  notify: (message: Message, tone?: 'info' | 'success' | 'error') => void
  rememberHome: (route: string) => void
  setOrange: (on: boolean) => void
}

export const noShellEffects: ShellEffects = {
  navigate: () => {},
  notify: () => {},
  rememberHome: () => {},
  setOrange: () => {},
}
