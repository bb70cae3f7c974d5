import { z } from './zod'
import { defineOperation, type HttpMethod, type Operation } from './operation'

/** The media type of the Excel files the portal downloads. */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** An Excel download's `file` entry. */
export const excelFile = (fileName: string) => ({ mediaType: XLSX_MEDIA_TYPE, fileName })

/** What a group's operation says itself; the group gives the tag and, by default, the auth. */
export type GroupOperation<
  Req extends z.ZodType,
  Res extends z.ZodType,
  Q extends z.ZodType | undefined,
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
    Req extends z.ZodType,
    Res extends z.ZodType = z.ZodUnknown,
    Q extends z.ZodType | undefined = undefined,
  >(
    op: GroupOperation<Req, Res, Q>,
  ): Operation<Req, Res, Q> =>
    defineOperation<Req, Res, Q>({
      ...withoutRoute(op),
      method: op.route.slice(0, op.route.indexOf(' ')) as HttpMethod,
      path: op.route.slice(op.route.indexOf(' ') + 1) as `/api/${string}`,
      tag: op.tag ?? group.tag,
      auth: op.auth ?? group.auth ?? true,
      response: op.response ?? (z.unknown() as z.ZodType as Res),
    })
}

function withoutRoute<T extends { route: string }>(op: T): Omit<T, 'route'> {
  const { route: _route, ...rest } = op
  return rest
}
