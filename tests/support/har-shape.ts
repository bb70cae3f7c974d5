/**
 * What a HAR 1.2 file must hold (http://www.softwareishard.com/blog/har-12-spec/), the fields the
 * format requires of a log, its entries, their requests, answers, content, cache and timings:
 * the problems found, none for a valid log. Read by the recorder's tests and the e2e's.
 */
export function harProblems(file: unknown): string[] {
  const problems: string[] = []
  const need = (ok: boolean, what: string) => {
    if (!ok) problems.push(what)
  }
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
  const isNumber = (v: unknown) => typeof v === 'number' && Number.isFinite(v)
  const isPairs = (v: unknown) =>
    Array.isArray(v) &&
    v.every((p) => isObject(p) && typeof p.name === 'string' && typeof p.value === 'string')

  const log = isObject(file) ? file.log : undefined
  if (!isObject(log)) return ['no log']
  need(log.version === '1.2', `log.version is ${String(log.version)}`)
  need(
    isObject(log.creator) &&
      typeof log.creator.name === 'string' &&
      typeof log.creator.version === 'string',
    'log.creator needs a name and a version',
  )
  if (log.pages !== undefined) need(Array.isArray(log.pages), 'log.pages is not a list')
  if (!Array.isArray(log.entries)) return [...problems, 'log.entries is not a list']
  let previous = -Infinity
  log.entries.forEach((entry: unknown, i) => {
    const at = `entries[${i}]`
    if (!isObject(entry)) return need(false, `${at} is not an object`)
    const started = typeof entry.startedDateTime === 'string' ? entry.startedDateTime : ''
    need(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(started) &&
        !Number.isNaN(Date.parse(started)),
      `${at}.startedDateTime is not an ISO 8601 date: ${started}`,
    )
    need(Date.parse(started) >= previous, `${at} started before the entry before it`)
    previous = Date.parse(started)
    need(isNumber(entry.time) && (entry.time as number) >= 0, `${at}.time`)
    const request = entry.request
    if (!isObject(request)) return need(false, `${at}.request is missing`)
    need(typeof request.method === 'string' && request.method !== '', `${at}.request.method`)
    need(typeof request.url === 'string' && URL.canParse(request.url), `${at}.request.url`)
    need(typeof request.httpVersion === 'string', `${at}.request.httpVersion`)
    need(isPairs(request.cookies), `${at}.request.cookies`)
    need(isPairs(request.headers), `${at}.request.headers`)
    need(isPairs(request.queryString), `${at}.request.queryString`)
    need(isNumber(request.headersSize), `${at}.request.headersSize`)
    need(isNumber(request.bodySize), `${at}.request.bodySize`)
    if (request.postData !== undefined)
      need(
        isObject(request.postData) && typeof request.postData.mimeType === 'string',
        `${at}.request.postData.mimeType`,
      )
    const response = entry.response
    if (!isObject(response)) return need(false, `${at}.response is missing`)
    need(isNumber(response.status), `${at}.response.status`)
    need(typeof response.statusText === 'string', `${at}.response.statusText`)
    need(typeof response.httpVersion === 'string', `${at}.response.httpVersion`)
    need(isPairs(response.cookies), `${at}.response.cookies`)
    need(isPairs(response.headers), `${at}.response.headers`)
    const content = response.content
    need(
      isObject(content) &&
        isNumber(content.size) &&
        typeof content.mimeType === 'string' &&
        (content.text === undefined || typeof content.text === 'string'),
      `${at}.response.content needs a size, a mimeType and text as a string if any`,
    )
    need(typeof response.redirectURL === 'string', `${at}.response.redirectURL`)
    need(isNumber(response.headersSize), `${at}.response.headersSize`)
    need(isNumber(response.bodySize), `${at}.response.bodySize`)
    if (response.status === 0)
      need(typeof response._error === 'string', `${at}: status 0 without an _error`)
    need(isObject(entry.cache), `${at}.cache`)
    const timings = entry.timings
    if (!isObject(timings)) return need(false, `${at}.timings is missing`)
    for (const name of ['send', 'wait', 'receive'])
      need(
        isNumber(timings[name]) && ((timings[name] as number) >= 0 || timings[name] === -1),
        `${at}.timings.${name}`,
      )
    const sum = ['blocked', 'dns', 'connect', 'send', 'wait', 'receive'].reduce(
      (total, name) =>
        isNumber(timings[name]) && (timings[name] as number) > 0
          ? total + (timings[name] as number)
          : total,
      0,
    )
    need(
      Math.abs(sum - (entry.time as number)) < 1,
      `${at}.time ${String(entry.time)} is not the sum of its timings ${sum}`,
    )
  })
  return problems
}
