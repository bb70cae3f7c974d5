import type { VoucherValidityHours } from '../domain/codes'
import * as voucher from './contract'
import type { z } from 'zod'
import type { ApiClient, DownloadedFile } from '../../../shared/services/http-client'

/** The customer a voucher is given to, as the contract answers it. */
export type Customer = z.infer<typeof voucher.customerSchema>

/** The voucher calls of S1 §7: confirm a customer, give, create vouchers, creation history. */
export interface VoucherService {
  checkCustomer(appId: string): Promise<Customer>
  give(appId: string, hours: VoucherValidityHours): Promise<{ usableCount: number }>
  create(count: number): Promise<{ created: number; usableCount: number }>
  historyExcel(): Promise<DownloadedFile>
}

export function createVoucherService(client: ApiClient): VoucherService {
  return {
    async checkCustomer(appId) {
      return (await client.call(voucher.checkCustomer, { params: { userId: appId } })).data
    },
    async give(appId, hours) {
      const res = await client.call(voucher.setVoucher, { body: { userId: appId, hours } })
      return { usableCount: res.data.usableCount }
    },
    async create(count) {
      return (await client.call(voucher.createVoucher, { body: { count } })).data
    },
    historyExcel: () => client.download(voucher.voucherHistoryExcel),
  }
}
