import {
  singlePrintMachine,
  type SinglePrintContext,
} from '../../../src/features/dashboard/machines/single-print-machine'
import { ERRORS } from '../../../src/features/dashboard/domain/errors'
import type { CheckupItem } from '../../../src/features/dashboard/domain/checkup'
import { fc0001Session } from '../../support/sessions'
import { checkupRow } from '../../support/rows'
import { defineModel, failuresOf } from '../model'

/** a printable row of the signed-in FC's own customer */
const OWN_ROW: CheckupItem = checkupRow(1, { employeeId: fc0001Session.user.userId })

/**
 * Single print (S1 §4): the owner check (the FC's own customer, another FC's), the consent, the
 * temporary PDF (an id, or '' for nothing to print) and its failures.
 */
export default defineModel({
  machine: singlePrintMachine,
  // the owner check reads the input only: the owner's row, and another FC's (refused at once)
  inputs: [
    { item: OWN_ROW, session: fc0001Session },
    { item: { ...OWN_ROW, checkupNo: 7, employeeId: 'fc0999' }, session: fc0001Session },
  ],
  events: (snapshot) =>
    snapshot.matches('consent')
      ? [{ type: 'CONSENT.ACCEPT' }, { type: 'CONSENT.DECLINE' }]
      : snapshot.matches('empty')
        ? [{ type: 'CLOSE' }]
        : [],
  answers: {
    makeSingle: {
      outputs: ['tmp-1', ''],
      failures: failuresOf(ERRORS.make),
      shows: { row: ERRORS.make, read: (s) => (s.context as SinglePrintContext).error },
    },
  },
})
