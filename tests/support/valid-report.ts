import { emptyForm, type ReportForm } from '../../src/features/reports/domain/form'
import { typeText } from '../../src/features/reports/domain/report'

/**
 * A report form every rule accepts (S1 §5, S2 §5.1, §5.2), built as a user would: the customer,
 * values typed in metric units, every choice made, "none" checked for diseases and family.
 */
export function validReportForm(): ReportForm {
  let f = emptyForm()
  f = { ...f, name: '홍길동', birth: '19800101', gender: 1, checkupDate: '20261101' }
  for (const [field, text] of Object.entries({
    waist: '80',
    heightCm: '170',
    weight: '65',
    bpLow: '80',
    bpHigh: '120',
    creatinine: '1',
    hmg: '14',
    totChole: '190',
  }))
    f = typeText(f, field as Parameters<typeof typeText>[1], text)
  return {
    ...f,
    choices: {
      oligProteCd: 1,
      dfabPtnCd: 0,
      drnkHabit: 0,
      smkStatType: 1,
      wlk30WekFreq: 3,
      mov30WekFreq: 2,
      mov20WekFreq: 1,
    },
    hchk: ['none'],
    fmly: ['none'],
  }
}
