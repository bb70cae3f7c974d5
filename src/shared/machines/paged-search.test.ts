import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { message } from '../domain/messages'
import { PAGE_SIZE } from '../domain/codes'
import { createActor, fromPromise, setup, waitFor } from 'xstate'
import { pagedSearch, type PagedSearchContext } from './paged-search'

/** A rule like the lists' own: at most 5 characters. */
const atMostFive = (name: string) => (name.length > 5 ? message('employees.tooLong') : null)
const search = pagedSearch(atMostFive)

type Ctx = PagedSearchContext
type Ev =
  { type: 'NAME.CHANGE'; name: string } | { type: 'PAGE.CHANGE'; page: number } | { type: 'RELOAD' }

/** A list machine that holds only what the search and pager need; `loading` waits for a test. */
function listOf(data: Ctx['data'], page = 1) {
  const machine = setup({
    types: { context: {} as Ctx, events: {} as Ev },
    guards: search.guards,
  }).createMachine({
    context: { name: '', search: '', nameError: null, page, data, error: null },
    initial: 'list',
    states: {
      list: {
        initial: 'ready',
        on: search.on<Ctx, Ev>(),
        states: { ready: {}, debouncing: {}, loading: {} },
      },
    },
  })
  return createActor(machine).start()
}

describe('pagedSearch: the name search and pager of a paged list', () => {
  it('keeps a refused name with its message and sends nothing; searches an accepted one from page 1 once typing pauses (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), (name) => {
        const actor = listOf({ total: 80, page: 3, items: [] }, 3)
        actor.send({ type: 'NAME.CHANGE', name })
        const { context, value } = actor.getSnapshot()
        if (atMostFive(name) !== null) {
          expect(value).toEqual({ list: 'ready' })
          expect(context).toMatchObject({ name, search: '', nameError: atMostFive(name), page: 3 })
        } else {
          expect(value).toEqual({ list: 'debouncing' })
          expect(context).toMatchObject({ name, search: name, nameError: null, page: 1 })
        }
      }),
    )
  })

  it('asks only for a page of the list other than the one shown (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constant(0), fc.nat(500)),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: -3, max: 40 }),
        (total, page, wanted) => {
          // an empty list still has its page 1
          const pages = Math.max(1, Math.ceil(total / PAGE_SIZE.grid))
          const allowed = wanted >= 1 && wanted <= pages && wanted !== page
          const actor = listOf({ total, page, items: [] }, page)
          actor.send({ type: 'PAGE.CHANGE', page: wanted })
          expect(actor.getSnapshot().value).toEqual({ list: allowed ? 'loading' : 'ready' })
          expect(actor.getSnapshot().context.page).toBe(allowed ? wanted : page)
        },
      ),
    )
  })

  it('asks for no page before the list has come, and asks again on RELOAD', () => {
    const actor = listOf(null)
    actor.send({ type: 'PAGE.CHANGE', page: 2 })
    expect(actor.getSnapshot().value).toEqual({ list: 'ready' })
    actor.send({ type: 'RELOAD' })
    expect(actor.getSnapshot().value).toEqual({ list: 'loading' })
  })
})

describe('pagedSearch: loading a page', () => {
  /** a list whose `list` actor answers the rows of a page, or fails */
  function loaderOf(
    answer: (page: number) => Promise<{ total: number; page: number; items: readonly unknown[] }>,
    page = 1,
  ) {
    const machine = setup({
      types: { context: {} as Ctx, events: {} as Ev },
      actors: { list: fromPromise(({ input }: { input: { page: number } }) => answer(input.page)) },
      guards: search.guards,
    }).createMachine({
      context: { name: '', search: '', nameError: null, page, data: null, error: null },
      initial: 'loading',
      on: search.on<Ctx, Ev>(),
      states: {
        ready: {},
        debouncing: {},
        loading: {
          invoke: search.load<Ctx, Ev, { page: number }>(
            { other: 'common.errorWithCode' },
            ({ context }) => ({ page: context.page }),
          ),
        },
        failed: {},
      },
    })
    return createActor(machine).start()
  }

  it('keeps the page that came; a page that failed says the catalogue’s message and puts the pager back on the page whose rows stay', async () => {
    const actor = loaderOf((page) =>
      page === 3
        ? Promise.reject(new Error('offline'))
        : Promise.resolve({ total: 80, page, items: [page] }),
    )
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.data).toEqual({ total: 80, page: 1, items: [1] })
    actor.send({ type: 'PAGE.CHANGE', page: 3 })
    const failed = await waitFor(actor, (s) => s.matches('failed'))
    expect(failed.context.page).toBe(1)
    expect(failed.context.error).not.toBeNull()
  })

  it('stays on the page asked for when nothing was shown yet', async () => {
    const actor = loaderOf(() => Promise.reject(new Error('offline')))
    const failed = await waitFor(actor, (s) => s.matches('failed'))
    expect(failed.context.page).toBe(1)
    expect(failed.context.data).toBeNull()
  })

  it('asks for the last page when the page asked for is past the end of the list (a remembered page of a list that shrank)', async () => {
    const asked: number[] = []
    // 60 rows: the last page of 25 is page 3; pages after it come back empty
    const actor = loaderOf((page) => {
      asked.push(page)
      return Promise.resolve({ total: 60, page, items: page <= 3 ? [page] : [] })
    }, 9)
    const ready = await waitFor(actor, (s) => s.matches('ready'))
    expect(asked).toEqual([9, 3])
    expect(ready.context.page).toBe(3)
    expect(ready.context.data?.items).toEqual([3])
  })

  it('goes back to page 1 of a list that is empty now', async () => {
    const asked: number[] = []
    const actor = loaderOf((page) => {
      asked.push(page)
      return Promise.resolve({ total: 0, page, items: [] })
    }, 4)
    const ready = await waitFor(actor, (s) => s.matches('ready'))
    expect(asked).toEqual([4, 1])
    expect(ready.context.page).toBe(1)
  })
})
