import type { CheckupSortKey } from '../domain/checkup'
import type { SortOrder } from '../../../shared/domain/list-view'
import type { DateRange } from '../../../shared/domain/dates'
import type { ApiClient, DownloadedFile } from '../../../shared/services/http-client'
import * as checkup from './contract'

/** The order of a checkup list; newest first when absent. */
type Order = { sort?: CheckupSortKey; order?: SortOrder }

/**
 * The issuance dashboard's calls of S1 §7 and S2 §7 that hold a rule of their own: the files
 * (the customer list's Excel file, the zip of PDFs) and the print view's address. The list, the
 * prints and the address change are the machines' actors, made in screens.tsx with fromOperation.
 */
export interface CheckupService {
  /** the list as the screen shows it (name, order), every row of it (issue 31) */
  customerListExcel(query: DateRange & { name?: string } & Order): Promise<DownloadedFile>
  pdfZip(checkupNos: readonly number[], range: DateRange): Promise<DownloadedFile>
  /** where the print view of a temporary PDF opens (S1 §4: the checkup host's printview) */
  printViewUrl(tempPdf: string): string
}

export function createCheckupService(client: ApiClient, checkupHost: string): CheckupService {
  return {
    customerListExcel: ({ name, ...query }) =>
      client.download(checkup.customerListExcel, {
        query: { ...query, ...(name ? { name } : {}) },
      }),
    pdfZip: (checkupNos, range) =>
      client.download(checkup.makePdfZip, { body: { checkupNoList: [...checkupNos], ...range } }),
    printViewUrl: (tempPdf) =>
      `${checkupHost.replace(/\/+$/, '')}/v3/generate/printview?tempPdf=${encodeURIComponent(tempPdf)}`,
  }
}
