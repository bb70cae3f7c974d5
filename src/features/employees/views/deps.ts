import { createViewDeps } from '../../../shared/views/app-context'
import type { employeesMachine } from '../machines/employees-machine'
import type { createEmployeeMachine } from '../machines/create-employee-machine'

/** What the employee views need; the feature's route chunk provides it. */
export interface EmployeesViewDeps {
  employees: typeof employeesMachine
  createEmployee: typeof createEmployeeMachine
}

export const [EmployeesViews, useEmployeesViews] = createViewDeps<EmployeesViewDeps>('employees')
