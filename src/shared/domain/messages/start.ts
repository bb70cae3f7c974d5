/**
 * The only messages the portal's first script carries (`src/app/boot.ts`): what it says when the
 * portal's own code cannot be fetched, before any catalogue has arrived. `common.ts` takes them
 * from here, so the route chunks' failure says the same.
 */
export const START_MESSAGES = {
  ko: {
    'app.routeLoadFailed':
      '화면을 불러오지 못했습니다. 네트워크 연결을 확인하거나, 새 버전이 배포되었다면 새로고침해 주세요.',
    'app.reload': '새로고침',
  },
  en: {
    'app.routeLoadFailed':
      'This screen could not be loaded. Check your connection, or reload if a new version was released.',
    'app.reload': 'Reload',
  },
} as const
