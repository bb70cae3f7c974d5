import { z } from './zod'
import { isOneOf } from '../domain/objects'
import { defineOperation, HTTP_METHODS, type HttpMethod, type Operation } from './operation'

/** The media type of the Excel files the portal downloads. */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** An Excel download's `file` entry. */
export const excelFile = (fileName: string) => ({ mediaType: XLSX_MEDIA_TYPE, fileName })

/** What a group's operation says itself; the group gives the tag and, by default, the auth. */
export type GroupOperation<
  Req extends z.ZodMiniType,
  Res extends z.ZodMiniType,
  Q extends z.ZodMiniType | undefined,
> = Omit<Operation<Req, Res, Q>, 'tag' | 'auth' | 'response' | 'method' | 'path'> & {
  /** the method and the path, `GET /api/...` */
  route: `${HttpMethod} /api/${string}`
  tag?: string
  auth?: boolean
  /** a file download's body is not JSON: left out, it is `unknown` */
  response?: Res
}

/**
 * The operations of one group (an OpenAPI tag): each states only what is its own. `auth` is true
 * unless the group or the operation says otherwise.
 */
export function operationsOf(group: { tag: string; auth?: boolean }) {
  return <
    Req extends z.ZodMiniType,
    Res extends z.ZodMiniType = z.ZodMiniUnknown,
    Q extends z.ZodMiniType | undefined = undefined,
  >(
    op: GroupOperation<Req, Res, Q>,
  ): Operation<Req, Res, Q> =>
    defineOperation<Req, Res, Q>({
      ...withoutRoute(op),
      ...routeParts(op.route),
      tag: op.tag ?? group.tag,
      auth: op.auth ?? group.auth ?? true,
      // left out, `Res` is its default `z.ZodMiniUnknown`: the checker cannot tie a type parameter's
      // default to a field the caller did not give
      response: op.response ?? (anyBody() as Res),
    })
}

/** The schema of a body that is not JSON (a file download's): any value. */
const anyBody = (): z.ZodMiniType => z.unknown()

/** `GET /api/...` as its method and its path. */
function routeParts(route: `${HttpMethod} /api/${string}`): {
  method: HttpMethod
  path: `/api/${string}`
} {
  const at = route.indexOf(' ')
  const method = route.slice(0, at)
  // the route's type allows no other: a method is checked here rather than vouched for
  if (!isOneOf(HTTP_METHODS, method)) throw new Error(`${route}: no HTTP method`)
  return { method, path: `/api/${route.slice(at + ' /api/'.length)}` }
}

function withoutRoute<T extends { route: string }>(op: T): Omit<T, 'route'> {
  const { route: _route, ...rest } = op
  return rest
}
