import { wiredOnce } from '../../shared/machines/wire-context'
import { PasswordSetPage } from './views/password-set-page'

/** The first-password page's route chunk (issue 8); its machine comes with the session's views. */
export const mountPasswordSet = wiredOnce(() => ({ Screen: PasswordSetPage }))
