import { useSelector } from '@xstate/react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { reportFormMachine } from '../machines/report-form-machine'

export type FormActor = ActorRefFrom<typeof reportFormMachine>
export type FormSnapshot = SnapshotFrom<typeof reportFormMachine>

/** An object (an array too): what `sameData` compares member by member. */
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

/**
 * Equal as data: the same primitives, arrays and plain objects of equal members. A selection of
 * the form's state is small (a value, a message, a few flags), so comparing it costs less than one
 * render; the machine builds new message objects on every recheck, equal ones compare equal here.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (!isRecord(a) || !isRecord(b)) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keysA = Object.keys(a)
  if (keysA.length !== Object.keys(b).length) return false
  return keysA.every((k) => Object.prototype.hasOwnProperty.call(b, k) && sameData(a[k], b[k]))
}

/**
 * A part of the form machine's state: the component re-renders only when this part changes, so a
 * keystroke re-renders the field typed into and what depends on it (decision 020b).
 */
export const useFormState = <T>(actor: FormActor, select: (s: FormSnapshot) => T): T =>
  useSelector(actor, select, sameData)
