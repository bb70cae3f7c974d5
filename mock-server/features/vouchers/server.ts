import { mockFeature } from '../../feature'
import { voucherHandlers } from './handlers'
import { voucherCollections } from './records'
import { seedVouchers } from './seed'

export default mockFeature({
  collections: voucherCollections,
  handlers: voucherHandlers,
  seed: seedVouchers,
})
