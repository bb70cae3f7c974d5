import { fromPromise } from 'xstate'
import type { WireContext } from '../../shared/machines/wire-context'
import { notifyUi, tellUsableCount } from '../../shared/machines/effects'
import { ownIndicatorOf } from '../../shared/machines/own-indicator'
import { createReportService, type ReportService } from './services/report-service'
import { goBack, onGuardEntry } from './services/guard-entry'
import { reportFormMachine, type Submission } from './machines/report-form-machine'

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
        ownIndicator: ownIndicatorOf(ctx.portal),
        memberLookup: fromPromise(({ input }) => reports.memberLookup(input.userId)),
        duplicateCheck: fromPromise(({ input }) =>
          reports.duplicateCheck(input.userNo, input.checkupDate),
        ),
        submitReport: fromPromise(({ input }) => submit(reports, input)),
        loadTarget: fromPromise(async ({ input }) => {
          const target = await reports.target(input.id)
          const stored =
            input.modify && target.checkupNo !== null ? await reports.storedReport(input.id) : null
          return { target, stored }
        }),
      },
      actions: {
        notify: notifyUi(ctx.portal),
        // leaving a form that held unsaved input replaces its guard entry in the history
        navigate: (_, params: { to: string }) =>
          ctx.navigate(params.to, onGuardEntry() ? { replace: true } : undefined),
        back: goBack,
        setUsableCount: tellUsableCount(),
      },
    }),
  }
}
