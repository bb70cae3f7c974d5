import { type Message, message } from '../../../shared/domain/messages'
import type { HeightUnit, WaistUnit, WeightUnit } from './codes'
import { cmToFeetInch } from './units'

/** A closed range; `zeroIsEmpty`: an optional value where 0 means not given. S2 §5.2. */
export interface Range {
  min: number
  max: number
  /** optional, and 0 counts as empty (not a value) */
  zeroIsEmpty?: boolean
}

/** The optional blood values: 0 to 1000, where 0 is not a value and counts as empty. S2 §5.2. */
export const OPTIONAL_BLOOD_FIELDS = [
  'totChole',
  'triglyceride',
  'hdlChole',
  'ldlChole',
  'sgotAst',
  'sgptAlt',
  'gammaGtp',
  'blds',
] as const
export type OptionalBloodField = (typeof OPTIONAL_BLOOD_FIELDS)[number]

/** The number fields of the report that have no unit. */
export const PLAIN_NUMBER_FIELDS = [
  'bpLow',
  'bpHigh',
  ...OPTIONAL_BLOOD_FIELDS,
  'creatinine',
  'hmg',
  'drnkQty',
  'smkTerm',
  'smkQty',
] as const
export type PlainNumberField = (typeof PLAIN_NUMBER_FIELDS)[number]

const optionalBlood: Range = { min: 0, max: 1000, zeroIsEmpty: true }

/** The ranges of the number fields without a unit (RANGES.plain). */
const PLAIN_RANGES: Record<PlainNumberField, Range> = {
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
}

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
  plain: PLAIN_RANGES,
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
