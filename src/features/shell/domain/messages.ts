import type { Catalogue } from '../../../shared/domain/messages'

/**
 * The statechart inspector's messages (/Playground, development builds only): a build leaves them
 * out of the catalogues, as it leaves out the inspector (decision 044).
 */
const inspectorKo = {
  'playground.show': '이 시점 보기',

  'inspector.title': '상태 차트 검사기',
  'inspector.intro':
    '실행 중인 액터와 각 머신의 상태 차트입니다. 현재 상태가 강조되며, 기록을 앞뒤로 옮기면 그 시점의 상태와 컨텍스트를 보여 줍니다.',
  'inspector.load': '내보낸 기록 불러오기',
  'inspector.loaded': '불러온 기록: {name} ({count}건)',
  'inspector.badFile':
    '기록 파일을 읽을 수 없습니다. 이 페이지에서 내보낸 JSON 파일인지 확인해 주세요.',
  'inspector.backToLive': '실시간 보기',
  'inspector.timeline': '기록 타임라인',
  'inspector.position': '기록 위치',
  'inspector.previous': '이전',
  'inspector.next': '다음',
  'inspector.latest': '최신',
  'inspector.following': '최신 기록을 따라가는 중',
  'inspector.entry': '{index}/{total}번째 기록 · #{seq} · {actor} · {event}',
  'inspector.noEntries': '기록이 없습니다.',
  'inspector.actors': '액터',
  'inspector.actor': '액터',
  'inspector.machine': '머신',
  'inspector.state': '상태',
  'inspector.status': '실행',
  'inspector.running': '실행 중',
  'inspector.recorded': '기록만',
  'inspector.charts': '상태 차트',
  'inspector.chart': '{actor} 상태 차트 ({machine}), 현재 상태: {state}',
  'inspector.chartRegion': '{actor} 상태 차트 영역',
  'inspector.noMachine': '이 머신의 정의를 찾지 못했습니다: {machine}',
  'inspector.laying': '차트를 배치하는 중…',
  'inspector.context': '컨텍스트',
  'inspector.event': '이벤트',
  'inspector.focused': '이 시점의 이벤트',
  'inspector.entryEvent': '이 시점의 이벤트',
  'inspector.entryContext': '이 시점의 {actor} 컨텍스트',
  'inspector.calls': '보고서의 호출',
  'inspector.callAt': '시각',
  'inspector.callOperation': 'API',
  'inspector.callStatus': '응답',
  'inspector.callRequestId': '요청 ID',
  'inspector.callScenario': 'QA 시나리오',
  'inspector.callActive': '켜져 있던 시나리오',
  'inspector.callNetwork': '연결 실패',
  'inspector.loadHint':
    '문제 보고서(.json)와 그 옆의 HAR(.har)를 함께 고르거나, HAR만 골라도 됩니다.',
  'inspector.harLoaded': '불러온 호출: {name} ({count}건)',
  'inspector.har': 'HAR 호출',
  'inspector.harIntro':
    '{name}의 호출 {count}건을 보낸 순서대로 보여 줍니다(시각은 UTC). 토큰과 비밀번호는 가려져 있습니다.',
  'inspector.harList': '호출 목록',
  'inspector.harNone': '호출이 없습니다.',
  'inspector.harFailed': '실패 ({error})',
  'inspector.harScenario': '시나리오 {id}',
  'inspector.harTimings': '응답까지 {wait} ms · 본문 {receive} ms',
  'inspector.harShowJournal': '이 호출 시점의 기록 보기',
  'inspector.harRequest': '요청',
  'inspector.harResponse': '응답',
  'inspector.harHeaders': '헤더',
  'inspector.harBody': '본문',
  'inspector.harNoBody': '본문 없음',
  'inspector.harFile': '파일: {type}, {size}바이트 (내용은 보관하지 않음)',
  'inspector.harError': '실패: {error}',
} satisfies Catalogue<string>

