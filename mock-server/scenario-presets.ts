import { EVERY_OPERATION, type ScenarioInput } from './scenarios'

/**
 * Named QA presets for the situations the specs describe (issue 30), kept as data: each is a set
 * of scenarios (without the account, which the QA tester names when applying it) and, for an
 * ended session, an action on the account's real sessions.
 */
export interface ScenarioPreset {
  name: string
  /** what the tester sees happen, in Korean */
  description: string
  scenarios: readonly Omit<ScenarioInput, 'userId'>[]
  /** the account's sessions end (its token and refresh token stop working): needs an account */
  endSessions?: true
}

const STATISTICS = [
  'statisticsEmployees',
  'statisticsCheckup',
  'statisticsGift',
  'statisticsOrder',
  'statisticsOverview',
  'overviewExcel',
  'purchaseHistory',
  'giftHistory',
] as const

/** S2 §8 sid decrypt codes: status -> what the sid got wrong */
const SID_CODES: readonly [number, string, string][] = [
  [400, 'sid-invalid', 'SID 값이 올바르지 않음'],
  [401, 'sid-timestamp', 'timestamp 파라미터 오류'],
  [402, 'sid-site', 'site 파라미터 오류'],
  [403, 'sid-name', 'name 파라미터 오류'],
  [404, 'sid-id', 'id 파라미터 오류'],
  [500, 'sid-server-error', '데이터 처리 중 오류'],
]

export const SCENARIO_PRESETS: readonly ScenarioPreset[] = [
  {
    name: 'payment-provider-down',
    description: '결제 대행사 장애: 결제 결과 확인이 실패합니다(500).',
    scenarios: [{ operation: 'paymentOrder', status: 500 }],
  },
  {
    name: 'merchant-uid-refused',
    description: '주문번호 발급 거절: 잘못된 MerchantUid 입니다.',
    scenarios: [{ operation: 'getMerchantUid', status: 400 }],
  },
  {
    name: 'merchant-uid-server-error',
    description: '주문번호 발급 서버 오류(500): 잘못된 MerchantUid 입니다.',
    scenarios: [{ operation: 'getMerchantUid', status: 500 }],
  },
  {
    name: 'sold-out',
    description: '재고 없음: 품절 안내 후 돌아갑니다.',
    scenarios: [{ operation: 'getMerchantUid', status: 409 }],
  },
  {
    name: 'print-period-over',
    description: '출력 기한 지남: 프린트 가능 기한이 지났습니다.',
    scenarios: ['make', 'makeTempPDF', 'makePDF'].map((operation) => ({ operation, status: 405 })),
  },
  {
    name: 'session-expired',
    description: '세션 만료: 계정의 로그인이 모두 끝나 다음 요청에서 다시 로그인하게 됩니다.',
    scenarios: [],
    endSessions: true,
  },
  {
    name: 'token-refused',
    description: '모든 요청이 401: 토큰 거절(갱신도 실패하면 로그인 만료 안내).',
    scenarios: [{ operation: EVERY_OPERATION, status: 401 }],
  },
  {
    name: 'statistics-forbidden',
    description: '통계 권한 없음(403): 권한이 없습니다.',
    scenarios: STATISTICS.map((operation) => ({ operation, status: 403 })),
  },
  {
    name: 'offline',
    description: '네트워크 끊김: 모든 요청이 연결 오류로 실패합니다.',
    scenarios: [{ operation: EVERY_OPERATION, network: true }],
  },
  {
    name: 'slow',
    description: '느린 서버: 모든 요청이 3초 늦게 답합니다.',
    scenarios: [{ operation: EVERY_OPERATION, delayMs: 3000 }],
  },
  ...SID_CODES.map(([status, name, what]) => ({
    name,
    description: `파트너 SID 해독 ${status}: ${what}`,
    scenarios: [{ operation: 'sidDecrypt', status }],
  })),
]

export const presetNamed = (name: string): ScenarioPreset | undefined =>
  SCENARIO_PRESETS.find((p) => p.name === name)
