import { z } from 'zod'
import { defineOperation } from './operation'

/** S1 §7 admin siteInfo: the caller's site with its id prefix. */
export const siteInfo = defineOperation({
  id: 'siteInfo',
  summary: 'Site of the signed-in user, with its id prefix',
  tag: 'site',
  method: 'GET',
  path: '/api/admin/site-info',
  auth: true,
  response: z.object({
    code: z.literal(200),
    site: z.object({
      siteId: z.number().int(),
      siteCode: z.string().min(1),
      siteName: z.string(),
    }),
  }),
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
