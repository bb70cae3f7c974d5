/** The code of a failed file operation (`ENOENT`), if what was thrown carries one as a string. */
export const errnoCode = (e: unknown): string | undefined =>
  typeof e === 'object' && e !== null && 'code' in e && typeof e.code === 'string'
    ? e.code
    : undefined
