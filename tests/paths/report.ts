import { createHash } from 'node:crypto'
import type { AnyStateMachine } from 'xstate'
import type { MachineModel } from './model'
import type { Walk } from './walk'

/** A machine the portal defines, found in its module's exports. */
export interface FoundMachine {
  /** the file, from the repository's root */
  file: string
  machine: AnyStateMachine
}

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' &&
  value !== null &&
  'root' in value &&
  'transition' in value &&
  'getInitialSnapshot' in value

/** Every machine exported by the modules `import.meta.glob` found, by id (file order). */
export function machinesOf(modules: Record<string, Record<string, unknown>>): FoundMachine[] {
  return Object.entries(modules)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([file, exports]) =>
      Object.values(exports)
        .filter(isMachine)
        .map((machine) => ({ file: file.replace(/^(\.\.\/)+/, ''), machine })),
    )
}

export interface Coverage {
  id: string
  file: string
  states: { reached: number; all: number; missing: string[]; why: Record<string, string> }
  transitions: { taken: number; all: number; missing: { id: string; why: string }[] }
  paths: number
  /**
   * the transitions taken whose paths run against the in-process mock (`live.ts`), and why each
   * other one is walked only
   */
  live: { run: number; of: number; walkedOnly: { id: string; why: string }[] }
  /** the walked graph's fingerprint: a changed guard or action that any path sees changes it */
  graph: string
}

/** A short hash of a walk's edges (their order aside). */
export const fingerprintOf = (walk: Walk): string =>
  createHash('sha256')
    .update([...new Set(walk.edges)].sort().join('\n'))
    .digest('hex')
    .slice(0, 12)

/** What a walk reached of its machine, the missing transitions with the model's reason. */
export function coverageOf(
  file: string,
  model: MachineModel,
  walk: Walk,
  live: Coverage['live'],
): Coverage {
  const missingStates = walk.states.filter((s) => !walk.reached.has(s))
  const missing = walk.transitions
    .filter((t) => !walk.taken.has(t))
    .map((id) => ({ id, why: model.unreachable?.[id] ?? '' }))
  return {
    id: walk.machineId,
    file,
    states: {
      reached: walk.states.length - missingStates.length,
      all: walk.states.length,
      missing: missingStates,
      why: Object.fromEntries(missingStates.map((s) => [s, model.unreachable?.[s] ?? ''])),
    },
    transitions: {
      taken: walk.transitions.length - missing.length,
      all: walk.transitions.length,
      missing,
    },
    paths: walk.paths.length,
    live,
    graph: fingerprintOf(walk),
  }
}

const pct = (n: number, of: number) => (of === 0 ? '-' : `${Math.floor((n / of) * 100)} %`)

/** `docs/machine-coverage.md`: a row per machine, the missing ones and why, the machines with no model. */
export function renderReport(covered: Coverage[], unmodelled: FoundMachine[]): string {
  const lines = [
    '# Machine coverage',
    '',
    'What the generated walks of the workflow machines reach (issue 47): `npm run test:paths` walks',
    'each machine that has a model in `tests/paths/models/` with `xstate/graph` over the events its',
    'model lists (a user, a child actor, the services answering with every documented status, the',
    "state's delays) and writes this file; `tests/paths/machines.test.ts` fails when a walk reaches",
    'less than this file says, or a transition is missed without a reason in its model.',
    '',
    'Each walked step is named by the transitions xstate reports for it (its `@xstate.microstep`',
    "inspection events): the event's own, then the eventless (`always`) ones and those of raised",
    'events in the same step, which `xstate/graph` has no edge for. A machine whose wiring',
    'provides guards (a token stored or not) is walked in each world the model lists. The graph',
    'column is a hash of every edge walked (each snapshot as the model serializes it, and the',
    'transitions the step took with the actions each names): a guard or an action changed, or an',
    'action that only tells someone else (a notice, a report to the root) removed or reworded,',
    'changes it, and this file is then stale.',
    '',
    'The live column counts the transitions taken whose paths also run against the in-process',
    "mock with the feature's own services (`tests/paths/live.test.ts`: signed in as the model's",
    'accounts, failures provoked by QA scenarios, the clipboard and the share sheet scripted by the',
    'path); each other one is walked only, for the reason listed below.',
    '',
    '| machine | file | states reached | transitions taken | run live | paths | graph |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...covered.map(
      (c) =>
        `| ${c.id} | \`${c.file}\` | ${c.states.reached} / ${c.states.all} (${pct(c.states.reached, c.states.all)}) | ${c.transitions.taken} / ${c.transitions.all} (${pct(c.transitions.taken, c.transitions.all)}) | ${c.live.run} / ${c.live.of} (${pct(c.live.run, c.live.of)}) | ${c.paths} | \`${c.graph}\` |`,
    ),
    '',
  ]
  const gaps = covered.filter((c) => c.states.missing.length + c.transitions.missing.length > 0)
  if (gaps.length > 0) {
    lines.push('## Not reached, and why', '')
    for (const c of gaps) {
      lines.push(`### ${c.id}`, '')
      for (const s of c.states.missing)
        lines.push(`- state \`${s}\`: ${c.states.why[s] || 'no reason given'}`)
      for (const t of c.transitions.missing)
        lines.push(`- \`${t.id}\`: ${t.why || 'no reason given'}`)
      lines.push('')
    }
  }
  const run = covered.reduce((n, c) => n + c.live.run, 0)
  const of = covered.reduce((n, c) => n + c.live.of, 0)
  lines.push(
    '## Walked only, and why',
    '',
    run === of
      ? `${run} of ${of} transitions taken (${pct(run, of)}) run live: none is walked only.`
      : `${run} of ${of} transitions taken (${pct(run, of)}) run live; each of the others, with the reason its path does not:`,
    '',
  )
  for (const c of covered.filter((c) => c.live.walkedOnly.length > 0)) {
    lines.push(`### ${c.id}`, '')
    for (const t of c.live.walkedOnly) lines.push(`- \`${t.id}\`: ${t.why}`)
    lines.push('')
  }
  if (unmodelled.length > 0) {
    lines.push(
      '## Machines without a model yet',
      '',
      ...unmodelled.map((m) => `- ${m.machine.id} (\`${m.file}\`)`),
      '',
    )
  }
  return lines.join('\n')
}
