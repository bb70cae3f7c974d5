import { mockFeature } from '../../feature'
import { purchaseHandlers } from './handlers'
import { purchaseQaHandlers } from './qa-handlers'
import { purchaseCollections } from './records'
import { seedPurchase } from './seed'

export default mockFeature({
  collections: purchaseCollections,
  handlers: purchaseHandlers,
  qaHandlers: purchaseQaHandlers,
  // its orders come after the statistics' history in the purchase list
  seedAfter: ['statistics'],
  seed: seedPurchase,
})
