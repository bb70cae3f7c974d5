/**
 * The report form of S2 §2.3 and its rules (§5.1, §5.2): what it holds, how a typed value or a
 * unit change updates it, which fields are asked, what is wrong with it, and the values it sends.
 * The same rules check a report on the mock server (406), so the form and the server agree.
 */
import type { Gender } from '../../../shared/domain/codes'
import { LIMITS } from '../../../shared/domain/codes'
import { isValidApiDate } from '../../../shared/domain/dates'
import { type Message, message } from '../../../shared/domain/messages'
import {
  ageAt,
  birth as birthRule,
  numericOnly,
  lineText,
  pastDate,
} from '../../../shared/domain/validation'
import {
  DAY_CODES,
  DISABILITY_CODES,
  DISEASE_CODES,
  FAMILY_CODES,
  METRIC_UNITS,
  NAME_MAX,
  NONE,
  PROTEINURIA_CODES,
  SMOKING,
  SMOKING_CODES,
  type DiseaseCode,
  type FamilyCode,
  type HeightUnit,
  type Units,
  type WaistUnit,
  type WeightUnit,
} from './codes'
import {
  OPTIONAL_BLOOD_FIELDS,
  PLAIN_NUMBER_FIELDS,
  RANGES,
  heightRangeMessage,
  outOfRange,
  type PlainNumberField,
} from './ranges'
import {
  bmiOf,
  cmToFeetInch,
  cmToInch,
  feetInchToCm,
  inchToCm,
  kgToLb,
  lbToKg,
  round2,
  showNumber,
} from './units'

/** What the user types into a number input (in the unit shown, for waist, height and weight). */
export const TEXT_FIELDS = [
  'waist',
  'heightCm',
  'heightFeet',
  'heightInch',
  'weight',
  ...PLAIN_NUMBER_FIELDS,
] as const
export type TextField = (typeof TEXT_FIELDS)[number]

/** The radio groups of the form (all required). S2 §2.3. */
export const CHOICE_FIELDS = [
  'oligProteCd',
  'dfabPtnCd',
  'drnkHabit',
  'smkStatType',
  'wlk30WekFreq',
  'mov30WekFreq',
  'mov20WekFreq',
] as const
export type ChoiceField = (typeof CHOICE_FIELDS)[number]

/** The codes each radio group offers. */
export const CHOICE_CODES: Record<ChoiceField, readonly number[]> = {
  oligProteCd: PROTEINURIA_CODES,
  dfabPtnCd: DISABILITY_CODES,
  drnkHabit: DAY_CODES,
  smkStatType: SMOKING_CODES,
  wlk30WekFreq: DAY_CODES,
  mov30WekFreq: DAY_CODES,
  mov20WekFreq: DAY_CODES,
}

export type Measure = keyof Units

/** The checkup values of a report: what the form holds, whatever the variant. */
export interface ReportForm {
  name: string
  /** YYYYMMDD */
  birth: string
  gender: Gender | null
  /** YYYYMMDD */
  checkupDate: string
  units: Units
  /**
   * the canonical values of the three measures, metric: what a unit change keeps; the texts of a
   * measure are made from them when its unit changes
   */
  metric: { waistCm: number | null; heightCm: number | null; weightKg: number | null }
  texts: Record<TextField, string>
  choices: Record<ChoiceField, number | null>
  hchk: DiseaseCode[]
  fmly: FamilyCode[]
}

/** Every field that can carry a message. */
export type FieldKey =
  | 'name'
  | 'birth'
  | 'gender'
  | 'checkupDate'
  | 'waist'
  | 'height'
  | 'weight'
  | 'bmi'
  | PlainNumberField
  | ChoiceField
  | 'hchk'
  | 'fmly'

export type FieldErrors = Partial<Record<FieldKey, Message>>

/** The sections of the form, in order. S2 §2.3. */
export const SECTIONS = ['general', 'blood', 'history', 'habits', 'exercise'] as const
export type Section = (typeof SECTIONS)[number]

