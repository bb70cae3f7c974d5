import { z } from '../../../shared/contract/zod'
import { defineOperation } from '../../../shared/contract/operation'
import {
  passwordFieldSchema,
  roleCodeSchema,
  statusBodySchema,
  userIdSchema,
  userSchema,
} from '../../../shared/contract/common'

/**
 * S1 §7 auth loginMk2. 404 = unknown id or wrong password; 429 = the id is locked after
 * LOGIN_ATTEMPTS_MAX wrong passwords in a row, for LOGIN_LOCK_MINUTES (`Retry-After` in seconds).
 * The token is valid 12 hours, the refresh token 14 days (decision 015).
 */
export const login = defineOperation({
  id: 'loginMk2',
  summary: 'Sign in with user id and password',
  tag: 'auth',
  method: 'POST',
  path: '/api/auth/login',
  auth: false,
  request: z.object({ userId: userIdSchema, password: passwordFieldSchema }),
  response: z.object({
    code: z.literal(200),
    token: z.string().min(1),
    refreshToken: z.string().min(1),
    passwordRefreshed: z.boolean(),
    userInfo: userSchema,
  }),
  statuses: [200, 400, 404, 429],
})

/**
 * A new token pair for a refresh token (S1 §4 stores it). A refresh token renews once: the old
 * pair ends; 401 = unknown, expired or already used (decision 015).
 */
export const refreshSession = defineOperation({
  id: 'refreshSession',
  summary: 'Renew the token pair with the refresh token (once)',
  tag: 'auth',
  method: 'POST',
  path: '/api/auth/refresh',
  auth: false,
  request: z.object({ refreshToken: z.string().min(1).max(200) }),
  response: z.object({
    code: z.literal(200),
    token: z.string().min(1),
    refreshToken: z.string().min(1),
  }),
  statuses: [200, 400, 401],
})

/** S1 §7 fetch user: the current user with role list and print permission. */
export const fetchUser = defineOperation({
  id: 'fetchUser',
  summary: 'The signed-in user',
  tag: 'auth',
  method: 'GET',
  path: '/api/auth/me',
  auth: true,
  beforePasswordSet: true,
  response: z.object({
    code: z.literal(200),
    user: userSchema,
    roleList: z.array(roleCodeSchema),
    print: z.boolean(),
    /** false until the first password is set (S1 §4): only /v1/PasswordSet opens (decision 012) */
    passwordRefreshed: z.boolean(),
  }),
  statuses: [200, 401],
})

/** S1 §7 usable counter (issuableNumber); -1 means unlimited. */
export const issuableNumber = defineOperation({
  id: 'issuableNumber',
  summary: 'Usable count of the signed-in user',
  tag: 'auth',
  method: 'GET',
  path: '/api/auth/issuable-number',
  auth: true,
  response: z.object({ code: z.literal(200), issuableNumber: z.number().int().min(-1) }),
  statuses: [200, 401],
})

/**
 * S1 §7 / S2 §7 auth password set. 404 = the initial password is different. Every other session
 * of the user ends; the caller's token stays valid (decision 015).
 */
export const passwordSet = defineOperation({
  id: 'passwordSet',
  summary: 'Replace the initial password',
  tag: 'auth',
  method: 'POST',
  path: '/api/auth/password',
  auth: true,
  beforePasswordSet: true,
  request: z.object({
    userId: userIdSchema,
    password: passwordFieldSchema,
    newPassword: passwordFieldSchema,
  }),
  response: statusBodySchema,
  statuses: [200, 400, 401, 404],
})

/** S1 §4 logout: the server forgets the token and its refresh token. */
export const logout = defineOperation({
  id: 'logout',
  summary: 'Sign out (invalidates the token)',
  tag: 'auth',
  method: 'POST',
  path: '/api/auth/logout',
  auth: true,
  beforePasswordSet: true,
  response: statusBodySchema,
  statuses: [200],
})

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
