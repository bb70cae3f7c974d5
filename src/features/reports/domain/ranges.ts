import { type Message, message } from '../../../shared/domain/messages'
import type { HeightUnit, WaistUnit, WeightUnit } from './codes'
import { cmToFeetInch } from './units'
import { keysOf } from '../../../shared/domain/objects'

/** A closed range; `zeroIsEmpty`: an optional value where 0 means not given. S2 §5.2. */
export interface Range {
  min: number
  max: number
  /** optional, and 0 counts as empty (not a value) */
  zeroIsEmpty?: boolean
}

const optionalBlood = { min: 0, max: 1000, zeroIsEmpty: true } as const

/**
 * The number fields of the report that have no unit, in the form's order, with their ranges
 * (RANGES.plain). The optional blood values are 0 to 1000, where 0 is not a value and counts as
 * empty (S2 §5.2).
 */
const PLAIN_RANGES = {
  bpLow: { min: 30, max: 250 },
  bpHigh: { min: 30, max: 250 },
  totChole: optionalBlood,
  triglyceride: optionalBlood,
  hdlChole: optionalBlood,
  ldlChole: optionalBlood,
  sgotAst: optionalBlood,
  sgptAlt: optionalBlood,
  gammaGtp: optionalBlood,
  blds: optionalBlood,
  creatinine: { min: 0, max: 100 },
  hmg: { min: 0, max: 25 },
  drnkQty: { min: 1, max: 150 },
  smkTerm: { min: 0, max: 200 },
  smkQty: { min: 1, max: 1000 },
} as const satisfies Record<string, Range>
type PlainRanges = typeof PLAIN_RANGES

export type PlainNumberField = keyof PlainRanges
export const PLAIN_NUMBER_FIELDS = Object.freeze(keysOf(PLAIN_RANGES))
const plainRanges: Record<PlainNumberField, Range> = PLAIN_RANGES

/** The optional blood values: the fields whose range counts 0 as empty. */
export type OptionalBloodField = {
  [F in PlainNumberField]: PlainRanges[F] extends { zeroIsEmpty: true } ? F : never
}[PlainNumberField]
export const OPTIONAL_BLOOD_FIELDS = Object.freeze(
  PLAIN_NUMBER_FIELDS.filter(
    (field): field is OptionalBloodField => plainRanges[field].zeroIsEmpty === true,
  ),
)

/**
 * S2 §5.2, the ranges table as data: the form machine, the mock server's check (406) and the tests
 * read this one table.
 */
export const RANGES = {
  waist: { cm: { min: 50, max: 130 }, inch: { min: 19.68, max: 51.18 } } satisfies Record<
    WaistUnit,
    Range
  >,
  /** feet and inches are checked as the centimetres they make */
  height: { cm: { min: 130, max: 230 } },
  weight: { kg: { min: 25, max: 250 }, lb: { min: 55, max: 440 } } satisfies Record<
    WeightUnit,
    Range
  >,
  bmi: { min: 0, max: 100 },
  plain: plainRanges,
} as const

/** The range message of S2 §5.1 ('range is min to max') for a value outside `range`, else null. */
export const outOfRange = (value: number, range: Range): Message | null =>
  value >= range.min && value <= range.max
    ? null
    : message('validation.range', { min: range.min, max: range.max })

/** The height range message in the unit shown: centimetres, or feet and inches. */
export function heightRangeMessage(unit: HeightUnit): Message {
  const { min, max } = RANGES.height.cm
  if (unit === 'cm') return message('validation.range', { min, max })
  // the form sends the height in cm to 2 decimals, so these (a test checks) are accepted bounds
  const low = cmToFeetInch(min)
  const high = cmToFeetInch(max)
  return message('report.heightFeetRange', {
    minFeet: low.feet,
    minInch: low.inch,
    maxFeet: high.feet,
    maxInch: high.inch,
  })
}
