import { expect } from 'vitest'
import { createApiClient, type ApiClient } from '../../src/shared/services/http-client'
import { createAuthService } from '../../src/features/session/services/auth-service'
import { memoryTokenStorage } from './token-storage'
import { ApiError, toFailure } from '../../src/shared/services/api-error'
import { messageForFailure } from '../../src/shared/domain/error-catalogue'
import { rowsOf } from './error-rows'
import type { CataloguedOperation } from '../../src/app/error-catalogue'
import type { MessageKey } from '../../src/shared/domain/messages'
import { fetchUser, refreshSession } from '../../src/features/session/services/contract'

/** The origin integration tests send to (msw/node answers it). */
export const TEST_BASE = 'http://portal.test'
export const DEMO_PASSWORD = 'Test1234!'

/**
 * A client as the portal makes it: an expired token is renewed once with the refresh token; an
 * operation's own 401 is told from a refused token by asking the session (decision 020b).
 */
export const anonymousClient = (onTokenRefused?: (operationId: string) => void): ApiClient =>
  createApiClient({
    baseURL: TEST_BASE,
    tokens: memoryTokenStorage(),
    renewal: refreshSession,
    sessionCheck: fetchUser,
    ...(onTokenRefused ? { onTokenRefused: (op) => onTokenRefused(op.id) } : {}),
  })

/** A client signed in as a demo account, through the real login call. */
export async function loginAs(
  userId: string,
  password = DEMO_PASSWORD,
  onTokenRefused?: (operationId: string) => void,
): Promise<ApiClient> {
  const client = anonymousClient(onTokenRefused)
  await createAuthService(client).login({ userId, password })
  return client
}

/** The ApiError a call fails with; fails the test when the call succeeds. */
export async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError)
    return e as ApiError
  }
  throw new Error('expected the call to fail')
}

export const statusOf = async (promise: Promise<unknown>): Promise<number> =>
  (await failureOf(promise)).status

/** The call fails with this HTTP status and, when given, shows this catalogue message. */
export async function expectFailure(
  promise: Promise<unknown>,
  status: number,
  operation?: CataloguedOperation,
  key?: MessageKey,
): Promise<void> {
  const e = await failureOf(promise)
  expect(e.status).toBe(status)
  expect(e.kind).toBe('http')
  if (operation) expect(messageForFailure(rowsOf(operation), toFailure(e)).key).toBe(key)
}

/**
 * A QA helper of scenarios on the in-process mock (`/__mock/scenarios` and below, `path` after
 * it: no QA token in node).
 */
export const qaScenarios = (method: string, path = '', body?: unknown) =>
  fetch(`${TEST_BASE}/__mock/scenarios${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })

const scenarios = (method: 'POST' | 'DELETE', body?: unknown) => qaScenarios(method, '', body)

/** Starts a QA scenario and gives it as the mock answers it (a refused one fails the test). */
export async function startedScenario<S = { id: string }>(input: unknown): Promise<S> {
  const res = await qaScenarios('POST', '', input)
  expect(res.status, await res.clone().text()).toBe(200)
  return ((await res.json()) as { scenario: S }).scenario
}

/** Starts a QA scenario (a `POST /__mock/scenarios` body); a refused one fails with its answer. */
export async function startScenario(scenario: Record<string, unknown>): Promise<void> {
  const res = await scenarios('POST', scenario)
  if (res.status !== 200)
    throw new Error(`scenario ${JSON.stringify(scenario)} refused: ${await res.text()}`)
}

/** Ends every QA scenario. */
export async function clearScenarios(): Promise<void> {
  const res = await scenarios('DELETE')
  if (res.status !== 200) throw new Error(`scenarios not cleared: ${await res.text()}`)
}
