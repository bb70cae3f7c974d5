import type { DeliveryType } from '../../../shared/domain/codes'
import { ADMIN_DELIVERY_ROLE } from '../domain/codes'
import type { ApiClient } from '../../../shared/services/http-client'
import type { ReportValues } from '../domain/values'
import * as report from './contract'

/**
 * The report entry calls of S2 §7 that the form's actors compose: a submission is one of four
 * calls, picked by its kind (member, non-member, the admin variant's add and modify), and the
 * admin variant's target is loaded with its stored report when it is modified. The member lookup
 * and the duplicate check are the machine's actors, made in screens.tsx with fromOperation.
 */
export interface ReportService {
  createForMember(
    values: ReportValues,
    role: DeliveryType,
    userNo: number,
  ): Promise<{ usableCount: number }>
  createForNonMember(values: ReportValues, role: DeliveryType): Promise<{ usableCount: number }>
  target(id: number): Promise<report.ReportTarget>
  storedReport(id: number): Promise<report.StoredReport>
  addReport(id: number, values: ReportValues, target: report.ReportTarget): Promise<void>
  modifyReport(id: number, values: ReportValues, checkupNo: number): Promise<void>
}

export function createReportService(client: ApiClient): ReportService {
  return {
    async createForMember(values, role, userNo) {
      const res = await client.call(report.createMemberReport, {
        body: { ...values, role, userNo },
      })
      return { usableCount: res.data.usableCount }
    },
    async createForNonMember(values, role) {
      const res = await client.call(report.createNonMemberReport, { body: { ...values, role } })
      return { usableCount: res.data.usableCount }
    },
    async target(id) {
      return (await client.call(report.healthCheckupInfo, { params: { id } })).data
    },
    async storedReport(id) {
      return (await client.call(report.getReport, { params: { id } })).data
    },
    async addReport(id, values, target) {
      await client.call(report.addReport, {
        params: { id },
        body: {
          ...values,
          role: ADMIN_DELIVERY_ROLE,
          fcCode: target.fcCode,
          couponCode: target.couponCode,
        },
      })
    },
    async modifyReport(id, values, checkupNo) {
      await client.call(report.modifyReport, {
        params: { id },
        body: { ...values, role: ADMIN_DELIVERY_ROLE, checkupNo },
      })
    },
  }
}
