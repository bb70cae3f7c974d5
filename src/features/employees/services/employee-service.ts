import type { ApiClient, DownloadedFile } from '../../../shared/services/http-client'
import { ApiError } from '../../../shared/services/api-error'
import type { SortOrder } from '../../../shared/domain/list-view'
import type { EmployeeSortKey } from '../domain/view'
import * as contract from './contract'

/** The order of the employee list; the list's own order (by branch, then id) when absent. */
export type EmployeeOrder = { sort?: EmployeeSortKey; order?: SortOrder }

/**
 * The employee management calls of S1 §7 that hold a rule of their own: the list's Excel file,
 * and the confirmed row actions (the machine's one `act` picks among them; deactivation and
 * deletion turn a refusal answered with 201 into a failure). The other calls are the machines'
 * actors, made in screens.tsx with fromOperation.
 */
export interface EmployeeService {
  /** the list as the screen shows it (name, order), every row of it (issue 31) */
  excel(query?: { name?: string } & EmployeeOrder): Promise<DownloadedFile>
  resetPassword(employeeId: string): Promise<void>
  deactivate(employeeId: string): Promise<void>
  remove(employeeId: string): Promise<void>
}

/** A refusal answered with a 2xx code in the body (S1 §8 deactivate 201) becomes a failure. */
function refusedWith(operation: string, answer: { code: number; message?: string }): void {
  if (answer.code !== 200)
    throw new ApiError({
      status: answer.code,
      message: answer.message ?? '',
      kind: 'http',
      operation,
    })
}

export function createEmployeeService(client: ApiClient): EmployeeService {
  return {
    excel({ name, ...order } = {}) {
      const term = name?.trim() ?? ''
      return client.download(contract.employeeListExcel, {
        query: { ...order, ...(term ? { name: term } : {}) },
      })
    },
    async resetPassword(employeeId) {
      await client.call(contract.resetPassword, { params: { employeeId } })
    },
    async deactivate(employeeId) {
      const answer = await client.call(contract.deactivateEmployee, { params: { employeeId } })
      refusedWith(contract.deactivateEmployee.id, answer)
    },
    async remove(employeeId) {
      const answer = await client.call(contract.deleteEmployee, { params: { employeeId } })
      refusedWith(contract.deleteEmployee.id, answer)
    },
  }
}
