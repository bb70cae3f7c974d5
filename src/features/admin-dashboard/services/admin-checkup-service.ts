import type { DateRange } from '../../../shared/domain/dates'
import type { ApiClient, DownloadedFile } from '../../../shared/services/http-client'
import type { AdminCheckupRow } from '../domain/admin-checkup'
import * as contract from './contract'

/** The admin dashboard calls of S2 §7. */
export interface AdminCheckupService {
  adminList(range: DateRange): Promise<AdminCheckupRow[]>
  adminPdf(id: number): Promise<DownloadedFile>
}

export function createAdminCheckupService(client: ApiClient): AdminCheckupService {
  return {
    async adminList(range) {
      return (await client.call(contract.adminList, { query: { ...range } })).data
    },
    adminPdf: (id) => client.download(contract.adminPdf, { params: { id } }),
  }
}