export const SECTION_FIELDS: Record<Section, readonly FieldKey[]> = {
  general: [
    'name',
    'birth',
    'gender',
    'checkupDate',
    'waist',
    'height',
    'weight',
    'bmi',
    'bpLow',
    'bpHigh',
    'dfabPtnCd',
  ],
  blood: [...OPTIONAL_BLOOD_FIELDS, 'creatinine', 'hmg', 'oligProteCd'],
  history: ['hchk', 'fmly'],
  habits: ['drnkHabit', 'drnkQty', 'smkStatType', 'smkTerm', 'smkQty'],
  exercise: ['wlk30WekFreq', 'mov30WekFreq', 'mov20WekFreq'],
}

const emptyTexts = (): Record<TextField, string> =>
  Object.fromEntries(TEXT_FIELDS.map((f) => [f, ''])) as Record<TextField, string>

export function emptyForm(units: Units = METRIC_UNITS): ReportForm {
  return {
    name: '',
    birth: '',
    gender: null,
    checkupDate: '',
    units,
    metric: { waistCm: null, heightCm: null, weightKg: null },
    texts: emptyTexts(),
    choices: Object.fromEntries(CHOICE_FIELDS.map((f) => [f, null])) as Record<
      ChoiceField,
      number | null
    >,
    hchk: [],
    fmly: [],
  }
}

/** A typed number, or null when nothing (or only a '.') was typed. */
export function parseNumber(text: string): number | null {
  if (text === '' || text === '.') return null
  const n = Number(text)
  return Number.isFinite(n) ? n : null
}

/** The height in cm the feet and inch inputs make (an empty inch is 0), or null. */
function heightFromFeet(feetText: string, inchText: string): number | null {
  const feet = parseNumber(feetText)
  const inch = parseNumber(inchText)
  if (feet === null && inch === null) return null
  return feetInchToCm(feet ?? 0, inch ?? 0)
}

/**
 * The form after the user typed `raw` into a number input: only digits and one decimal point
 * are kept (S2 §5.1; the feet input takes digits only), and the canonical metric value of a measure
 * follows what was typed in the unit shown.
 */
export function typeText(form: ReportForm, field: TextField, raw: string): ReportForm {
  const text = field === 'heightFeet' ? raw.replace(/[^0-9]/g, '') : numericOnly(raw)
  const texts = { ...form.texts, [field]: text }
  const metric = { ...form.metric }
  const typed = parseNumber(text)
  if (field === 'waist')
    metric.waistCm = typed === null ? null : form.units.waist === 'inch' ? inchToCm(typed) : typed
  if (field === 'weight')
    metric.weightKg = typed === null ? null : form.units.weight === 'lb' ? lbToKg(typed) : typed
  if (field === 'heightCm') metric.heightCm = typed
  if (field === 'heightFeet' || field === 'heightInch')
    metric.heightCm = heightFromFeet(texts.heightFeet, texts.heightInch)
  return { ...form, texts, metric }
}

/** The texts of the three measures, made from the canonical metric values in `units`. */
function measureTexts(
  metric: ReportForm['metric'],
  units: Units,
): Partial<Record<TextField, string>> {
  const show = (v: number | null, convert: (x: number) => number = (x) => x) =>
    v === null ? '' : showNumber(convert(v))
  const feet = metric.heightCm === null ? null : cmToFeetInch(metric.heightCm)
  return {
    waist: show(metric.waistCm, units.waist === 'inch' ? cmToInch : undefined),
    weight: show(metric.weightKg, units.weight === 'lb' ? kgToLb : undefined),
    heightCm: show(metric.heightCm),
    heightFeet: feet ? String(feet.feet) : '',
    heightInch: feet ? showNumber(feet.inch) : '',
  }
}

/**
 * The form shown in another unit: the canonical metric value stays as it was, so switching back
 * and forth loses nothing; the measure's text is made from it.
 */
