import { describe, it, expect, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { frameLineActions, messageLineMachine } from './message-line-machine'
import { copyTextOf, type MessageLineContent } from '../domain/notification'
import type { VbankInfo } from '../domain/notification'
import type { Message } from '../../../shared/domain/messages'
import { afterQueuedTimers } from '../../../../tests/support/deferred'
import type { FrameMemory, RememberedLine } from '../../../shared/services/frame-memory'
import type { ShareContent, ShareOutcome } from '../../../shared/services/share'

const POLL_MS = 300_000
const FC_URL = 'http://x/F/LINK0001'

const INFO: VbankInfo = {
  vbankName: '국민은행',
  vbankNum: '123-456-7890123',
  vbankHolder: '(주)체크업',
  vbankDate: '202611301200',
  paidAmount: 45000,
}

/** Lets the fake services' promises settle (the simulated clock does not touch real timers). */
const settle = afterQueuedTimers

interface Fakes {
  vbankInfo?: () => Promise<VbankInfo | null>
  fcLinkUrl?: () => Promise<string | null>
  copy?: (input: { text: string }) => Promise<void>
  share?: (input: ShareContent) => Promise<ShareOutcome>
  /** what the frame memory holds when the session starts */
  kept?: RememberedLine | null
}

const USER = 'fc0001'
const startedAs = (userId: string) =>
  ({ type: 'SESSION.STARTED', session: { user: { userId } } }) as const

/** the frame memory in a variable */
function memoryHolding(
  kept: RememberedLine | null,
): FrameMemory & { held(): RememberedLine | null } {
  let line = kept
  return {
    read: () => line,
    write: (l) => void (line = l),
    clear: () => void (line = null),
    held: () => line,
  }
}

function start(fakes: Fakes = {}) {
  const clock = new SimulatedClock()
  const vbankInfo = vi.fn(fakes.vbankInfo ?? (async () => INFO))
  const fcLinkUrl = vi.fn(fakes.fcLinkUrl ?? (async () => FC_URL))
  const copy = vi.fn(fakes.copy ?? (async () => {}))
  const share = vi.fn(fakes.share ?? (async (): Promise<ShareOutcome> => 'shared'))
  const notify = vi.fn<(message: Message, tone?: string) => void>()
  const log = vi.fn<(error: unknown) => void>()
  const usableCountStale = vi.fn()
  const notificationsChanged = vi.fn()
  const memory = memoryHolding(fakes.kept ?? null)
  const machine = messageLineMachine.provide({
    actors: {
      vbankInfo: fromPromise(() => vbankInfo()),
      fcLinkUrl: fromPromise(() => fcLinkUrl()),
      copy: fromPromise<void, { text: string }>(({ input }) => copy(input)),
      share: fromPromise<ShareOutcome, ShareContent>(({ input }) => share(input)),
    },
    actions: {
      notify: (_, params) => notify(params.message, params.tone),
      log: (_, params) => log(params.error),
      usableCountStale,
      notificationsChanged,
      ...frameLineActions(memory),
    },
  })
  const actor = createActor(machine, { clock }).start()
  actor.send(startedAs(USER))
  return {
    memory,
    share,
    actor,
    clock,
    vbankInfo,
    fcLinkUrl,
    copy,
    notify,
    log,
    usableCountStale,
    notificationsChanged,
  }
}

type Started = ReturnType<typeof start>

const sourceOf = (actor: Started['actor']) =>
  (actor.getSnapshot().value as { active: { source: string } }).active.source

const keysOf = (notify: Started['notify']) => notify.mock.calls.map((call) => call[0].key)

describe('messageLineMachine virtual-bank polling', () => {
  it('shows the virtual-bank info it gets', async () => {
    const { actor, vbankInfo, fcLinkUrl } = start()
    await waitFor(actor, (s) => s.matches({ active: { source: 'waiting' } }))
    expect(vbankInfo).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.content).toEqual({ kind: 'vbank', info: INFO })
    expect(fcLinkUrl).not.toHaveBeenCalled()
  })

  it('asks again every 300000 ms, not earlier', async () => {
    const { actor, clock, vbankInfo } = start()
    await waitFor(actor, (s) => s.matches({ active: { source: 'waiting' } }))
    clock.increment(POLL_MS - 1)
    await settle()
    expect(vbankInfo).toHaveBeenCalledTimes(1)
    clock.increment(1)
    expect(vbankInfo).toHaveBeenCalledTimes(2)
    await waitFor(actor, (s) => s.matches({ active: { source: 'waiting' } }))
    clock.increment(POLL_MS - 1)
    await settle()
    expect(vbankInfo).toHaveBeenCalledTimes(2)
    clock.increment(1)
    expect(vbankInfo).toHaveBeenCalledTimes(3)
  })

  it('a null answer clears the line, stops polling and shows the FC link', async () => {
    const vbank = vi
      .fn<() => Promise<VbankInfo | null>>()
      .mockResolvedValueOnce(INFO)
      .mockResolvedValueOnce(null)
    const { actor, clock, vbankInfo, fcLinkUrl } = start({ vbankInfo: vbank })
    await waitFor(actor, (s) => s.matches({ active: { source: 'waiting' } }))
    expect(actor.getSnapshot().context.content?.kind).toBe('vbank')
    clock.increment(POLL_MS)
    await waitFor(actor, (s) => s.matches({ active: { source: 'stopped' } }))
    expect(vbankInfo).toHaveBeenCalledTimes(2)
    expect(fcLinkUrl).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.content).toEqual({ kind: 'fcLink', url: FC_URL })
    for (let i = 0; i < 10; i++) {
      clock.increment(POLL_MS)
      await settle()
    }
    expect(vbankInfo).toHaveBeenCalledTimes(2)
    expect(fcLinkUrl).toHaveBeenCalledTimes(1)
    expect(sourceOf(actor)).toBe('stopped')
  })

  it('a null first answer goes straight to the FC link', async () => {
    const { actor, vbankInfo, fcLinkUrl } = start({ vbankInfo: async () => null })
    await waitFor(actor, (s) => s.matches({ active: { source: 'stopped' } }))
    expect(vbankInfo).toHaveBeenCalledTimes(1)
    expect(fcLinkUrl).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.content).toEqual({ kind: 'fcLink', url: FC_URL })
  })

  it('a null FC link leaves the line empty and COPY does nothing', async () => {
    const { actor, copy, notify } = start({
      vbankInfo: async () => null,
      fcLinkUrl: async () => null,
    })
    await waitFor(actor, (s) => s.matches({ active: { source: 'stopped' } }))
    expect(actor.getSnapshot().context.content).toBeNull()
    actor.send({ type: 'COPY' })
    expect(actor.getSnapshot().matches({ active: { copy: 'idle' } })).toBe(true)
    await settle()
    expect(copy).not.toHaveBeenCalled()
    expect(notify).not.toHaveBeenCalled()
  })

  it('a failed FC link fetch is only logged', async () => {
    const failure = new Error('fc link down')
    const { actor, log, notify } = start({
      vbankInfo: async () => null,
      fcLinkUrl: async () => {
        throw failure
      },
    })
    await waitFor(actor, (s) => s.matches({ active: { source: 'stopped' } }))
    expect(log).toHaveBeenCalledWith(failure)
    expect(notify).not.toHaveBeenCalled()
    expect(actor.getSnapshot().context.content).toBeNull()
  })

  it('a failed virtual-bank fetch is logged and polling goes on', async () => {
    const failure = new Error('vaInfo down')
    const vbank = vi
      .fn<() => Promise<VbankInfo | null>>()
      .mockRejectedValueOnce(failure)
      .mockResolvedValueOnce(INFO)
    const { actor, clock, vbankInfo, fcLinkUrl, log, notify } = start({ vbankInfo: vbank })
    await waitFor(actor, (s) => s.matches({ active: { source: 'waiting' } }))
    expect(log).toHaveBeenCalledWith(failure)
    expect(notify).not.toHaveBeenCalled()
    expect(fcLinkUrl).not.toHaveBeenCalled()
    clock.increment(POLL_MS)
    expect(vbankInfo).toHaveBeenCalledTimes(2)
    await waitFor(actor, (s) => s.context.content !== null)
    expect(actor.getSnapshot().context.content).toEqual({ kind: 'vbank', info: INFO })
  })
})

