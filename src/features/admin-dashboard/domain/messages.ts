import type { Catalogue } from '../../../shared/domain/messages'

/**
 * Messages of the admin-dashboard feature: Korean (the default locale) verbatim where the spec quotes it, natural
 * Korean where it gives only an English gloss; English with the same keys. Placeholders: {name}.
 */
export const ko = {
  'admin.id': 'ID',
  'admin.company': '회사',
  'admin.fcCode': 'FC 코드',
  'admin.status': '상태',
  'admin.name': '이름',
  'admin.gender': '성별',
  'admin.regDate': '등록일',
  'admin.menu': '메뉴',
  'admin.empty': '조회된 검진이 없습니다.',
  'admin.status.B': '예약',
  'admin.status.C': '검진 진행 확인',
  'admin.status.U': 'PDF 업로드됨',
  'admin.status.D': 'PDF 다운로드됨',
  'admin.status.R': '리포트 생성',
  'admin.writeReport': '리포트 작성',
  'admin.modifyReport': '리포트 수정',
  'admin.downloadPdf': 'PDF 다운로드',
  'admin.invalidParam': '잘못된 파라미터입니다.',
  'admin.invalidAccess': '잘못된 접근입니다.',
  'admin.menuFor': '{id}번 검진 메뉴',
} satisfies Catalogue<string>

export const en: Catalogue<keyof typeof ko> = {
  'admin.id': 'ID',
  'admin.company': 'Company',
  'admin.fcCode': 'FC code',
  'admin.status': 'Status',
  'admin.name': 'Name',
  'admin.gender': 'Gender',
  'admin.regDate': 'Registered',
  'admin.menu': 'Menu',
  'admin.empty': 'No checkups found.',
  'admin.status.B': 'Booked',
  'admin.status.C': 'Checkup confirmed',
  'admin.status.U': 'PDF uploaded',
  'admin.status.D': 'PDF downloaded',
  'admin.status.R': 'Report generated',
  'admin.writeReport': 'Write report',
  'admin.modifyReport': 'Modify report',
  'admin.downloadPdf': 'Download PDF',
  'admin.invalidParam': 'Invalid parameter.',
  'admin.invalidAccess': 'Invalid access.',
  'admin.menuFor': 'Menu of checkup {id}',
}

declare module '../../../shared/domain/messages' {
  interface MessageCatalogue extends Catalogue<keyof typeof ko> {}
}
