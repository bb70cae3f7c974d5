// @vitest-environment happy-dom
import { afterEach } from 'vitest'
import { cleanupRoutes } from '../../support/render-route'
import { walkScreenRows } from '../../support/screen-matrix'
import { DRIVERS } from './drivers/purchase'

afterEach(cleanupRoutes)

walkScreenRows('purchase', DRIVERS)
