import type { AdminCheckupRow, CheckupCounts, CheckupItem } from '../domain/checkup'
import type { DateRange } from '../domain/dates'
import { checkup } from './contract'
import type { ApiClient } from './http-client'

export interface CheckupPage {
  items: CheckupItem[]
  total: number
  page: number
  size: number
  counts: CheckupCounts
}

export interface DownloadedFile {
  blob: Blob
  fileName: string
}

export interface ShippingInfo {
  postalCode: string
  address: string
  detailAddress: string
  telephone: string
}

/** The issuance dashboard, print and admin dashboard calls of S1 §7 and S2 §7. */
export interface CheckupService {
  list(query: DateRange & { name?: string; page: number; size: number }): Promise<CheckupPage>
  customerListExcel(range: DateRange): Promise<DownloadedFile>
  /** single print: the temporary PDF id, '' when there is nothing to print */
  makeSingle(checkupNo: number): Promise<string>
  makeTempPdf(checkupNos: readonly number[]): Promise<string>
  pdfZip(checkupNos: readonly number[], range: DateRange): Promise<DownloadedFile>
  changeAddress(checkupNo: number, info: ShippingInfo): Promise<void>
  adminList(range: DateRange): Promise<AdminCheckupRow[]>
  adminPdf(id: number): Promise<DownloadedFile>
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
    customerListExcel: (range) =>
      client.download(checkup.customerListExcel, { query: { ...range } }),
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
    async adminList(range) {
      return (await client.call(checkup.adminList, { query: { ...range } })).data
    },
    adminPdf: (id) => client.download(checkup.adminPdf, { params: { id } }),
    printViewUrl: (tempPdf) =>
      `${checkupHost.replace(/\/+$/, '')}/v3/generate/printview?tempPdf=${encodeURIComponent(tempPdf)}`,
  }
}
