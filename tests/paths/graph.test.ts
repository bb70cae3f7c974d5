import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMachine, type AnyStateMachine } from 'xstate'
import type { MachineModel } from './model'
import { walk } from './walk'
import { fingerprintOf } from './report'
import giveVoucher from './models/give-voucher.model'
import gift from './models/gift.model'
import voucherBar from './models/voucher-bar.model'

/**
 * The walked graph's fingerprint in `docs/machine-coverage.md` (issue 47): the same for the same
 * machine whatever the day or hour of the run, and different when a guard or an action changes
 * what any path sees, so `machines.test.ts` finds the file stale and the change is seen.
 */

const models = Object.values(
  import.meta.glob<{ default: MachineModel }>('./models/*.model.ts', { eager: true }),
).map((m) => m.default)

/** The fingerprint recorded for a machine in the coverage file. */
function recorded(id: string): string {
  const row = readFileSync('docs/machine-coverage.md', 'utf8')
    .split('\n')
    .find((line) => line.startsWith(`| ${id} `))
  const hash = row?.match(/`([0-9a-f]{12})` \|$/)?.[1]
  if (!hash) throw new Error(`no fingerprint for ${id} in docs/machine-coverage.md`)
  return hash
}

/** The model walking another machine (a changed copy of its own). */
const changed = (model: MachineModel, machine: AnyStateMachine): MachineModel => ({
  ...model,
  machine,
})

/** The machine with its config changed by `edit` (its implementations kept). */
function edited(
  machine: AnyStateMachine,
  edit: (config: Record<string, unknown>) => Record<string, unknown>,
): AnyStateMachine {
  return createMachine(
    edit(machine.config as Record<string, unknown>) as never,
    machine.implementations as never,
  )
}

afterEach(() => vi.useRealTimers())

describe('the walked graph of each machine', () => {
  it('is the same on another day, at another hour', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2031, 1, 28, 23, 59, 30))
    const drift = models
      .filter((model) => fingerprintOf(walk(model)) !== recorded(model.machine.id))
      .map((model) => model.machine.id)
    expect(drift).toEqual([])
  })

  it('changes when a guard changes: the voucher count opened while a creation is confirmed', () => {
    const open = changed(
      voucherBar,
      voucherBar.machine.provide({ guards: { countOpen: () => true } }),
    )
    expect(fingerprintOf(walk(open))).not.toBe(recorded('voucherBar'))
  })

  it('changes when a guard changes: the gift form never found invalid', () => {
    const lenient = changed(gift, gift.machine.provide({ guards: { invalid: () => false } }))
    expect(fingerprintOf(walk(lenient))).not.toBe(recorded('gift'))
  })

  it("changes when a transition's action is removed: the customer check's failure message", () => {
    const silent = edited(giveVoucher.machine, (config) => {
      const states = config.states as Record<string, { invoke: Record<string, unknown>[] }>
      const [check, ...others] = states.checking!.invoke
      return {
        ...config,
        states: {
          ...states,
          checking: { ...states.checking, invoke: [{ ...check, onError: 'editing' }, ...others] },
        },
      }
    })
    const result = walk(changed(giveVoucher, silent))
    expect(fingerprintOf(result)).not.toBe(recorded('giveVoucher'))
    // and the catalogue check says what the user no longer sees
    expect(result.mismatches.length).toBeGreaterThan(0)
    expect(result.mismatches[0]).toMatch(/shows null, the catalogue says/)
  })

  it('changes when an action whose effect is outside the snapshot is removed: the bell not told of a new voucher', () => {
    // creating's onDone tells the root the notifications changed (the bell reads them again):
    // nothing in the voucher bar's own snapshot shows it
    const untold = edited(voucherBar.machine, (config) => {
      const states = config.states as Record<string, { invoke: Record<string, unknown>[] }>
      const [create, ...others] = states.creating!.invoke
      const onDone = (create!.onDone as { actions: unknown[] }[]).map((t) => ({
        ...t,
        actions: t.actions.filter((a) => a !== 'notificationsChanged'),
      }))
      return {
        ...config,
        states: {
          ...states,
          creating: { ...states.creating, invoke: [{ ...create, onDone }, ...others] },
        },
      }
    })
    expect(fingerprintOf(walk(changed(voucherBar, untold)))).not.toBe(recorded('voucherBar'))
  })
})
