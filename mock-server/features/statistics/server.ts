import { mockFeature } from '../../feature'
import { statisticsHandlers } from './handlers'
import { statisticsCollections } from './records'
import { seedStatistics } from './seed'

export default mockFeature({
  collections: statisticsCollections,
  handlers: statisticsHandlers,
  // the history (vouchers given, gifts, orders) adds to the vouchers and virtual accounts those
  // seeded, and follows the license holders
  seedAfter: ['gift', 'vouchers'],
  seed: seedStatistics,
})
