import * as site from '../../../src/features/session/services/contract'
import { errorResponse, handleAuthed, ok, type MockContext } from '../../http'

export const siteHandlers = (ctx: MockContext) => [
  handleAuthed(ctx, site.siteInfo, ({ caller }) => {
    const record = ctx.db.sites.findFirst((q) => q.where({ siteId: caller.siteId }))
    if (!record) return errorResponse(404, '사이트 정보가 없습니다.')
    return ok({
      site: { siteId: record.siteId, siteCode: record.siteCode, siteName: record.siteName },
    })
  }),
]
