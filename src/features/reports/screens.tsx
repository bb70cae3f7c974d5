import { fromPromise } from 'xstate'
import type { WireContext } from '../../shared/machines/wire-context'
import { notifyUi, tellUsableCount } from '../../shared/machines/effects'
import { dataOf, fromOperation } from '../../shared/services/from-operation'
import { createReportService, type ReportService } from './services/report-service'
import * as contract from './services/contract'
import { goBack, onGuardEntry } from './services/guard-entry'
import { reportFormMachine, type Submission } from './machines/report-form-machine'
import { reportDraftKey } from './machines/report-draft'
import { PATHS } from '../../shared/domain/routes'
import { wiredOnce } from '../../shared/machines/wire-context'
import type { PageEntry } from '../../shared/views/feature'
import ReportFormPage from './views/report-form-page'

/** The feature's words, added to the catalogues as its routes load (decision 074). */
export * as messages from './domain/messages'

async function submit(
  reports: ReportService,
  s: Submission,
): Promise<{ usableCount: number | null }> {
  switch (s.kind) {
    case 'member':
      return reports.createForMember(s.values, s.role, s.userNo)
    case 'nonMember':
      return reports.createForNonMember(s.values, s.role)
    case 'add':
      await reports.addReport(s.id, s.values, s.target)
      return { usableCount: null }
    case 'modify':
      await reports.modifyReport(s.id, s.values, s.checkupNo)
      return { usableCount: null }
  }
}

/** Report entry by direct input (S2 §2.3): the one form machine of both variants. */
export function wireReports(ctx: WireContext) {
  const reports = createReportService(ctx.client)
  return {
    reportForm: reportFormMachine.provide({
      actors: {
        memberLookup: fromOperation(ctx.client, contract.memberLookup, {
          call: ({ userId }: { userId: string }) => ({ params: { userId } }),
          answer: dataOf,
        }),
        duplicateCheck: fromOperation(ctx.client, contract.duplicateCheck, {
          call: ({ userNo, checkupDate }: { userNo: number; checkupDate: string }) => ({
            query: { userNo: String(userNo), checkupDate },
          }),
          answer: ({ data }) => data.duplicated,
        }),
        submitReport: fromPromise(({ input }) => submit(reports, input)),
        loadTarget: fromPromise(async ({ input }) => {
          const target = await reports.target(input.id)
          const stored =
            input.modify && target.checkupNo !== null ? await reports.storedReport(input.id) : null
          return { target, stored }
        }),
      },
      actions: {
        notify: notifyUi(),
        // leaving a form that held unsaved input replaces its guard entry in the history
        navigate: (_, params: { to: string }) =>
          ctx.navigate(params.to, onGuardEntry() ? { replace: true } : undefined),
        back: goBack,
        setUsableCount: tellUsableCount(),
        saveDraft: (_, { key, draft }) => {
          if (key !== '') ctx.drafts.write(key, draft)
        },
        forgetDraft: (_, { key }) => {
          if (key !== '') ctx.drafts.remove(key)
        },
      },
    }),
  }
}

/**
 * The draft of the report `scope` names for the signed-in user (issue 46): its key, and what is
 * kept there; nothing without a user.
 */
function draftOf(ctx: WireContext, userId: string | undefined, scope: string) {
  if (!userId) return {}
  const draftKey = reportDraftKey(userId, scope)
  return { draftKey, draft: ctx.drafts.read(draftKey)?.value }
}

/** A number from the address (`?id=12`); null when it is none. */
const idOf = (value: string | null): number | null =>
  value !== null && /^\d+$/.test(value) ? Number(value) : null

/**
 * Report entry's route chunk (/v2/AddReport, S2 §2.3, issue 12): the form machine, started as
 * the page's actor `reportForm` with the roles of who entered (their later change does not reset
 * the form) and the day they did.
 */
const wired = wiredOnce(wireReports)

export const mountReports = wiredOnce((ctx) => {
  const { reportForm } = wired(ctx)
  return {
    Screen: function AddReportScreen() {
      return <ReportFormPage variant="customer" />
    },
    actors: ({ session, today }: PageEntry) => ({
      reportForm: {
        logic: reportForm,
        input: {
          variant: 'customer',
          today,
          roleList: session?.roleList ?? [],
          backTo: PATHS.dashboard,
          ...draftOf(ctx, session?.user.userId, 'customer'),
        },
      },
    }),
  }
})

/**
 * The admin variant's route (/Admin/AddReport?id=&fcCode=&modify), the same chunk and machine,
 * started for the report the address names.
 */
export const mountAdminReports = wiredOnce((ctx) => {
  const { reportForm } = wired(ctx)
  return {
    Screen: function AdminAddReportScreen() {
      return <ReportFormPage variant="admin" />
    },
    actors: ({ search, today, session }: PageEntry) => {
      const id = idOf(search.get('id'))
      const modify = search.get('modify') === 'true'
      return {
        reportForm: {
          logic: reportForm,
          input: {
            variant: 'admin',
            today,
            id,
            modify,
            backTo: PATHS.adminDashboard,
            ...(id === null
              ? {}
              : draftOf(ctx, session?.user.userId, `admin:${id}:${modify ? 'modify' : 'add'}`)),
          },
        },
      }
    },
  }
})
