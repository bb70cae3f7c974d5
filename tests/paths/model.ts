import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { ApiError } from '../../src/shared/services/api-error'
import type { ErrorRow } from '../../src/shared/domain/error-catalogue'
import type { Message } from '../../src/shared/domain/messages'
import type { LiveModel } from './live'

/**
 * What a workflow machine's walk knows of its world (issue 47): the events a user (or a child
 * actor, or the browser) can cause in a state, and what each service the machine invokes can
 * answer. `xstate/graph` walks the machine over these; `walk.ts` counts what it reached.
 */
export interface MachineModel {
  /** the machine as its feature defines it (its own placeholder actions; nothing provided) */
  machine: AnyStateMachine
  /**
   * Implementations the walk gives the machine in place of its placeholders (a guard its wiring
   * provides, such as whether a token is stored): `machine.provide(provide)`.
   */
  provide?: Provided
  /**
   * Several sets of implementations, each walked (with each input): the worlds the wiring's guards
   * describe, such as a token held in this window or not and one stored by another window or not.
   * A guard is constant within a world; the walks together take each of its answers.
   */
  worlds?: readonly Provided[]
  /** the machine's input, where it takes one */
  input?: unknown
  /** several inputs, each walked (a machine whose input decides which half of it runs) */
  inputs?: readonly unknown[]
  /**
   * The events that can happen in this state, with the values they carry: valid, invalid and
   * boundary values from the domain's own rules. Service answers and `after` delays are added by
   * the walk from `answers` and the state's own delays.
   */
  events: (snapshot: AnyMachineSnapshot) => readonly AnyEventObject[]
  /** what each invoked service (by its `src`) can answer */
  answers?: Record<string, ServiceAnswers>
  /**
   * What of a snapshot tells two states apart (default: its value and whole context): a context
   * that grows (a list, a counter) is abstracted here so the walk ends.
   */
  serialize?: (snapshot: AnyMachineSnapshot) => unknown
  /** the longest path walked, in events (default 12) */
  depth?: number
  /**
   * Transitions (and states) no walk reaches, each with why: a transition's id is
   * `source#event[index]`, a state's its id, as the report lists them. One that a walk starts to
   * reach fails the suite until removed from here.
   */
  unreachable?: Record<string, string>
  /** how the paths run against the in-process mock, with the feature's own services */
  live?: LiveModel
}

/** What one invoked service can answer: outputs, and failures with the message they leave. */
export interface ServiceAnswers {
  /** outputs the service can resolve with (one done event each) */
  outputs?: readonly unknown[]
  /** failures it can reject with (one error event each): `http(405)`, `network()` */
  failures?: readonly ApiError[]
  /**
   * Where a failure leaves its message for the view: the walk checks that after each failure
   * this reads the catalogue row's message for it (`failureOf(row, error)`).
   */
  shows?: { row: ErrorRow; read: (snapshot: AnyMachineSnapshot) => Message | null | undefined }
}

/** what a model gives the machine in place of its placeholders */
export type Provided = Parameters<AnyStateMachine['provide']>[0]

export const defineModel = (model: MachineModel): MachineModel => model

/** A failure with an HTTP status, as the client reports it. */
export const http = (status: number, operation = 'walk'): ApiError =>
  new ApiError({ status, message: `HTTP ${status}`, kind: 'http', operation })

/** A call that got no answer (the network dropped it). */
export const network = (operation = 'walk'): ApiError =>
  new ApiError({ status: 0, message: 'network', kind: 'network', operation })

/** Failures for every status of a catalogue row, a status it does not list (500) and no network. */
export const failuresOf = (row: ErrorRow, operation = 'walk'): ApiError[] => [
  ...Object.keys(row)
    .filter((key) => /^\d+$/.test(key))
    .map((status) => http(Number(status), operation)),
  http(500, operation),
  network(operation),
]
