import type { AnyActorRef } from 'xstate'
import {
  sessionMachine,
  type SessionContext,
  type SessionEvent,
  type SessionQuestion,
} from '../../../src/features/session/machines/session-machine'
import { ERRORS } from '../../../src/features/session/domain/errors'
import type { LoginResult } from '../../../src/features/session/services/auth-service'
import { LIMITS, type AuthCode } from '../../../src/shared/domain/codes'
import { PATHS } from '../../../src/shared/domain/routes'
import type { SessionUser, User } from '../../../src/shared/domain/user'
import { wireSession } from '../../../src/features/session/wire'
import { DEMO_PASSWORD, TEST_BASE, loginAs } from '../../support/api'
import { MemoryStorage } from '../../support/token-storage'
import { NO_ROUTES } from '../live'
import { createApiClient, type ApiClient } from '../../../src/shared/services/http-client'
import { TOKEN_KEYS, webTokenStorage } from '../../../src/shared/services/token-storage'
import { fetchUser, refreshSession } from '../../../src/features/session/services/contract'
import type { FeatureContext } from '../../../src/shared/machines/wire-context'
import type { Step } from '../walk'
import { defineModel, failuresOf, network, type Provided } from '../model'
import { toFailure } from '../../../src/shared/services/api-error'

const userOf = (auth: AuthCode, userId = 'fc0001'): User => ({
  name: '김설계',
  userId,
  siteId: 3,
  auth,
  email: `${userId}@example.com`,
  mobile: '010-1003-2021',
  branchCode: 'B001',
  branchName: '강남지점',
})

const fc0001: SessionUser = {
  user: userOf('F'),
  roleList: ['RM', 'RD', 'RP', 'PA'],
  print: true,
  usableCount: 50,
}

const loginResult = (auth: AuthCode, passwordRefreshed = true): LoginResult => ({
  passwordRefreshed,
  userInfo: userOf(auth),
})

/**
 * A page actor asking the session (`askSession`): the session answers it (`sendTo`) once settled,
 * unless it stopped meanwhile (its page was left). It takes the answer as an actor does (a
 * system relays an event through `_send`), so a live session answers it too.
 */
const asker = (status: 'active' | 'stopped'): AnyActorRef =>
  ({
    id: `asker-${status}`,
    sessionId: `asker-${status}`,
    getSnapshot: () => ({ status }),
    send: () => {},
    _send: () => {},
  }) as unknown as AnyActorRef

const page = asker('active')
const leftPage = asker('stopped')
const ask = (question: SessionQuestion, replyTo = page) =>
  ({ type: 'SESSION.ASK', question, replyTo }) as const
/** asked for the dashboard: the route guard deciding on it, its load (decision 085) */
const askFor = (question: SessionQuestion) =>
  ({ type: 'SESSION.ASK', question, replyTo: page, page: 'dashboard' }) as const

const login = (userId: string, password: string) => ({ type: 'LOGIN', userId, password }) as const

/** a sign-in as typed: an empty form, one past the contract's id limit, a valid one with padding */
const LOGINS = [
  login('', ''),
  login('x'.repeat(LIMITS.userIdMax + 1), 'secret'),
  login(' fc0001 ', ` ${DEMO_PASSWORD} `),
] as const

/** what a page or the portal root may send whatever the state (S1 §2 login pages, S2 §4) */
const anywhere: readonly SessionEvent[] = [
  { type: 'LOGOUT' },
  { type: 'LOGOUT', redirectTo: PATHS.olLogin },
  { type: 'LOGIN_PAGE.ENTER', orange: false },
  { type: 'LOGIN_PAGE.ENTER', orange: true },
  { type: 'LOGIN_PAGE.LEAVE' },
  ask('current'),
  ask('fresh'),
  ask('signOut'),
  askFor('current'),
  askFor('load'),
]

/** while busy, one page asks (and waits) and the user leaves (a double-click on sign-out) */
const whileBusy: readonly SessionEvent[] = [
  { type: 'LOGOUT' },
  { type: 'LOGIN_PAGE.ENTER', orange: false },
  ask('current'),
  ask('current', leftPage),
  askFor('load'),
]

