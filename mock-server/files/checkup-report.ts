/**
 * What the mock's report PDFs say: the stand-in for the report service's documents (S1 §1: a
 * simple report is survey based and predicts 6 diseases, a premium report is based on checkup
 * results and predicts 10).
 *
 * The portal stores no checkup values or survey answers for a dashboard row (report entry by
 * direct input is issue 12), so the values are made up from the checkup number: the same
 * checkup always gives the same report. Names, dates and codes are the row's.
 */
import { ko as lists } from '../../src/shared/domain/messages/lists'
import { ko as adminMessages } from '../../src/features/admin-dashboard/domain/messages'
import { formatDisplayDate, fromApiDate } from '../../src/shared/domain/dates'
import { createRandom, type Random } from '../random'
import type { RecordOf } from '../feature'
import type { PdfBlock, PdfColumn, PdfReport, ReportKind, Tone } from './pdf-report'

type AdminCheckupRecord = RecordOf<'adminCheckups'>
type CheckupRecord = RecordOf<'checkups'>

/** The title of each kind's report (the band of its first page). */
export const REPORT_TITLES: Record<ReportKind, string> = {
  simple: '건강 설문 질환 예측 리포트',
  premium: '건강검진 결과 질환 예측 리포트',
}

/** The title of the admin dashboard's PDF (a partner channel's checkup). */
export const ADMIN_REPORT_TITLE = '건강검진 결과지'

/** The diseases each kind predicts (S2: simple 6, premium 10). */
export const DISEASES: Record<ReportKind, readonly string[]> = {
  simple: ['뇌졸중', '심근경색', '당뇨병', '고혈압', '이상지질혈증', '간질환'],
  premium: [
    '뇌졸중',
    '심근경색',
    '당뇨병',
    '고혈압',
    '이상지질혈증',
    '간질환',
    '만성 신장질환',
    '폐암',
    '위암',
    '대장암',
  ],
}

const FOOTERS: Record<ReportKind, string> = {
  simple:
    '본 리포트는 설문 응답을 바탕으로 한 질환 발생 위험 예측이며 의사의 진단을 대신하지 않습니다. ' +
    '증상이 있거나 걱정되는 점이 있으면 의료진과 상담하십시오.',
  premium:
    '본 리포트는 국가건강검진 결과를 바탕으로 한 질환 발생 위험 예측이며 의사의 진단을 대신하지 ' +
    '않습니다. 판정이 "관리 필요"인 항목은 의료진과 상담하십시오.',
}

/** Full years between the birthday and the day (만 나이); null when a date is not valid. */
export function ageOn(birthday: string, day: string): number | null {
  const b = fromApiDate(birthday)
  const d = fromApiDate(day)
  if (!b || !d) return null
  let age = d.getFullYear() - b.getFullYear()
  if (d.getMonth() < b.getMonth() || (d.getMonth() === b.getMonth() && d.getDate() < b.getDate()))
    age--
  return age
}

const GRADES = ['낮음', '보통', '주의', '높음'] as const

/** One predicted disease: risk in %, against the same age group, and the grade. */
function riskRows(random: Random, diseases: readonly string[]): string[][] {
  return diseases.map((disease) => {
    const ratio = Math.round((0.5 + random.next() * 2) * 10) / 10
    const risk = Math.round((0.5 + random.next() * 12) * ratio * 10) / 10
    const grade = GRADES[ratio < 0.9 ? 0 : ratio < 1.3 ? 1 : ratio < 1.9 ? 2 : 3]
    return [disease, `${risk.toFixed(1)}%`, `${ratio.toFixed(1)}배`, grade]
  })
}

const gradeTone = (grade: string): Tone | undefined =>
  grade === '높음' ? 'alert' : grade === '주의' ? 'warn' : undefined

const RISK_COLUMNS: PdfColumn[] = [
  { header: '질환', width: 3 },
  { header: '10년 내 발생 위험', width: 2.4, align: 'right' },
  { header: '같은 연령대 평균 대비', width: 2.6, align: 'right' },
  { header: '등급', width: 1.4, align: 'center', tone: gradeTone },
]

