/**
 * The report form of S2 §2.3 and its rules (§5.1, §5.2): what it holds (form.ts), its measures
 * (measures.ts), what is wrong with it (field-errors.ts), how a typed value or a unit change
 * updates it and the values it sends (here; the values themselves: values.ts). The same rules
 * check a report on the mock server (406), so the form and the server agree.
 */
import { isValidApiDate } from '../../../shared/domain/dates'
import { type Message, message } from '../../../shared/domain/messages'
import { numericOnly } from '../../../shared/domain/validation'
import { NONE, type DiseaseCode, type FamilyCode, type Units } from './codes'
import { fieldErrors } from './field-errors'
import {
  askedNumberFields,
  emptyTexts,
  parseNumber,
  type ChoiceField,
  type FieldKey,
  type Measure,
  type ReportForm,
  type TextField,
} from './form'
import { formBmi, heightFromFeet, measureTexts, measuresOf, metricOf } from './measures'
import { PLAIN_NUMBER_FIELDS, RANGES, type PlainNumberField } from './ranges'
import { inchToCm, lbToKg } from './units'
import { keysOf } from '../../../shared/domain/objects'
import type { ReportValues } from './values'

// what this module exported before its parts had modules of their own is exported from here still
export {
  CHOICE_CODES,
  CHOICE_FIELDS,
  SECTION_FIELDS,
  SECTIONS,
  TEXT_FIELDS,
  askedNumberFields,
  asksDrinkingAmount,
  asksSmoking,
  emptyForm,
  parseNumber,
  type ChoiceField,
  type FieldErrors,
  type FieldKey,
  type Measure,
  type ReportForm,
  type Section,
  type TextField,
} from './form'
export { formBmi, measuresOf, metricOf } from './measures'
export { fieldErrors, reportAgeRule, sectionHasErrors } from './field-errors'
export type { ReportValues } from './values'

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

/** A value of a valid form: a valid form leaves none of those it sends empty. */
function given<T>(value: T | null, field: FieldKey): T {
  if (value === null) throw new Error(`reportValuesOf: ${field} is empty (check fieldErrors first)`)
  return value
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
  const choice = (field: ChoiceField) => given(form.choices[field], field)
  const required = (field: PlainNumberField) => given(num(field), field)
  return {
    name: form.name.trim(),
    birth: form.birth,
    gender: given(form.gender, 'gender'),
    checkupDate: form.checkupDate,
    waist: given(measures.waist, 'waist'),
    waistUnit: form.units.waist,
    height: given(measures.height, 'height'),
    heightUnit: form.units.height,
    weight: given(measures.weight, 'weight'),
    weightUnit: form.units.weight,
    bmi: given(formBmi(form), 'bmi'),
    bpLow: required('bpLow'),
    bpHigh: required('bpHigh'),
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
    creatinine: required('creatinine'),
    hmg: required('hmg'),
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

/**
 * A comma list as its codes. Unknown codes are kept, so the check refuses them: the list is typed
 * as the codes it should hold, which that check alone proves.
 */
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
  // the first message, in the order the rules gave them
  for (const field of keysOf(errors)) {
    const first = errors[field]
    if (first) return { field, message: first }
  }
  if (formBmi(form) !== values.bmi)
    return { field: 'bmi', message: message('validation.range', { ...RANGES.bmi }) }
  const asked = new Set<PlainNumberField>(askedNumberFields(form))
  for (const f of PLAIN_NUMBER_FIELDS)
    if (!asked.has(f) && values[f] !== null)
      return { field: f, message: message('report.notAsked') }
  return null
}
