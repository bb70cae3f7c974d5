import { pdfDownloadMachine } from '../../../src/features/partner/machines/pdf-download-machine'
import { ERRORS } from '../../../src/features/partner/domain/errors'
import { LIMITS } from '../../../src/shared/domain/codes'
import { mountDownload } from '../../../src/features/partner/plain-screens'
import type { PageEntry } from '../../../src/shared/views/feature'
import { defineModel, failuresOf } from '../model'

/** the birthday of COUPON-OK's holder in the mock (FIXTURES.md) */
const BIRTHDAY = '19800101'

/** /li/Download?code=COUPON-OK entered (the page's input is the model's) */
const ENTRY: PageEntry = {
  routeId: 'liDownload',
  path: '/li/Download',
  params: {},
  search: new URLSearchParams({ code: 'COUPON-OK' }),
  session: null,
  today: new Date(),
}

/** the page actor's logic as the mount gives it: the wired machine (typed as a page actor's) */
const pageLogic = (logic: unknown) => logic as typeof pdfDownloadMachine

/**
 * /li/Download?code (S2 §2.5, §5.3, §8): the birthday empty, typed with separators (digits kept),
 * one digit short and one too many (cut to 8); the PDF made (a tempPdf, or '' when there is no
 * data yet) and fetched, each call with every documented status.
 */
export default defineModel({
  machine: pdfDownloadMachine,
  // a code handed over, and `/li/Download` opened without one (alert, then back)
  inputs: [
    { code: ' COUPON-OK ', canGoBack: true },
    { code: null, canGoBack: true },
  ],
  events: (snapshot) =>
    snapshot.matches('editing')
      ? [
          { type: 'BIRTHDAY.CHANGE', value: '' },
          { type: 'BIRTHDAY.CHANGE', value: '1980-01-01' },
          { type: 'BIRTHDAY.CHANGE', value: BIRTHDAY.slice(0, LIMITS.birthdayLength - 1) },
          { type: 'BIRTHDAY.CHANGE', value: `${BIRTHDAY}9` },
          { type: 'SUBMIT' },
        ]
      : snapshot.matches('noCode')
        ? [{ type: 'BACK' }]
        : [],
  answers: {
    makePdf: {
      outputs: ['temp-0001.pdf', ''],
      failures: failuresOf(ERRORS.printMakePdf),
      shows: { row: ERRORS.printMakePdf, read: (s) => s.context.error },
    },
    downloadPdf: {
      outputs: [{ blob: new Blob(['%PDF-1.4']), fileName: 'health_report.pdf' }],
      failures: failuresOf(ERRORS.pdfDownload),
      shows: { row: ERRORS.pdfDownload, read: (s) => s.context.error },
    },
  },
  depth: 8,
  live: {
    // the page opens without sign-in; the live run signs in all the same (the partner-channel
    // demo user), and no call of the page reads who is signed in
    account: 'OL1000001',
    // `notify` and `saveFile` (which says the download is done) tell the portal's ui actor
    wire: (ctx) =>
      pageLogic(mountDownload(ctx).actors(ENTRY).pdfDownload!.logic).provide({
        actions: { notify: () => {}, saveFile: () => {} },
      }),
    operations: { makePdf: 'printMakePdf', downloadPdf: 'pdfDownload' },
    // the report not made yet (S2 §8 'no data to print'): a QA scenario empties the make's answer
    emptied: { makePdf: 1 },
    minimumPaths: 12,
  },
})
