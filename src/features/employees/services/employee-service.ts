import type { ApiClient, DownloadedFile } from '../../../shared/services/http-client'
import { ApiError } from '../../../shared/services/api-error'
import type { Branch, Employee, ModifyEmployeeInput, PermissionCode } from '../domain/employee'
import type { SortOrder } from '../../../shared/domain/list-view'
import type { EmployeeSortKey } from '../domain/view'
import * as contract from './contract'

export interface EmployeePage {
  items: Employee[]
  total: number
  page: number
  counts: { employees: number; remainingVouchers: number }
}

export interface NewEmployee {
  staffNumber: string
  name: string
  permissionCode: PermissionCode
  branchCode: string
}

/** The order of the employee list; the list's own order (by branch, then id) when absent. */
export type EmployeeOrder = { sort?: EmployeeSortKey; order?: SortOrder }

/** The employee management calls of S1 §7. */
export interface EmployeeService {
  list(query: { name: string; page: number } & EmployeeOrder): Promise<EmployeePage>
  /** the list as the screen shows it (name, order), every row of it (issue 31) */
  excel(query?: { name?: string } & EmployeeOrder): Promise<DownloadedFile>
  /** resolves to the caller's usable count and the employee's limit afterwards */
  distribute(employeeId: string, quantity: number): Promise<{ usableCount: number; limit: number }>
  resetPassword(employeeId: string): Promise<void>
  deactivate(employeeId: string): Promise<void>
  remove(employeeId: string): Promise<void>
  update(employeeId: string, input: ModifyEmployeeInput): Promise<void>
  add(input: NewEmployee): Promise<{ employeeId: string }>
  branches(): Promise<Branch[]>
  addBranch(branch: { code: string; name: string }): Promise<Branch[]>
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
    async list({ name, page, ...order }) {
      const term = name.trim()
      const { data } = await client.call(contract.employeeList, {
        query: { page, ...order, ...(term ? { name: term } : {}) },
      })
      return { items: data.items, total: data.total, page: data.page, counts: data.counts }
    },
    excel({ name, ...order } = {}) {
      const term = name?.trim() ?? ''
      return client.download(contract.employeeListExcel, {
        query: { ...order, ...(term ? { name: term } : {}) },
      })
    },
    async distribute(employeeId, quantity) {
      const { data } = await client.call(contract.distribute, {
        params: { employeeId },
        body: { distributionQuantity: quantity },
      })
      return data
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
    async update(employeeId, input) {
      await client.call(contract.updateEmployee, {
        params: { employeeId },
        body: {
          name: input.name.trim(),
          gender: input.gender,
          email: input.email.trim(),
          mobile: input.mobile.trim(),
        },
      })
    },
    async add(input) {
      const { data } = await client.call(contract.addEmployee, {
        body: {
          staffNumber: input.staffNumber.trim(),
          name: input.name.trim(),
          permissionCode: input.permissionCode,
          branchCode: input.branchCode,
        },
      })
      return data
    },
    async branches() {
      return (await client.call(contract.fetchBranch)).data
    },
    async addBranch({ code, name }) {
      return (
        await client.call(contract.addBranch, { body: { code: code.trim(), name: name.trim() } })
      ).data
    },
  }
}
