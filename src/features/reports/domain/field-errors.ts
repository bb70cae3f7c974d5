import { LIMITS } from '../../../shared/domain/codes'
import { type Message, message } from '../../../shared/domain/messages'
import { ageAt, birth as birthRule, lineText, pastDate } from '../../../shared/domain/validation'
import { DISEASE_CODES, FAMILY_CODES, NAME_MAX, NONE } from './codes'
import {
  askedNumberFields,
  CHOICE_CODES,
  CHOICE_FIELDS,
  parseNumber,
  SECTION_FIELDS,
  type FieldErrors,
  type FieldKey,
  type ReportForm,
  type Section,
} from './form'
import { formBmi, measuresOf } from './measures'
import { RANGES, heightRangeMessage, outOfRange } from './ranges'

/**
 * What is wrong with a report form (S2 §5.1, §5.2): a message for each field asked that breaks
 * its rule. The same rules check a report on the mock server (report.ts, 406).
 */

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
