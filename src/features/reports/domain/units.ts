import { CM_PER_FOOT, CM_PER_INCH, GRAMS_PER_POUND, INCHES_PER_FOOT } from './codes'

/**
 * Unit conversions of the report form (S2 §2.3, §3). The form holds metric values; these convert
 * only what the user types or sees. None of them rounds: rounding is for showing (round2).
 */
export const inchToCm = (inch: number): number => inch * CM_PER_INCH
export const cmToInch = (cm: number): number => cm / CM_PER_INCH
export const lbToKg = (lb: number): number => (lb * GRAMS_PER_POUND) / 1000
export const kgToLb = (kg: number): number => (kg * 1000) / GRAMS_PER_POUND
export const feetInchToCm = (feet: number, inch: number): number =>
  feet * CM_PER_FOOT + inch * CM_PER_INCH

/** Whole feet and the inches left (rounded to 2 decimals, always below 12). */
export function cmToFeetInch(cm: number): { feet: number; inch: number } {
  const total = round2(cmToInch(cm))
  let feet = Math.floor(total / INCHES_PER_FOOT)
  let inch = round2(total - feet * INCHES_PER_FOOT)
  if (inch >= INCHES_PER_FOOT) {
    feet += 1
    inch = round2(inch - INCHES_PER_FOOT)
  }
  return { feet, inch }
}

/** Rounded half away from zero to n decimals, without binary surprises such as 1.005 -> 1. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals
  return (
    (Math.round(Number((Math.abs(value) * factor).toPrecision(12))) / factor) * Math.sign(value)
  )
}
export const round1 = (value: number): number => roundTo(value, 1)
export const round2 = (value: number): number => roundTo(value, 2)

/** A number as the form shows it: at most 2 decimals, no trailing zeros. */
export const showNumber = (value: number): string => String(round2(value))

/**
 * S2 §2.3 BMI from height (cm) and weight (kg), one decimal; null while either is missing or
 * not positive.
 */
export function bmiOf(heightCm: number | null, weightKg: number | null): number | null {
  if (heightCm === null || weightKg === null || heightCm <= 0 || weightKg <= 0) return null
  const m = heightCm / 100
  return round1(weightKg / (m * m))
}
