import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { validReportForm } from '../../../../tests/support/valid-report'
import { message } from '../../../shared/domain/messages'
import {
  DAY_CODES,
  DISABILITY_CODES,
  DISEASE_CODES,
  FAMILY_CODES,
  PROTEINURIA_CODES,
  SMOKING_CODES,
  type HeightUnit,
  type WaistUnit,
  type WeightUnit,
} from './codes'
import { OPTIONAL_BLOOD_FIELDS, PLAIN_NUMBER_FIELDS, RANGES, type PlainNumberField } from './ranges'
import { fieldErrors, reportAgeRule, sectionHasErrors } from './field-errors'
import {
  askedNumberFields,
  asksDrinkingAmount,
  asksSmoking,
  emptyForm,
  SECTION_FIELDS,
  SECTIONS,
  type ReportForm,
} from './form'
import { formBmi } from './measures'
import {
  changeUnit,
  formOfValues,
  reportValuesOf,
  reportValuesProblem,
  toggleExclusive,
  typeText,
} from './report'
import { cmToInch, kgToLb } from './units'

const TODAY = new Date(2026, 10, 22)
const cents = (min: number, max: number) =>
  fc.integer({ min: Math.round(min * 100), max: Math.round(max * 100) }).map((n) => n / 100)

const validForm = validReportForm

const withText = (field: Parameters<typeof typeText>[1], text: string) =>
  typeText(validForm(), field, text)

/** A form whose drinking amount and smoking values are asked. */
const askingAll = (): ReportForm => {
  const f = validForm()
  return { ...f, choices: { ...f.choices, drnkHabit: 2, smkStatType: 3 } }
}

describe('the valid form', () => {
  it('has no messages, no invalid section, and sends the values typed', () => {
    const f = validForm()
    expect(fieldErrors(f, TODAY)).toEqual({})
    expect(SECTIONS.filter((s) => sectionHasErrors(s, {}))).toEqual([])
    const values = reportValuesOf(f)
    expect(values).toMatchObject({
      waist: 80,
      waistUnit: 'cm',
      height: 170,
      heightUnit: 'cm',
      weight: 65,
      weightUnit: 'kg',
      bmi: 22.5,
      totChole: 190,
      triglyceride: null,
      drnkQty: null,
      smkTerm: null,
      hchk: 'none',
    })
  })

  it('an empty form names every required field and all five sections', () => {
    const errors = fieldErrors(emptyForm(), TODAY)
    // required: every field of the sections but the BMI (derived), the optional blood values, and
    // the drinking and smoking amounts (not asked while their choice is empty)
    const notRequired: readonly string[] = [
      'bmi',
      ...OPTIONAL_BLOOD_FIELDS,
      'drnkQty',
      'smkTerm',
      'smkQty',
    ]
    const required = Object.values(SECTION_FIELDS)
      .flat()
      .filter((f) => !notRequired.includes(f))
    expect(required).toHaveLength(20)
    expect(Object.keys(errors).sort()).toEqual(required.sort())
    expect(SECTIONS.filter((s) => sectionHasErrors(s, errors))).toEqual([
      'general',
      'blood',
      'history',
      'habits',
      'exercise',
    ])
  })
})