describe('messageLineMachine and a deposit', () => {
  it('when the account it showed is paid, says the usable count and the notifications changed', async () => {
    const vbank = vi
      .fn<() => Promise<VbankInfo | null>>()
      .mockResolvedValueOnce(INFO)
      .mockResolvedValueOnce(INFO)
      .mockResolvedValueOnce(null)
    const { actor, clock, usableCountStale, notificationsChanged } = start({ vbankInfo: vbank })
    await waitFor(actor, (s) => s.matches({ active: { source: 'waiting' } }))
    clock.increment(POLL_MS)
    await waitFor(actor, (s) => s.matches({ active: { source: 'waiting' } }))
    // still awaiting the deposit: nothing changed yet
    expect(usableCountStale).not.toHaveBeenCalled()
    expect(notificationsChanged).not.toHaveBeenCalled()
    clock.increment(POLL_MS)
    await waitFor(actor, (s) => s.matches({ active: { source: 'stopped' } }))
    expect(usableCountStale).toHaveBeenCalledTimes(1)
    expect(notificationsChanged).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.content).toEqual({ kind: 'fcLink', url: FC_URL })
  })

  it('a failed poll between the account and its payment still sees the payment', async () => {
    const vbank = vi
      .fn<() => Promise<VbankInfo | null>>()
      .mockResolvedValueOnce(INFO)
      .mockRejectedValueOnce(new Error('vaInfo down'))
      .mockResolvedValueOnce(null)
    const { actor, clock, usableCountStale, notificationsChanged } = start({ vbankInfo: vbank })
    await waitFor(actor, (s) => s.matches({ active: { source: 'waiting' } }))
    clock.increment(POLL_MS)
    await waitFor(
      actor,
      (s) => s.matches({ active: { source: 'waiting' } }) && vbank.mock.calls.length === 2,
    )
    expect(usableCountStale).not.toHaveBeenCalled()
    clock.increment(POLL_MS)
    await waitFor(actor, (s) => s.matches({ active: { source: 'stopped' } }))
    expect(usableCountStale).toHaveBeenCalledTimes(1)
    expect(notificationsChanged).toHaveBeenCalledTimes(1)
  })

  it('says nothing when no account awaited a deposit', async () => {
    const { actor, usableCountStale, notificationsChanged } = start({
      vbankInfo: async () => null,
    })
    await waitFor(actor, (s) => s.matches({ active: { source: 'stopped' } }))
    expect(usableCountStale).not.toHaveBeenCalled()
    expect(notificationsChanged).not.toHaveBeenCalled()
  })

  it('says nothing when the session ends while an account awaits a deposit', async () => {
    const { actor, clock, usableCountStale, notificationsChanged } = start()
    await waitFor(actor, (s) => s.matches({ active: { source: 'waiting' } }))
    actor.send({ type: 'SESSION.ENDED' })
    clock.increment(POLL_MS)
    await settle()
    expect(usableCountStale).not.toHaveBeenCalled()
    expect(notificationsChanged).not.toHaveBeenCalled()
  })
})

