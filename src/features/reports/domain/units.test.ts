import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as units from './units'
import { CM_PER_INCH } from './codes'

const cents = (min: number, max: number) =>
  fc.integer({ min: Math.round(min * 100), max: Math.round(max * 100) }).map((n) => n / 100)

describe('unit factors (S2 §3; 2.54 cm per inch, decision 020)', () => {
  it('an inch is 2.54 cm, a foot 30.48 cm, a pound 453.592 g', () => {
    expect(CM_PER_INCH).toBe(2.54)
    expect(units.inchToCm(1)).toBe(2.54)
    expect(units.feetInchToCm(1, 0)).toBeCloseTo(30.48, 10)
    expect(units.feetInchToCm(5, 10)).toBeCloseTo(177.8, 10)
    expect(units.lbToKg(1)).toBeCloseTo(0.453592, 10)
    expect(units.kgToLb(0.453592)).toBeCloseTo(1, 10)
  })

  it('cm -> inch -> cm comes back within 0.01 (property)', () => {
    fc.assert(
      fc.property(cents(0, 300), (cm) => {
        expect(Math.abs(units.inchToCm(units.cmToInch(cm)) - cm)).toBeLessThan(0.01)
      }),
    )
  })

  it('inch -> cm -> inch, kg -> lb -> kg and lb -> kg -> lb come back within 0.01 (property)', () => {
    fc.assert(
      fc.property(cents(0, 500), (x) => {
        expect(Math.abs(units.cmToInch(units.inchToCm(x)) - x)).toBeLessThan(0.01)
        expect(Math.abs(units.lbToKg(units.kgToLb(x)) - x)).toBeLessThan(0.01)
        expect(Math.abs(units.kgToLb(units.lbToKg(x)) - x)).toBeLessThan(0.01)
      }),
    )
  })

  it('cm -> feet and inches -> cm comes back within 0.0127 (inches shown to 2 decimals) and inches stay below 12 (property)', () => {
    fc.assert(
      fc.property(cents(0, 300), (cm) => {
        const { feet, inch } = units.cmToFeetInch(cm)
        expect(Number.isInteger(feet)).toBe(true)
        expect(inch).toBeGreaterThanOrEqual(0)
        expect(inch).toBeLessThan(12)
        expect(Math.abs(units.feetInchToCm(feet, inch) - cm)).toBeLessThanOrEqual(0.0127 + 1e-9)
      }),
    )
  })
})

describe('rounding', () => {
  it('rounds halves away from zero without binary surprises', () => {
    expect(units.round2(1.005)).toBe(1.01)
    expect(units.round2(19.685)).toBe(19.69)
    expect(units.round1(22.45)).toBe(22.5)
    expect(units.showNumber(76.2)).toBe('76.2')
    expect(units.showNumber(30)).toBe('30')
  })

  it('units.round2 moves a value by at most 0.005 and leaves at most 2 decimals (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 10_000, noNaN: true }), (x) => {
        const r = units.round2(x)
        expect(Math.abs(r - x)).toBeLessThanOrEqual(0.005 + 1e-9)
        expect(Math.abs(r * 100 - Math.round(r * 100))).toBeLessThan(1e-6)
      }),
    )
  })
})

describe('BMI (S2 §2.3: one decimal)', () => {
  it('is weight over height squared, one decimal', () => {
    expect(units.bmiOf(170, 65)).toBe(22.5)
    expect(units.bmiOf(180, 81)).toBe(25)
    expect(units.bmiOf(160, 50.5)).toBe(19.7)
  })

  it('is null without height or weight', () => {
    expect(units.bmiOf(null, 60)).toBeNull()
    expect(units.bmiOf(170, null)).toBeNull()
    expect(units.bmiOf(0, 60)).toBeNull()
  })

  it('has one decimal and is within 0.05 of the exact value (property)', () => {
    fc.assert(
      fc.property(cents(130, 230), cents(25, 250), (h, w) => {
        const bmi = units.bmiOf(h, w)!
        const exact = w / (h / 100) ** 2
        expect(Math.abs(bmi - exact)).toBeLessThanOrEqual(0.05 + 1e-9)
        expect(Math.abs(bmi * 10 - Math.round(bmi * 10))).toBeLessThan(1e-6)
      }),
    )
  })
})
