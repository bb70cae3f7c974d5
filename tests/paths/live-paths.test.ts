import { describe, expect, it, vi } from 'vitest'
import {
  assign,
  createMachine,
  enqueueActions,
  fromPromise,
  setup,
  type AnyEventObject,
  type AnyStateMachine,
} from 'xstate'
import { getPathsFromEvents } from 'xstate/graph'
import type { ApiClient } from '../../src/shared/services/http-client'
import { defineModel, http } from './model'
import { actionsOf, inputOf, walk, type Step } from './walk'
import {
  liveAccounts,
  livePaths,
  mockWorld,
  noRows,
  nothing,
  notLive,
  runPath,
  SCRIPTLESS_DOCUMENT,
  scriptedCalls,
  scriptedDevice,
  type LiveAccount,
} from './live'
import { askSession } from '../../src/features/session'
import type { FeatureContext } from '../../src/shared/machines/wire-context'
import { memoryTokenStorage } from '../support/token-storage'

/** A list that loads on start and again on PAGE, even while a load is still in flight. */
const pages = setup({
  types: { events: {} as { type: 'PAGE' } },
  actors: { list: fromPromise<string[]>(async () => []) },
}).createMachine({
  id: 'pages',
  initial: 'loading',
  states: {
    loading: {
      on: { PAGE: { target: 'loading', reenter: true } },
      invoke: { id: 'list', src: 'list', onDone: 'ready', onError: 'failed' },
    },
    ready: { on: { PAGE: 'loading' } },
    failed: {},
  },
})

/** what the mock answers the list, as the model says it */
const ROWS = ['a']

const model = defineModel({
  machine: pages,
  events: () => [{ type: 'PAGE' }],
  answers: { list: { outputs: [ROWS], failures: [http(500)] } },
  depth: 3,
  live: { account: 'fc0001', wire: () => pages, operations: { list: 'list' }, minimumPaths: 0 },
})

const DONE = { type: 'xstate.done.actor.list', output: ROWS }
const FAILED = { type: 'xstate.error.actor.list', error: http(500) }

/** The path the machine takes on these events, as the walk gives paths. */
const pathOf = (events: AnyEventObject[]): Step[] =>
  getPathsFromEvents(pages, events as never)[0]!.steps as unknown as Step[]