export function changeUnit<M extends Measure>(
  form: ReportForm,
  measure: M,
  unit: Units[M],
): ReportForm {
  if (form.units[measure] === unit) return form
  const units = { ...form.units, [measure]: unit }
  const texts = measureTexts(form.metric, units)
  const changed: (keyof typeof texts)[] =
    measure === 'height' ? ['heightCm', 'heightFeet', 'heightInch'] : [measure]
  const next = { ...form.texts }
  for (const f of changed) next[f] = texts[f] ?? ''
  return { ...form, units, texts: next }
}

/**
 * A checkbox group's choices after `code` was clicked: 'none' excludes every other choice (S2 §2.3):
 * choosing it leaves it alone, choosing another drops it.
 */
export function toggleExclusive<C extends string>(selected: readonly C[], code: C): C[] {
  if (selected.includes(code)) return selected.filter((c) => c !== code)
  if (code === NONE) return [code]
  return [...selected.filter((c) => c !== NONE), code]
}

/** S2 §2.3: the drinking amount is asked only when drinking days are chosen and not 0. */
export const asksDrinkingAmount = (form: Pick<ReportForm, 'choices'>): boolean =>
  form.choices.drnkHabit !== null && form.choices.drnkHabit !== 0

/** S2 §2.3: smoking term and amount are asked only for quit or current smokers. */
export const asksSmoking = (form: Pick<ReportForm, 'choices'>): boolean =>
  form.choices.smkStatType === SMOKING.quit || form.choices.smkStatType === SMOKING.current

/** The number fields asked now (the hidden ones keep what was typed, but are not checked or sent). */
export function askedNumberFields(form: Pick<ReportForm, 'choices'>): PlainNumberField[] {
  return PLAIN_NUMBER_FIELDS.filter((f) => {
    if (f === 'drnkQty') return asksDrinkingAmount(form)
    if (f === 'smkTerm' || f === 'smkQty') return asksSmoking(form)
    return true
  })
}

/**
 * S2 §5.1 Age: 20 to 85 full years at the checkup date, with one of four messages: the birthday
 * is missing; too young; too old; or (decision 020) a checkup date before the birth, which fits
 * neither bound: 'age 20 to 85 only'. Null when it holds, or when a date is not a valid date
 * (the date rules say that).
 */
export function reportAgeRule(birth: string, checkupDate: string): Message | null {
  if (birth.trim() === '') return message('validation.birthMissing')
  const age = ageAt(birth, checkupDate)
  if (age === null) return null
  if (checkupDate < birth) return message('validation.ageRange')
  if (age < LIMITS.ageMin) return message('validation.ageMin')
  if (age > LIMITS.ageMax) return message('validation.ageMax')
  return null
}

/** The three measures in the units shown, rounded as they are sent (2 decimals; height in cm). */
export function measuresOf(form: Pick<ReportForm, 'metric' | 'units'>): {
  waist: number | null
  height: number | null
  weight: number | null
} {
  const { waistCm, heightCm, weightKg } = form.metric
  return {
    waist:
      waistCm === null ? null : round2(form.units.waist === 'inch' ? cmToInch(waistCm) : waistCm),
    height: heightCm === null ? null : round2(heightCm),
    weight:
      weightKg === null ? null : round2(form.units.weight === 'lb' ? kgToLb(weightKg) : weightKg),
  }
}

/** Metric values of measures given in units (what the server stores and the BMI is made of). */
export function metricOf(values: {
  waist: number
  waistUnit: WaistUnit
  height: number
  weight: number
  weightUnit: WeightUnit
}): { waistCm: number; heightCm: number; weightKg: number } {
  return {
    waistCm: values.waistUnit === 'inch' ? inchToCm(values.waist) : values.waist,
    heightCm: values.height,
    weightKg: values.weightUnit === 'lb' ? lbToKg(values.weight) : values.weight,
  }
}

/**
 * The BMI the form shows and sends: from the measures as they are sent, so the server, which
 * computes it from the same numbers, finds the same value.
 */
