import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { BODY_CARRIED_STATUSES, defineOperation, httpStatusesOf } from './operation'

const statusList = fc.uniqueArray(fc.integer({ min: 201, max: 599 }), { maxLength: 8 })

describe('defineOperation: statuses HTTP cannot carry (decision 034)', () => {
  it('carries in the body exactly the statuses of the operation that HTTP cannot carry', () => {
    fc.assert(
      fc.property(statusList, fc.boolean(), (errors, auth) => {
        const op = defineOperation({
          id: 'op',
          summary: 'an operation',
          tag: 'test',
          method: 'POST',
          path: '/api/op',
          auth,
          response: z.object({ code: z.literal(200) }),
          statuses: [200, ...errors],
        })
        expect(op.bodyStatuses).toEqual(
          op.statuses.filter((s) => BODY_CARRIED_STATUSES.includes(s)),
        )
        // what goes over HTTP: every other status, the success first
        expect(httpStatusesOf(op)).toEqual(op.statuses.filter((s) => !op.bodyStatuses.includes(s)))
        expect(httpStatusesOf(op)[0]).toBe(200)
      }),
    )
  })

  it('407 is one of them: a browser takes it for a proxy asking to authenticate', () => {
    expect(BODY_CARRIED_STATUSES).toContain(407)
  })
})
