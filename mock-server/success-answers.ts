import type { Operation } from '../src/shared/contract/operation'
import { isRecord } from '../src/shared/domain/objects'

/**
 * The success answers a QA scenario shapes (decision 045): `empty`, the success with nothing in
 * it (a list with no rows, or what the contract names for nothing: a temporary PDF of no data);
 * `data`, the success with the data the tester gave. Either shapes only the operation's own
 * success: a refusal its rules answer (the caller's role, site) stands.
 */

/**
 * Whether an operation's success answer is a list of rows, which an `empty` scenario answers with
 * none: a page (`data.items` and `data.total`) or the rows themselves (`data` an array).
 */
function isListOperation(op: Operation): boolean {
  const data = shapeOf(op.response)?.data
  const page = shapeOf(data)
  return (!!page && 'items' in page && 'total' in page) || isArraySchema(data)
}

/**
 * Whether an `empty` scenario may answer an operation: its success is a list, or the contract
 * says what it answers when there is nothing (`emptyData`: a temporary PDF of no data).
 */
export const isEmptiable = (op: Operation): boolean =>
  isListOperation(op) || op.emptyData !== undefined

/** whether a schema is an array's (zod's definition names its type) */
const isArraySchema = (schema: unknown): boolean =>
  isRecord(schema) &&
  isRecord(schema._zod) &&
  isRecord(schema._zod.def) &&
  schema._zod.def.type === 'array'

/** an object schema's shape, or null */
const shapeOf = (schema: unknown): Record<string, unknown> | null =>
  isRecord(schema) && isRecord(schema.shape) ? schema.shape : null

/**
 * The success answer of an operation with nothing in it (an `empty` scenario): the contract's
 * `emptyData` where it names one; a page's with no items and a total of 0, the rest of it kept; a
 * list's with none. Any other answer as it is.
 */
export async function emptied(op: Operation, response: Response): Promise<Response> {
  const body = await successBody(response)
  if (!body) return response
  const data =
    op.emptyData !== undefined
      ? op.emptyData
      : Array.isArray(body.data)
        ? []
        : isRecord(body.data) && Array.isArray(body.data.items)
          ? { ...body.data, items: [], total: 0 }
          : null
  return data === null ? response : withBody(response, { ...body, data })
}

/** The success answer with the `data` a scenario gives (checked against the contract when it started); any other answer as it is. */
export async function givenData(response: Response, data: unknown): Promise<Response> {
  const body = await successBody(response)
  return body ? withBody(response, { ...body, data }) : response
}

/** a success answer's body (`code` 200: not a status carried in a 200's body), or null */
async function successBody(response: Response): Promise<Record<string, unknown> | null> {
  if (response.status !== 200) return null
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null)
  return isRecord(body) && body.code === 200 ? body : null
}

/** the answer with another JSON body, its headers kept (but its length) */
function withBody(response: Response, body: Record<string, unknown>): Response {
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(JSON.stringify(body), { status: response.status, headers })
}
