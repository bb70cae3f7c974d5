import type { Gender } from '../../../shared/domain/codes'
import type { HeightUnit, WaistUnit, WeightUnit } from './codes'
import { OPTIONAL_BLOOD_FIELDS } from './ranges'

/**
 * The checkup values of a report as the contract carries them (S2 §3): waist and weight in the unit
 * chosen, height in cm whatever its unit (heightUnit says how it was entered), BMI derived; the
 * fields not asked are null, and so are the optional blood values left empty or 0.
 */
export interface ReportValues {
  name: string
  birth: string
  gender: Gender
  checkupDate: string
  waist: number
  waistUnit: WaistUnit
  height: number
  heightUnit: HeightUnit
  weight: number
  weightUnit: WeightUnit
  bmi: number
  bpLow: number
  bpHigh: number
  oligProteCd: number
  dfabPtnCd: number
  totChole: number | null
  triglyceride: number | null
  hdlChole: number | null
  ldlChole: number | null
  sgotAst: number | null
  sgptAlt: number | null
  gammaGtp: number | null
  blds: number | null
  creatinine: number
  hmg: number
  /** comma list of DISEASE_CODES */
  hchk: string
  /** comma list of FAMILY_CODES */
  fmly: string
  drnkHabit: number
  drnkQty: number | null
  smkStatType: number
  smkTerm: number | null
  smkQty: number | null
  wlk30WekFreq: number
  mov30WekFreq: number
  mov20WekFreq: number
}

/** Every key of the checkup values (S2 §3), to take them out of a larger body. */
export const REPORT_VALUE_KEYS = [
  'name',
  'birth',
  'gender',
  'checkupDate',
  'waist',
  'waistUnit',
  'height',
  'heightUnit',
  'weight',
  'weightUnit',
  'bmi',
  'bpLow',
  'bpHigh',
  'oligProteCd',
  'dfabPtnCd',
  ...OPTIONAL_BLOOD_FIELDS,
  'creatinine',
  'hmg',
  'hchk',
  'fmly',
  'drnkHabit',
  'drnkQty',
  'smkStatType',
  'smkTerm',
  'smkQty',
  'wlk30WekFreq',
  'mov30WekFreq',
  'mov20WekFreq',
] as const satisfies readonly (keyof ReportValues)[]

/** `keys` of `body`, and no other: a copy typed by the keys it was given. */
function picked<T extends object, K extends keyof T>(body: T, keys: readonly K[]): Pick<T, K> {
  const out: Partial<Pick<T, K>> = {}
  for (const k of keys) out[k] = body[k]
  // every key of `keys` was copied above
  return out as Pick<T, K>
}

/**
 * The checkup values of a body that carries more (role, userNo, fcCode, checkupNo...). A key
 * missing from REPORT_VALUE_KEYS fails to compile here.
 */
export const reportValuesFrom = (body: ReportValues): ReportValues =>
  picked(body, REPORT_VALUE_KEYS)
