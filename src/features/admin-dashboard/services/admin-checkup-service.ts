import type { ApiClient, DownloadedFile } from '../../../shared/services/http-client'
import * as contract from './contract'

/**
 * The admin dashboard call that is no plain call of the contract: a checkup's PDF is a file
 * (S2 §7). The list is the machine's call of the contract where the route chunk provides it.
 */
export interface AdminCheckupService {
  adminPdf(id: number): Promise<DownloadedFile>
}

export function createAdminCheckupService(client: ApiClient): AdminCheckupService {
  return {
    adminPdf: (id) => client.download(contract.adminPdf, { params: { id } }),
  }
}
