import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createActor, toPromise, type PromiseActorLogic } from 'xstate'
import { defineOperation, type Operation } from '../contract/operation'
import { ApiError } from './api-error'
import type { ApiClient, CallOptions } from './http-client'
import { dataOf, fromOperation } from './from-operation'
import { memoryTokenStorage } from '../../../tests/support/token-storage'

const giftOp = defineOperation({
  id: 'giftLike',
  summary: 'moves quantities to an employee',
  tag: 'test',
  method: 'POST',
  path: '/api/things/{employeeId}',
  auth: true,
  request: z.object({ items: z.array(z.number()) }),
  response: z.object({ code: z.literal(200), data: z.object({ usableCount: z.number() }) }),
  statuses: [200, 400],
})

/** A client that records each call and answers with `answer`, or fails with it. */
function fakeClient(answer: (op: Operation, options: CallOptions) => unknown) {
  const calls: [string, CallOptions][] = []
  const client: ApiClient = {
    tokens: memoryTokenStorage(),
    async call<O extends Operation>(
      op: O,
      options: CallOptions = {},
    ): Promise<z.output<O['response']>> {
      calls.push([op.id, options])
      const result = answer(op, options)
      if (result instanceof Error) throw result
      return z.parse(op.response, result) as z.output<O['response']>
    },
    download: () => Promise.reject(new Error('no files here')),
  }
  return { client, calls }
}

/** the actor's output once it is done */
const run = <TOutput, TInput>(logic: PromiseActorLogic<TOutput, TInput>, input: TInput) =>
  toPromise(createActor(logic, { input }).start())

describe('fromOperation', () => {
  it("makes the request from the actor's input and gives what `answer` takes of the answer", async () => {
    const { client, calls } = fakeClient(() => ({ code: 200, data: { usableCount: 7 } }))
    const logic = fromOperation(client, giftOp, {
      call: ({ to, items }: { to: string; items: number[] }) => ({
        params: { employeeId: to },
        body: { items },
      }),
      answer: dataOf,
    })
    await expect(run(logic, { to: 'hk5001', items: [1, 2] })).resolves.toEqual({ usableCount: 7 })
    expect(calls).toEqual([
      ['giftLike', { params: { employeeId: 'hk5001' }, body: { items: [1, 2] } }],
    ])
  })

  it('without `call` sends nothing but the operation; without `answer` gives the whole answer', async () => {
    const { client, calls } = fakeClient(() => ({ code: 200, data: { usableCount: -1 } }))
    await expect(run(fromOperation(client, giftOp), undefined)).resolves.toEqual({
      code: 200,
      data: { usableCount: -1 },
    })
    expect(calls).toEqual([['giftLike', {}]])
  })

  it("fails the actor with the client's error, as the machine's onError reads it", async () => {
    const refused = new ApiError({
      status: 400,
      message: 'too many',
      kind: 'http',
      operation: 'giftLike',
    })
    const { client } = fakeClient(() => refused)
    await expect(run(fromOperation(client, giftOp, { answer: dataOf }), undefined)).rejects.toBe(
      refused,
    )
  })

  it('`answer` is given the input too', async () => {
    const { client } = fakeClient(() => ({ code: 200, data: { usableCount: 3 } }))
    const logic = fromOperation(client, giftOp, {
      call: (items: number[]) => ({ params: { employeeId: 'x' }, body: { items } }),
      answer: (answer, items) => answer.data.usableCount + items.length,
    })
    await expect(run(logic, [1, 2])).resolves.toBe(5)
  })
})
