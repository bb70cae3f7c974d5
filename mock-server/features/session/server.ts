import { mockFeature } from '../../feature'
import { authHandlers } from './handlers'
import { siteHandlers } from './site-handlers'

export default mockFeature({
  handlers: (ctx) => [...authHandlers(ctx), ...siteHandlers(ctx)],
})