describe('notLive (issue 47: which walked paths the mock can play)', () => {
  it('plays a failure provoked for the call the path fails', () => {
    expect(notLive(model, pathOf([DONE, { type: 'PAGE' }, FAILED]))).toBeNull()
  })

  it('refuses a failure while another call of the same service is in flight: that call would take it', () => {
    expect(notLive(model, pathOf([{ type: 'PAGE' }, FAILED]))).toBe(
      'it fails a call while another of the same service is in flight',
    )
  })

  it('refuses a failure while a call the machine left is still on its way: it would take it too', () => {
    /** a search typed while the first list loads: the load is left, not answered */
    const typed = setup({
      actors: { list: fromPromise<string[]>(async () => []) },
    }).createMachine({
      id: 'typed',
      initial: 'loading',
      states: {
        loading: {
          on: { TYPE: 'typing' },
          invoke: { src: 'list', id: 'list', onDone: 'ready', onError: 'failed' },
        },
        typing: { on: { SEARCH: 'loading' } },
        ready: {},
        failed: {},
      },
    })
    const typedModel = { ...model, machine: typed }
    const path = getPathsFromEvents(typed, [
      { type: 'TYPE' },
      { type: 'SEARCH' },
      FAILED,
    ] as never)[0]!.steps as unknown as Step[]
    expect(path.at(-1)!.state.value).toBe('failed')
    expect(notLive(typedModel, path)).toBe(
      'it fails a call while another of the same service is in flight',
    )
  })

  it("plays a success the mock's data does not give when a QA scenario gives its data", () => {
    const none: string[] = []
    const given = defineModel({
      ...model,
      answers: { list: { outputs: [ROWS, none], failures: [http(500)] } },
      live: { ...model.live!, given: { list: { 1: [] } } },
    })
    const path = pathOf([{ ...DONE, output: none }])
    expect(notLive(model, path)).toBe('it takes an answer the mock does not give')
    expect(notLive(given, path)).toBeNull()
    expect(mockWorld(given, liveAccounts(given.live!)[0]!).answers!.list!.outputs).toEqual([
      ROWS,
      none,
    ])
  })

  it("counts a start's eventless transition live when a path from its input runs", () => {
    /** a list that starts by one eventless transition or another, as its input says */
    const started = setup({
      types: { input: {} as { wide: boolean }, context: {} as { wide: boolean } },
      actors: { list: fromPromise<string[]>(async () => []) },
      guards: { wide: ({ context }) => context.wide },
    }).createMachine({
      id: 'started',
      context: ({ input }) => input,
      initial: 'start',
      states: {
        start: { always: [{ guard: 'wide', target: 'loading' }, { target: 'loading' }] },
        loading: { invoke: { id: 'list', src: 'list', onDone: 'ready', onError: 'ready' } },
        ready: {},
      },
    })
    const startedModel = defineModel({
      machine: started,
      inputs: [{ wide: true }, { wide: false }],
      events: () => [],
      answers: { list: { outputs: [ROWS], failures: [http(500)] } },
      live: {
        account: 'fc0001',
        wire: () => started,
        operations: { list: 'list' },
        minimumPaths: 0,
      },
    })
    const taken = new Set<string>()
    const run = [...livePaths(startedModel, taken).values()]
    expect([...taken].filter((id) => id.includes('#always')).sort()).toEqual([
      'started.start#always[0]',
      'started.start#always[1]',
    ])
    // and a path from each input is among those run
    expect(new Set(run.map(({ path }) => JSON.stringify(inputOf(path))))).toEqual(
      new Set([JSON.stringify({ wide: true }), JSON.stringify({ wide: false })]),
    )
  })

  it('refuses a success the mock does not give, and a path of a model with no live wiring', () => {
    const other = pathOf([{ ...DONE, output: [] }])
    expect(notLive(model, other)).toBe('it takes an answer the mock does not give')
    expect(notLive({ ...model, live: undefined }, pathOf([DONE]))).toBe(
      'the model has no live wiring',
    )
  })
})

/** A popup that shows until its countdown, a child machine, ends. */
const popup = setup({
  actors: {
    countdown: createMachine({
      initial: 'counting',
      states: { counting: { after: { 1000: 'closed' } }, closed: { type: 'final' } },
    }),
  },
}).createMachine({
  id: 'popup',
  initial: 'showing',
  states: {
    showing: { invoke: { id: 'countdown', src: 'countdown', onDone: 'closed' } },
    closed: {},
  },
})

/** A read of what the browser gives (a global), as a wiring reads its window. */
const probe = setup({
  actors: { read: fromPromise(async () => (globalThis as Record<string, unknown>).pathsProbe) },
}).createMachine({
  id: 'probe',
  initial: 'reading',
  states: {
    reading: {
      invoke: {
        id: 'read',
        src: 'read',
        onDone: [{ guard: ({ event }) => event.output === 'window', target: 'seen' }, 'missed'],
      },
    },
    seen: {},
    missed: {},
  },
})

/**
 * A live model of a machine whose service `read` reads the browser's `pathsProbe`: walked with
 * `walked` as its answer, run with `inBrowser` in the global.
 */
const readerModel = (
  machine: AnyStateMachine,
  walked: string,
  inBrowser: string,
  close: () => void = () => {},
) =>
  defineModel({
    machine,
    events: () => [],
    answers: { read: { outputs: [walked] } },
    live: {
      account: 'fc0001',
      wire: () => machine,
      operations: {},
      minimumPaths: 0,
      browser: () => ({ globals: { pathsProbe: inBrowser }, close }),
    },
  })

