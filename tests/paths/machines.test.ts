import { readFileSync, writeFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { format, resolveConfig } from 'prettier'
import type { MachineModel } from './model'
import { walk, type Walk } from './walk'
import { coverageOf, machinesOf, renderReport, type Coverage } from './report'
import { liveCoverage } from './live'

/**
 * Tests generated from every workflow machine (issue 47): each machine with a model is walked
 * (`walk.ts`); every transition is taken by some path or its model says why not; every failure
 * leaves the catalogue's message where the view reads it; and `docs/machine-coverage.md` holds
 * what the walks reach (`npm run test:paths` writes it), so a transition added without a path,
 * or a model that reaches less, fails here.
 */

const machines = machinesOf(
  import.meta.glob<Record<string, unknown>>(
    [
      '../../src/features/*/machines/*-machine.ts',
      '../../src/shared/machines/*-machine.ts',
      '../../src/app/*-machine.ts',
    ],
    { eager: true },
  ),
)
const allModels = Object.values(
  import.meta.glob<{ default: MachineModel }>('./models/*.model.ts', { eager: true }),
).map((m) => m.default)
/** `PATHS_ONLY=giveVoucher,gift`: walk these machines only (while writing a model); no report */
const only = process.env.PATHS_ONLY?.split(',')
const models = only ? allModels.filter((m) => only.includes(m.machine.id)) : allModels

const REPORT = 'docs/machine-coverage.md'
const fileOf = (model: MachineModel) =>
  machines.find((m) => m.machine === model.machine)?.file ?? '(not found)'

const walks = new Map<MachineModel, { result: Walk; coverage: Coverage }>()
/** the walk of a model, made once (a walk that throws fails the tests that need it) */
function walked(model: MachineModel) {
  if (!walks.has(model)) {
    const result = walk(model)
    const live = liveCoverage(model, result)
    walks.set(model, { result, coverage: coverageOf(fileOf(model), model, result, live) })
  }
  return walks.get(model)!
}

describe('machine walks (xstate/graph)', () => {
  it('every model walks a machine the portal defines, one model each', () => {
    for (const model of models) expect(fileOf(model), model.machine.id).not.toBe('(not found)')
    expect(new Set(models.map((m) => m.machine)).size).toBe(models.length)
  })

  it('every workflow machine has a model: a new machine is walked from its first commit', () => {
    const modelled = new Set(allModels.map((m) => m.machine))
    expect(machines.filter((m) => !modelled.has(m.machine)).map((m) => m.file)).toEqual([])
  })

  for (const model of models) {
    describe(model.machine.id, () => {
      it('takes every transition, or its model says why not', () => {
        const { result, coverage } = walked(model)
        const unexplained = coverage.transitions.missing.filter((t) => t.why === '')
        expect(unexplained.map((t) => t.id)).toEqual([])
        const stale = Object.keys(model.unreachable ?? {}).filter((id) => result.taken.has(id))
        expect(stale, 'listed as unreachable, yet taken').toEqual([])
        const unknown = Object.keys(model.unreachable ?? {}).filter(
          (id) => !result.transitions.includes(id) && !result.states.includes(id),
        )
        expect(unknown, 'listed as unreachable, yet not a transition or state').toEqual([])
        const reachedAnyway = Object.keys(model.unreachable ?? {}).filter((id) =>
          result.reached.has(id),
        )
        expect(reachedAnyway, 'listed as unreachable, yet reached').toEqual([])
      })

      it('reaches every state, or its model says why not', () => {
        const { coverage } = walked(model)
        const unexplained = coverage.states.missing.filter((id) => !model.unreachable?.[id])
        expect(unexplained).toEqual([])
      })

      it('leaves the catalogue message of each failure where the view reads it', () => {
        const { result } = walked(model)
        expect(result.mismatches).toEqual([])
      })
    })
  }

  if (!only)
    it(`${REPORT} holds what the walks reach`, async () => {
      const modelled = new Set(models.map((m) => m.machine))
      const report = await format(
        renderReport(
          models.map((m) => walked(m).coverage),
          machines.filter((m) => !modelled.has(m.machine)),
        ),
        { ...(await resolveConfig(REPORT)), filepath: REPORT },
      )
      if (process.env.UPDATE_MACHINE_COVERAGE === '1') writeFileSync(REPORT, report)
      expect(readFileSync(REPORT, 'utf8')).toBe(report)
    })
})