/** The two diseases of the highest grade (then risk), for the advice. */
function topRisks(rows: readonly string[][]): string[] {
  const rank = (row: readonly string[]) => GRADES.findIndex((grade) => grade === row[3])
  return [...rows]
    .sort((a, b) => rank(b) - rank(a) || parseFloat(b[2]!) - parseFloat(a[2]!))
    .slice(0, 2)
    .map((row) => row[0]!)
}

function advice(kind: ReportKind, name: string, rows: readonly string[][]): PdfBlock[] {
  const [first, second] = topRisks(rows)
  const blocks: PdfBlock[] = [
    { type: 'heading', text: '생활 습관 권고' },
    {
      type: 'paragraph',
      text:
        `${name}님의 예측 결과에서 같은 연령대보다 위험이 높게 나타난 질환은 ${first}` +
        `${second ? `, ${second}` : ''}입니다. 위험도는 현재의 생활 습관이 이어질 때의 예측이므로, ` +
        '아래의 권고를 실천하면 낮출 수 있습니다.',
    },
    {
      type: 'paragraph',
      text:
        '하루 30분 이상, 일주일에 5일 이상 빠르게 걷기와 같은 중간 강도의 운동을 하고, 일주일에 2일은 ' +
        '근력 운동을 더하십시오. 채소와 통곡물을 충분히 먹고 짠 음식과 단 음료, 가공육은 줄이십시오. ' +
        '음주는 하루 1~2잔 이내로 줄이거나 끊고, 흡연 중이라면 금연 상담을 받으십시오.',
    },
  ]
  // the simple layout is one page: its note would start a second
  if (kind === 'premium')
    blocks.push({
      type: 'note',
      text: '정기적인 건강검진으로 수치의 변화를 확인하고, 다음 리포트에서 위험도의 변화를 비교해 보십시오.',
    })
  return blocks
}

function customerFields(c: CheckupRecord, name: string): [string, string][] {
  const age = ageOn(c.birthday, c.created)
  return [
    ['이름', name],
    ['성별', lists[c.gender === 1 ? 'gender.1' : 'gender.2']],
    ['생년월일', formatDisplayDate(c.birthday)],
    ['나이', age === null ? '-' : `만 ${age}세`],
    ['고객 아이디', c.userId],
    ['발급일', formatDisplayDate(c.created)],
    ['담당 FC', `${c.employeeName} (${c.employeeId})`],
    ['지점', c.branchName || '-'],
    ['리포트 배송', lists[`delivery.${c.role}`]],
  ]
}

/** The survey answers a simple report is based on. */
function surveyRows(random: Random, gender: 1 | 2): string[][] {
  return [
    [
      '음주 빈도',
      random.pick(['마시지 않음', '월 1회 이하', '월 2~4회', '주 2~3회', '주 4회 이상']),
    ],
    ['1회 음주량', random.pick(['1~2잔', '3~4잔', '5~6잔', '7잔 이상'])],
    ['흡연', random.pick(['피운 적 없음', '과거 흡연 (현재 금연)', '현재 흡연'])],
    ['30분 이상 걷기', `주 ${random.int(0, 7)}일`],
    ['20분 이상 격렬한 운동', `주 ${random.int(0, 4)}일`],
    ['과거 병력', random.pick(['없음', '고혈압', '당뇨병', '이상지질혈증'])],
    ['가족력', random.pick(['없음', '고혈압', '당뇨병', '뇌졸중', '심장질환'])],
    [
      '최근 체중 변화',
      gender === 1 ? random.pick(['변화 없음', '증가']) : random.pick(['변화 없음', '감소']),
    ],
  ]
}

type Judgement = '정상' | '주의' | '관리 필요'

/** A value and its judgement against a reference: [normal below, attention below]. */
function judge(value: number, normalBelow: number, attentionBelow: number): Judgement {
  return value < normalBelow ? '정상' : value < attentionBelow ? '주의' : '관리 필요'
}

const round = (n: number, digits = 0) => {
  const f = 10 ** digits
  return Math.round(n * f) / f
}

