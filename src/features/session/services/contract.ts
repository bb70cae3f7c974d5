import { z } from '../../../shared/contract/zod'
import { operationsOf } from '../../../shared/contract/group'
import {
  passwordFieldSchema,
  roleCodeSchema,
  statusBodySchema,
  tokenPairSchema,
  userIdSchema,
  userSchema,
} from '../../../shared/contract/common'

const operation = operationsOf({ tag: 'auth' })

/**
 * S1 §7 auth loginMk2. 404 = unknown id or wrong password; 429 (`Retry-After` in seconds, the
 * right password refused too) = the id is locked after LOGIN_ATTEMPTS_MAX wrong passwords in a
 * row, for LOGIN_LOCK_MINUTES (decision 015); or the client's address gave 50 wrong passwords
 * within 15 minutes, whatever the ids; or too many password checks wait already (decision 041).
 * The token is valid 12 hours, the refresh token 14 days (decision 015).
 */
export const login = operation({
  id: 'loginMk2',
  summary: 'Sign in with user id and password',
  route: 'POST /api/auth/login',
  auth: false,
  request: z.object({ userId: userIdSchema, password: passwordFieldSchema }),
  response: z.extend(tokenPairSchema, { passwordRefreshed: z.boolean(), userInfo: userSchema }),
  statuses: [200, 400, 404, 429],
})

/**
 * A new token pair for a refresh token (S1 §4 stores it). A refresh token renews once: the old
 * pair ends; 401 = unknown, expired or already used (decision 015).
 */
export const refreshSession = operation({
  id: 'refreshSession',
  summary: 'Renew the token pair with the refresh token (once)',
  route: 'POST /api/auth/refresh',
  auth: false,
  request: z.object({ refreshToken: z.string().check(z.minLength(1), z.maxLength(200)) }),
  response: tokenPairSchema,
  statuses: [200, 400, 401],
})

/** S1 §7 fetch user: the current user with role list and print permission. */
export const fetchUser = operation({
  id: 'fetchUser',
  summary: 'The signed-in user',
  route: 'GET /api/auth/me',
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
export const issuableNumber = operation({
  id: 'issuableNumber',
  summary: 'Usable count of the signed-in user',
  route: 'GET /api/auth/issuable-number',
  response: z.object({ code: z.literal(200), issuableNumber: z.int().check(z.minimum(-1)) }),
  statuses: [200, 401],
})

/**
 * S1 §7 / S2 §7 auth password set. 404 = the initial password is different; 429 (`Retry-After`)
 * as the login's: a wrong current password counts for the user's id and the client's address
 * alike, and the same limits refuse it (decision 041). Every other session of the user ends; the
 * caller's token stays valid (decision 015).
 */
export const passwordSet = operation({
  id: 'passwordSet',
  summary: 'Replace the initial password',
  route: 'POST /api/auth/password',
  beforePasswordSet: true,
  request: z.object({
    userId: userIdSchema,
    password: passwordFieldSchema,
    newPassword: passwordFieldSchema,
  }),
  response: statusBodySchema,
  statuses: [200, 400, 401, 404, 429],
})

/** S1 §4 logout: the server forgets the token and its refresh token. */
export const logout = operation({
  id: 'logout',
  summary: 'Sign out (invalidates the token)',
  route: 'POST /api/auth/logout',
  beforePasswordSet: true,
  response: statusBodySchema,
  statuses: [200],
})

/** S1 §7 admin siteInfo: the caller's site with its id prefix. */
export const siteInfo = operation({
  id: 'siteInfo',
  summary: 'Site of the signed-in user, with its id prefix',
  tag: 'site',
  route: 'GET /api/admin/site-info',
  response: z.object({
    code: z.literal(200),
    site: z.object({
      siteId: z.int(),
      siteCode: z.string().check(z.minLength(1)),
      siteName: z.string(),
    }),
  }),
  statuses: [200, 401],
})
