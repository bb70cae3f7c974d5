import { assertEvent, assign, setup } from 'xstate'
import type { AdminCheckupRow } from '../domain/admin-checkup'
import type { DateRange } from '../../../shared/domain/dates'
import { defaultAdminRange, nextRange } from '../../../shared/domain/dates'
import type { Message } from '../../../shared/domain/messages'
import { message } from '../../../shared/domain/messages'
import type { DownloadedFile } from '../../../shared/services/http-client'
import { failureOf, savedOrSaid } from '../../../shared/machines/failure'
import { ERRORS } from '../domain/errors'
import { notProvided } from '../../../shared/machines/not-provided'
import { noIndicator, OWN_INDICATOR } from '../../../shared/machines/own-indicator'

export interface AdminDashboardContext {
  today: Date
  range: DateRange
  rows: AdminCheckupRow[]
  error: Message | null
}

export type AdminDashboardEvent =
  | { type: 'RANGE.CHANGE'; range: DateRange }
  | { type: 'RELOAD' }
  | { type: 'PDF.DOWNLOAD'; id: number }

/** The admin dashboard (S2 §2.6, §4): checkups of the last month, PDF download by id. */
export const adminDashboardMachine = setup({
  types: {
    input: {} as { today: Date },
    context: {} as AdminDashboardContext,
    events: {} as AdminDashboardEvent,
  },
  actors: {
    /** told while a state whose view shows its own loading indicator lasts */
    ownIndicator: noIndicator,
    adminList: notProvided<AdminCheckupRow[], DateRange>('adminList'),
    adminPdf: notProvided<DownloadedFile, { id: number }>('adminPdf'),
  },
  actions: {
    notify: (_, _params: { message: Message; tone?: 'info' | 'success' | 'error' }) => {},
    saveFile: (_, _params: { file: DownloadedFile }) => {},
  },
}).createMachine({
  id: 'adminDashboard',
  context: ({ input }) => ({
    today: input.today,
    range: defaultAdminRange(input.today),
    rows: [],
    error: null,
  }),
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          invoke: [
            {
              id: 'adminList',
              src: 'adminList',
              input: ({ context }) => context.range,
              onDone: {
                target: 'ready',
                actions: assign({ rows: ({ event }) => event.output, error: null }),
              },
              onError: {
                target: 'failed',
                actions: assign({
                  rows: [],
                  error: ({ event }) => failureOf(ERRORS.adminList, event.error),
                }),
              },
            },
            OWN_INDICATOR,
          ],
        },
        ready: {},
        failed: {},
      },
      on: {
        'RANGE.CHANGE': [
          {
            guard: ({ context, event }) => !nextRange(context.range, event.range, context.today),
            actions: {
              type: 'notify',
              params: { message: message('dateRange.invalid'), tone: 'error' },
            },
          },
          {
            target: '.loading',
            actions: assign({
              range: ({ context, event }) => nextRange(context.range, event.range, context.today)!,
            }),
          },
        ],
        RELOAD: '.loading',
      },
    },
    download: {
      initial: 'idle',
      states: {
        idle: { on: { 'PDF.DOWNLOAD': 'downloading' } },
        downloading: {
          invoke: {
            id: 'adminPdf',
            src: 'adminPdf',
            input: ({ event }) => {
              assertEvent(event, 'PDF.DOWNLOAD')
              return { id: event.id }
            },
            ...savedOrSaid(ERRORS.adminPdf),
          },
        },
      },
    },
  },
})