describe('notLive and runPath: what a live model adds', () => {
  it("refuses a child machine's end: it ends on events and delays of its own", () => {
    const popupModel = defineModel({
      machine: popup,
      events: () => [],
      answers: { countdown: { outputs: [undefined] } },
      live: { account: 'fc0001', wire: () => popup, operations: {}, minimumPaths: 0 },
    })
    const path = getPathsFromEvents(popup, [{ type: 'xstate.done.actor.countdown' } as never])[0]!
      .steps as unknown as Step[]
    expect(notLive(popupModel, path)).toBe("it waits on the child machine 'countdown' to end")
  })

  it('ends a child machine as its user does, with the events the model gives for its output', async () => {
    /** a popup whose child ends when its user confirms, and not before */
    const confirmable = setup({
      actors: {
        dialog: createMachine({
          initial: 'open',
          states: { open: { on: { CONFIRM: 'closed' } }, closed: { type: 'final' } },
        }),
      },
    }).createMachine({
      id: 'confirmable',
      initial: 'showing',
      states: {
        showing: { invoke: { id: 'dialog', src: 'dialog', onDone: 'closed' } },
        closed: {},
      },
    })
    const live = { account: 'fc0001', wire: () => confirmable, operations: {}, minimumPaths: 0 }
    const withEvents = defineModel({
      machine: confirmable,
      events: () => [],
      answers: { dialog: { outputs: [undefined] } },
      live: { ...live, children: { dialog: { 0: [{ type: 'CONFIRM' }] } } },
    })
    const path = getPathsFromEvents(confirmable, [
      { type: 'xstate.done.actor.dialog' } as never,
    ])[0]!.steps as unknown as Step[]
    expect(notLive(withEvents, path)).toBeNull()
    expect(notLive({ ...withEvents, live }, path)).toBe(
      "it waits on the child machine 'dialog' to end",
    )
    // the run reaches `closed` only because the child was confirmed
    await runPath(withEvents, path, {} as ApiClient, async () => {})
  })

  it('refuses a path its model walks only, and says why', () => {
    const only = { ...model, live: { ...model.live!, walkedOnly: () => 'a value of its own' } }
    expect(notLive(only, pathOf([DONE]))).toBe('a value of its own')
  })

  it("runs as an account the paths its own reason lets through, in place of the model's", () => {
    const only = { ...model, live: { ...model.live!, walkedOnly: () => 'a value of its own' } }
    expect(notLive(only, pathOf([DONE]), {}, undefined, () => null)).toBeNull()
    // an account for one kind of path: the others are not run as it
    const account: LiveAccount = {
      account: 'fc0002',
      outputs: { list: { index: 0, shows: () => true } },
      walkedOnly: (path) => (path.some((s) => s.event.type === 'PAGE') ? null : 'not this kind'),
    }
    const asAccount = [...livePaths({ ...only, live: { ...only.live!, accounts: [account] } })]
      .filter(([, p]) => p.account === account)
      .map(([, p]) => p.path)
    expect(asAccount.length).toBeGreaterThan(0)
    expect(asAccount.every((p) => p.some((s) => s.event.type === 'PAGE'))).toBe(true)
  })

  it("puts the browser's globals in place while a path runs, then closes it and takes them away", async () => {
    const close = vi.fn()
    const probeModel = readerModel(probe, 'window', 'window', close)
    const path = getPathsFromEvents(probe, [
      { type: 'xstate.done.actor.read', output: 'window' } as never,
    ])[0]!.steps as unknown as Step[]
    await runPath(probeModel, path, {} as ApiClient, async () => {})
    expect(close).toHaveBeenCalledOnce()
    expect('pathsProbe' in globalThis).toBe(false)
  })
})