describe('messageLineMachine COPY', () => {
  it('copies the FC link and says copy.fcLinkDone', async () => {
    const { actor, copy, notify } = start({ vbankInfo: async () => null })
    await waitFor(actor, (s) => s.matches({ active: { source: 'stopped' } }))
    actor.send({ type: 'COPY' })
    await waitFor(
      actor,
      (s) => s.matches({ active: { copy: 'idle' } }) && notify.mock.calls.length > 0,
    )
    expect(copy).toHaveBeenCalledWith({ text: FC_URL })
    expect(keysOf(notify)).toEqual(['copy.fcLinkDone'])
  })

  it('says copy.fcLinkFailed when copying the FC link fails', async () => {
    const { actor, notify } = start({
      vbankInfo: async () => null,
      copy: async () => {
        throw new Error('denied')
      },
    })
    await waitFor(actor, (s) => s.matches({ active: { source: 'stopped' } }))
    actor.send({ type: 'COPY' })
    await waitFor(actor, () => notify.mock.calls.length > 0)
    expect(keysOf(notify)).toEqual(['copy.fcLinkFailed'])
  })

  it('copies the account info and says copy.accountDone', async () => {
    const { actor, copy, notify } = start()
    await waitFor(actor, (s) => s.matches({ active: { source: 'waiting' } }))
    actor.send({ type: 'COPY' })
    await waitFor(actor, () => notify.mock.calls.length > 0)
    expect(copy).toHaveBeenCalledTimes(1)
    expect(copy.mock.calls[0]![0].text).toContain(INFO.vbankNum)
    expect(keysOf(notify)).toEqual(['copy.accountDone'])
  })

  it('says copy.accountFailed when copying the account fails', async () => {
    const { actor, notify } = start({
      copy: async () => {
        throw new Error('denied')
      },
    })
    await waitFor(actor, (s) => s.matches({ active: { source: 'waiting' } }))
    actor.send({ type: 'COPY' })
    await waitFor(actor, () => notify.mock.calls.length > 0)
    expect(keysOf(notify)).toEqual(['copy.accountFailed'])
  })

  it('COPY before anything was fetched does nothing', async () => {
    let answer!: (info: VbankInfo | null) => void
    const { actor, copy } = start({
      vbankInfo: () => new Promise<VbankInfo | null>((resolve) => (answer = resolve)),
    })
    actor.send({ type: 'COPY' })
    await settle()
    expect(copy).not.toHaveBeenCalled()
    answer(INFO)
    await waitFor(actor, (s) => s.matches({ active: { source: 'waiting' } }))
    expect(copy).not.toHaveBeenCalled()
  })
})

