/**
 * The QA strip's reading of the mock's answers (issue 50): the scenarios active for the signed-in
 * tester come with every answer of the mock (`x-mock-active-scenarios`, as `describeScenario`
 * writes them: `s3 make 405 x2 @fc0001, s4 * network`), and end through the QA helpers with the
 * QA token. Demo builds only: the production build carries none of it (scripts/check-bundle.mjs).
 */

/** One active scenario as the strip shows it: its id and the mock's words for it. */
export interface ActiveScenario {
  id: string
  text: string
}

/** The scenarios an answer's header names, in its order; none for an empty or absent header. */
export function activeScenarios(header: string | null): ActiveScenario[] {
  if (!header) return []
  return header
    .split(', ')
    .map((text) => text.trim())
    .filter((text) => /^s\d+ /.test(text))
    .map((text) => ({ id: text.slice(0, text.indexOf(' ')), text }))
}

/** Where the QA token is kept in this tab: the QA page and a QA link's start page keep it there too. */
export const QA_TOKEN_KEY = 'qa-token'

/** Why the QA helpers refused to end a scenario. */
export class QaRefusal extends Error {}

/**
 * Ends these scenarios through the QA helpers (`DELETE /__mock/scenarios/{id}`), the token in its
 * header (never in an address). One already gone (404) is ended all the same; a refused token
 * (401, 403) or any other answer is a refusal with the helpers' message.
 */
export async function endScenarios(
  ids: readonly string[],
  token: string,
  fetcher: typeof fetch = fetch,
): Promise<void> {
  for (const id of ids) {
    const answer = await fetcher(`/__mock/scenarios/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      headers: { 'x-qa-token': token },
    })
    if (answer.ok || answer.status === 404) continue
    const body: unknown = await answer.json().catch(() => null)
    throw new QaRefusal(
      typeof body === 'object' &&
        body !== null &&
        'message' in body &&
        typeof body.message === 'string'
        ? body.message
        : `QA 도우미가 ${answer.status}로 답했습니다.`,
    )
  }
}
