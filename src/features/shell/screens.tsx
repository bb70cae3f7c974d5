import { wiredOnce } from '../../shared/machines/wire-context'
import { ErrorPage } from './views/error-page'

/** The error page's route chunk: it is drawn with Chakra, so it is not on the first page. */
export const mountError = wiredOnce(() => ({ Screen: ErrorPage }))