describe('copyTextOf', () => {
  it('is the url of an FC link', () => {
    const content: MessageLineContent = { kind: 'fcLink', url: FC_URL }
    expect(copyTextOf(content)).toBe(FC_URL)
  })

  it('holds the bank, account number, holder and amount of a virtual account', () => {
    const text = copyTextOf({ kind: 'vbank', info: INFO })
    expect(text).toContain(INFO.vbankName)
    expect(text).toContain(INFO.vbankNum)
    expect(text).toContain(INFO.vbankHolder)
    expect(text).toContain('45000')
  })
})

describe('messageLineMachine and the session', () => {
  it('polls nothing before anyone signs in', async () => {
    const vbankInfo = vi.fn(async () => INFO)
    const actor = createActor(
      messageLineMachine.provide({
        actors: { vbankInfo: fromPromise<VbankInfo | null>(() => vbankInfo()) },
      }),
    ).start()
    await settle()
    expect(actor.getSnapshot().value).toBe('inactive')
    expect(vbankInfo).not.toHaveBeenCalled()
  })

  it('clears the line and stops polling when the session ends, and starts over on the next', async () => {
    const { actor, clock, vbankInfo } = start()
    await waitFor(actor, (s) => s.matches({ active: { source: 'waiting' } }))
    expect(actor.getSnapshot().context.content).not.toBeNull()
    actor.send({ type: 'SESSION.ENDED' })
    expect(actor.getSnapshot().value).toBe('inactive')
    expect(actor.getSnapshot().context.content).toBeNull()
    clock.increment(POLL_MS)
    await settle()
    expect(vbankInfo).toHaveBeenCalledTimes(1)
    actor.send(startedAs(USER))
    await waitFor(actor, (s) => s.matches({ active: { source: 'waiting' } }))
    expect(vbankInfo).toHaveBeenCalledTimes(2)
  })
})

describe('a virtual account just issued', () => {
  it('REFRESH reads the account at once, even after polling stopped', async () => {
    const vbank = vi.fn<() => Promise<VbankInfo | null>>().mockResolvedValueOnce(null)
    vbank.mockResolvedValue(INFO)
    const { actor, vbankInfo } = start({ vbankInfo: vbank })
    await waitFor(actor, (s) => s.matches({ active: { source: 'stopped' } }))
    actor.send({ type: 'REFRESH' })
    await waitFor(actor, (s) => s.context.content?.kind === 'vbank')
    expect(vbankInfo).toHaveBeenCalledTimes(2)
    expect(actor.getSnapshot().matches({ active: { source: 'waiting' } })).toBe(true)
  })
})

