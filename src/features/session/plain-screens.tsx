import { wiredOnce } from '../../shared/machines/wire-context'
import { PasswordSetPage } from './views/password-set-page'

/**
 * The first-password page's route chunk (issue 8), drawn with the first page's plain views: the
 * route is `plain` and loads no Chakra (decision 087). Its machine comes with the session's views.
 */
export const mountPasswordSet = wiredOnce(() => ({ Screen: PasswordSetPage }))
