import type { Gender } from '../../../shared/domain/codes'
import type { Message } from '../../../shared/domain/messages'
import {
  DAY_CODES,
  DISABILITY_CODES,
  METRIC_UNITS,
  PROTEINURIA_CODES,
  SMOKING,
  SMOKING_CODES,
  type DiseaseCode,
  type FamilyCode,
  type Units,
} from './codes'
import { OPTIONAL_BLOOD_FIELDS, PLAIN_NUMBER_FIELDS, type PlainNumberField } from './ranges'
import { keysOf, recordOf } from '../../../shared/domain/objects'

/**
 * What the report form of S2 §2.3 holds: its typed fields, its radio groups with their codes, its
 * sections and the fields each shows, and which number fields are asked (report.ts: how it
 * changes, the values it sends).
 */

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

/** The radio groups of the form (all required; S2 §2.3), in order, with the codes each offers. */
const CHOICES = {
  oligProteCd: PROTEINURIA_CODES,
  dfabPtnCd: DISABILITY_CODES,
  drnkHabit: DAY_CODES,
  smkStatType: SMOKING_CODES,
  wlk30WekFreq: DAY_CODES,
  mov30WekFreq: DAY_CODES,
  mov20WekFreq: DAY_CODES,
}
export type ChoiceField = keyof typeof CHOICES
export const CHOICE_FIELDS = Object.freeze(keysOf(CHOICES))
export const CHOICE_CODES: Record<ChoiceField, readonly number[]> = CHOICES

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

export const emptyTexts = (): Record<TextField, string> => recordOf(TEXT_FIELDS, () => '')

export function emptyForm(units: Units = METRIC_UNITS): ReportForm {
  return {
    name: '',
    birth: '',
    gender: null,
    checkupDate: '',
    units,
    metric: { waistCm: null, heightCm: null, weightKg: null },
    texts: emptyTexts(),
    choices: {
      oligProteCd: null,
      dfabPtnCd: null,
      drnkHabit: null,
      smkStatType: null,
      wlk30WekFreq: null,
      mov30WekFreq: null,
      mov20WekFreq: null,
    },
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
