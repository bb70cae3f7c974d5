import { mockFeature } from '../../feature'
import { notificationHandlers } from './handlers'
import { notificationCollections } from './records'

export default mockFeature({
  collections: notificationCollections,
  handlers: notificationHandlers,
})
