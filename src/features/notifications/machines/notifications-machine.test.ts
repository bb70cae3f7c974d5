import { fc0001Session } from '../../../../tests/support/sessions'
import { describe, it, expect, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { notificationsMachine } from './notifications-machine'
import type { ShareContent, ShareOutcome } from '../../../shared/services/share'
import { PATHS } from '../../../shared/domain/routes'
import type { Notification } from '../domain/notification'
import type { Message } from '../../../shared/domain/messages'
import { ApiError } from '../../../shared/services/api-error'
import { ROUTE_TABLE } from '../../../../tests/support/route-table'
import { afterQueuedTimers } from '../../../../tests/support/deferred'
import { notificationRow } from '../../../../tests/support/rows'

const ALLOWED_HOSTS = ['allowed.test']

const note = notificationRow

const LIST: Notification[] = [
  note(1, { urlLink: '/statistics/purchase-history' }),
  note(2, { additional: 'QR-CODE-TEXT-0002' }),
  note(3, { urlLink: 'javascript:alert(1)' }),
  note(4, { urlLink: 'https://allowed.test/notice/4' }),
  note(5, { urlLink: '/v2/give', read: 1 }),
]

interface Fakes {
  list?: () => Promise<Notification[]>
  read?: (input: { id: number }) => Promise<void>
  readAll?: () => Promise<number>
  copy?: (input: { text: string }) => Promise<void>
  share?: (input: ShareContent) => Promise<ShareOutcome>
  /** the route guard's answer for a path; default: every path opens */
  mayOpen?: (path: string) => boolean
}

function start(fakes: Fakes = {}) {
  const list = vi.fn(fakes.list ?? (async () => LIST.map((n) => ({ ...n }))))
  const read = vi.fn(fakes.read ?? (async () => {}))
  const readAll = vi.fn(fakes.readAll ?? (async () => 4))
  const copy = vi.fn(fakes.copy ?? (async () => {}))
  const share = vi.fn(fakes.share ?? (async (): Promise<ShareOutcome> => 'shared'))
  const navigate = vi.fn<(to: string) => void>()
  const openExternal = vi.fn<(url: string) => void>()
  const notify = vi.fn<(message: Message, tone?: string) => void>()
  const order: string[] = []
  const machine = notificationsMachine.provide({
    guards: {
      mayNavigate: (_, { path }) => path !== null && (fakes.mayOpen ?? (() => true))(path),
    },
    actors: {
      list: fromPromise(() => list()),
      read: fromPromise<void, { id: number }>(({ input }) => {
        order.push(`read:${input.id}`)
        return read(input)
      }),
      readAll: fromPromise(() => {
        order.push('readAll')
        return readAll()
      }),
      copy: fromPromise<void, { text: string }>(({ input }) => {
        order.push('copy')
        return copy(input)
      }),
      share: fromPromise<ShareOutcome, ShareContent>(({ input }) => share(input)),
    },
    actions: {
      navigate: (_, params) => {
        order.push('navigate')
        navigate(params.to)
      },
      openExternal: (_, params) => {
        order.push('openExternal')
        openExternal(params.url)
      },
      notify: (_, params) => notify(params.message, params.tone),
    },
  })
  const actor = createActor(machine, {
    input: { allowedHosts: ALLOWED_HOSTS, routes: ROUTE_TABLE },
  }).start()
  actor.send({ type: 'SESSION.STARTED', session: fc0001Session })
  return { actor, list, read, readAll, copy, share, navigate, openExternal, notify, order }
}

type Started = ReturnType<typeof start>

const ready = (actor: Started['actor']) => waitFor(actor, (s) => s.matches('ready'))

const keysOf = (notify: Started['notify']) => notify.mock.calls.map((call) => call[0].key)

const readOf = (actor: Started['actor'], id: number) =>
  actor.getSnapshot().context.list.find((n) => n.id === id)?.read

async function open(started: Started, id: number) {
  await ready(started.actor)
  started.actor.send({ type: 'OPEN', id })
  expect(started.actor.getSnapshot().value).not.toBe('ready')
  await ready(started.actor)
}

describe('notificationsMachine list', () => {
  it('loads the list', async () => {
    const { actor, list } = start()
    expect(actor.getSnapshot().value).toBe('loading')
    await ready(actor)
    expect(list).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.list.map((n) => n.id)).toEqual([1, 2, 3, 4, 5])
  })

  it.each(['REFRESH', 'PAGE.ENTERED'] as const)(
    '%s once ready reads the list again',
    async (type) => {
      let version = 0
      const { actor, list } = start({
        list: async () => (++version === 1 ? [note(1)] : [note(1), note(2)]),
      })
      await ready(actor)
      expect(actor.getSnapshot().context.list).toHaveLength(1)
      actor.send({ type })
      expect(actor.getSnapshot().value).toBe('loading')
      await ready(actor)
      expect(list).toHaveBeenCalledTimes(2)
      expect(actor.getSnapshot().context.list).toHaveLength(2)
    },
  )

  it('while a read is under way, a page entered takes it (after a sign-in the first page comes with it); a change a page made reads again, as the answer may predate it', async () => {
    for (const [type, reads] of [
      ['PAGE.ENTERED', 1],
      ['REFRESH', 2],
    ] as const) {
      const { actor, list } = start()
      actor.send({ type })
      await ready(actor)
      expect(list, type).toHaveBeenCalledTimes(reads)
    }
  })

  it('a failed load leaves an empty list and is ready', async () => {
    const { actor } = start({
      list: async () => {
        throw new Error('down')
      },
    })
    await ready(actor)
    expect(actor.getSnapshot().context.list).toEqual([])
  })
})

