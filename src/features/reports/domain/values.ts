import { OPTIONAL_BLOOD_FIELDS } from './ranges'
import type { ReportValues } from './report'

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

/** The checkup values of a body that carries more (role, userNo, fcCode, checkupNo...). */
export const reportValuesFrom = (body: ReportValues): ReportValues =>
  Object.fromEntries(REPORT_VALUE_KEYS.map((k) => [k, body[k]])) as unknown as ReportValues
