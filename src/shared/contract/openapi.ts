import { z } from 'zod'
import { errorBodySchema } from './common'
import { AUTH_HEADER, httpStatusesOf, TOKEN_REFUSED, type Operation } from './operation'

const jsonSchema = (schema: z.core.$ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any' })

const STATUS_TEXT: Record<number, string> = {
  200: 'Success',
  201: 'Refused: see the message',
  400: 'Invalid parameter',
  401: 'Not signed in, or the token is not valid',
  402: 'Refused by a business rule',
  403: 'No permission',
  404: 'Not found',
  405: 'Not allowed for this caller',
  407: 'Refused: nothing to predict from the values',
  422: 'Refused: understood, but not carried out',
  428: 'The first password must be set before this call',
  429: 'Too many attempts: try again after the seconds of Retry-After',
  500: 'Server error',
}

/** The 401 of an operation called without a token: a refusal of what it was sent. */
const TOKENLESS_REFUSED =
  'Refused by the operation itself, not for a token (the call carries none): see the message'

const TOO_MANY = 429
/** What a 429 answer carries besides its body (decisions 015, 041). */
const RETRY_AFTER = {
  'Retry-After': {
    description: 'Seconds to wait before the next attempt',
    required: true,
    schema: { type: 'integer', minimum: 1 },
  },
}

function operationObject(op: Operation) {
  const responses: Record<string, unknown> = {}
  const carried = op.bodyStatuses ?? []
  for (const status of httpStatusesOf(op)) {
    if (status === op.statuses[0] && carried.length) {
      // decision 034: the spec's statuses HTTP cannot carry come in a 200 answer's body
      responses[String(status)] = {
        description: `${STATUS_TEXT[status] ?? 'Success'}; or, with code ${carried.join(' or ')} in the body, ${carried.map((c) => STATUS_TEXT[c] ?? 'an error').join('; ')} (HTTP cannot carry ${carried.join(', ')}: a browser takes 407 for a proxy's challenge)`,
        content: {
          'application/json': {
            schema: {
              oneOf: [
                jsonSchema(op.response, 'output'),
                {
                  allOf: [
                    { $ref: '#/components/schemas/Error' },
                    { type: 'object', properties: { code: { enum: [...carried] } } },
                  ],
                },
              ],
            },
          },
        },
      }
    } else if (status === op.statuses[0]) {
      responses[String(status)] = op.file
        ? {
            description: `${STATUS_TEXT[status] ?? 'Success'}: file ${op.file.fileName}`,
            content: { [op.file.mediaType]: { schema: { type: 'string', format: 'binary' } } },
          }
        : {
            description: STATUS_TEXT[status] ?? 'Success',
            content: { 'application/json': { schema: jsonSchema(op.response, 'output') } },
          }
    } else {
      // a call made without a token cannot be refused for one: its 401 is its own (S2 §8)
      const text =
        status === TOKEN_REFUSED && !op.auth ? TOKENLESS_REFUSED : (STATUS_TEXT[status] ?? 'Error')
      responses[String(status)] = {
        description:
          status === TOKEN_REFUSED && op.unauthorizedOutcome
            ? `${op.unauthorizedOutcome} (the session still holds); or: ${text}`
            : text,
        ...(status === TOO_MANY ? { headers: RETRY_AFTER } : {}),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      }
    }
  }
  const parameters: { name: string | undefined; in: string; required: boolean; schema: unknown }[] =
    [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }))
  if (op.query) {
    const query = jsonSchema(op.query, 'input')
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      parameters.push({
        name,
        in: 'query',
        required: query.required?.includes(name) ?? false,
        schema,
      })
    }
  }
  return {
    operationId: op.id,
    summary: op.summary,
    ...(carried.length ? { 'x-body-statuses': [...carried] } : {}),
    tags: [op.tag],
    ...(op.auth ? { security: [{ authToken: [] }] } : { security: [] }),
    ...(parameters.length ? { parameters } : {}),
    ...(op.request
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(op.request, 'input') } },
          },
        }
      : {}),
    responses,
  }
}

/** The contract as an OpenAPI 3.1 document, for a backend team to implement or verify against. */
/** The OpenAPI document of a list of operations (`src/app/contract.ts` lists them all). */
export function buildOpenApi(ops: readonly Operation[]) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const op of ops) {
    paths[op.path] ??= {}
    paths[op.path]![op.method.toLowerCase()] = operationObject(op)
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Health-checkup manager portal API',
      version: '1.0.0',
      description:
        'The HTTP contract of the manager portal. Generated from the contracts of src/features (services/contract.ts) by `npm run openapi`; do not edit by hand.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { authToken: { type: 'apiKey', in: 'header', name: AUTH_HEADER } },
      schemas: { Error: jsonSchema(errorBodySchema, 'output') },
    },
    paths,
  }
}
