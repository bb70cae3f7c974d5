import { SITE } from '../../shared/domain/codes'
import { wiredOnce } from '../../shared/machines/wire-context'
import type { PageEntry } from '../../shared/views/feature'
import EmployeesPage from './views/employees-page'
import CreateEmployeePage from './views/create-employee-page'
import { wireEmployees } from './wire'

/**
 * The employee management route chunk (/v2/Employee, S1 §2, issue 11), wired once with the
 * portal's context; its machine is the page's actor `employees`.
 */
export const mountEmployees = wiredOnce((ctx) => {
  const deps = wireEmployees(ctx)
  return {
    deps,
    Screen: EmployeesPage,
    actors: () => ({ employees: { logic: deps.employees } }),
  }
})

/**
 * The add-employee route chunk: the same feature, wired once (the same machines); its actor
 * `createEmployee` is started for the role and site of who entered.
 */
export const mountCreateEmployee = wiredOnce((ctx) => {
  const { deps } = mountEmployees(ctx)
  return {
    deps,
    Screen: CreateEmployeePage,
    actors: ({ session }: PageEntry) => ({
      createEmployee: {
        logic: deps.createEmployee,
        input: {
          auth: session?.user.auth ?? 'F',
          partnerSite: session?.user.siteId === SITE.PARTNER,
        },
      },
    }),
  }
})
