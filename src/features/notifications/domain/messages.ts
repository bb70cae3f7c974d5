import type { Catalogue } from '../../../shared/domain/messages'

/**
 * Messages of the notifications feature: Korean (the default locale) verbatim where the spec quotes it, natural
 * Korean where it gives only an English gloss; English with the same keys. Placeholders: {name}.
 */
export const ko = {
  'messageLine.vbank':
    '입금 대기: {vbankName} {vbankNum} (예금주 {vbankHolder}) · {amount}원 · 입금 기한 {vbankDate}',
  'messageLine.fcLink': '나의 FC 링크: {url}',
  'messageLine.copy': '복사',

  'copy.fcLinkDone': 'FC 링크를 복사했습니다.',
  'copy.fcLinkFailed': 'FC 링크 복사를 실패했습니다.',
  'copy.accountDone': '계좌 정보를 복사했습니다.',
  'copy.accountFailed': '계좌 정보 복사를 실패했습니다.',
  'copy.infoDone': '정보를 복사했습니다.',
  'copy.infoFailed': '정보 복사를 실패했습니다.',
  'copy.done': '복사했습니다.',
  'copy.failed': '복사를 실패했습니다.',

  // the share sheet's (issue 46): the message line, the bell and the voucher tools are the chrome's,
  // and so are these (src/shared/machines/share.ts says them)

  'notifications.title': '알림',
  'notifications.empty': '알림이 없습니다.',
  'notifications.moreLines': '외 {count}개',
  'notifications.readAll': '모두 읽음',
  'notifications.readAllConfirm': '읽지 않은 알림을 모두 읽음으로 표시할까요?',
  'notifications.unread': '읽지 않은 알림: {count}',
  'notifications.open': '알림 열기',
  'notifications.noAccess': '이 알림의 화면을 열 권한이 없습니다.',
  'notifications.unsafeLink': '안전하지 않은 링크라 열지 않았습니다.',
} satisfies Catalogue<string>

export const en: Catalogue<keyof typeof ko> = {
  'messageLine.vbank':
    'Awaiting deposit: {vbankName} {vbankNum} (holder {vbankHolder}) · {amount} KRW · due {vbankDate}',
  'messageLine.fcLink': 'My FC link: {url}',
  'messageLine.copy': 'Copy',

  'copy.fcLinkDone': 'The FC link was copied.',
  'copy.fcLinkFailed': 'Copying the FC link failed.',
  'copy.accountDone': 'The account info was copied.',
  'copy.accountFailed': 'Copying the account info failed.',
  'copy.infoDone': 'The info was copied.',
  'copy.infoFailed': 'Copying the info failed.',
  'copy.done': 'Copied.',
  'copy.failed': 'Copying failed.',

  'notifications.title': 'Notifications',
  'notifications.empty': 'No notifications.',
  'notifications.moreLines': 'and {count} more',
  'notifications.readAll': 'Mark all read',
  'notifications.readAllConfirm': 'Mark all unread notifications as read?',
  'notifications.unread': 'Unread notifications: {count}',
  'notifications.open': 'Open notifications',
  'notifications.noAccess': 'You may not open the screen of this notification.',
  'notifications.unsafeLink': 'This link is not safe to open, so it was not opened.',
}

declare module '../../../shared/domain/messages' {
  interface MessageCatalogue extends Catalogue<keyof typeof ko> {}
}