/**
 * The guards `hasToken` and `storedTokenPresent` read the browser's token storage: the portal
 * provides them (wire.ts), the machine as its feature exports it has placeholders that say no.
 * The walk takes each world they describe: nothing stored; a token held here and stored; one
 * stored by another window only; one held here that another window took away.
 */
const world = (held: boolean, stored: boolean) => ({
  guards: { hasToken: () => held, storedTokenPresent: () => stored },
})
/** nothing held or stored: the window the live run starts in */
const SIGNED_OUT = world(false, false)
/** a token held and stored: the window of a user signed in before the session starts */
const SIGNED_IN = world(true, true)
/** nothing held here; another window signed in and stored its token */
const OTHER_SIGNED_IN = world(false, true)
/** a token held here; another window signed out and emptied the storage */
const OTHER_SIGNED_OUT = world(true, false)

/**
 * The browser's storage the live session's window shares with its other windows. It refuses a
 * removal for each sign-out the path fails (a storage that refuses, before any call).
 */
class WindowStorage extends MemoryStorage {
  constructor(private refusals: number) {
    super()
  }
  override removeItem(key: string): void {
    if (this.refusals > 0) {
      this.refusals -= 1
      throw new DOMException('the storage refused', 'SecurityError')
    }
    super.removeItem(key)
  }
}

/** what another window did before the session starts (the account's world says), or nothing */
let anotherWindow: 'signedIn' | 'signedOut' | null = null
/** the portal's client of the window the path runs in (made by `openWindow`) */
let windowClient: ApiClient | null = null

/**
 * The window a live path runs in: the portal's client over the browser's storage, holding the
 * tokens the account's sign-in gave; then what another window did to the shared storage (signed
 * fc0001 in, or out), which this window does not hold.
 */
async function openWindow(ctx: FeatureContext, path: Step[]): Promise<void> {
  const storage = new WindowStorage(
    path.filter((s) => s.event.type === 'xstate.error.actor.logout').length,
  )
  const own = ctx.client.tokens
  const [token, refresh] = [own.getToken(), own.getRefreshToken()]
  if (token && refresh) webTokenStorage(storage).save(token, refresh)
  const tokens = webTokenStorage(storage)
  if (anotherWindow === 'signedIn') {
    const other = (await loginAs('fc0001')).tokens
    storage.setItem(TOKEN_KEYS.authToken, other.getToken()!)
    storage.setItem(TOKEN_KEYS.refreshToken, other.getRefreshToken()!)
  }
  if (anotherWindow === 'signedOut') storage.clear()
  anotherWindow = null
  windowClient = createApiClient({
    baseURL: TEST_BASE,
    tokens,
    renewal: refreshSession,
    sessionCheck: fetchUser,
  })
}

/**
 * Why a path of a window signed in at the start is walked only: from a step that cleared the
 * tokens (the sign-out, a refused token), a step that reads whether one is held or stored (the
 * walk's world still says so). A refusal's own step reads them before its actions clear them;
 * the sign-out cleared them as its call began, so its end reads them cleared.
 */
function signedOutAfter(path: Step[]): string | null {
  const out = path.findIndex(
    ({ event }) =>
      event.type.endsWith('.actor.logout') ||
      event.type === 'SESSION.REFUSED' ||
      (event.type.startsWith('xstate.error.actor.') && toFailure(event.error).status === 401),
  )
  if (out < 0) return null
  const reads = path
    .slice(out)
    .find(
      ({ event }, i) =>
        event.type.endsWith('.actor.logout') || (i > 0 && !READS_NO_TOKEN.has(event.type)),
    )
  return reads ? `once the tokens are cleared, '${reads.event.type}' reads them` : null
}

/**
 * Why a path of a window another window changed the storage of is walked only: a step after one
 * that changed the tokens (a sign-in, a token adopted or forgotten, a sign-out) that reads them;
 * each step's own guards read them before its actions change them.
 */