export function formBmi(form: Pick<ReportForm, 'metric' | 'units'>): number | null {
  const m = measuresOf(form)
  if (m.height === null || m.weight === null) return null
  const weightKg = form.units.weight === 'lb' ? lbToKg(m.weight) : m.weight
  return bmiOf(m.height, weightKg)
}

const required = () => message('validation.required')

/** The messages of every field asked (S2 §5.1, §5.2); an empty object for a valid form. */
export function fieldErrors(form: ReportForm, today: Date): FieldErrors {
  const errors: FieldErrors = {}
  const set = (key: FieldKey, m: Message | null) => {
    if (m) errors[key] = m
  }

  set(
    'name',
    form.name.trim() === '' ? required() : lineText(form.name, NAME_MAX, 'report.nameTooLong'),
  )
  set('birth', form.birth === '' ? required() : birthRule(form.birth))
  set('gender', form.gender === null ? message('report.choose') : null)
  set(
    'checkupDate',
    form.checkupDate === ''
      ? required()
      : (pastDate(form.checkupDate, today) ??
          (errors.birth && form.birth !== '' ? null : reportAgeRule(form.birth, form.checkupDate))),
  )

  const measures = measuresOf(form)
  set(
    'waist',
    measures.waist === null
      ? required()
      : outOfRange(measures.waist, RANGES.waist[form.units.waist]),
  )
  if (form.units.height === 'ft' && (parseNumber(form.texts.heightInch) ?? 0) >= 12)
    set('height', message('report.heightInch'))
  else
    set(
      'height',
      measures.height === null
        ? required()
        : outOfRange(measures.height, RANGES.height.cm) && heightRangeMessage(form.units.height),
    )
  set(
    'weight',
    measures.weight === null
      ? required()
      : outOfRange(measures.weight, RANGES.weight[form.units.weight]),
  )
  const bmi = formBmi(form)
  if (bmi !== null) set('bmi', outOfRange(bmi, RANGES.bmi))

  for (const field of askedNumberFields(form)) {
    const range = RANGES.plain[field]
    const value = parseNumber(form.texts[field])
    if (value === null || (range.zeroIsEmpty && value === 0)) {
      if (!range.zeroIsEmpty) set(field, required())
    } else set(field, outOfRange(value, range))
  }

  for (const field of CHOICE_FIELDS) {
    const value = form.choices[field]
    set(
      field,
      value === null || !CHOICE_CODES[field].includes(value) ? message('report.choose') : null,
    )
  }
  set('hchk', groupProblem(form.hchk, DISEASE_CODES))
  set('fmly', groupProblem(form.fmly, FAMILY_CODES))
  return errors
}

function groupProblem(selected: readonly string[], codes: readonly string[]): Message | null {
  if (selected.length === 0) return message('report.chooseAny')
  const valid =
    selected.every((c) => codes.includes(c)) &&
    new Set(selected).size === selected.length &&
    (!selected.includes(NONE) || selected.length === 1)
  return valid ? null : message('report.chooseAny')
}

/** Whether a section holds at least one message (its title shows it). */
export const sectionHasErrors = (section: Section, errors: FieldErrors): boolean =>
  SECTION_FIELDS[section].some((f) => errors[f])

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