describe('the line kept for the signed-in frame (decision 052)', () => {
  const keptLink: RememberedLine = {
    user: USER,
    text: `나의 FC 링크: ${FC_URL}`,
    content: { kind: 'fcLink', url: FC_URL },
  }

  it('shows the line the user was last shown at once, and keeps it until the server answers', async () => {
    let answer!: (info: VbankInfo | null) => void
    const { actor, memory } = start({
      kept: keptLink,
      vbankInfo: () => new Promise((resolve) => (answer = resolve)),
      fcLinkUrl: async () => 'http://x/F/LINK0002',
    })
    expect(actor.getSnapshot().context.content).toEqual({ kind: 'fcLink', url: FC_URL })
    const contents: unknown[] = []
    actor.subscribe((s) => contents.push(s.context.content))
    answer(null)
    await waitFor(actor, (s) => s.matches({ active: { source: 'stopped' } }))
    // no empty line between the kept link and the server's
    expect(contents).not.toContain(null)
    expect(actor.getSnapshot().context.content).toEqual({
      kind: 'fcLink',
      url: 'http://x/F/LINK0002',
    })
    expect(actor.getSnapshot().context.recalled).toBe(false)
    expect(memory.held()).toEqual(keptLink)
  })

  it('takes back no line kept for another user, nor one of a shape it does not know', () => {
    const other = start({ kept: { ...keptLink, user: 'fc0002' } })
    expect(other.actor.getSnapshot().context.content).toBeNull()
    const odd = start({ kept: { ...keptLink, content: { kind: 'fcLink' } } })
    expect(odd.actor.getSnapshot().context.content).toBeNull()
  })

  it('keeps the words drawn, and forgets them when the line goes or the session ends', async () => {
    const { actor, memory } = start({ vbankInfo: async () => null })
    await waitFor(actor, (s) => s.matches({ active: { source: 'stopped' } }))
    actor.send({ type: 'LINE.SHOWN', text: `나의 FC 링크: ${FC_URL}` })
    expect(memory.held()).toEqual(keptLink)
    actor.send({ type: 'LINE.SHOWN', text: '' })
    expect(memory.held()).toBeNull()
    actor.send({ type: 'LINE.SHOWN', text: `나의 FC 링크: ${FC_URL}` })
    actor.send({ type: 'SESSION.ENDED' })
    expect(memory.held()).toBeNull()
    expect(actor.getSnapshot().context).toMatchObject({ content: null, user: null })
  })

  it('a kept account that is gone by the next visit is not a deposit of this session', async () => {
    const keptAccount: RememberedLine = {
      user: USER,
      text: '입금 대기',
      content: { kind: 'vbank', info: INFO },
    }
    const { actor, usableCountStale, notificationsChanged } = start({
      kept: keptAccount,
      vbankInfo: async () => null,
    })
    expect(actor.getSnapshot().context.content).toEqual({ kind: 'vbank', info: INFO })
    await waitFor(actor, (s) => s.matches({ active: { source: 'stopped' } }))
    expect(actor.getSnapshot().context.content).toEqual({ kind: 'fcLink', url: FC_URL })
    expect(usableCountStale).not.toHaveBeenCalled()
    expect(notificationsChanged).not.toHaveBeenCalled()
  })
})

describe('the line handed to the share sheet (issue 46)', () => {
  const stopped = (actor: Started['actor']) =>
    waitFor(actor, (s) => s.matches({ active: { source: 'stopped', copy: 'idle' } }))

  it('the FC link goes to the sheet as the copy would copy it; a closed sheet says nothing', async () => {
    for (const outcome of ['shared', 'cancelled'] as const) {
      const { actor, share, notify } = start({
        vbankInfo: async () => null,
        share: async () => outcome,
      })
      await stopped(actor)
      actor.send({ type: 'SHARE' })
      expect(actor.getSnapshot().hasTag('sharing')).toBe(true)
      await stopped(actor)
      expect(share).toHaveBeenCalledWith({ text: FC_URL })
      expect(notify).not.toHaveBeenCalled()
    }
  })

  it('copied where there is no sheet says so; neither sheet nor clipboard says it failed', async () => {
    const copied = start({ vbankInfo: async () => null, share: async () => 'copied' })
    await stopped(copied.actor)
    copied.actor.send({ type: 'SHARE' })
    await stopped(copied.actor)
    expect(copied.notify.mock.calls.map(([m, tone]) => [m.key, tone])).toEqual([
      ['share.copied', 'success'],
    ])
    const failed = start({
      vbankInfo: async () => null,
      share: async () => Promise.reject(new Error('no clipboard')),
    })
    await stopped(failed.actor)
    failed.actor.send({ type: 'SHARE' })
    await stopped(failed.actor)
    expect(failed.notify.mock.calls.map(([m, tone]) => [m.key, tone])).toEqual([
      ['share.failed', 'error'],
    ])
  })

  it('an account line goes to the sheet as its copy text; no line, nothing to share', async () => {
    const account = start()
    await waitFor(account.actor, (s) => s.context.content?.kind === 'vbank')
    account.actor.send({ type: 'SHARE' })
    await waitFor(account.actor, (s) => !s.hasTag('sharing'))
    expect(account.share).toHaveBeenCalledWith({
      text: copyTextOf({ kind: 'vbank', info: INFO }),
    })
    const none = start({ vbankInfo: async () => null, fcLinkUrl: async () => null })
    await stopped(none.actor)
    none.actor.send({ type: 'SHARE' })
    expect(none.actor.getSnapshot().hasTag('sharing')).toBe(false)
    expect(none.share).not.toHaveBeenCalled()
  })
})