function tokensChangedBefore(path: Step[]): string | null {
  const changed = path.findIndex(
    ({ event }) =>
      event.type === 'xstate.done.actor.login' ||
      event.type === 'xstate.done.actor.fetchStoredSession' ||
      event.type.endsWith('.actor.logout') ||
      event.type === 'SESSION.REFUSED' ||
      event.type === 'TOKEN.CHANGED' ||
      (event.type.startsWith('xstate.error.actor.') && toFailure(event.error).status === 401),
  )
  const reads =
    changed < 0
      ? undefined
      : path.slice(changed + 1).find(({ event }) => !READS_NO_TOKEN.has(event.type))
  return reads ? `once the tokens changed, '${reads.event.type}' reads them` : null
}

/**
 * The steps that read no token guard (`hasToken`, `storedTokenPresent`, `anotherWindowSignedIn`
 * after a sign-out that cleared the storage): all a live path may take while the tokens a sign-in
 * stored are held, which the walk's world, nothing stored, does not know of.
 */
const READS_NO_TOKEN = new Set([
  'xstate.done.actor.loadUser',
  'xstate.error.actor.loadUser',
  'USABLE_COUNT.SET',
  'REFRESH',
  'xstate.done.actor.fetchSession',
  'LOGOUT',
  'LOGIN_PAGE.ENTER',
  'LOGIN_PAGE.LEAVE',
  'xstate.done.actor.logout',
  'xstate.error.actor.logout',
])

/**
 * Why a live path (in the world nothing stored) is walked only: a step after the sign-in stored
 * its tokens, before a sign-out cleared them, that reads whether a token is held or stored; a
 * user's event while a sign-out runs that holds no token (it ends at once, calling nothing).
 */
function notPlayed(path: Step[], world?: Provided): string | null {
  if (world === SIGNED_IN) return signedOutAfter(path)
  if (world === OTHER_SIGNED_OUT) return tokensChangedBefore(path)
  if (world === OTHER_SIGNED_IN) return signOutEndsFirst(path, false) ?? tokensChangedBefore(path)
  let held = false
  for (const { event } of path) {
    if (held && !READS_NO_TOKEN.has(event.type))
      return `after the sign-in, '${event.type}' reads the tokens it stored`
    if (event.type === 'xstate.done.actor.login') held = true
    // the sign-out clears the storage before its call
    if (event.type.endsWith('.actor.logout')) held = false
  }
  return signOutEndsFirst(path, false)
}

/**
 * Why a path is walked only: a user's event while a sign-out runs in a window that holds no
 * token (none at the start, `held`, or its sign-out ended): that sign-out calls nothing and has
 * ended before the user acts.
 */
function signOutEndsFirst(path: Step[], held: boolean): string | null {
  for (const [i, { event }] of path.entries()) {
    if (
      !held &&
      i > 0 &&
      path[i - 1]!.state.matches('loggingOut') &&
      !event.type.includes('.actor.')
    )
      return 'a sign-out that holds no token has ended before the user acts'
    if (event.type === 'xstate.done.actor.login') held = true
    if (event.type.endsWith('.actor.logout')) held = false
  }
  return null
}

/**
 * The session of S1 §4 and S2 client state: sign-ins as typed, the login pages' sign-out, the page
 * actors' questions, the usable count set (-1 unlimited, 0), a call refused (401) and another
 * window's storage event; the login answers each landing (refreshed F, P, password pending).
 */
