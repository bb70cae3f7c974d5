// @vitest-environment happy-dom
import { afterEach } from 'vitest'
import { cleanupRoutes } from '../../support/render-route'
import { walkScreenRows } from '../../support/screen-matrix'
import { DRIVERS } from './drivers/vouchers'

afterEach(cleanupRoutes)

walkScreenRows('vouchers', DRIVERS)