describe("the browser's failures, and answers a scenario on another operation leads to (issue 47)", () => {
  /** the list as a part of the browser (a route's chunk): its failures are the path's */
  const inBrowser = defineModel({
    ...model,
    live: {
      ...model.live!,
      operations: {},
      browserFails: ['list'],
      wire: (_ctx, path) =>
        pages.provide({
          actors: { list: fromPromise(scriptedCalls(inBrowser, path, 'list', async () => ROWS)) },
        }),
    },
  })

  it('plays a failure the browser gives, where no operation of the mock could', () => {
    const path = pathOf([FAILED])
    expect(notLive({ ...model, live: { ...model.live!, operations: {} } }, path)).toBe(
      "no operation for 'list'",
    )
    expect(notLive(inBrowser, path)).toBeNull()
  })

  it('fails the call where the path fails it, and starts no scenario of the mock', async () => {
    const scenario = vi.fn(async () => {})
    await runPath(inBrowser, pathOf([FAILED]), {} as ApiClient, scenario)
    await runPath(inBrowser, pathOf([DONE]), {} as ApiClient, scenario)
    // a page after a failure: the first call fails, the second runs as the browser's own
    await runPath(inBrowser, pathOf([FAILED]), {} as ApiClient, scenario)
    expect(scenario).not.toHaveBeenCalled()
  })

  it('runs the real call where the path answers it, so a path that fails must be told', async () => {
    const unscripted = defineModel({
      ...inBrowser,
      live: {
        ...inBrowser.live!,
        wire: () => pages.provide({ actors: { list: fromPromise(async () => ROWS) } }),
      },
    })
    await expect(
      runPath(unscripted, pathOf([FAILED]), {} as ApiClient, async () => {}),
    ).rejects.toThrow('the path goes to "failed"')
  })

  it('counts each call by the state that awaits it: one left before its answer runs for real', async () => {
    const calls = scriptedCalls(
      inBrowser,
      pathOf([DONE, { type: 'PAGE' }, FAILED]),
      'list',
      async () => ROWS,
    )
    await expect(calls()).resolves.toEqual(ROWS)
    await expect(calls()).rejects.toBe(FAILED.error)
    // after the path's answers, the browser's own
    await expect(calls()).resolves.toEqual(ROWS)
  })

  it('plays an output a scenario on another operation leads to, started before the call', async () => {
    const none: string[] = []
    const refused = { operation: 'fetchUser', status: 401, times: 2 }
    const provoked = defineModel({
      ...model,
      answers: { list: { outputs: [ROWS, none], failures: [http(500)] } },
      live: { ...model.live!, provoked: { list: { 1: refused } } },
    })
    const path = pathOf([{ ...DONE, output: none }])
    expect(notLive(model, path)).toBe('it takes an answer the mock does not give')
    expect(notLive(provoked, path)).toBeNull()
    const started: Record<string, unknown>[] = []
    // the mock's answer once the scenario runs: the output the path takes
    const client = { call: async () => none } as unknown as ApiClient
    const wired = defineModel({
      ...provoked,
      live: {
        ...provoked.live!,
        wire: (ctx) =>
          pages.provide({
            actors: { list: fromPromise(() => ctx.client.call({} as never) as Promise<string[]>) },
          }),
      },
    })
    await runPath(wired, path, client, async (s) => void started.push(s))
    expect(started).toEqual([refused])
  })
})

