import type { AnyStateMachine } from 'xstate'
import {
  singlePrintMachine,
  type SinglePrintContext,
} from '../../../src/features/dashboard/machines/single-print-machine'
import { ERRORS } from '../../../src/features/dashboard/domain/errors'
import type { CheckupItem } from '../../../src/features/dashboard/domain/checkup'
import { wireDashboard } from '../../../src/features/dashboard/screens'
import { fc0001Session } from '../../support/sessions'
import { checkupRow, fc0001Checkup } from '../../support/rows'
import { defineModel, failuresOf } from '../model'

/**
 * A printable row of the signed-in FC's own customer: fc0001's checkup 100006 as the mock seeds
 * it (a report, within the print period of MOCK_TODAY 20261122).
 */
const OWN_ROW: CheckupItem = fc0001Checkup

/** another FC's row: branchmgr's checkup 100001 as the mock seeds it */
const OTHERS_ROW: CheckupItem = checkupRow(100001, {
  created: '20261122',
  userName: '정하준',
  userId: 'app100001',
  reportType: 'S',
  birthday: '19860208',
  employeeName: '강지점',
  employeeId: 'branchmgr',
  address: '서울특별시 종로구 종로 1',
  detailAddress: '3층 301호',
  postalCode: '03154',
  telephone: '010-8177-1805',
})

/**
 * Single print (S1 §4): the owner check (the FC's own customer, another FC's), the consent, the
 * temporary PDF (an id, or '' for nothing to print) and its failures. Live, fc0001 prints its own
 * checkup 100006 (the mock answers a fresh id for it; '' when a QA scenario empties the answer).
 */
export default defineModel({
  machine: singlePrintMachine,
  // the owner check reads the input only: the owner's row, and another FC's (refused at once)
  inputs: [
    { item: OWN_ROW, session: fc0001Session },
    { item: OTHERS_ROW, session: fc0001Session },
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
  live: {
    account: 'fc0001',
    // the dashboard's child, as its route chunk provides it to the dashboard machine
    wire: (ctx) =>
      (
        wireDashboard(ctx, ctx.settings).dashboard.implementations.actors
          .singlePrint as AnyStateMachine
      ).provide({ actions: { notify: () => {} } }),
    operations: { makeSingle: 'make' },
    // nothing to print (S1 §8): a QA scenario answers the make with an empty tempPdf
    emptied: { makeSingle: 1 },
    minimumPaths: 8,
  },
})
