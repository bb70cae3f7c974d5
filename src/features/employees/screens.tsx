import { fromPromise } from 'xstate'
import type { WireContext } from '../../shared/machines/wire-context'
import {
  backToPreviousPage,
  notifyUi,
  tellUsableCount,
  saveFileAndNotify,
} from '../../shared/machines/effects'
import { dataOf, fromOperation } from '../../shared/services/from-operation'
import { createEmployeeService } from './services/employee-service'
import * as contract from './services/contract'
import {
  employeesMachine,
  type EmployeeListInput,
  type EmployeesContext,
} from './machines/employees-machine'
import { createEmployeeMachine } from './machines/create-employee-machine'
import { SITE } from '../../shared/domain/codes'
import { PATHS } from '../../shared/domain/routes'
import { EMPLOYEES_GRID, EMPLOYEES_LIST, startingEmployeesView } from './domain/view'
import type { ModifyEmployeeInput } from './domain/employee'
import { wiredOnce } from '../../shared/machines/wire-context'
import { keepList, keptList } from '../../shared/machines/kept-list'
import type { PageEntry } from '../../shared/views/feature'
import EmployeesPage from './views/employees-page'
import CreateEmployeePage from './views/create-employee-page'

/** The feature's words, added to the catalogues as its routes load (decision 074). */
export * as messages from './domain/messages'

/** Where the employee list's view and hidden columns are kept (issue 31). */
const EMPLOYEES_KEPT = { path: PATHS.employee, list: EMPLOYEES_LIST, grid: EMPLOYEES_GRID }

/**
 * Employee management (S1 §2): its machines with their calls of the contract, the service's calls
 * that hold a rule (the Excel file, the confirmed row actions) and the effects they name.
 */
export function wireEmployees(ctx: WireContext) {
  const service = createEmployeeService(ctx.client)
  return {
    employees: employeesMachine.provide({
      actors: {
        list: fromOperation(ctx.client, contract.employeeList, {
          call: ({ name, page, ...order }: EmployeeListInput) => {
            const term = name.trim()
            return { query: { page, ...order, ...(term ? { name: term } : {}) } }
          },
          answer: ({ data }) => ({
            items: data.items,
            total: data.total,
            page: data.page,
            counts: data.counts,
          }),
        }),
        excel: fromPromise(({ input }) => service.excel(input)),
        // the answer carries the caller's usable count and the employee's limit afterwards
        distribute: fromOperation(ctx.client, contract.distribute, {
          call: ({ employeeId, quantity }: { employeeId: string; quantity: number }) => ({
            params: { employeeId },
            body: { distributionQuantity: quantity },
          }),
          answer: dataOf,
        }),
        act: fromPromise(({ input }) => {
          const act = {
            reset: service.resetPassword,
            deactivate: service.deactivate,
            delete: service.remove,
          }
          return act[input.action](input.employeeId)
        }),
        update: fromOperation(ctx.client, contract.updateEmployee, {
          call: ({ employeeId, input }: { employeeId: string; input: ModifyEmployeeInput }) => ({
            params: { employeeId },
            body: {
              name: input.name.trim(),
              gender: input.gender,
              email: input.email.trim(),
              mobile: input.mobile.trim(),
            },
          }),
          answer: () => {},
        }),
      },
      actions: {
        navigate: (_, { to }) => ctx.navigate(to, { replace: true }),
        back: backToPreviousPage(),
        notify: notifyUi(),
        saveFile: saveFileAndNotify(ctx.saveFile),
        setUsableCount: tellUsableCount(),
        ...keepList(ctx, EMPLOYEES_KEPT, (context: EmployeesContext) => context.userId),
      },
    }),
    createEmployee: createEmployeeMachine.provide({
      actors: {
        branches: fromOperation(ctx.client, contract.fetchBranch, { answer: dataOf }),
        add: fromOperation(ctx.client, contract.addEmployee, {
          call: (input: contract.NewEmployee) => ({
            body: {
              staffNumber: input.staffNumber.trim(),
              name: input.name.trim(),
              permissionCode: input.permissionCode,
              branchCode: input.branchCode,
            },
          }),
          answer: dataOf,
        }),
        // the answer is the branch list with the new branch
        addBranch: fromOperation(ctx.client, contract.addBranch, {
          call: ({ code, name }: { code: string; name: string }) => ({
            body: { code: code.trim(), name: name.trim() },
          }),
          answer: dataOf,
        }),
      },
      actions: {
        back: backToPreviousPage(),
        notify: notifyUi(),
      },
    }),
  }
}

/**
 * The employee management route chunk (/v2/Employee, S1 §2, issue 11), wired once with the
 * portal's context; its machine is the page's actor `employees`.
 */
const wired = wiredOnce(wireEmployees)

export const mountEmployees = wiredOnce((ctx) => {
  const { employees } = wired(ctx)
  return {
    Screen: EmployeesPage,
    actors: ({ search, session }: PageEntry) => {
      const userId = session?.user.userId
      const kept = keptList(ctx.prefs, userId, EMPLOYEES_KEPT)
      return {
        employees: {
          logic: employees,
          input: {
            // the address's view, else the one the user left, else the defaults (issue 31)
            view: startingEmployeesView(search, kept.query),
            hidden: kept.hidden,
            ...(userId ? { userId } : {}),
          },
        },
      }
    },
  }
})

/**
 * The add-employee route chunk: the same feature, wired once (the same machines); its actor
 * `createEmployee` is started for the role and site of who entered.
 */
export const mountCreateEmployee = wiredOnce((ctx) => {
  const { createEmployee } = wired(ctx)
  return {
    Screen: CreateEmployeePage,
    actors: ({ session }: PageEntry) => ({
      createEmployee: {
        logic: createEmployee,
        input: {
          auth: session?.user.auth ?? 'F',
          partnerSite: session?.user.siteId === SITE.PARTNER,
        },
      },
    }),
  }
})