/** The checkup values a premium report is based on (S2 §3's report payload, in Korean). */
export function checkupValueRows(random: Random, gender: 1 | 2): string[][] {
  const male = gender === 1
  const height = round(male ? 165 + random.next() * 18 : 152 + random.next() * 16, 1)
  const bmi = round(19 + random.next() * 10, 1)
  const weight = round((bmi * height * height) / 10_000, 1)
  const waist = round((male ? 72 : 64) + (bmi - 19) * 2.4 + random.next() * 6, 1)
  const systolic = random.int(102, 152)
  const diastolic = random.int(62, 98)
  const glucose = random.int(78, 135)
  const total = random.int(150, 265)
  const hdl = random.int(35, 75)
  const triglyceride = random.int(60, 260)
  const ldl = Math.max(40, round(total - hdl - triglyceride / 5))
  const ast = random.int(14, 58)
  const alt = random.int(10, 62)
  const gtp = random.int(12, 95)
  const creatinine = round(0.6 + random.next() * 0.8, 2)
  const hemoglobin = round((male ? 12.8 : 11.5) + random.next() * 4, 1)
  const protein = random.pick(['음성', '음성', '음성', '약양성', '양성'])
  const waistLimit = male ? 90 : 85
  const hbLow = male ? 13 : 12
  return [
    ['신장', height.toFixed(1), 'cm', '-', '-'],
    ['체중', weight.toFixed(1), 'kg', '-', '-'],
    [
      '체질량지수 (BMI)',
      bmi.toFixed(1),
      'kg/㎡',
      '18.5~24.9',
      bmi < 25 ? '정상' : bmi < 30 ? '주의' : '관리 필요',
    ],
    [
      '허리둘레',
      waist.toFixed(1),
      'cm',
      `${waistLimit} 미만`,
      judge(waist, waistLimit, waistLimit + 5),
    ],
    ['수축기 혈압', String(systolic), 'mmHg', '120 미만', judge(systolic, 120, 140)],
    ['이완기 혈압', String(diastolic), 'mmHg', '80 미만', judge(diastolic, 80, 90)],
    ['공복혈당', String(glucose), 'mg/dL', '100 미만', judge(glucose, 100, 126)],
    ['총콜레스테롤', String(total), 'mg/dL', '200 미만', judge(total, 200, 240)],
    [
      'HDL 콜레스테롤',
      String(hdl),
      'mg/dL',
      '60 이상',
      hdl >= 60 ? '정상' : hdl >= 40 ? '주의' : '관리 필요',
    ],
    ['LDL 콜레스테롤', String(ldl), 'mg/dL', '130 미만', judge(ldl, 130, 160)],
    ['중성지방', String(triglyceride), 'mg/dL', '150 미만', judge(triglyceride, 150, 200)],
    ['AST (SGOT)', String(ast), 'U/L', '40 이하', judge(ast, 41, 51)],
    ['ALT (SGPT)', String(alt), 'U/L', '35 이하', judge(alt, 36, 46)],
    [
      '감마지티피 (GTP)',
      String(gtp),
      'U/L',
      male ? '63 이하' : '35 이하',
      judge(gtp, male ? 64 : 36, male ? 78 : 46),
    ],
    ['혈청 크레아티닌', creatinine.toFixed(2), 'mg/dL', '1.5 이하', judge(creatinine, 1.51, 1.8)],
    [
      '혈색소',
      hemoglobin.toFixed(1),
      'g/dL',
      male ? '13.0~16.5' : '12.0~15.5',
      hemoglobin >= hbLow ? '정상' : hemoglobin >= hbLow - 1 ? '주의' : '관리 필요',
    ],
    [
      '요단백',
      protein,
      '-',
      '음성',
      protein === '음성' ? '정상' : protein === '약양성' ? '주의' : '관리 필요',
    ],
  ]
}

const judgementTone = (value: string): Tone | undefined =>
  value === '관리 필요' ? 'alert' : value === '주의' ? 'warn' : undefined

const VALUE_COLUMNS: PdfColumn[] = [
  { header: '검사 항목', width: 3.2 },
  { header: '결과', width: 1.6, align: 'right' },
  { header: '단위', width: 1.5, align: 'center' },
  { header: '참고치', width: 2, align: 'center' },
  { header: '판정', width: 1.6, align: 'center', tone: judgementTone },
]