describe('runPath: what the mock and the browser hold for a path (issue 47)', () => {
  const path = getPathsFromEvents(probe, [
    { type: 'xstate.done.actor.read', output: 'window' } as never,
  ])[0]!.steps as unknown as Step[]

  it("prepares the path's world before the machine starts, with the browser's globals in place", async () => {
    const seenPaths: Step[][] = []
    // the browser holds 'browser'; the preparation, which sees it, makes it 'window'
    const prepared = defineModel({
      ...readerModel(probe, 'window', 'browser'),
      live: {
        ...readerModel(probe, 'window', 'browser').live!,
        prepare: async (_ctx, p) => {
          seenPaths.push(p)
          const scope = globalThis as Record<string, unknown>
          if (scope.pathsProbe === 'browser') scope.pathsProbe = 'window'
        },
      },
    })
    await runPath(prepared, path, {} as ApiClient, async () => {})
    expect(seenPaths).toEqual([path])
    await expect(
      runPath(readerModel(probe, 'window', 'browser'), path, {} as ApiClient, async () => {}),
    ).rejects.toThrow('rests in "missed", the path goes to "seen"')
  })

  it('loads no script in a scriptless document: each one appended fails after the task', async () => {
    const script: { onerror?: () => void } = {}
    const failed = new Promise<void>((resolve) => (script.onerror = resolve))
    SCRIPTLESS_DOCUMENT.head.appendChild(script)
    await failed
    expect(SCRIPTLESS_DOCUMENT.createElement()).toEqual({})
  })
})

describe("another account's answers (issue 47)", () => {
  /** the probe walked with both of its answers; the browser gives the live run `inBrowser` */
  const twoAnswers = (inBrowser: string) => {
    const model = readerModel(probe, 'window', inBrowser)
    return { ...model, answers: { read: { outputs: ['window', 'elsewhere'] } } }
  }
  /** an account whose data gives the probe's second answer: anything but the window */
  const other: LiveAccount = {
    account: 'fc0002',
    outputs: { read: { index: 1, shows: (output) => output !== 'window' } },
  }
  const missed = getPathsFromEvents(probe, [
    { type: 'xstate.done.actor.read', output: 'elsewhere' } as never,
  ])[0]!.steps as unknown as Step[]

  it("plays the output the account names, and the model's own account only its first", () => {
    const model = twoAnswers('elsewhere')
    expect(notLive(model, missed)).toBe('it takes an answer the mock does not give')
    expect(notLive(model, missed, other.outputs)).toBeNull()
    expect(mockWorld(model, other).answers?.read?.outputs).toEqual(['elsewhere'])
    expect(mockWorld(model, liveAccounts(model.live!)[0]!).answers?.read?.outputs).toEqual([
      'window',
    ])
  })

  it('passes when the live answer shows what the account stands for', async () => {
    await runPath(twoAnswers('elsewhere'), missed, {} as ApiClient, async () => {}, other)
  })

  it('fails when it does not, though the machine reaches the same state', async () => {
    const strict: LiveAccount = {
      ...other,
      outputs: { read: { index: 1, shows: (output) => output === 'nowhere' } },
    }
    await expect(
      runPath(twoAnswers('elsewhere'), missed, {} as ApiClient, async () => {}, strict),
    ).rejects.toThrow('read answered fc0002 with "elsewhere", not its output 1')
  })

  it("puts what the account's browser holds in its context before the machine starts", async () => {
    const kept = { sid: 's', name: 'n', siteId: 1, userId: '1' }
    // the probe's read is the kept hand-over's name: 'window' once the account has prepared it
    const model = {
      ...twoAnswers('unused'),
      live: {
        ...twoAnswers('unused').live!,
        wire: (ctx: FeatureContext) =>
          probe.provide({
            actors: { read: fromPromise<unknown>(async () => ctx.prefs.partnerSid()?.name) },
          }),
      },
    }
    const path = getPathsFromEvents(probe, [
      { type: 'xstate.done.actor.read', output: 'window' } as never,
    ])[0]!.steps as unknown as Step[]
    const prepared: LiveAccount = {
      account: 'fc0002',
      outputs: {},
      prepare: (ctx) => ctx.prefs.setPartnerSid({ ...kept, name: 'window' }),
    }
    await runPath(model, path, {} as ApiClient, async () => {}, prepared)
    await expect(
      runPath(model, path, {} as ApiClient, async () => {}, { ...prepared, prepare: undefined }),
    ).rejects.toThrow('rests in "missed", the path goes to "seen"')
  })

  it('tells an answer of no rows and an answer of nothing', () => {
    expect(
      [[], { items: [] }, { rows: [] }, [1], { items: [1] }, { rows: [1] }, null].map(noRows),
    ).toEqual([true, true, true, false, false, false, false])
    expect([null, undefined, []].map(nothing)).toEqual([true, false, false])
  })
})