describe('the ranges of S2 §5.2 (property, every field)', () => {
  const asked = (f: PlainNumberField) =>
    f === 'drnkQty' || f.startsWith('smk') ? askingAll() : validForm()

  it.each(PLAIN_NUMBER_FIELDS.map((f) => [f]))(
    '%s: in range passes, outside gives the range message',
    (field) => {
      const range = RANGES.plain[field]
      const base = asked(field)
      const fill = (f: ReportForm) =>
        field === 'drnkQty' || field === 'smkTerm' || field === 'smkQty'
          ? typeText(typeText(typeText(f, 'drnkQty', '2'), 'smkTerm', '10'), 'smkQty', '10')
          : f
      fc.assert(
        fc.property(cents(range.min, range.max), (value) => {
          fc.pre(!(range.zeroIsEmpty && value === 0))
          const form = typeText(fill(base), field, String(value))
          expect(fieldErrors(form, TODAY)[field]).toBeUndefined()
          expect(reportValuesOf(form)[field]).toBe(value)
        }),
      )
      fc.assert(
        fc.property(
          fc.oneof(
            cents(range.max + 0.01, range.max + 5000),
            cents(0, Math.max(0, range.min - 0.01)),
          ),
          (value) => {
            fc.pre(value > range.max || value < range.min)
            const form = typeText(fill(base), field, String(value))
            expect(fieldErrors(form, TODAY)[field]).toEqual(
              message('validation.range', { min: range.min, max: range.max }),
            )
          },
        ),
      )
    },
  )

  it('optional blood values: empty and 0 count as empty and are sent as null; the others are required', () => {
    // S2 §5.2: the eight blood values, read from the ranges that count 0 as empty
    expect(OPTIONAL_BLOOD_FIELDS.join()).toBe(
      'totChole,triglyceride,hdlChole,ldlChole,sgotAst,sgptAlt,gammaGtp,blds',
    )
    expect(Object.isFrozen(OPTIONAL_BLOOD_FIELDS) && Object.isFrozen(PLAIN_NUMBER_FIELDS)).toBe(
      true,
    )
    for (const field of OPTIONAL_BLOOD_FIELDS) {
      for (const text of ['', '0', '0.0']) {
        const form = withText(field, text)
        expect(fieldErrors(form, TODAY)[field], `${field} ${text}`).toBeUndefined()
        expect(reportValuesOf(form)[field]).toBeNull()
      }
    }
    for (const field of ['bpLow', 'bpHigh', 'creatinine', 'hmg'] as const)
      expect(fieldErrors(withText(field, ''), TODAY)[field]).toEqual(message('validation.required'))
  })

  const measureCases: [string, WaistUnit | WeightUnit, { min: number; max: number }][] = [
    ['waist', 'cm', RANGES.waist.cm],
    ['waist', 'inch', RANGES.waist.inch],
    ['weight', 'kg', RANGES.weight.kg],
    ['weight', 'lb', RANGES.weight.lb],
  ]
  it.each(measureCases)('%s in %s: the range of its unit', (measure, unit, range) => {
    const base = changeUnit(validForm(), measure as 'waist', unit as WaistUnit)
    // a tall, heavy-enough body so the BMI stays in range whatever the weight
    const tall = typeText(typeText(base, 'heightCm', '200'), 'weight', base.texts.weight)
    fc.assert(
      fc.property(cents(range.min, range.max), (value) => {
        const form = typeText(tall, measure as 'waist', String(value))
        const errors = fieldErrors(form, TODAY)
        expect(errors[measure as 'waist']).toBeUndefined()
        expect(reportValuesOf({ ...form })[measure as 'waist']).toBe(value)
      }),
    )
    fc.assert(
      fc.property(fc.oneof(cents(0, range.min - 0.01), cents(range.max + 0.01, 2000)), (value) => {
        const form = typeText(tall, measure as 'waist', String(value))
        expect(fieldErrors(form, TODAY)[measure as 'waist']).toEqual(
          message('validation.range', { min: range.min, max: range.max }),
        )
      }),
    )
  })

  it('height: 130 to 230 cm, in cm or in feet and inches', () => {
    fc.assert(
      fc.property(cents(0, 400), (cm) => {
        const form = withText('heightCm', String(cm))
        const ok = cm >= 130 && cm <= 230
        expect(fieldErrors(form, TODAY).height === undefined).toBe(ok)
      }),
    )
    const feet = changeUnit(validForm(), 'height', 'ft' as HeightUnit)
    const at = (ft: string, inch: string) =>
      fieldErrors(typeText(typeText(feet, 'heightFeet', ft), 'heightInch', inch), TODAY).height
    expect(at('4', '3.18')).toBeUndefined()
    expect(at('4', '3.17')?.key).toBe('report.heightFeetRange')
    expect(at('7', '6.55')).toBeUndefined()
    expect(at('7', '6.56')?.key).toBe('report.heightFeetRange')
    expect(at('5', '12')).toEqual(message('report.heightInch'))
    // the message names bounds the form accepts
    expect(at('4', '3.17')?.params).toEqual({
      minFeet: 4,
      minInch: 3.18,
      maxFeet: 7,
      maxInch: 6.55,
    })
  })

  it('BMI over 100 is refused (a light height with a heavy weight)', () => {
    const form = typeText(typeText(validForm(), 'heightCm', '130'), 'weight', '250')
    expect(formBmi(form)).toBe(147.9)
    expect(fieldErrors(form, TODAY).bmi).toEqual(message('validation.range', { min: 0, max: 100 }))
  })
})