describe('notificationsMachine OPEN', () => {
  it('a link notification is marked read, then followed to the mapped route', async () => {
    const started = start()
    await open(started, 1)
    expect(started.read).toHaveBeenCalledWith({ id: 1 })
    expect(started.navigate).toHaveBeenCalledTimes(1)
    expect(started.navigate).toHaveBeenCalledWith(PATHS.statisticsPurchaseHistory)
    expect(started.order).toEqual(['read:1', 'navigate'])
    expect(readOf(started.actor, 1)).toBe(1)
    expect(readOf(started.actor, 2)).toBe(0)
    expect(started.actor.getSnapshot().context.opening).toBeNull()
  })

  it('an additional-only notification is marked read, then its text copied', async () => {
    const started = start()
    await open(started, 2)
    expect(started.read).toHaveBeenCalledWith({ id: 2 })
    expect(started.copy).toHaveBeenCalledWith({ text: 'QR-CODE-TEXT-0002' })
    expect(started.order).toEqual(['read:2', 'copy'])
    expect(keysOf(started.notify)).toEqual(['copy.done'])
    expect(started.navigate).not.toHaveBeenCalled()
    expect(readOf(started.actor, 2)).toBe(1)
  })

  it('a failed copy says copy.failed', async () => {
    const started = start({
      copy: async () => {
        throw new Error('denied')
      },
    })
    await open(started, 2)
    expect(keysOf(started.notify)).toEqual(['copy.failed'])
  })

  it('a javascript: link without additional text is marked read but never followed', async () => {
    const started = start()
    await open(started, 3)
    expect(started.read).toHaveBeenCalledWith({ id: 3 })
    expect(started.navigate).not.toHaveBeenCalled()
    expect(started.openExternal).not.toHaveBeenCalled()
    expect(started.copy).not.toHaveBeenCalled()
    expect(readOf(started.actor, 3)).toBe(1)
  })

  it('an allow-listed https link is opened outside the portal', async () => {
    const started = start()
    await open(started, 4)
    expect(started.openExternal).toHaveBeenCalledWith('https://allowed.test/notice/4')
    expect(started.navigate).not.toHaveBeenCalled()
    expect(started.order).toEqual(['read:4', 'openExternal'])
  })

  it('an https link to another host is not opened', async () => {
    const started = start({
      list: async () => [note(1, { urlLink: 'https://evil.test/phish' })],
    })
    await open(started, 1)
    expect(started.openExternal).not.toHaveBeenCalled()
    expect(started.navigate).not.toHaveBeenCalled()
  })

  it('an unknown id is ignored', async () => {
    const { actor, read, navigate, copy } = start()
    await ready(actor)
    actor.send({ type: 'OPEN', id: 999 })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context.opening).toBeNull()
    expect(read).not.toHaveBeenCalled()
    expect(navigate).not.toHaveBeenCalled()
    expect(copy).not.toHaveBeenCalled()
  })

  it('a failed read says so and still follows the link, and the item stays unread', async () => {
    const started = start({
      read: async () => {
        throw new ApiError({
          status: 500,
          message: 'HTTP 500',
          kind: 'http',
          operation: 'notificationRead',
        })
      },
    })
    await open(started, 1)
    expect(started.read).toHaveBeenCalledTimes(1)
    // the catalogue's row of notificationRead (S1 §8 'other': an error occurred)
    expect(started.notify).toHaveBeenCalledWith(
      expect.objectContaining({ key: 'common.error' }),
      'error',
    )
    expect(started.navigate).toHaveBeenCalledWith(PATHS.statisticsPurchaseHistory)
    expect(readOf(started.actor, 1)).toBe(0)
  })

  it('a second OPEN while marking read is ignored', async () => {
    let finish!: () => void
    const started = start({ read: () => new Promise<void>((resolve) => (finish = resolve)) })
    await ready(started.actor)
    started.actor.send({ type: 'OPEN', id: 1 })
    started.actor.send({ type: 'OPEN', id: 4 })
    expect(started.read).toHaveBeenCalledTimes(1)
    finish()
    await ready(started.actor)
    expect(started.navigate).toHaveBeenCalledTimes(1)
    expect(started.openExternal).not.toHaveBeenCalled()
  })
})