describe('the clipboard and the share sheet a path scripts (issue 47)', () => {
  /** copies and shares (each invocation's id is its src, as answerOf reads them) */
  const device = setup({
    actors: { copy: fromPromise(async () => {}), share: fromPromise(async () => 'copied') },
  }).createMachine({
    id: 'device',
    initial: 'a',
    states: {
      a: {
        invoke: [
          { id: 'copy', src: 'copy' },
          { id: 'share', src: 'share' },
        ],
      },
    },
  })
  const model = defineModel({
    machine: device,
    events: () => [],
    live: {
      account: 'fc0001',
      wire: () => device,
      operations: {},
      minimumPaths: 0,
      device: { copy: 'copy', share: 'share' },
    },
  })
  const step = (type: string, rest: Record<string, unknown>): Step =>
    ({ event: { type, ...rest }, state: {} }) as unknown as Step
  const done = (src: string, output: unknown) => step(`xstate.done.actor.${src}`, { output })
  const failed = (src: string) => step(`xstate.error.actor.${src}`, { error: new Error('refused') })

  it('answers each copy and share in the order of the path, through the portal sharer', async () => {
    const { clipboard, sharer } = scriptedDevice(model, [
      done('copy', undefined),
      failed('copy'),
      done('share', 'shared'),
      done('share', 'cancelled'),
      done('share', 'copied'),
      failed('share'),
    ])
    await expect(clipboard.copy('x')).resolves.toBeUndefined()
    await expect(clipboard.copy('x')).rejects.toThrow('refused')
    await expect(sharer.share({ text: 'x' })).resolves.toBe('shared')
    await expect(sharer.share({ text: 'x' })).resolves.toBe('cancelled')
    await expect(sharer.share({ text: 'x' })).resolves.toBe('copied')
    await expect(sharer.share({ text: 'x' })).rejects.toThrow('refused')
  })

  it('lets the browser answer them, where a path of the mock would have no operation', () => {
    const path = [failed('share')]
    expect(notLive(model, path)).toBeNull()
    expect(notLive({ ...model, live: { ...model.live!, device: {} } }, path)).toBe(
      "no operation for 'share'",
    )
  })
})

describe('runPath: a user event named by the live rows (issue 47)', () => {
  /** picks a row: the one the mock holds, or none */
  const picker = setup({ types: { events: {} as { type: 'PICK'; row: number } } }).createMachine({
    id: 'picker',
    initial: 'idle',
    states: {
      idle: { on: { PICK: [{ guard: ({ event }) => event.row === 7, target: 'picked' }, 'none'] } },
      picked: {},
      none: {},
    },
  })
  /** the model's row 1 stands for the live row 7 (or not) */
  const pickerModel = (liveEvent?: (e: AnyEventObject) => AnyEventObject) =>
    defineModel({
      machine: picker,
      events: () => [{ type: 'PICK', row: 1 }],
      live: {
        account: 'fc0001',
        wire: () => picker,
        operations: {},
        minimumPaths: 0,
        ...(liveEvent ? { liveEvent } : {}),
      },
    })
  /** the walked path, as if the model's row 1 were the mock's */
  const picked = getPathsFromEvents(picker, [{ type: 'PICK', row: 7 }])[0]!.steps.map((s) =>
    s.event.type === 'PICK' ? { ...s, event: { type: 'PICK', row: 1 } } : s,
  ) as unknown as Step[]

  it('sends the event the model maps to the live rows', async () => {
    const model = pickerModel((e) => (e.type === 'PICK' ? { ...e, row: 7 } : e))
    await runPath(model, picked, {} as ApiClient, async () => {})
  })

  it("without the mapping, the model's own row is not the mock's and the path is left", async () => {
    await expect(runPath(pickerModel(), picked, {} as ApiClient, async () => {})).rejects.toThrow(
      'rests in "none", the path goes to "picked"',
    )
  })
})

