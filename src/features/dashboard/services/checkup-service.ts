import type { CheckupCounts, CheckupItem, CheckupSortKey } from '../domain/checkup'
import type { SortOrder } from '../../../shared/domain/list-view'
import type { DateRange } from '../../../shared/domain/dates'
import type { ApiClient, DownloadedFile } from '../../../shared/services/http-client'
import * as checkup from './contract'

export interface CheckupPage {
  items: CheckupItem[]
  total: number
  page: number
  size: number
  counts: CheckupCounts
}

export interface ShippingInfo {
  postalCode: string
  address: string
  detailAddress: string
  telephone: string
}

/** The order of a checkup list; newest first when absent. */
type Order = { sort?: CheckupSortKey; order?: SortOrder }

/** The issuance dashboard and print calls of S1 §7 and S2 §7. */
export interface CheckupService {
  list(
    query: DateRange & { name?: string; page: number; size: number } & Order,
  ): Promise<CheckupPage>
  /** the list as the screen shows it (name, order), every row of it (issue 31) */
  customerListExcel(query: DateRange & { name?: string } & Order): Promise<DownloadedFile>
  /** single print: the temporary PDF id, '' when there is nothing to print */
  makeSingle(checkupNo: number): Promise<string>
  makeTempPdf(checkupNos: readonly number[]): Promise<string>
  pdfZip(checkupNos: readonly number[], range: DateRange): Promise<DownloadedFile>
  changeAddress(checkupNo: number, info: ShippingInfo): Promise<void>
  /** where the print view of a temporary PDF opens (S1 §4: the checkup host's printview) */
  printViewUrl(tempPdf: string): string
}

export function createCheckupService(client: ApiClient, checkupHost: string): CheckupService {
  return {
    async list({ name, ...query }) {
      const res = await client.call(checkup.checkupList, {
        query: { ...query, ...(name ? { name } : {}) },
      })
      return res.data
    },
    customerListExcel: ({ name, ...query }) =>
      client.download(checkup.customerListExcel, {
        query: { ...query, ...(name ? { name } : {}) },
      }),
    async makeSingle(checkupNo) {
      return (await client.call(checkup.makeSingle, { body: { checkupNo } })).data.tempPdf
    },
    async makeTempPdf(checkupNos) {
      return (await client.call(checkup.makeTempPdf, { body: { checkupNoList: [...checkupNos] } }))
        .data.tempPdf
    },
    pdfZip: (checkupNos, range) =>
      client.download(checkup.makePdfZip, { body: { checkupNoList: [...checkupNos], ...range } }),
    async changeAddress(checkupNo, info) {
      await client.call(checkup.addressChange, { params: { checkupNo }, body: info })
    },
    printViewUrl: (tempPdf) =>
      `${checkupHost.replace(/\/+$/, '')}/v3/generate/printview?tempPdf=${encodeURIComponent(tempPdf)}`,
  }
}
