import { z } from '../../../shared/contract/zod'
import { defineOperation } from '../../../shared/contract/operation'
import { statusBodySchema } from '../../../shared/contract/common'

/** S1 §3 notification; read 0 = unread. */
export const notificationSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  additional: z.string().nullable(),
  urlLink: z.string().nullable(),
  regDate: z.string(),
  read: z.union([z.literal(0), z.literal(1)]),
})

/** S1 §7 notifications fetch: the caller's notifications, newest first. */
export const notificationList = defineOperation({
  id: 'notificationList',
  summary: "The caller's notifications, newest first",
  tag: 'notification',
  method: 'GET',
  path: '/api/notifications',
  auth: true,
  response: z.object({ code: z.literal(200), data: z.array(notificationSchema) }),
  statuses: [200, 401],
})

/** S1 §7 notification read by id. */
export const notificationRead = defineOperation({
  id: 'notificationRead',
  summary: 'Mark one notification read',
  tag: 'notification',
  method: 'POST',
  path: '/api/notifications/{id}/read',
  auth: true,
  response: statusBodySchema,
  statuses: [200, 401, 404],
})

/** S1 §4 read-all: marks every unread notification of the caller read. */
export const notificationReadAll = defineOperation({
  id: 'notificationReadAll',
  summary: 'Mark all unread notifications read',
  tag: 'notification',
  method: 'POST',
  path: '/api/notifications/read-all',
  auth: true,
  response: z.object({ code: z.literal(200), data: z.object({ updated: z.number().int() }) }),
  statuses: [200, 401],
})

/** S1 §7 admin fcLink: the caller's FC link code (the landing /F/{linkCode}). */
export const fcLink = defineOperation({
  id: 'fcLink',
  summary: "The caller's FC link code",
  tag: 'site',
  method: 'GET',
  path: '/api/admin/fc-link',
  auth: true,
  response: z.object({ code: z.literal(200), data: z.object({ linkCode: z.string().nullable() }) }),
  statuses: [200, 401],
})
