import type { Operation } from '../shared/contract/operation'

/**
 * Every feature's operations (`src/features/<feature>/services/contract.ts`), by feature folder;
 * the modules also export schemas.
 */
export const CONTRACT_PARTS: Record<string, Record<string, unknown>> = Object.fromEntries(
  Object.entries(
    import.meta.glob<Record<string, unknown>>('../features/*/services/contract.ts', {
      eager: true,
    }),
  ).map(([file, part]) => [file.split('/')[2]!, part]),
)

/** Every operation of the contract, for OpenAPI and tests. */
export const operations: readonly Operation[] = Object.values(CONTRACT_PARTS)
  .flatMap((part) => Object.values(part))
  .filter(isOperation)

function isOperation(value: unknown): value is Operation {
  return (
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    'statuses' in value
  )
}
