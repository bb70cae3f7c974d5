import type { Units, WaistUnit, WeightUnit } from './codes'
import { parseNumber, type ReportForm, type TextField } from './form'
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

/**
 * The three measures of the report form (waist, height, weight): the form keeps their canonical
 * metric values and shows them in the units chosen; they are sent in those units, rounded, with
 * the BMI they make.
 */

/** The height in cm the feet and inch inputs make (an empty inch is 0), or null. */
export function heightFromFeet(feetText: string, inchText: string): number | null {
  const feet = parseNumber(feetText)
  const inch = parseNumber(inchText)
  if (feet === null && inch === null) return null
  return feetInchToCm(feet ?? 0, inch ?? 0)
}

/** The texts of the three measures, made from the canonical metric values in `units`. */
export function measureTexts(
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
