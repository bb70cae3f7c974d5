import type { SessionUser, User } from '../../../shared/domain/user'
import { sessionContract } from './session-contract'
import type { ApiClient } from '../../../shared/services/http-client'

export interface LoginResult {
  passwordRefreshed: boolean
  userInfo: User
}

/** The auth area of S1 §7 as one typed service. */
export interface AuthService {
  /** loginMk2; stores both tokens on success (S1 §4) */
  login(credentials: { userId: string; password: string }): Promise<LoginResult>
  /**
   * fetch user and usable counter together: the session needs both; with `token`, the session of
   * that token (another window's) instead of this window's
   */
  fetchSession(token?: string): Promise<SessionUser>
  setPassword(input: { userId: string; password: string; newPassword: string }): Promise<void>
  /** tells the server, then forgets the tokens whatever the server said */
  logout(): Promise<void>
  hasToken(): boolean
}

export function createAuthService(client: ApiClient): AuthService {
  return {
    async login(credentials) {
      const auth = await sessionContract()
      const res = await client.call(auth.login, { body: credentials })
      client.tokens.save(res.token, res.refreshToken)
      return { passwordRefreshed: res.passwordRefreshed, userInfo: res.userInfo }
    },
    async fetchSession(token) {
      const auth = await sessionContract()
      const options = token === undefined ? {} : { token }
      // both at once; a user whose first password is pending has no counter to read (decision 012)
      const [me, counter] = await Promise.allSettled([
        client.call(auth.fetchUser, options),
        client.call(auth.issuableNumber, options),
      ])
      if (me.status === 'rejected') throw me.reason
      const pending = !me.value.passwordRefreshed
      if (!pending && counter.status === 'rejected') throw counter.reason
      return {
        user: me.value.user,
        roleList: me.value.roleList,
        print: me.value.print,
        usableCount: !pending && counter.status === 'fulfilled' ? counter.value.issuableNumber : 0,
        passwordPending: pending,
      }
    },
    async setPassword(input) {
      const auth = await sessionContract()
      await client.call(auth.passwordSet, { body: input })
    },
    async logout() {
      // the storage first: another window showing this session hears of it (its storage event)
      // before the server forgets the token, so it says "signed out in another window", not that
      // a call of its own was refused (issue 48)
      const token = client.tokens.getToken()
      client.tokens.clear()
      if (!token) return
      try {
        await client.call((await sessionContract()).logout, { token })
      } catch {
        // the session ends locally whatever the server answers
      }
    },
    hasToken: () => client.tokens.getToken() !== null,
  }
}