export default defineModel({
  machine: sessionMachine,
  worlds: [SIGNED_OUT, SIGNED_IN, OTHER_SIGNED_IN, OTHER_SIGNED_OUT],
  events: (snapshot) => {
    if (snapshot.matches('signedOut'))
      return [...anywhere, ...LOGINS, { type: 'TOKEN.CHANGED' }, { type: 'FETCH' }]
    if (snapshot.matches('authenticated'))
      return [
        ...anywhere,
        { type: 'REFRESH' },
        { type: 'TOKEN.CHANGED' },
        { type: 'SESSION.REFUSED' },
        { type: 'USABLE_COUNT.SET', usableCount: -1 },
        { type: 'USABLE_COUNT.SET', usableCount: 0 },
      ]
    // a sign-in typed while the login page's sign-out runs is kept and made after it
    if (snapshot.matches('loggingOut')) return [...whileBusy, LOGINS[0], LOGINS[2]]
    // another window's change may come while one is read
    if (snapshot.matches('fetching') || snapshot.matches('switching'))
      return [...whileBusy, { type: 'TOKEN.CHANGED' }]
    return whileBusy
  },
  answers: {
    // `loadUser` (after a sign-in) and `fetchSession` (a refresh) both run `fetchSession`; only the
    // first leaves its failure's message (`loginError`), so `shows` (by src) cannot say it here
    fetchSession: { outputs: [fc0001], failures: failuresOf(ERRORS.fetchUser) },
    fetchStoredSession: {
      outputs: [
        { token: 'same-user', session: fc0001 },
        {
          token: 'other-user',
          session: { ...fc0001, user: userOf('A', 'siteadmin') } satisfies SessionUser,
        },
      ],
      failures: failuresOf(ERRORS.fetchUser),
    },
    login: {
      outputs: [loginResult('F'), loginResult('P'), loginResult('F', false)],
      failures: failuresOf(ERRORS.loginMk2),
      shows: { row: ERRORS.loginMk2, read: (s) => s.context.loginError },
    },
    // the service clears the tokens and swallows the server's answer (S1 §4): a failure is one
    // before the call (the storage refusing), with no status
    logout: { outputs: [undefined], failures: [network('logout')] },
  },
  // the messages' parameters (a status) and the askers themselves aside: what the guards and the
  // next steps read
  serialize: (snapshot) => {
    const c = snapshot.context as SessionContext
    return {
      value: snapshot.value,
      session: c.session && [c.session.user.userId, c.session.usableCount],
      fetched: c.fetched,
      loginError: c.loginError?.key ?? null,
      fieldErrors: [c.fieldErrors.userId?.key ?? null, c.fieldErrors.password?.key ?? null],
      pendingTarget: c.pendingTarget,
      afterLogout: c.afterLogout,
      queuedLogin: c.queuedLogin?.userId ?? null,
      askers: c.askers.length,
      readFor: c.readFor,
    }
  },
  depth: 7,
  live: {
    // the session as the portal wires it, over the portal's client of a window whose storage
    // the path's browser holds (`openWindow`): it signs in for real (fc0001 with the mock's demo
    // password), reads the user, refreshes and signs out against the mock, its reports and
    // notices checked by name. Its world is the window's storage, nothing stored at first; a
    // path that reads the tokens a sign-in stored is walked only
    world: SIGNED_OUT,
    accounts: [
      // fc0001 signed in before the session starts: its stored session read, refreshed, refused
      { account: 'fc0001', outputs: {}, world: SIGNED_IN },
      // another window signed fc0001 in; this one holds nothing: it follows, or signs out
      {
        account: null,
        outputs: {},
        world: OTHER_SIGNED_IN,
        prepare: () => void (anotherWindow = 'signedIn'),
      },
      // fc0001 signed in here, and another window signed out: a refusal says so
      {
        account: 'fc0001',
        outputs: {},
        world: OTHER_SIGNED_OUT,
        prepare: () => void (anotherWindow = 'signedOut'),
      },
    ],
    prepare: openWindow,
    // a sign-out fails where the storage refuses it (the window's storage, as the path says)
    browserFails: ['logout'],
    wire: (ctx) =>
      wireSession({ ...ctx, client: windowClient ?? ctx.client }, NO_ROUTES).session.provide({
        actions: { notify: () => {}, sessionChanged: () => {} },
      }),
    // another window's stored token is read as the user's (`fetchUser` with that token)
    operations: { login: 'loginMk2', fetchSession: 'fetchUser', fetchStoredSession: 'fetchUser' },
    walkedOnly: notPlayed,
    shape: true,
    minimumPaths: 18,
  },
})
