import { fromPromise, type PromiseActorLogic } from 'xstate'
import type { z } from 'zod'
import type { Operation } from '../contract/operation'
import type { ApiClient, CallOptions } from './http-client'

/**
 * What one call of `O` sends: the body its request schema takes (typed by the contract), the
 * query and the path's parameters; `silent` for a background call (no loading overlay).
 */
export interface CallOf<O extends Operation> extends Omit<CallOptions, 'body'> {
  body?: z.input<NonNullable<O['request']>>
}

/** The answer of `O` as its response schema gives it. */
export type AnswerOf<O extends Operation> = z.output<O['response']>

/** The `data` of an answer that carries one (`ok(schema)` in the contract). */
export const dataOf = <A extends { data: unknown }>(answer: A): A['data'] => answer.data

/** How an actor of {@link fromOperation} calls its operation. */
export interface OperationCall<O extends Operation, TInput, TOutput> {
  /** the request, made from the actor's input (none: a call without body, query or parameters) */
  call?: (input: TInput) => CallOf<O>
  /** what the machine gets of the answer (none: the whole answer) */
  answer: (answer: AnswerOf<O>, input: TInput) => TOutput
}

/**
 * A machine's call of one operation of the contract, as an actor whose input is the machine's and
 * whose output is what `answer` takes of the operation's answer, both checked against the
 * machine's declaration where it is provided. A view's event reaches the wire in three hops: the
 * machine invokes the actor, the actor calls the client. A service module stays only where a call
 * has a rule of its own (several calls, a file, a provider).
 */
export function fromOperation<O extends Operation, TInput, TOutput>(
  client: ApiClient,
  op: O,
  how: OperationCall<O, TInput, TOutput>,
): PromiseActorLogic<TOutput, TInput>
export function fromOperation<O extends Operation, TInput = void>(
  client: ApiClient,
  op: O,
  how?: Omit<OperationCall<O, TInput, AnswerOf<O>>, 'answer'>,
): PromiseActorLogic<AnswerOf<O>, TInput>
export function fromOperation<O extends Operation, TInput, TOutput>(
  client: ApiClient,
  op: O,
  how: Partial<OperationCall<O, TInput, TOutput>> = {},
): PromiseActorLogic<TOutput | AnswerOf<O>, TInput> {
  return fromPromise<TOutput | AnswerOf<O>, TInput>(async ({ input }) => {
    const answered = await client.call(op, how.call?.(input) ?? {})
    return how.answer ? how.answer(answered, input) : answered
  })
}