describe('notificationsMachine read all', () => {
  it('READ_ALL.REQUEST asks for confirmation', async () => {
    const { actor, readAll } = start()
    await ready(actor)
    actor.send({ type: 'READ_ALL.REQUEST' })
    expect(actor.getSnapshot().value).toBe('confirmingReadAll')
    expect(readAll).not.toHaveBeenCalled()
  })

  it('READ_ALL.CANCEL does not mark anything', async () => {
    const { actor, readAll, list } = start()
    await ready(actor)
    actor.send({ type: 'READ_ALL.REQUEST' })
    actor.send({ type: 'READ_ALL.CANCEL' })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(readAll).not.toHaveBeenCalled()
    expect(list).toHaveBeenCalledTimes(1)
  })

  it('READ_ALL.CONFIRM marks all read, then reloads the list', async () => {
    let readAllDone = false
    const { actor, readAll, list } = start({
      readAll: async () => {
        readAllDone = true
        return 4
      },
      list: async () =>
        readAllDone ? LIST.map((n) => ({ ...n, read: 1 as const })) : LIST.map((n) => ({ ...n })),
    })
    await ready(actor)
    actor.send({ type: 'READ_ALL.REQUEST' })
    actor.send({ type: 'READ_ALL.CONFIRM' })
    expect(actor.getSnapshot().value).toBe('readingAll')
    await waitFor(actor, (s) => s.matches('ready') && list.mock.calls.length === 2)
    expect(readAll).toHaveBeenCalledTimes(1)
    expect(list).toHaveBeenCalledTimes(2)
    expect(actor.getSnapshot().context.list.every((n) => n.read === 1)).toBe(true)
  })

  it('a failed read-all says common.error and does not reload', async () => {
    const { actor, list, notify } = start({
      readAll: async () => {
        throw new Error('down')
      },
    })
    await ready(actor)
    actor.send({ type: 'READ_ALL.REQUEST' })
    actor.send({ type: 'READ_ALL.CONFIRM' })
    await waitFor(actor, (s) => s.matches('ready') && notify.mock.calls.length > 0)
    expect(keysOf(notify)).toEqual(['common.error'])
    expect(list).toHaveBeenCalledTimes(1)
  })
})

describe('notificationsMachine and the route guard', () => {
  it('a link to a screen the user may not open is marked read, not followed, and says why', async () => {
    const { actor, read, navigate, notify } = start({ mayOpen: () => false })
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'OPEN', id: 1 })
    await waitFor(actor, (s) => s.matches('ready') && s.context.opening === null)
    expect(read).toHaveBeenCalledWith({ id: 1 })
    expect(navigate).not.toHaveBeenCalled()
    expect(notify.mock.calls.map(([m]) => m.key)).toEqual(['notifications.noAccess'])
    expect(actor.getSnapshot().context.list.find((n) => n.id === 1)?.read).toBe(1)
  })
})

describe('notificationsMachine and the session', () => {
  it('loads nothing before anyone signs in, and ignores REFRESH then', async () => {
    const list = vi.fn(async () => LIST.slice(0, 0))
    const actor = createActor(
      notificationsMachine.provide({ actors: { list: fromPromise(() => list()) } }),
      { input: { allowedHosts: ALLOWED_HOSTS, routes: ROUTE_TABLE } },
    ).start()
    actor.send({ type: 'REFRESH' })
    await afterQueuedTimers()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(list).not.toHaveBeenCalled()
  })

  it('forgets the list when the session ends', async () => {
    const { actor } = start()
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.list.length).toBeGreaterThan(0)
    actor.send({ type: 'SESSION.ENDED' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.list).toEqual([])
  })
})

