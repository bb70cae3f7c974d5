import { assign, setup } from 'xstate'
import { message, type Message } from '../../../shared/domain/messages'
import type { DownloadedFile } from '../../../shared/services/http-client'
import { failureOf } from '../../../shared/machines/failure'
import { notProvided } from '../../../shared/machines/not-provided'
import { uiIndicator, OWN_INDICATOR } from '../../../shared/machines/own-indicator'
import { birthdayInput, checkPdfBirthday } from '../domain/partner'
import { ERRORS } from '../domain/errors'
import { ALERT_THEN_BACK } from './deep-link-states'

export interface PdfDownloadContext {
  code: string
  /** the tab has a page of the portal before this one */
  canGoBack: boolean
  birthday: string
  birthdayError: Message | null
  /** what the last download failed with, shown under the form */
  error: Message | null
  tempPdf: string
}

export type PdfDownloadEvent =
  { type: 'BIRTHDAY.CHANGE'; value: string } | { type: 'SUBMIT' } | { type: 'BACK' }

// xstate reads `types` only for inference; every field is optional, so `{}` is a value of it
const types: {
  context?: PdfDownloadContext
  input?: { code: string | null; canGoBack?: boolean }
  events?: PdfDownloadEvent
} = {}

/**
 * /li/Download?code (S2 §2.5, §5.3, §8): a missing code alerts and goes back. The birthday is
 * required and 8 digits; an invalid form alerts 'incorrect input, check again'. Download makes
 * the PDF (print make PDF) under the progress dialog 'generating PDF, please wait', then fetches
 * the file (PDF download); 400 says 'invalid value', an empty tempPdf 'no data to print'.
 */
export const pdfDownloadMachine = setup({
  types,
  actors: {
    ownIndicator: uiIndicator,
    makePdf: notProvided<string, { couponCode: string; birthday: string }>('makePdf'),
    downloadPdf: notProvided<DownloadedFile, { tempPdf: string }>('downloadPdf'),
  },
  actions: {
    notify: (_, _params: { message: Message; tone?: 'error' | 'info' }) => {},
    saveFile: (_, _params: { file: DownloadedFile }) => {},
    goBack: () => {},
  },
  guards: {
    hasCode: ({ context }) => context.code !== '',
    formInvalid: ({ context }) => context.birthdayError !== null,
    canGoBack: ({ context }) => context.canGoBack,
    /** the server has no data to make the PDF of: nothing was made */
    noPdf: (_, { tempPdf }: { tempPdf: string }) => tempPdf === '',
  },
}).createMachine({
  id: 'partnerPdfDownload',
  context: ({ input }) => ({
    code: (input.code ?? '').trim(),
    canGoBack: input.canGoBack ?? false,
    birthday: '',
    birthdayError: null,
    error: null,
    tempPdf: '',
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasCode', target: 'editing' }, { target: 'noCode' }],
    },
    /** S2 §4 link pages: a missing code alerts and goes back */
    noCode: ALERT_THEN_BACK,
    editing: {
      on: {
        'BIRTHDAY.CHANGE': {
          actions: assign({
            birthday: ({ event }) => birthdayInput(event.value),
            birthdayError: null,
            error: null,
          }),
        },
        SUBMIT: {
          target: 'validating',
          actions: assign({ birthdayError: ({ context }) => checkPdfBirthday(context.birthday) }),
        },
      },
    },
    validating: {
      always: [
        {
          guard: 'formInvalid',
          target: 'editing',
          actions: {
            type: 'notify',
            params: { message: message('partner.pdf.checkInput'), tone: 'error' },
          },
        },
        { target: 'generating' },
      ],
    },
    /** the progress dialog 'generating PDF, please wait' */
    generating: {
      tags: ['busy'],
      initial: 'making',
      states: {
        making: {
          invoke: {
            src: 'makePdf',
            input: ({ context }) => ({ couponCode: context.code, birthday: context.birthday }),
            onDone: [
              {
                guard: { type: 'noPdf', params: ({ event }) => ({ tempPdf: event.output }) },
                target: '#partnerPdfDownload.editing',
                actions: assign({ error: message('partner.pdf.noData') }),
              },
              {
                target: 'downloading',
                actions: assign({ error: null, tempPdf: ({ event }) => event.output }),
              },
            ],
            onError: {
              target: '#partnerPdfDownload.editing',
              actions: assign({
                error: ({ event }) => failureOf(ERRORS.printMakePdf, event.error),
              }),
            },
          },
        },
        downloading: {
          invoke: {
            src: 'downloadPdf',
            input: ({ context }) => ({ tempPdf: context.tempPdf }),
            onDone: {
              target: '#partnerPdfDownload.editing',
              actions: { type: 'saveFile', params: ({ event }) => ({ file: event.output }) },
            },
            onError: {
              target: '#partnerPdfDownload.editing',
              actions: assign({ error: ({ event }) => failureOf(ERRORS.pdfDownload, event.error) }),
            },
          },
        },
      },
      invoke: OWN_INDICATOR,
    },
  },
})