describe('units convert only at the input; the form holds metric values', () => {
  it('switching units shows the same measure and keeps the metric value exactly (property)', () => {
    fc.assert(
      fc.property(cents(50, 130), cents(130, 230), cents(25, 250), (waist, height, weight) => {
        let f = typeText(
          typeText(typeText(emptyForm(), 'waist', String(waist)), 'heightCm', String(height)),
          'weight',
          String(weight),
        )
        const metric = f.metric
        f = changeUnit(changeUnit(changeUnit(f, 'waist', 'inch'), 'height', 'ft'), 'weight', 'lb')
        expect(f.metric).toEqual(metric)
        expect(Number(f.texts.waist)).toBeCloseTo(cmToInch(waist), 2)
        expect(Number(f.texts.weight)).toBeCloseTo(kgToLb(weight), 2)
        f = changeUnit(changeUnit(changeUnit(f, 'waist', 'cm'), 'height', 'cm'), 'weight', 'kg')
        expect(f.metric).toEqual(metric)
        expect(f.texts.waist).toBe(String(waist))
        expect(f.texts.heightCm).toBe(String(height))
        expect(f.texts.weight).toBe(String(weight))
      }),
    )
  })

  it('typed imperial values become metric: 32 in, 5 ft 9 in, 154 lb', () => {
    let f = changeUnit(
      changeUnit(changeUnit(emptyForm(), 'waist', 'inch'), 'height', 'ft'),
      'weight',
      'lb',
    )
    f = typeText(f, 'waist', '32')
    f = typeText(f, 'heightFeet', '5')
    f = typeText(f, 'heightInch', '9')
    f = typeText(f, 'weight', '154')
    expect(f.metric.waistCm).toBeCloseTo(81.28, 10)
    expect(f.metric.heightCm).toBeCloseTo(175.26, 10)
    expect(f.metric.weightKg).toBeCloseTo(69.853168, 10)
    expect(formBmi(f)).toBe(22.7)
  })

  it('numeric inputs keep digits and one decimal point only (S2 §5.1)', () => {
    expect(withText('bpLow', '8a0.5.1').texts.bpLow).toBe('80.51')
    expect(withText('heightFeet', '5.5').texts.heightFeet).toBe('55')
  })
})

describe('the age rule: 20 to 85 at the checkup date, four messages (S2 §5.1)', () => {
  const birth = '19800615'
  it.each([
    ['20000614', 'validation.ageMin'],
    ['20000615', null],
    ['20660614', null],
    ['20660615', 'validation.ageMax'],
  ])('born %s, checkup on %s', (checkup, key) => {
    expect(reportAgeRule(birth, checkup)?.key ?? null).toBe(key)
  })

  it('a missing birthday and a checkup before the birth have their own messages', () => {
    expect(reportAgeRule('', '20200101')).toEqual(message('validation.birthMissing'))
    expect(reportAgeRule('19800615', '19700101')).toEqual(message('validation.ageRange'))
  })

  it('holds exactly when the full years are 20 to 85 (property)', () => {
    const day = fc.date({
      min: new Date(1900, 0, 1),
      max: new Date(2099, 11, 31),
      noInvalidDate: true,
    })
    const api = (d: Date) =>
      `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`
    fc.assert(
      fc.property(day, day, (b, c) => {
        const bs = api(b)
        const cs = api(c)
        const result = reportAgeRule(bs, cs)
        let age = c.getFullYear() - b.getFullYear()
        if (cs.slice(4) < bs.slice(4)) age -= 1
        if (cs < bs) expect(result?.key).toBe('validation.ageRange')
        else if (age < 20) expect(result?.key).toBe('validation.ageMin')
        else if (age > 85) expect(result?.key).toBe('validation.ageMax')
        else expect(result).toBeNull()
      }),
    )
  })

  it('the form gives the checkup date the age message, and a future checkup date its own', () => {
    const young = { ...validForm(), birth: '20100101' }
    expect(fieldErrors(young, TODAY).checkupDate).toEqual(message('validation.ageMin'))
    const noBirth = { ...validForm(), birth: '' }
    expect(fieldErrors(noBirth, TODAY).checkupDate).toEqual(message('validation.birthMissing'))
    const future = { ...validForm(), checkupDate: '20261123' }
    expect(fieldErrors(future, TODAY).checkupDate).toEqual(message('validation.futureDate'))
  })
})

