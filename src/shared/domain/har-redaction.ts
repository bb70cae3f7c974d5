import type { HarEntry, HarNameValue } from './har'

/**
 * What a recorded call keeps of its secrets (issue 50, decision 069): nothing. The one rule every
 * exchange of the HAR recorder passes before it is kept, so a QA session's HAR can be attached to
 * a ticket as it is. Secrets are those the mock's request log hides too
 * (`mock-server/server/redact.ts`): the tokens and the passwords.
 */
export const REDACTED = '[redacted]'

/** Headers whose value is a secret (lower case): the session's and the QA helpers' tokens. */
export const SECRET_HEADERS: readonly string[] = [
  'x-auth-token',
  'refresh-token',
  'authorization',
  'cookie',
  'set-cookie',
  'x-qa-token',
]

/**
 * JSON fields (at any depth, request and answer) and query keys whose value is a secret,
 * compared without case: the sign-in's, the password change's and the renewal's.
 */
export const SECRET_FIELDS: readonly string[] = ['password', 'newPassword', 'refreshToken', 'token']

const secretHeader = new Set(SECRET_HEADERS)
const secretField = new Set(SECRET_FIELDS.map((f) => f.toLowerCase()))
const isSecretField = (name: string) => secretField.has(name.trim().toLowerCase())

/** a body that is not JSON and names a secret somewhere: it is not kept at all */
export const REDACTED_BODY = '[redacted: a body that is not JSON names a secret]'
/** any secret field's name, in text that is not JSON (`token` covers `refreshToken`) */
const NAMES_A_SECRET = /password|token/i

/** A JSON value with every secret field's value replaced; whether any was. */
function redactJson(value: unknown): { value: unknown; found: boolean } {
  if (Array.isArray(value)) {
    let found = false
    const out = value.map((item) => {
      const r = redactJson(item)
      found ||= r.found
      return r.value
    })
    return { value: out, found }
  }
  if (typeof value === 'object' && value !== null) {
    let found = false
    // made as own fields (`Object.fromEntries`), so a field named `__proto__` stays a field: an
    // assignment would set the object's prototype and the field would leave the text
    const out = Object.fromEntries(
      Object.entries(value).map(([key, item]): [string, unknown] => {
        if (isSecretField(key)) {
          found = true
          return [key, REDACTED]
        }
        const r = redactJson(item)
        found ||= r.found
        return [key, r.value]
      }),
    )
    return { value: out, found }
  }
  return { value, found: false }
}

/** `\u0074oken` is `token` to whoever parses it */
const unescaped = (text: string) =>
  text.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))

/**
 * A body's text: JSON with its secret fields' values replaced (the text as it came when it had
 * none); text that is not JSON (a body cut short, an HTML page) as it came unless it names a
 * secret, then not at all.
 */
function redactBodyText(text: string): string {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return NAMES_A_SECRET.test(unescaped(text)) ? REDACTED_BODY : text
  }
  try {
    const { value, found } = redactJson(parsed)
    return found ? JSON.stringify(value) : text
  } catch {
    // nested deeper than the stack: kept as nothing rather than walked half
    return REDACTED_BODY
  }
}

const redactHeaders = (headers: HarNameValue[]): HarNameValue[] =>
  headers.map((h) =>
    secretHeader.has(h.name.trim().toLowerCase()) ? { name: h.name, value: REDACTED } : h,
  )

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

const redactPairs = (pairs: HarNameValue[]): HarNameValue[] =>
  pairs.map((p) => (isSecretField(decoded(p.name)) ? { name: p.name, value: REDACTED } : p))

/** A URL with the values of its secret query keys replaced; one that does not parse, as nothing. */
function redactUrl(url: string): string {
  if (url === '') return url
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return NAMES_A_SECRET.test(decoded(url)) ? REDACTED : url
  }
  const keys = [...parsed.searchParams.keys()]
  if (!keys.some(isSecretField)) return url
  for (const key of new Set(keys.filter(isSecretField))) {
    const count = parsed.searchParams.getAll(key).length
    parsed.searchParams.delete(key)
    for (let i = 0; i < count; i++) parsed.searchParams.append(key, REDACTED)
  }
  return parsed.href
}

/**
 * One recorded call with every secret replaced by `[redacted]`: the token headers (request and
 * answer), the values of the secret fields in JSON bodies at any depth, and of the secret query
 * keys in the URL; a body that is not JSON but names a secret is not kept. Everything else stays
 * as it was, byte for byte.
 */
export function redactHarEntry(entry: HarEntry): HarEntry {
  const { request, response } = entry
  const postData = request.postData
  return {
    ...entry,
    request: {
      ...request,
      url: redactUrl(request.url),
      headers: redactHeaders(request.headers),
      cookies: request.cookies.map((c) => ({ name: c.name, value: REDACTED })),
      queryString: redactPairs(request.queryString),
      ...(postData
        ? {
            postData: {
              ...postData,
              ...(postData.text === undefined ? {} : { text: redactBodyText(postData.text) }),
              ...(postData.params ? { params: redactPairs(postData.params) } : {}),
            },
          }
        : {}),
    },
    response: {
      ...response,
      headers: redactHeaders(response.headers),
      cookies: response.cookies.map((c) => ({ name: c.name, value: REDACTED })),
      redirectURL: redactUrl(response.redirectURL),
      content: {
        ...response.content,
        ...(response.content.text === undefined
          ? {}
          : { text: redactBodyText(response.content.text) }),
      },
    },
  }
}
