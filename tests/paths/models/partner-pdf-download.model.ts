import { pdfDownloadMachine } from '../../../src/features/partner/machines/pdf-download-machine'
import { ERRORS } from '../../../src/features/partner/domain/errors'
import { LIMITS } from '../../../src/shared/domain/codes'
import { defineModel, failuresOf } from '../model'

const BIRTHDAY = '19900101'

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
          { type: 'BIRTHDAY.CHANGE', value: '1990-01-01' },
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
})