describe('conditional fields and groups (S2 §2.3)', () => {
  it('the drinking amount is asked only when drinking days are not 0', () => {
    for (const d of DAY_CODES) {
      const f = { ...validForm(), choices: { ...validForm().choices, drnkHabit: d } }
      expect(asksDrinkingAmount(f)).toBe(d !== 0)
      expect(askedNumberFields(f).includes('drnkQty')).toBe(d !== 0)
      expect(fieldErrors(f, TODAY).drnkQty === undefined).toBe(d === 0)
    }
  })

  it('smoking term and amount are asked only for quit (2) and current (3)', () => {
    for (const s of SMOKING_CODES) {
      const f = { ...validForm(), choices: { ...validForm().choices, smkStatType: s } }
      expect(asksSmoking(f)).toBe(s > 1)
      const errors = fieldErrors(f, TODAY)
      expect(errors.smkTerm === undefined && errors.smkQty === undefined).toBe(s === 1)
    }
  })

  it('values typed into a field no longer asked are kept but not sent', () => {
    let f = typeText(typeText(askingAll(), 'drnkQty', '3'), 'smkQty', '10')
    f = typeText(f, 'smkTerm', '5')
    f = { ...f, choices: { ...f.choices, drnkHabit: 0, smkStatType: 1 } }
    expect(f.texts.drnkQty).toBe('3')
    expect(reportValuesOf(f)).toMatchObject({ drnkQty: null, smkTerm: null, smkQty: null })
  })

  it("'none' excludes every other choice (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...DISEASE_CODES), { maxLength: 30 }), (clicks) => {
        let selected: string[] = []
        for (const code of clicks) selected = toggleExclusive(selected, code)
        expect(new Set(selected).size).toBe(selected.length)
        if (selected.includes('none')) expect(selected).toEqual(['none'])
        const last = clicks.at(-1)
        if (last === 'none' && selected.length) expect(selected).toEqual(['none'])
      }),
    )
    expect(toggleExclusive(['stroke', 'heart'], 'none')).toEqual(['none'])
    expect(toggleExclusive(['none'], 'heart')).toEqual(['heart'])
    expect(toggleExclusive(['heart'], 'heart')).toEqual([])
  })

  it('radio and checkbox groups are required', () => {
    const f = validForm()
    expect(fieldErrors({ ...f, gender: null }, TODAY).gender).toEqual(message('report.choose'))
    expect(fieldErrors({ ...f, hchk: [] }, TODAY).hchk).toEqual(message('report.chooseAny'))
    expect(fieldErrors({ ...f, fmly: [] }, TODAY).fmly).toEqual(message('report.chooseAny'))
    expect(
      fieldErrors({ ...f, choices: { ...f.choices, mov20WekFreq: null } }, TODAY).mov20WekFreq,
    ).toEqual(message('report.choose'))
    // the days are 0 to 7 (the seed's 8 was a defect)
    expect(
      fieldErrors({ ...f, choices: { ...f.choices, wlk30WekFreq: 8 } }, TODAY).wlk30WekFreq,
    ).toBeDefined()
  })
})

