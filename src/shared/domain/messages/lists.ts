import type { Catalogue } from './index'

/**
 * The messages of the signed-in pages' lists (the grid, its tools and pager, the date range, the
 * values the lists show): a part of their own, loaded with the chrome (decision 025), since the
 * sign-in and entry pages show no list.
 */
export const ko = {
  'dateRange.start': '시작일',
  'dateRange.end': '종료일',
  'dateRange.invalid':
    '기간을 확인해 주세요. 시작일은 종료일보다 늦을 수 없고, 종료일은 오늘을 넘을 수 없습니다.',
  'dateRange.endMoved': '시작일이 종료일보다 늦어 종료일을 {date}로 맞췄습니다.',
  'dateRange.startMoved': '종료일이 시작일보다 일러 시작일을 {date}로 맞췄습니다.',
  'gender.1': '남',
  'gender.2': '여',
  'reportType.S': '심플',
  'reportType.F': '프리미엄',
  'reportType.none': '-',
  'delivery.RM': '모바일',
  'delivery.RP': '우편',
  'delivery.RD': '직접',
  'pager.prev': '이전',
  'pager.next': '다음',
  'pager.summary': '총 {total}건 중 {from}-{to}',
  'pager.page': '{page} 페이지',
  'pager.nav': '페이지 이동',
  'grid.columns': '열 선택',
  'grid.sort': '정렬',
  'grid.sortAsc': '{column} ↑ 오름차순',
  'grid.sortDesc': '{column} ↓ 내림차순',
  'grid.sortBy': '{column} 정렬',
  'grid.more': '자세히',
  'grid.less': '접기',
  'list.reset': '조건 초기화',
} satisfies Catalogue<string>

export const en: Catalogue<keyof typeof ko> = {
  'dateRange.start': 'Start date',
  'dateRange.end': 'End date',
  'dateRange.invalid':
    'Check the period: the start cannot be after the end, and the end cannot be after today.',
  'dateRange.endMoved': 'The start was after the end, so the end is now {date}.',
  'dateRange.startMoved': 'The end was before the start, so the start is now {date}.',
  'gender.1': 'M',
  'gender.2': 'F',
  'reportType.S': 'Simple',
  'reportType.F': 'Premium',
  'reportType.none': '-',
  'delivery.RM': 'Mobile',
  'delivery.RP': 'Postal',
  'delivery.RD': 'Direct',
  'pager.prev': 'Previous',
  'pager.next': 'Next',
  'pager.summary': '{from}-{to} of {total}',
  'pager.page': 'Page {page}',
  'pager.nav': 'Pages',
  'grid.columns': 'Columns',
  'grid.sort': 'Sort',
  'grid.sortAsc': '{column} ↑ ascending',
  'grid.sortDesc': '{column} ↓ descending',
  'grid.sortBy': 'Sort by {column}',
  'grid.more': 'More',
  'grid.less': 'Less',
  'list.reset': 'Reset filters',
}

declare module './index' {
  interface MessageCatalogue extends Catalogue<keyof typeof ko> {}
}
