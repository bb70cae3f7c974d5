import { wiredOnce } from '../../shared/machines/wire-context'
import EmployeesPage from './views/employees-page'
import CreateEmployeePage from './views/create-employee-page'
import { EmployeesViews } from './views/deps'
import { wireEmployees } from './wire'

/** The employee management route chunk (issue 11), wired once with the portal's context. */
export const mountEmployees = wiredOnce((ctx) => {
  const deps = wireEmployees(ctx)
  return { deps, Screen: EmployeesScreen }
  function EmployeesScreen() {
    return (
      <EmployeesViews value={deps}>
        <EmployeesPage />
      </EmployeesViews>
    )
  }
})

/** The add-employee route chunk: the same feature, wired once (the same machines). */
export const mountCreateEmployee = wiredOnce((ctx) => {
  const { deps } = mountEmployees(ctx)
  return { deps, Screen: CreateEmployeeScreen }
  function CreateEmployeeScreen() {
    return (
      <EmployeesViews value={deps}>
        <CreateEmployeePage />
      </EmployeesViews>
    )
  }
})
