import { wiredOnce } from '../../shared/machines/wire-context'
import { ErrorPage } from './views/error-page'

/**
 * The error page's route chunk, drawn with the first page's plain views (decision 087): the route
 * is `plain` and loads no Chakra; a chunk of its own keeps it off the first page.
 */
export const mountError = wiredOnce(() => ({ Screen: ErrorPage }))