/** Any valid form, with any units, values and choices (property tests). */
const anyValidForm = fc
  .record({
    waistUnit: fc.constantFrom<WaistUnit>('cm', 'inch'),
    heightUnit: fc.constantFrom<HeightUnit>('cm', 'ft'),
    weightUnit: fc.constantFrom<WeightUnit>('kg', 'lb'),
    waistCm: cents(51, 129),
    heightCm: cents(131, 229),
    weightKg: cents(26, 160),
    plain: fc.record(
      Object.fromEntries(
        PLAIN_NUMBER_FIELDS.map((f) => [
          f,
          fc.option(
            cents(
              Math.max(RANGES.plain[f].min, RANGES.plain[f].zeroIsEmpty ? 0.01 : 0),
              RANGES.plain[f].max,
            ),
            { nil: null },
          ),
        ]),
      ) as Record<PlainNumberField, fc.Arbitrary<number | null>>,
    ),
    oligProteCd: fc.constantFrom(...PROTEINURIA_CODES),
    dfabPtnCd: fc.constantFrom(...DISABILITY_CODES),
    drnkHabit: fc.constantFrom(...DAY_CODES),
    smkStatType: fc.constantFrom(...SMOKING_CODES),
    days: fc.tuple(
      fc.constantFrom(...DAY_CODES),
      fc.constantFrom(...DAY_CODES),
      fc.constantFrom(...DAY_CODES),
    ),
    hchk: fc.oneof(
      fc.constant(['none']),
      fc.uniqueArray(fc.constantFrom(...DISEASE_CODES.slice(1)), { minLength: 1 }),
    ),
    fmly: fc.oneof(
      fc.constant(['none']),
      fc.uniqueArray(fc.constantFrom(...FAMILY_CODES.slice(1)), { minLength: 1 }),
    ),
    gender: fc.constantFrom<1 | 2>(1, 2),
  })
  .map((r) => {
    let f = emptyForm()
    f = typeText(f, 'waist', String(r.waistCm))
    f = typeText(f, 'heightCm', String(r.heightCm))
    f = typeText(f, 'weight', String(r.weightKg))
    f = changeUnit(
      changeUnit(changeUnit(f, 'waist', r.waistUnit), 'height', r.heightUnit),
      'weight',
      r.weightUnit,
    )
    for (const field of PLAIN_NUMBER_FIELDS) {
      const v = r.plain[field]
      const required = !RANGES.plain[field].zeroIsEmpty
      f = typeText(
        f,
        field,
        v === null ? (required ? String(RANGES.plain[field].max) : '') : String(v),
      )
    }
    return {
      ...f,
      name: '김건강',
      birth: '19700305',
      gender: r.gender,
      checkupDate: '20261020',
      choices: {
        oligProteCd: r.oligProteCd,
        dfabPtnCd: r.dfabPtnCd,
        drnkHabit: r.drnkHabit,
        smkStatType: r.smkStatType,
        wlk30WekFreq: r.days[0],
        mov30WekFreq: r.days[1],
        mov20WekFreq: r.days[2],
      },
      hchk: [...r.hchk],
      fmly: [...r.fmly],
    } satisfies ReportForm
  })

describe('the form and the server check agree', () => {
  it('a valid form sends values the server accepts, and they read back into the same values (property)', () => {
    fc.assert(
      fc.property(anyValidForm, (form) => {
        expect(fieldErrors(form, TODAY)).toEqual({})
        const values = reportValuesOf(form)
        expect(reportValuesProblem(values, TODAY)).toBeNull()
        expect(reportValuesOf(formOfValues(values))).toEqual(values)
      }),
    )
  })

  it('the server refuses a value out of its range, a wrong BMI and a value not asked', () => {
    const values = reportValuesOf(validForm())
    expect(reportValuesProblem({ ...values, waist: 131 }, TODAY)?.field).toBe('waist')
    expect(reportValuesProblem({ ...values, waistUnit: 'inch' }, TODAY)?.field).toBe('waist')
    expect(reportValuesProblem({ ...values, weight: 251 }, TODAY)?.field).toBe('weight')
    expect(reportValuesProblem({ ...values, hmg: 26 }, TODAY)?.field).toBe('hmg')
    expect(reportValuesProblem({ ...values, wlk30WekFreq: 8 }, TODAY)?.field).toBe('wlk30WekFreq')
    expect(reportValuesProblem({ ...values, hchk: 'none,stroke' }, TODAY)?.field).toBe('hchk')
    expect(reportValuesProblem({ ...values, hchk: 'flu' }, TODAY)?.field).toBe('hchk')
    expect(reportValuesProblem({ ...values, bmi: 22.4 }, TODAY)?.field).toBe('bmi')
    expect(reportValuesProblem({ ...values, drnkQty: 3 }, TODAY)?.field).toBe('drnkQty')
    expect(reportValuesProblem({ ...values, birth: '20100101' }, TODAY)?.field).toBe('checkupDate')
    expect(reportValuesProblem({ ...values, checkupDate: '20261301' }, TODAY)?.field).toBe(
      'checkupDate',
    )
  })
})