const inspectorEn: Catalogue<keyof typeof inspectorKo> = {
  'playground.show': 'Show this point',

  'inspector.title': 'Statechart inspector',
  'inspector.intro':
    'The running actors and each machine’s statechart. The current state is lit; moving through the journal shows the states and contexts of that point.',
  'inspector.load': 'Load an exported journal',
  'inspector.loaded': 'Loaded journal: {name} ({count} entries)',
  'inspector.badFile':
    'The journal file cannot be read. Check that it is a JSON file exported from this page.',
  'inspector.backToLive': 'Show live',
  'inspector.timeline': 'Journal timeline',
  'inspector.position': 'Journal position',
  'inspector.previous': 'Previous',
  'inspector.next': 'Next',
  'inspector.latest': 'Latest',
  'inspector.following': 'Following the latest entry',
  'inspector.entry': 'Entry {index} of {total} · #{seq} · {actor} · {event}',
  'inspector.noEntries': 'No entries.',
  'inspector.actors': 'Actors',
  'inspector.actor': 'Actor',
  'inspector.machine': 'Machine',
  'inspector.state': 'State',
  'inspector.status': 'Running',
  'inspector.running': 'running',
  'inspector.recorded': 'journal only',
  'inspector.charts': 'Statecharts',
  'inspector.chart': '{actor} statechart ({machine}), current state: {state}',
  'inspector.chartRegion': '{actor} statechart area',
  'inspector.noMachine': 'No definition found for this machine: {machine}',
  'inspector.laying': 'Laying the chart out…',
  'inspector.context': 'Context',
  'inspector.event': 'Event',
  'inspector.focused': 'Event at this point',
  'inspector.entryEvent': 'The event at this point',
  'inspector.entryContext': 'The {actor} context at this point',
  'inspector.calls': 'Calls of the report',
  'inspector.callAt': 'At',
  'inspector.callOperation': 'Operation',
  'inspector.callStatus': 'Answer',
  'inspector.callRequestId': 'Request id',
  'inspector.callScenario': 'QA scenario',
  'inspector.callActive': 'Scenarios on',
  'inspector.callNetwork': 'no connection',
  'inspector.loadHint':
    'Choose a problem report (.json) together with the HAR (.har) beside it, or a HAR alone.',
  'inspector.harLoaded': 'Loaded calls: {name} ({count})',
  'inspector.har': 'HAR calls',
  'inspector.harIntro':
    'The {count} calls of {name} in the order they were sent (times in UTC). Tokens and passwords are redacted.',
  'inspector.harList': 'Calls',
  'inspector.harNone': 'No calls.',
  'inspector.harFailed': 'failed ({error})',
  'inspector.harScenario': 'scenario {id}',
  'inspector.harTimings': 'answered after {wait} ms · body in {receive} ms',
  'inspector.harShowJournal': 'Show the journal when this call was sent',
  'inspector.harRequest': 'Request',
  'inspector.harResponse': 'Answer',
  'inspector.harHeaders': 'headers',
  'inspector.harBody': 'body',
  'inspector.harNoBody': 'No body',
  'inspector.harFile': 'A file: {type}, {size} bytes (its content not kept)',
  'inspector.harError': 'Failed: {error}',
}

/**
 * Messages of the shell feature: Korean (the default locale) verbatim where the spec quotes it, natural
 * Korean where it gives only an English gloss; English with the same keys. Placeholders: {name}.
 */
export const ko = {
  'error.title': '오류',
  'error.status': '상태 코드 {status}',
  'error.noMessage': '알 수 없는 오류가 발생했습니다.',
  'error.home': '처음으로',

  'appBar.openDrawer': '메뉴 열기',

  'drawer.logout': '로그아웃',
  'drawer.close': '메뉴 닫기',

  'playground.journal': '이벤트 저널',
  'playground.export': 'JSON으로 내보내기',
  'playground.clear': '비우기',
  'playground.count': '기록 {count}건',
  'problemReport.export': '문제 보고서 내보내기',
  // the statechart inspector's, in development builds only (below)
  ...(import.meta.env.DEV ? inspectorKo : undefined),
} satisfies Partial<Catalogue<string>>

/** ko's keys, the inspector's optional as in ko (a build leaves them out). */
type ShellCatalogue = { [K in keyof typeof ko]: string }

export const en: ShellCatalogue = {
  'error.title': 'Error',
  'error.status': 'Status {status}',
  'error.noMessage': 'An unknown error occurred.',
  'error.home': 'Go to start',

  'appBar.openDrawer': 'Open menu',

  'drawer.logout': 'Sign out',
  'drawer.close': 'Close menu',

  'playground.journal': 'Event journal',
  'playground.export': 'Export as JSON',
  'playground.clear': 'Clear',
  'playground.count': '{count} entries',
  'problemReport.export': 'Export a problem report',
  ...(import.meta.env.DEV ? inspectorEn : undefined),
}

declare module '../../../shared/domain/messages' {
  interface MessageCatalogue extends Catalogue<keyof typeof ko> {}
}
