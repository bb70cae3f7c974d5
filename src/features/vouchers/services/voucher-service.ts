import * as voucher from './contract'
import type { ApiClient, DownloadedFile } from '../../../shared/services/http-client'

/**
 * The voucher call that is no plain call of the contract: the creation history is a file (S1 §7).
 * The others are the machines' calls of the contract where they are provided.
 */
export interface VoucherService {
  historyExcel(): Promise<DownloadedFile>
}

export function createVoucherService(client: ApiClient): VoucherService {
  return {
    historyExcel: () => client.download(voucher.voucherHistoryExcel),
  }
}