/** The kind of report a checkup row has (a row without a report is printed as simple). */
export const reportKindOf = (c: Pick<CheckupRecord, 'reportType'>): ReportKind =>
  c.reportType === 'F' ? 'premium' : 'simple'

/**
 * The report of a dashboard checkup, under the name the caller may see (site 48 sees it masked).
 * One layout per kind: simple = customer, survey answers, 6 diseases, advice; premium =
 * customer, checkup values, 10 diseases, advice.
 */
export function checkupReport(c: CheckupRecord, name: string): PdfReport {
  const kind = reportKindOf(c)
  const random = createRandom(c.checkupNo * 7919 + 17)
  const blocks: PdfBlock[] = [
    { type: 'heading', text: '고객 정보' },
    { type: 'fields', fields: customerFields(c, name), perRow: 3 },
  ]
  if (kind === 'simple') {
    blocks.push(
      { type: 'heading', text: '설문 응답 요약' },
      {
        type: 'table',
        columns: [
          { header: '문항', width: 4 },
          { header: '응답', width: 6 },
        ],
        rows: surveyRows(random, c.gender),
      },
    )
  } else {
    blocks.push(
      { type: 'heading', text: '검진 수치' },
      { type: 'table', columns: VALUE_COLUMNS, rows: checkupValueRows(random, c.gender) },
    )
  }
  const risks = riskRows(random, DISEASES[kind])
  blocks.push(
    { type: 'heading', text: `질환 예측 결과 (${DISEASES[kind].length}종)` },
    { type: 'table', columns: RISK_COLUMNS, rows: risks },
    ...advice(kind, name, risks),
  )
  return {
    kind,
    title: REPORT_TITLES[kind],
    subtitle: `${name} 님 · ${formatDisplayDate(c.created)} 발급 · 검진 번호 ${c.checkupNo}`,
    blocks,
    footer: FOOTERS[kind],
  }
}

/** The PDF of an admin dashboard row: a partner channel's checkup result (premium layout). */
export function adminReport(row: AdminCheckupRecord): PdfReport {
  const random = createRandom(row.id * 7919 + 23)
  const risks = riskRows(random, DISEASES.premium)
  return {
    kind: 'premium',
    title: ADMIN_REPORT_TITLE,
    subtitle: `${row.name} 님 · ${formatDisplayDate(row.regDate)} 등록 · ${row.company}`,
    blocks: [
      { type: 'heading', text: '고객 정보' },
      {
        type: 'fields',
        fields: [
          ['이름', row.name],
          ['성별', lists[row.gender === 1 ? 'gender.1' : 'gender.2']],
          ['회사', row.company],
          ['FC 코드', row.fcCode],
          ['등록일', formatDisplayDate(row.regDate)],
          ['상태', adminMessages[`admin.status.${row.status}`]],
        ],
        perRow: 3,
      },
      { type: 'heading', text: '검진 수치' },
      { type: 'table', columns: VALUE_COLUMNS, rows: checkupValueRows(random, row.gender) },
      { type: 'heading', text: `질환 예측 결과 (${DISEASES.premium.length}종)` },
      { type: 'table', columns: RISK_COLUMNS, rows: risks },
      ...advice('premium', row.name, risks),
    ],
    footer: FOOTERS.premium,
  }
}

/** What a coupon's report says of its holder (S2 §6: the coupon holder's PDF). */
export interface CouponOf {
  code: string
  holder: string
  /** YYYYMMDD */
  birthday: string
}

/** The PDF a coupon holder downloads (S2 §6 `/li/Download`): the coupon and who holds it. */
export function couponReport(coupon: CouponOf): PdfReport {
  return {
    kind: 'simple',
    title: '건강 리포트',
    subtitle: `${coupon.holder} 님`,
    blocks: [
      { type: 'heading', text: '쿠폰 정보' },
      {
        type: 'fields',
        fields: [
          ['쿠폰', coupon.code],
          ['고객 아이디', coupon.holder],
          ['생년월일', formatDisplayDate(coupon.birthday)],
        ],
      },
    ],
    footer: '헬스체크업 매니저',
  }
}
