import { fromPromise } from 'xstate'
import type { WireContext } from '../../shared/machines/wire-context'
import {
  backToPreviousPage,
  notifyUi,
  tellUsableCount,
  saveFileAndNotify,
} from '../../shared/machines/effects'
import { uiIndicator } from '../../shared/machines/own-indicator'
import { createEmployeeService } from './services/employee-service'
import { employeesMachine } from './machines/employees-machine'
import { createEmployeeMachine } from './machines/create-employee-machine'
import { SITE } from '../../shared/domain/codes'
import { PATHS } from '../../shared/domain/routes'
import { EMPLOYEES_GRID, EMPLOYEES_LIST, startingEmployeesView } from './domain/view'
import { wiredOnce } from '../../shared/machines/wire-context'
import type { PageEntry } from '../../shared/views/feature'
import EmployeesPage from './views/employees-page'
import CreateEmployeePage from './views/create-employee-page'

/** Employee management (S1 §2): its machines with the services and effects they name. */
export function wireEmployees(ctx: WireContext) {
  const service = createEmployeeService(ctx.client)
  const ownIndicator = uiIndicator
  return {
    employees: employeesMachine.provide({
      actors: {
        ownIndicator,
        list: fromPromise(({ input }) => service.list(input)),
        excel: fromPromise(({ input }) => service.excel(input)),
        distribute: fromPromise(({ input }) =>
          service.distribute(input.employeeId, input.quantity),
        ),
        act: fromPromise(({ input }) => {
          const act = {
            reset: service.resetPassword,
            deactivate: service.deactivate,
            delete: service.remove,
          }
          return act[input.action](input.employeeId)
        }),
        update: fromPromise(({ input }) => service.update(input.employeeId, input.input)),
      },
      actions: {
        navigate: (_, { to }) => ctx.navigate(to, { replace: true }),
        back: backToPreviousPage(),
        notify: notifyUi(),
        saveFile: saveFileAndNotify(ctx.saveFile),
        setUsableCount: tellUsableCount(),
        // the view loaded: in the address (a reload, Back, a copied link) and the user's memory
        keepView: ({ context }, { query }) => {
          ctx.replaceQuery(PATHS.employee, query)
          if (context.userId) ctx.prefs.setListView(context.userId, EMPLOYEES_LIST, query)
        },
        keepColumns: ({ context }, { hidden }) => {
          if (context.userId) ctx.prefs.setHiddenColumns(context.userId, EMPLOYEES_GRID, hidden)
        },
      },
    }),
    createEmployee: createEmployeeMachine.provide({
      actors: {
        ownIndicator,
        branches: fromPromise(() => service.branches()),
        add: fromPromise(({ input }) => service.add(input)),
        addBranch: fromPromise(({ input }) => service.addBranch(input)),
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
      return {
        employees: {
          logic: employees,
          input: {
            // the address's view, else the one the user left, else the defaults (issue 31)
            view: startingEmployeesView(
              search,
              userId ? ctx.prefs.listView(userId, EMPLOYEES_LIST) : '',
            ),
            hidden: userId ? ctx.prefs.hiddenColumns(userId, EMPLOYEES_GRID) : [],
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
