import type { z } from 'zod'
import type { ApiClient } from '../../../shared/services/http-client'
import * as contract from './contract'

/** S1 §3 license item: one product's usage rights the caller holds (checkup and giftable quantities). */
export type LicenseItem = z.infer<typeof contract.licenseItemSchema>

/** The employee a gift goes to, as the check confirms it. */
export type GiftReceiver = z.infer<typeof contract.giftReceiverSchema>

/** One line of a gift: how many of one license item. */
export interface GiftLine {
  licenseId: number
  quantity: number
}

/** The gift calls of S1 §7: license getList, checkUser, gift. */
export interface GiftService {
  licenses(): Promise<LicenseItem[]>
  checkUser(employeeId: string): Promise<GiftReceiver>
  /** resolves to the caller's usable count afterwards (-1 unlimited) */
  gift(employeeId: string, items: readonly GiftLine[]): Promise<{ usableCount: number }>
}

export function createGiftService(client: ApiClient): GiftService {
  return {
    async licenses() {
      return (await client.call(contract.licenseList)).data
    },
    async checkUser(employeeId) {
      return (
        await client.call(contract.giftCheckUser, { params: { employeeId: employeeId.trim() } })
      ).data
    },
    async gift(employeeId, items) {
      const { data } = await client.call(contract.gift, {
        body: { employeeId: employeeId.trim(), items: [...items] },
      })
      return data
    },
  }
}
