/** Codes and unit factors of report entry by direct input. S2 §3, §9. */

/**
 * Unit factors. S2 §3 lists 2.56 cm per inch; that was a defect of the old seed (its ranges, 19.68
 * to 51.18 in for 50 to 130 cm, use 2.54): the inch is 2.54 cm (decision 020).
 */
export const CM_PER_INCH = 2.54
export const CM_PER_FOOT = 30.48
export const GRAMS_PER_POUND = 453.592
export const INCHES_PER_FOOT = 12

export const WAIST_UNITS = ['cm', 'inch'] as const
export type WaistUnit = (typeof WAIST_UNITS)[number]
/** 'ft' is feet and inches entered as two numbers */
export const HEIGHT_UNITS = ['cm', 'ft'] as const
export type HeightUnit = (typeof HEIGHT_UNITS)[number]
export const WEIGHT_UNITS = ['kg', 'lb'] as const
export type WeightUnit = (typeof WEIGHT_UNITS)[number]

export interface Units {
  waist: WaistUnit
  height: HeightUnit
  weight: WeightUnit
}
export const METRIC_UNITS: Units = { waist: 'cm', height: 'cm', weight: 'kg' }

/** Proteinuria: 1 negative, 2 weak positive, 3 to 6 positive +1 to +4. S2 §3. */
export const PROTEINURIA_CODES = [1, 2, 3, 4, 5, 6] as const
/** Disability: 0 none, 1 limb ... 8 other. S2 §3. */
export const DISABILITY_CODES = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const
/** Smoking: 1 never, 2 quit, 3 current. S2 §3. */
export const SMOKING_CODES = [1, 2, 3] as const
export const SMOKING = { never: 1, quit: 2, current: 3 } as const
/**
 * Days a week, 0 to 7. S2 §3 lists 0 to 8 for the admin variant: a week has seven days, so 8 was a
 * defect of the seed; both variants offer 0 to 7 (decision 020).
 */
export const DAY_CODES = [0, 1, 2, 3, 4, 5, 6, 7] as const

/** Disease history options (hchk), 'none' first. S2 §3. */
export const DISEASE_CODES = [
  'none',
  'stroke',
  'heart',
  'hypertension',
  'diabetes',
  'hyperlipidemia',
  'tuberculosis',
  'dementia',
  'liver',
  'stomach',
  'colorectal',
  'breast',
  'lung',
  'otherCancer',
] as const
export type DiseaseCode = (typeof DISEASE_CODES)[number]

/** Family history options (fmly), 'none' first. S2 §3. */
export const FAMILY_CODES = [
  'none',
  'stroke',
  'heart',
  'hypertension',
  'diabetes',
  'cancer',
] as const
export type FamilyCode = (typeof FAMILY_CODES)[number]

/** The choice of a checkbox group that excludes every other one. S2 §2.3. */
export const NONE = 'none'

export const CUSTOMER_TYPES = ['member', 'nonMember'] as const
export type CustomerType = (typeof CUSTOMER_TYPES)[number]

/** The delivery role of every report an administrator writes. S2 §2.3, §9. */
export const ADMIN_DELIVERY_ROLE = 'RP' as const

/** The longest customer name and app id the contract takes (decision 011). */
export const NAME_MAX = 40
export const MEMBER_ID_MAX = 64
