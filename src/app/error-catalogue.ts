import type { ErrorRows } from '../shared/domain/error-catalogue'

/**
 * Each feature's rows (`src/features/<feature>/domain/errors.ts`), by feature folder; an operation
 * belongs to exactly one feature (a test checks).
 */
export const ERROR_PARTS: Record<string, ErrorRows> = Object.fromEntries(
  Object.entries(
    import.meta.glob<ErrorRows>('../features/*/domain/errors.ts', {
      eager: true,
      import: 'ERRORS',
    }),
  ).map(([file, rows]) => [file.split('/')[2]!, rows]),
)

/** The whole error catalogue (S1 §8, S2 §8), for the tests that walk it. */
export const ERROR_CATALOGUE: ErrorRows = Object.assign({}, ...Object.values(ERROR_PARTS))

/** An operation with rows in the catalogue (its `id` in the contract). */
export type CataloguedOperation = string
