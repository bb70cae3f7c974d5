import { mockFeature } from '../../feature'
import { reportHandlers } from './handlers'
import { reportCollections } from './records'
import { seedReports } from './seed'

export default mockFeature({
  collections: reportCollections,
  handlers: reportHandlers,
  // reports are written for the admin dashboard's checkups
  seedAfter: ['dashboard'],
  seed: seedReports,
})
