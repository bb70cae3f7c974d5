import { mockFeature } from '../../feature'
import { giftHandlers } from './handlers'
import { giftCollections } from './records'
import { seedGifts } from './seed'

export default mockFeature({
  collections: giftCollections,
  handlers: giftHandlers,
  seed: seedGifts,
})
