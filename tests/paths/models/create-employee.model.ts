import {
  createEmployeeMachine,
  type CreateEmployeeContext,
} from '../../../src/features/employees/machines/create-employee-machine'
import { ERRORS } from '../../../src/features/employees/domain/errors'
import {
  EMPLOYEE_LIMITS,
  type Branch,
  type CreateEmployeeInput,
  validateCreateEmployee,
} from '../../../src/features/employees/domain/employee'
import { mountCreateEmployee } from '../../../src/features/employees/screens'
import type { PageEntry } from '../../../src/shared/views/feature'
import { defineModel, failuresOf } from '../model'

/** site 3's branches as the mock seeds them (FIXTURES.md) */
const BRANCHES: Branch[] = [
  { branchCode: 'B001', branchName: '강남지점' },
  { branchCode: 'B002', branchName: '종로지점' },
]
/** a branch site 3 does not have yet */
const NEW_BRANCH: Branch = { branchCode: 'B003', branchName: '분당지점' }

const VALID: CreateEmployeeInput = {
  name: '홍길동',
  staffNumber: 'E1001',
  branchCode: 'B001',
  permissionCode: 'B',
}

/**
 * Adding an employee (S1 §2, §5, §6, §8) as a site admin (A: roles B and F, may add branches):
 * the form filled validly, with a name one past its limit, with a staff number of a character it
 * refuses, and emptied; the branch dialog with a name and code, a code one past its limit and a
 * blank name. Every failure is notified (no `shows`); the branches' failure leaves the page.
 * Live as siteadmin (A of site 3): the new account is HKE1001, the new branch B003.
 */
export default defineModel({
  machine: createEmployeeMachine,
  input: { auth: 'A', partnerSite: false },
  events: (snapshot) => {
    const events = []
    if (snapshot.matches({ ready: { form: 'editing' } }))
      events.push(
        { type: 'FIELD.CHANGE', fields: VALID },
        { type: 'FIELD.CHANGE', fields: { name: 'a'.repeat(EMPLOYEE_LIMITS.nameMax + 1) } },
        { type: 'FIELD.CHANGE', fields: { staffNumber: 'E-1001' } },
        { type: 'FIELD.CHANGE', fields: { name: '', staffNumber: '', permissionCode: '' } },
        { type: 'SUBMIT' },
      )
    if (snapshot.matches({ ready: { branch: 'closed' } })) events.push({ type: 'BRANCH.OPEN' })
    if (snapshot.matches({ ready: { branch: 'editing' } }))
      events.push(
        { type: 'BRANCH.CHANGE', name: NEW_BRANCH.branchName, code: NEW_BRANCH.branchCode },
        { type: 'BRANCH.CHANGE', code: 'B'.repeat(EMPLOYEE_LIMITS.branchCodeMax + 1) },
        { type: 'BRANCH.CHANGE', name: ' ' },
        { type: 'BRANCH.SUBMIT' },
        { type: 'BRANCH.CANCEL' },
      )
    if (snapshot.matches({ ready: { branch: 'confirming' } }))
      events.push({ type: 'BRANCH.CONFIRM' }, { type: 'BRANCH.CANCEL' })
    return events
  },
  answers: {
    branches: { outputs: [BRANCHES], failures: failuresOf(ERRORS.fetchBranch) },
    add: { outputs: [{ employeeId: 'HKE1001' }], failures: failuresOf(ERRORS.addEmployee) },
    addBranch: { outputs: [[...BRANCHES, NEW_BRANCH]], failures: failuresOf(ERRORS.addBranch) },
  },
  // the caller's role and roles are the input's, the same in every state; the form is told
  // apart by what its rules refuse
  serialize: (snapshot) => {
    const c = snapshot.context as CreateEmployeeContext
    return {
      value: snapshot.value,
      // the form by what its rules refuse (what the SUBMIT guard reads), the errors shown by field
      refused: Object.keys(validateCreateEmployee(c.form, c).fields),
      errors: Object.keys(c.errors),
      branches: c.branches.length,
      created: c.created,
      branch: [c.branchName, c.branchCode],
    }
  },
  depth: 6,
  live: {
    account: 'siteadmin',
    wire: (ctx) =>
      mountCreateEmployee(ctx)
        .actors({ session: null } as unknown as PageEntry)
        .createEmployee.logic.provide({
          actions: { notify: () => {}, back: () => {} },
        }),
    operations: { branches: 'fetchBranch', add: 'addEmployee', addBranch: 'addBranch' },
    minimumPaths: 22,
  },
})
