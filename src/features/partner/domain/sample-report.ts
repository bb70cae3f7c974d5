/**
 * The greeting's sample report (S2 §9: 17 images): what each page of a made-up customer's report
 * says, in the words the real reports use. The view draws them; the data is here so the pages
 * are the same on every visit and their texts can be checked.
 */

/** How a value reads against its reference (the reports' three words). */
export type SampleVerdict = '정상' | '양호' | '주의'

export interface SamplePage {
  /** 간편 리포트 (simple) or 프리미엄 리포트 (premium): the band's colour and name */
  kind: 'simple' | 'premium'
  /** the page's subject */
  title: string
  value: string
  unit: string
  verdict: SampleVerdict
  /** where the value lies on the page's gauge, 0-100 */
  gauge: number
  /** the customer's, the age group's average and the recommended level, 0-100 of one scale */
  bars: readonly [number, number, number]
  /** the page's advice, in lines short enough for the page's width */
  note: readonly string[]
}

/** The name of each kind of report, in its band. */
export const SAMPLE_KIND_NAME = { simple: '간편 리포트', premium: '프리미엄 리포트' } as const

/** What a page's three bars stand for, in the order of `SamplePage.bars`. */
export const SAMPLE_BAR_NAMES = ['나', '또래 평균', '권장'] as const

/** The made-up customer every sample page is about. */
export const SAMPLE_CUSTOMER = '홍길동님 · 45세 남성 · 2026.11.02 검진'

/** The longest note line, in characters, that fits a sample page's width. */
export const SAMPLE_NOTE_WIDTH = 18

const page = (
  kind: SamplePage['kind'],
  title: string,
  value: string,
  unit: string,
  verdict: SampleVerdict,
  gauge: number,
  bars: SamplePage['bars'],
  ...note: string[]
): SamplePage => ({ kind, title, value, unit, verdict, gauge, bars, note })

export const SAMPLE_PAGES: readonly SamplePage[] = [
  page(
    'simple',
    '종합 건강 점수',
    '82',
    '점',
    '양호',
    82,
    [82, 74, 90],
    '전반적으로 양호합니다.',
    '혈압과 허리둘레를',
    '관리해 보세요.',
  ),
  page(
    'simple',
    '체질량지수',
    '24.1',
    'kg/㎡',
    '주의',
    62,
    [62, 55, 45],
    '과체중 경계입니다.',
    '체중을 3kg 줄이면',
    '정상 범위입니다.',
  ),
  page(
    'simple',
    '허리둘레',
    '86',
    'cm',
    '주의',
    66,
    [66, 58, 52],
    '복부 비만 기준(90cm)에',
    '가깝습니다.',
  ),
  page(
    'simple',
    '혈압',
    '128/82',
    'mmHg',
    '주의',
    64,
    [64, 56, 48],
    '고혈압 전 단계입니다.',
    '짜게 먹지 않도록',
    '주의해 주세요.',
  ),
  page(
    'simple',
    '공복혈당',
    '98',
    'mg/dL',
    '정상',
    44,
    [44, 50, 46],
    '정상 범위입니다.',
    '지금처럼 유지하세요.',
  ),
  page(
    'simple',
    '총콜레스테롤',
    '196',
    'mg/dL',
    '정상',
    48,
    [48, 54, 50],
    '정상 범위입니다.',
    '기름진 음식은',
    '줄이는 것이 좋습니다.',
  ),
  page(
    'simple',
    '간기능',
    '24/28',
    'U/L',
    '정상',
    36,
    [36, 42, 40],
    'AST와 ALT 모두',
    '정상 범위입니다.',
  ),
  page(
    'simple',
    '신장기능',
    '92',
    'mL/min',
    '정상',
    30,
    [30, 38, 35],
    '사구체여과율이',
    '정상입니다.',
  ),
  page('premium', '혈색소', '14.2', 'g/dL', '정상', 52, [52, 50, 50], '빈혈 소견이 없습니다.'),
  page(
    'premium',
    '흡연',
    '비흡연',
    '',
    '정상',
    10,
    [10, 35, 0],
    '비흡연을 유지하면',
    '폐암 위험이 낮습니다.',
  ),
  page(
    'premium',
    '음주',
    '주 2회',
    '',
    '주의',
    58,
    [58, 45, 20],
    '한 번에 마시는 양을',
    '절반으로 줄여 보세요.',
  ),
  page(
    'premium',
    '신체 활동',
    '주 3일',
    '',
    '양호',
    60,
    [60, 45, 70],
    '주 5일 30분 걷기를',
    '목표로 해 보세요.',
  ),
  page(
    'premium',
    '심뇌혈관질환 위험도',
    '12',
    '%',
    '주의',
    55,
    [55, 48, 30],
    '또래보다 조금',
    '높습니다.',
  ),
  page('premium', '당뇨병 위험도', '8', '%', '정상', 32, [32, 40, 30], '또래보다 낮습니다.'),
  page(
    'premium',
    '고혈압 위험도',
    '18',
    '%',
    '주의',
    60,
    [60, 50, 35],
    '혈압을 주기적으로',
    '재어 보세요.',
  ),
  page(
    'premium',
    '건강 나이',
    '43',
    '세',
    '양호',
    40,
    [43, 45, 40],
    '실제 나이보다',
    '2년 젊습니다.',
  ),
  page(
    'premium',
    '생활습관 목표',
    '3',
    '가지',
    '양호',
    70,
    [70, 50, 100],
    '걷기 늘리기, 싱겁게',
    '먹기, 절주하기를',
    '권해 드립니다.',
  ),
]
