import { memo, useCallback, useRef } from 'react'
import { Box, Button, Flex, Spinner, Stack, Text } from '@chakra-ui/react'
import { usePageActor } from '../../../shared/views/page-actor'
import { ConfirmDialog } from '../../../shared/views/components/confirm-dialog'
import { DialogFrame } from '../../../shared/views/components/dialog-frame'
import { useT } from '../../../shared/views/i18n'
import type { reportFormMachine } from '../machines/report-form-machine'
import {
  BloodSection,
  ExerciseSection,
  GeneralSection,
  HabitsSection,
  HistorySection,
} from './checkup-sections'
import { useFormState, type FormActor, type FormSnapshot } from './form-state'
import { CustomerSection, FcSection } from './recipient-sections'
import { useLeaveGuard } from './use-leave-guard'
import { ACCENT_PALETTE } from '../../../shared/views/accent'

/** The form holds unsaved input and is being edited: leaving it asks first. */
const holdsInput = (s: FormSnapshot) =>
  s.status === 'active' && s.context.dirty && s.matches('editing')

/**
 * /v2/AddReport (variant customer: member or non-member, delivery types of the roles held) and
 * /Admin/AddReport?id=&fcCode=&modify (variant admin: FC information and the target user
 * read-only, role RP, create or modify). S2 §2.3. The page renders the form machine's state; each
 * section and field reads only its own part of it, so a keystroke re-renders the field typed
 * into (decision 020b).
 */
export default function ReportFormPage({ variant }: { variant: 'customer' | 'admin' }) {
  const t = useT()
  const actor = usePageActor<typeof reportFormMachine>('reportForm')
  const loading = useFormState(actor, (s) => s.matches('loading') || s.matches('start'))
  const guarding = useFormState(actor, holdsInput)
  const onLeave = useCallback((to: string) => actor.send({ type: 'LEAVE.REQUEST', to }), [actor])
  const onBack = useCallback(() => actor.send({ type: 'LEAVE.BACK' }), [actor])
  const holds = useCallback(() => holdsInput(actor.getSnapshot()), [actor])
  useLeaveGuard({ active: guarding, holds, onLeave, onBack })

  const draftName = useFormState(actor, (s) =>
    s.matches('offeringDraft') ? (s.context.draft?.form.name ?? '') : null,
  )
  if (loading)
    return (
      <Flex minH="40vh" align="center" justify="center" data-testid="report-loading">
        <Spinner size="lg" color="accent.solid" aria-label={t('app.loading')} />
      </Flex>
    )
  return (
    <Box maxW="960px" mx="auto">
      <ReportForm actor={actor} admin={variant === 'admin'} />
      {draftName !== null ? <DraftOffer actor={actor} name={draftName} /> : null}
    </Box>
  )
}

/**
 * The draft kept from a visit before (decision 054): carry on with it or start afresh. 이어서
 * 작성 has the focus, and closing keeps the draft: no key or tap of habit lets typed input go.
 */
function DraftOffer({ actor, name }: { actor: FormActor; name: string }) {
  const t = useT()
  const carryOn = useRef<HTMLButtonElement>(null)
  return (
    <DialogFrame
      role="alertdialog"
      size="sm"
      title={t('report.draftTitle')}
      onClose={() => actor.send({ type: 'DRAFT.CONTINUE' })}
      initialFocus={() => carryOn.current}
      testId="report-draft"
      footer={
        <>
          <Button
            variant="outline"
            minH="44px"
            onClick={() => actor.send({ type: 'DRAFT.DISCARD' })}
          >
            {t('report.draftDiscard')}
          </Button>
          <Button
            ref={carryOn}
            colorPalette={ACCENT_PALETTE}
            minH="44px"
            onClick={() => actor.send({ type: 'DRAFT.CONTINUE' })}
          >
            {t('report.draftContinue')}
          </Button>
        </>
      }
    >
      <Text>{t('report.draftBody', { name: name || t('report.draftUnnamed') })}</Text>
    </DialogFrame>
  )
}

const ReportForm = memo(function ReportForm({
  actor,
  admin,
}: {
  actor: FormActor
  admin: boolean
}) {
  return (
    <form
      data-testid="report-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        actor.send({ type: 'SUBMIT' })
      }}
    >
      <Stack gap={4}>
        {admin ? <FcSection actor={actor} /> : <CustomerSection actor={actor} />}
        <GeneralSection actor={actor} admin={admin} />
        <BloodSection actor={actor} />
        <HistorySection actor={actor} />
        <HabitsSection actor={actor} />
        <ExerciseSection actor={actor} />
        <SubmitBar actor={actor} />
      </Stack>
      <LeaveDialog actor={actor} />
    </form>
  )
})

const SubmitBar = memo(function SubmitBar({ actor }: { actor: FormActor }) {
  const t = useT()
  // the member search and the duplicate check hold a submit (the machine takes none then): the
  // button says so instead of dropping the click
  const { busy, modify } = useFormState(actor, (s) => ({
    busy: s.hasTag('submitHeld'),
    modify: s.context.modify,
  }))
  return (
    <Flex justify="flex-end">
      <Button
        type="submit"
        data-testid="report-submit"
        colorPalette={ACCENT_PALETTE}
        size="lg"
        w={{ base: 'full', md: 'auto' }}
        minW="160px"
        loading={busy}
      >
        {t(modify ? 'report.modify' : 'report.submit')}
      </Button>
    </Flex>
  )
})

const LeaveDialog = memo(function LeaveDialog({ actor }: { actor: FormActor }) {
  const t = useT()
  const open = useFormState(actor, (s) => s.matches('confirmLeave'))
  return (
    <ConfirmDialog
      open={open}
      title={t('report.leaveTitle')}
      confirmLabel={t('report.leave')}
      cancelLabel={t('report.stay')}
      onConfirm={() => actor.send({ type: 'LEAVE.CONFIRM' })}
      onCancel={() => actor.send({ type: 'LEAVE.CANCEL' })}
      testId="leave-confirm"
    >
      {t('report.leaveBody')}
    </ConfirmDialog>
  )
})
