import type { z } from 'zod'
import type { DeliveryType } from '../../../shared/domain/codes'
import { ADMIN_DELIVERY_ROLE } from '../domain/codes'
import type { ApiClient } from '../../../shared/services/http-client'
import type { ReportValues } from '../domain/values'
import * as report from './contract'

export type Member = z.infer<typeof report.memberSchema>
export type ReportTarget = z.infer<typeof report.reportTargetSchema>
export type StoredReport = z.infer<typeof report.storedReportSchema>

/** The report entry calls of S2 §7. */
export interface ReportService {
  memberLookup(userId: string): Promise<Member>
  duplicateCheck(userNo: number, checkupDate: string): Promise<boolean>
  createForMember(
    values: ReportValues,
    role: DeliveryType,
    userNo: number,
  ): Promise<{ usableCount: number }>
  createForNonMember(values: ReportValues, role: DeliveryType): Promise<{ usableCount: number }>
  target(id: number): Promise<ReportTarget>
  storedReport(id: number): Promise<StoredReport>
  addReport(id: number, values: ReportValues, target: ReportTarget): Promise<void>
  modifyReport(id: number, values: ReportValues, checkupNo: number): Promise<void>
}

export function createReportService(client: ApiClient): ReportService {
  return {
    async memberLookup(userId) {
      return (await client.call(report.memberLookup, { params: { userId } })).data
    },
    async duplicateCheck(userNo, checkupDate) {
      const res = await client.call(report.duplicateCheck, {
        query: { userNo: String(userNo), checkupDate },
      })
      return res.data.duplicated
    },
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
