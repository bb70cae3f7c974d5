import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { DISEASE_CODES } from './codes'
import { OPTIONAL_BLOOD_FIELDS } from './ranges'
import { PREDICTIONS, predictableDiseases } from './prediction'

const noBlood = Object.fromEntries(OPTIONAL_BLOOD_FIELDS.map((f) => [f, null])) as Record<
  (typeof OPTIONAL_BLOOD_FIELDS)[number],
  number | null
>
const ALWAYS = PREDICTIONS.filter((p) => p.needs.length === 0).map((p) => p.disease)

describe('predictable diseases (the 407 rule, decision 020a)', () => {
  it('ten diseases, each one of the disease codes', () => {
    expect(PREDICTIONS).toHaveLength(10)
    for (const p of PREDICTIONS) expect(DISEASE_CODES).toContain(p.disease)
  })

  it('a customer with no history predicts the seven that need no blood value, and more with values', () => {
    expect(predictableDiseases({ hchk: 'none', ...noBlood })).toEqual(ALWAYS)
    expect(predictableDiseases({ hchk: 'none', ...noBlood, blds: 95 })).toContain('diabetes')
    expect(predictableDiseases({ hchk: 'none', ...noBlood, ldlChole: 120 })).toContain(
      'hyperlipidemia',
    )
    expect(predictableDiseases({ hchk: 'none', ...noBlood, gammaGtp: 30 })).toContain('liver')
  })

  it('nothing is predictable when the seven are diagnosed and no blood value is given', () => {
    expect(predictableDiseases({ hchk: ALWAYS.join(','), ...noBlood })).toEqual([])
    expect(predictableDiseases({ hchk: ALWAYS.join(','), ...noBlood, blds: 100 })).toEqual([
      'diabetes',
    ])
  })

  it('never predicts a diagnosed disease (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...DISEASE_CODES.slice(1))),
        fc.record(
          Object.fromEntries(
            OPTIONAL_BLOOD_FIELDS.map((f) => [
              f,
              fc.option(fc.integer({ min: 1, max: 1000 }), { nil: null }),
            ]),
          ) as Record<(typeof OPTIONAL_BLOOD_FIELDS)[number], fc.Arbitrary<number | null>>,
        ),
        (hchk, blood) => {
          const predicted = predictableDiseases({ hchk: hchk.join(','), ...blood })
          for (const d of predicted) expect(hchk).not.toContain(d)
          for (const d of ALWAYS) expect(predicted.includes(d)).toBe(!hchk.includes(d))
        },
      ),
    )
  })
})
