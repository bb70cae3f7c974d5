import { z } from '../../../shared/contract/zod'
import { operationsOf } from '../../../shared/contract/group'
import { statusBodySchema, ok } from '../../../shared/contract/common'

const operation = operationsOf({ tag: 'notification' })

/** S1 §3 notification; read 0 = unread. */
export const notificationSchema = z.object({
  id: z.int(),
  content: z.string(),
  additional: z.nullable(z.string()),
  urlLink: z.nullable(z.string()),
  regDate: z.string(),
  read: z.union([z.literal(0), z.literal(1)]),
})

/** S1 §7 notifications fetch: the caller's notifications, newest first. */
export const notificationList = operation({
  id: 'notificationList',
  summary: "The caller's notifications, newest first",
  route: 'GET /api/notifications',
  response: ok(z.array(notificationSchema)),
  statuses: [200, 401],
})

/** S1 §7 notification read by id. */
export const notificationRead = operation({
  id: 'notificationRead',
  summary: 'Mark one notification read',
  route: 'POST /api/notifications/{id}/read',
  response: statusBodySchema,
  statuses: [200, 401, 404],
})

/** S1 §4 read-all: marks every unread notification of the caller read. */
export const notificationReadAll = operation({
  id: 'notificationReadAll',
  summary: 'Mark all unread notifications read',
  route: 'POST /api/notifications/read-all',
  response: ok(z.object({ updated: z.int() })),
  statuses: [200, 401],
})

/** S1 §7 admin fcLink: the caller's FC link code (the landing /F/{linkCode}). */
export const fcLink = operation({
  id: 'fcLink',
  summary: "The caller's FC link code",
  tag: 'site',
  route: 'GET /api/admin/fc-link',
  response: ok(z.object({ linkCode: z.nullable(z.string()) })),
  statuses: [200, 401],
})