describe('notificationsMachine follows a link only to a screen the signed-in user may open', () => {
  function startFor(urlLink: string) {
    const navigate = vi.fn<(to: string) => void>()
    const notify = vi.fn<(message: Message) => void>()
    const actor = createActor(
      notificationsMachine.provide({
        actors: {
          list: fromPromise(async () => [note(1, { urlLink })]),
          read: fromPromise<void, { id: number }>(async () => {}),
        },
        actions: {
          navigate: (_, { to }) => navigate(to),
          notify: (_, { message }) => notify(message),
        },
      }),
      { input: { allowedHosts: ALLOWED_HOSTS, routes: ROUTE_TABLE } },
    ).start()
    actor.send({ type: 'SESSION.STARTED', session: fc0001Session })
    return { actor, navigate, notify }
  }

  it('fc0001 (F) does not follow a link to employee management (S1 §6)', async () => {
    const { actor, navigate, notify } = startFor(PATHS.employee)
    await waitFor(actor, (s) => s.matches('ready') && s.context.list.length === 1)
    actor.send({ type: 'OPEN', id: 1 })
    await waitFor(actor, (s) => s.matches('ready') && s.context.list[0]!.read === 1)
    expect(navigate).not.toHaveBeenCalled()
    expect(notify).toHaveBeenCalled()
  })

  it('fc0001 follows a link to the give page', async () => {
    const { actor, navigate } = startFor(PATHS.give)
    await waitFor(actor, (s) => s.matches('ready') && s.context.list.length === 1)
    actor.send({ type: 'OPEN', id: 1 })
    await waitFor(actor, () => navigate.mock.calls.length > 0)
    expect(navigate).toHaveBeenCalledWith(PATHS.give)
  })
})

describe('notificationsMachine with unsafe links and items already read', () => {
  it('says an unsafe link is unsafe, not a matter of permission', async () => {
    const { actor, notify, navigate, openExternal } = start({
      list: async () => [note(9, { urlLink: 'javascript:alert(1)' })],
    })
    await waitFor(actor, (s) => s.matches('ready') && s.context.list.length === 1)
    actor.send({ type: 'OPEN', id: 9 })
    await waitFor(actor, () => notify.mock.calls.length > 0)
    expect(notify.mock.calls[0]![0].key).toBe('notifications.unsafeLink')
    expect(navigate).not.toHaveBeenCalled()
    expect(openExternal).not.toHaveBeenCalled()
  })

  it('does not mark an item already read again', async () => {
    const { actor, read, navigate } = start({
      list: async () => [note(5, { urlLink: '/v2/give', read: 1 })],
    })
    await waitFor(actor, (s) => s.matches('ready') && s.context.list.length === 1)
    actor.send({ type: 'OPEN', id: 5 })
    await waitFor(actor, () => navigate.mock.calls.length > 0)
    expect(navigate).toHaveBeenCalledWith('/v2/give')
    expect(read).not.toHaveBeenCalled()
  })
})

describe('a notification handed to the share sheet (issue 46)', () => {
  it('its text (the codes) goes to the sheet; the list stays as it was', async () => {
    const started = start()
    await ready(started.actor)
    started.actor.send({ type: 'SHARE', id: 2 })
    expect(started.actor.getSnapshot().value).toBe('sharing')
    await ready(started.actor)
    expect(started.share).toHaveBeenCalledWith({ text: 'QR-CODE-TEXT-0002' })
    expect(started.notify).not.toHaveBeenCalled()
    expect(started.read).not.toHaveBeenCalled()
    expect(started.actor.getSnapshot().context.sharing).toBeNull()
  })

  it('copied where there is no sheet says so; neither sheet nor clipboard says it failed', async () => {
    const copied = start({ share: async () => 'copied' })
    await ready(copied.actor)
    copied.actor.send({ type: 'SHARE', id: 2 })
    await ready(copied.actor)
    expect(keysOf(copied.notify)).toEqual(['share.copied'])
    const failed = start({ share: async () => Promise.reject(new Error('no clipboard')) })
    await ready(failed.actor)
    failed.actor.send({ type: 'SHARE', id: 2 })
    await ready(failed.actor)
    expect(keysOf(failed.notify)).toEqual(['share.failed'])
  })

  it('a notification with a link of its own, or one not in the list, shares nothing', async () => {
    const started = start()
    await ready(started.actor)
    for (const id of [1, 3, 4, 5, 99]) started.actor.send({ type: 'SHARE', id })
    expect(started.actor.getSnapshot().value).toBe('ready')
    expect(started.share).not.toHaveBeenCalled()
  })
})