describe('runPath: the effects a step names, not only the state it reaches', () => {
  /** two ways to one state: only the first tells someone (a notice, a report to the root) */
  const teller = setup({
    actions: { tell: () => {} },
    actors: { read: fromPromise(async () => (globalThis as Record<string, unknown>).pathsProbe) },
  }).createMachine({
    id: 'teller',
    initial: 'reading',
    states: {
      reading: {
        invoke: {
          id: 'read',
          src: 'read',
          onDone: [
            { guard: ({ event }) => event.output === 'told', target: 'done', actions: 'tell' },
            'done',
          ],
        },
      },
      done: {},
    },
  })
  /** the model walks the telling answer; the browser gives the live run `live` */
  const tellerModel = (live: string) => readerModel(teller, 'told', live)
  /** the walked path to the one answer */
  const walked = (model: ReturnType<typeof tellerModel>) => {
    const [path, ...others] = walk(model).answered.values()
    expect(others).toEqual([])
    return path!
  }

  it('passes when the machine did what the walked step names', async () => {
    const model = tellerModel('told')
    await runPath(model, walked(model), {} as ApiClient, async () => {})
  })

  it('fails when the machine reached the same state another way, without the action', async () => {
    // as a refused call renewed and sent again lands where its success does
    const model = tellerModel('quiet')
    await expect(runPath(model, walked(model), {} as ApiClient, async () => {})).rejects.toThrow(
      "after xstate.done.actor.read: the step's tell not done",
    )
  })
})

describe('runPath: a machine that asks the session (issue 47)', () => {
  /** asks who is signed in, as the partner greeting does */
  const asker = setup({
    actors: { who: askSession('current', (session) => session?.user.userId ?? null) },
  }).createMachine({
    id: 'asker',
    initial: 'asking',
    states: {
      asking: { invoke: { id: 'who', src: 'who', onDone: 'answered', onError: 'failed' } },
      answered: {},
      failed: {},
    },
  })
  const askerModel = defineModel({
    machine: asker,
    events: () => [],
    answers: { who: { outputs: [null] } },
    live: { account: 'fc0001', session: true, wire: () => asker, operations: {}, minimumPaths: 0 },
  })
  const path = getPathsFromEvents(asker, [
    { type: 'xstate.done.actor.who', output: null } as never,
  ])[0]!.steps as unknown as Step[]
  // nobody signed in: the session answers null without a call
  const client = { tokens: memoryTokenStorage() } as unknown as ApiClient

  it('runs it in a system with the session actor, which answers the question', async () => {
    expect(path.at(-1)!.state.value).toBe('answered')
    await runPath(askerModel, path, client, async () => {})
  })

  it('without the session in its system the question fails at once, and the path is left', async () => {
    const alone = { ...askerModel, live: { ...askerModel.live!, session: undefined } }
    await expect(runPath(alone, path, client, async () => {})).rejects.toThrow(
      'rests in "failed", the path goes to "answered"',
    )
  })
})