/** The values a valid form sends (call it only when {@link fieldErrors} is empty). */
export function reportValuesOf(form: ReportForm): ReportValues {
  const measures = measuresOf(form)
  const asked = new Set(askedNumberFields(form))
  const num = (field: PlainNumberField): number | null => {
    const value = parseNumber(form.texts[field])
    if (!asked.has(field) || value === null) return null
    return RANGES.plain[field].zeroIsEmpty && value === 0 ? null : value
  }
  const choice = (field: ChoiceField) => form.choices[field]!
  return {
    name: form.name.trim(),
    birth: form.birth,
    gender: form.gender!,
    checkupDate: form.checkupDate,
    waist: measures.waist!,
    waistUnit: form.units.waist,
    height: measures.height!,
    heightUnit: form.units.height,
    weight: measures.weight!,
    weightUnit: form.units.weight,
    bmi: formBmi(form)!,
    bpLow: num('bpLow')!,
    bpHigh: num('bpHigh')!,
    oligProteCd: choice('oligProteCd'),
    dfabPtnCd: choice('dfabPtnCd'),
    totChole: num('totChole'),
    triglyceride: num('triglyceride'),
    hdlChole: num('hdlChole'),
    ldlChole: num('ldlChole'),
    sgotAst: num('sgotAst'),
    sgptAlt: num('sgptAlt'),
    gammaGtp: num('gammaGtp'),
    blds: num('blds'),
    creatinine: num('creatinine')!,
    hmg: num('hmg')!,
    hchk: form.hchk.join(','),
    fmly: form.fmly.join(','),
    drnkHabit: choice('drnkHabit'),
    drnkQty: num('drnkQty'),
    smkStatType: choice('smkStatType'),
    smkTerm: num('smkTerm'),
    smkQty: num('smkQty'),
    wlk30WekFreq: choice('wlk30WekFreq'),
    mov30WekFreq: choice('mov30WekFreq'),
    mov20WekFreq: choice('mov20WekFreq'),
  }
}

/** A comma list as its codes; unknown codes are kept, so the check refuses them. */
const splitList = <C extends string>(list: string): C[] =>
  list.split(',').filter((c) => c !== '') as C[]

/**
 * The form that shows stored or sent values: the measures' canonical values come from the metric
 * ones given (a stored report's waistInch, heightCm, weightKg), their texts in the stored units.
 */
export function formOfValues(
  values: ReportValues,
  metric: { waistCm: number; heightCm: number; weightKg: number } = metricOf(values),
): ReportForm {
  const units: Units = {
    waist: values.waistUnit,
    height: values.heightUnit,
    weight: values.weightUnit,
  }
  const texts = emptyTexts()
  for (const f of PLAIN_NUMBER_FIELDS) texts[f] = values[f] === null ? '' : String(values[f])
  Object.assign(texts, measureTexts(metric, units))
  // what was sent stays as it was sent (a typed 19.681 is not shown as 19.68)
  texts.waist = String(values.waist)
  texts.weight = String(values.weight)
  if (units.height === 'cm') texts.heightCm = String(values.height)
  return {
    name: values.name,
    birth: values.birth,
    gender: values.gender,
    checkupDate: values.checkupDate,
    units,
    metric: { ...metric },
    texts,
    choices: {
      oligProteCd: values.oligProteCd,
      dfabPtnCd: values.dfabPtnCd,
      drnkHabit: values.drnkHabit,
      smkStatType: values.smkStatType,
      wlk30WekFreq: values.wlk30WekFreq,
      mov30WekFreq: values.mov30WekFreq,
      mov20WekFreq: values.mov20WekFreq,
    },
    hchk: splitList<DiseaseCode>(values.hchk),
    fmly: splitList<FamilyCode>(values.fmly),
  }
}

/**
 * The mock server's check of a report's values (406 invalid parameter): the form's own rules on
 * the form the values make, the BMI equal to the one the measures give, and nothing sent for a
 * field that is not asked. The first problem (a field and its message), or null.
 */
export function reportValuesProblem(
  values: ReportValues,
  today: Date,
): { field: FieldKey; message: Message } | null {
  if (!isValidApiDate(values.birth) || !isValidApiDate(values.checkupDate))
    return { field: 'checkupDate', message: message('validation.date') }
  const form = formOfValues(values)
  // the server checks the values as sent: the form's texts are exactly them
  const errors = fieldErrors(form, today)
  const first = (Object.keys(errors) as FieldKey[])[0]
  if (first) return { field: first, message: errors[first]! }
  if (formBmi(form) !== values.bmi)
    return { field: 'bmi', message: message('validation.range', { ...RANGES.bmi }) }
  const asked = new Set<PlainNumberField>(askedNumberFields(form))
  for (const f of PLAIN_NUMBER_FIELDS)
    if (!asked.has(f) && values[f] !== null)
      return { field: f, message: message('report.notAsked') }
  return null
}
