import { mockFeature } from '../../feature'
import { employeeHandlers } from './handlers'

export default mockFeature({
  handlers: employeeHandlers,
})
