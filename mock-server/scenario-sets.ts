import { z } from 'zod'
import { SCENARIO_PRESETS } from './scenario-presets'
import { scenarioInputSchema, SCENARIOS_MAX, type Scenario, type ScenarioInput } from './scenarios'

/**
 * Saved scenario sets (issue 50, "presets by link", decision 068): a QA tester saves the active
 * scenarios under a name and starts them again from one link, on a phone. A set holds each
 * scenario as it would be started again (its {@link ScenarioInput}, the calls left as `times`);
 * starting it puts each through the checks of `POST /__mock/scenarios`. The sets live beside the
 * active scenarios, not in the db: they are QA's own, never demo data (the standalone server keeps
 * them in a file beside its data file, `persistence.ts`).
 */

/** How many sets may be saved at once. */
export const SCENARIO_SETS_MAX = 50
/** The longest name of a set. */
export const SET_NAME_MAX = 40
/** What a set's name is made of: it stands in a link as it is, with nothing to escape. */
const SET_NAME = /^[a-z0-9-]+$/

/** The page a set's link opens (`mock-server/pages/start-page.ts`). */
export const START_PAGE_PATH = '/__mock/start'

/**
 * A set's link: the start page with the set's name in the fragment. It holds no token: the QA
 * page adds its own to the fragment in the browser, and a fragment is never sent to the server.
 */
export const setLink = (name: string): string => `${START_PAGE_PATH}#set=${name}`

/** Why `name` cannot name a set (400), or null. */
export function setNameRefusal(name: string): string | null {
  if (name.length < 1 || name.length > SET_NAME_MAX || !SET_NAME.test(name))
    return `name: 1 to ${SET_NAME_MAX} characters of a-z, 0-9 and - (it stands in the link as it is)`
  if (SCENARIO_PRESETS.some((p) => p.name === name))
    return `name: ${name} is a preset's name (POST /__mock/scenarios/presets/${name}); choose another`
  return null
}

export const scenarioSetSchema = z
  .object({
    name: z
      .string()
      .min(1)
      .max(SET_NAME_MAX)
      .refine((name) => setNameRefusal(name) === null, { message: 'not a set name' }),
    /** in the order they are started: the oldest first, so the newest wins a tie again */
    scenarios: z.array(scenarioInputSchema).min(1).max(SCENARIOS_MAX),
    /** when it was saved, on the mock's clock (ISO 8601) */
    savedAt: z.string().min(1).max(40),
  })
  .strict()

export type ScenarioSet = z.infer<typeof scenarioSetSchema>

/**
 * What starts `s` again as it is now: its operation, answer, delays, body faults, rate and seed,
 * the calls it has left as `times`, its account. Defaults are left out, so the input reads as a
 * tester would write it.
 */
export function inputOf(s: Scenario): ScenarioInput {
  return {
    operation: s.operation,
    ...(s.answer && 'status' in s.answer ? { status: s.answer.status } : {}),
    ...(s.answer && 'network' in s.answer ? { network: true as const } : {}),
    ...(s.answer && 'empty' in s.answer ? { empty: true as const } : {}),
    ...(s.answer && 'data' in s.answer ? { data: s.answer.data } : {}),
    ...(s.delayMs > 0 ? { delayMs: s.delayMs } : {}),
    ...(s.delayMaxMs !== null ? { delayMaxMs: s.delayMaxMs } : {}),
    ...(s.stallMs > 0 ? { stallMs: s.stallMs } : {}),
    ...(s.cut ? { cut: true as const } : {}),
    ...(s.rate < 1 ? { rate: s.rate } : {}),
    ...(s.seed !== 1 ? { seed: s.seed } : {}),
    ...(s.remaining !== null ? { times: s.remaining } : {}),
    ...(s.userId !== null ? { userId: s.userId } : {}),
  }
}

/** The saved sets of one mock, by name. */
export class ScenarioSets {
  private readonly byName = new Map<string, ScenarioSet>()
  private readonly listeners: (() => void)[] = []

  constructor(sets: readonly ScenarioSet[] = []) {
    for (const set of sets) this.byName.set(set.name, set)
  }

  /** Calls `listener` after every change (the standalone server writes its file again). */
  listen(listener: () => void): void {
    this.listeners.push(listener)
  }

  /** Every set, by name. */
  list(): ScenarioSet[] {
    return [...this.byName.values()].sort((a, b) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
    )
  }

  get(name: string): ScenarioSet | undefined {
    return this.byName.get(name)
  }

  /** Saves `set`, replacing one of its name; why not (400) when that would make too many, or null. */
  save(set: ScenarioSet): string | null {
    if (!this.byName.has(set.name) && this.byName.size >= SCENARIO_SETS_MAX)
      return `at most ${SCENARIO_SETS_MAX} sets: delete one first`
    this.byName.set(set.name, set)
    this.changed()
    return null
  }

  remove(name: string): boolean {
    const removed = this.byName.delete(name)
    if (removed) this.changed()
    return removed
  }

  private changed() {
    for (const listener of this.listeners) listener()
  }
}
