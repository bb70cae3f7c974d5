import { mockFeature } from '../../feature'
import { partnerHandlers, partnerQaHandlers } from './handlers'

export default mockFeature({
  handlers: partnerHandlers,
  qaHandlers: partnerQaHandlers,
})