describe('runPath: a path through a delay (issue 47)', () => {
  /** a reminder a minute after it is shown, unless dismissed */
  const reminder = setup({ delays: { remind: 60_000 } }).createMachine({
    id: 'reminder',
    initial: 'shown',
    states: {
      shown: { after: { remind: 'reminded' }, on: { DISMISS: 'dismissed' } },
      reminded: { after: { 1000: 'dismissed' } },
      dismissed: {},
    },
  })
  const reminderModel = defineModel({
    machine: reminder,
    events: (s) => (s.matches('shown') ? [{ type: 'DISMISS' }] : []),
    live: { wire: () => reminder, operations: {}, minimumPaths: 0 },
  })
  const through = walk(reminderModel).taken.get(
    'reminder.reminded#xstate.after.1000.reminder.reminded[0]',
  )!

  it('passes each delay on the clock of the path, at once: a named one and one in milliseconds', async () => {
    expect(notLive(reminderModel, through)).toBeNull()
    const started = Date.now()
    await runPath(reminderModel, through, {} as ApiClient, async () => {})
    expect(Date.now() - started).toBeLessThan(1000)
  })
})

describe('runPath: a machine whose context is all its own (issue 47)', () => {
  /** a lamp switched on: its value stays, its context changes */
  const lampOf = (lit: boolean) =>
    setup({ types: { context: {} as { on: boolean } } }).createMachine({
      id: 'lamp',
      context: { on: false },
      on: { SWITCH: { actions: assign({ on: lit }) } },
    })
  const lamp = lampOf(true)
  const model = (shape?: true) =>
    defineModel({
      machine: lamp,
      events: () => [{ type: 'SWITCH' }],
      depth: 1,
      // the live run's lamp does not light
      live: { wire: () => lampOf(false), operations: {}, minimumPaths: 0, shape },
    })
  const path = getPathsFromEvents(lamp, [{ type: 'SWITCH' } as never])[0]!
    .steps as unknown as Step[]

  it('by the value only, a step reaching the value with another context passes', async () => {
    await runPath(model(), path, {} as ApiClient, async () => {})
  })

  it('with `shape`, it fails: the context is the walked one or the path is left', async () => {
    await expect(runPath(model(true), path, {} as ApiClient, async () => {})).rejects.toThrow(
      'rests in {"value":{},"context":{"on":false}}, the path goes to {"value":{},"context":{"on":true}}',
    )
  })
})

describe('runPath: an action a transition enqueues (issue 47)', () => {
  /** tells someone only when asked to, from inside an `enqueueActions` */
  const telling = (tells: boolean) =>
    setup({ actions: { tell: () => {} } }).createMachine({
      id: 'enqueuer',
      initial: 'idle',
      states: {
        idle: {
          on: {
            GO: {
              target: 'gone',
              actions: enqueueActions(({ enqueue }) => {
                if (tells) enqueue('tell')
              }),
            },
          },
        },
        gone: {},
      },
    })
  const model = defineModel({
    machine: telling(true),
    events: () => [{ type: 'GO' }],
    live: { wire: () => telling(false), operations: {}, minimumPaths: 0 },
  })
  const [path] = walk(model).taken.values()

  it('is one the walked step names, and the live run must see it done', async () => {
    expect(actionsOf(path!.at(-1)!)).toEqual(['tell'])
    await expect(runPath(model, path!, {} as ApiClient, async () => {})).rejects.toThrow(
      "after GO: the step's tell not done",
    )
  })
})

describe('runPath: a machine that fails on the way (issue 47)', () => {
  /** an action of the live wiring throws: the actor stops with an error, and sends nothing more */
  const breaking = (throws: boolean) =>
    setup({
      actions: {
        tell: () => {
          if (throws) throw new Error('no one to tell')
        },
      },
    }).createMachine({
      id: 'breaking',
      initial: 'idle',
      states: { idle: { on: { GO: { target: 'gone', actions: 'tell' } } }, gone: {} },
    })
  const model = defineModel({
    machine: breaking(false),
    events: () => [{ type: 'GO' }],
    live: { wire: () => breaking(true), operations: {}, minimumPaths: 0 },
  })

  it('fails the path at once with its error, rather than waiting for a snapshot', async () => {
    const [path] = walk(model).taken.values()
    await expect(runPath(model, path!, {} as ApiClient, async () => {})).rejects.toThrow(
      'the machine failed: Error: no one to tell',
    )
  })
})
