import { fromPromise, type NonReducibleUnknown } from 'xstate'

/**
 * The placeholder of a promise actor that the composition root (or a test) provides:
 * `actors: { login: notProvided<LoginResult, Credentials>('login') }`. It fails loudly when run.
 */
export const notProvided = <TOutput, TInput = NonReducibleUnknown>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} not provided`)
  })
