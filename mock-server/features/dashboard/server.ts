import { CheckupIndex } from './checkup-index'
import { mockFeature } from '../../feature'
import { checkupHandlers } from './handlers'
import { dashboardCollections } from './records'
import { seedCheckups } from './seed'

declare module '../../feature' {
  interface DbIndexes {
    /** the checkup lists of both dashboards, answered from an index (issue 9) */
    checkups: CheckupIndex
  }
}

export default mockFeature({
  collections: dashboardCollections,
  handlers: checkupHandlers,
  seed: seedCheckups,
  indexes: (db) => ({ checkups: new CheckupIndex(db.checkups) }),
})
