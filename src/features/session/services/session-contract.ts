/**
 * The session's operations, loaded when first needed: the sign-in page paints and hydrates
 * without any contract or zod (decision 025), and asks for them once it is hydrated, beside the
 * chrome, so a sign-in does not wait for them.
 */
export const sessionContract = () => import('./contract')
