import { memo, useCallback, useMemo, useRef } from 'react'
import { Box, Button, Flex, Grid, Input, Field, Spinner, Stack, Text } from '@chakra-ui/react'
import type { DeliveryType } from '../../../shared/domain/codes'
import { usePageActor } from '../../../shared/views/page-actor'
import { ConfirmDialog } from '../../../shared/views/components/confirm-dialog'
import { DialogFrame } from '../../../shared/views/components/dialog-frame'
import { FormField } from '../../../shared/views/components/form-field'
import { useT } from '../../../shared/views/i18n'
import {
  DAY_CODES,
  DISABILITY_CODES,
  DISEASE_CODES,
  FAMILY_CODES,
  HEIGHT_UNITS,
  PROTEINURIA_CODES,
  SMOKING,
  SMOKING_CODES,
  WAIST_UNITS,
  WEIGHT_UNITS,
  type CustomerType,
} from '../domain/codes'
import { OPTIONAL_BLOOD_FIELDS } from '../domain/ranges'
import { sectionHasErrors } from '../domain/field-errors'
import { asksDrinkingAmount, asksSmoking, type Section } from '../domain/form'
import type { reportFormMachine } from '../machines/report-form-machine'
import {
  BmiEntry,
  ChoiceEntry,
  GenderEntry,
  HeightError,
  PersonEntry,
  TextEntry,
  ToggleEntry,
  UnitEntry,
} from './entries'
import { ChoiceGroup, FormSection } from './fields'
import { useFormState, type FormActor, type FormSnapshot } from './form-state'
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
      <Text wordBreak="keep-all">
        {t('report.draftBody', { name: name || t('report.draftUnnamed') })}
      </Text>
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

/** A section of the form's fields: it re-renders when its messages come or go. */
function useSectionInvalid(actor: FormActor, section: Section): boolean {
  return useFormState(actor, (s) => sectionHasErrors(section, s.context.errors))
}

const FcSection = memo(function FcSection({ actor }: { actor: FormActor }) {
  const t = useT()
  const target = useFormState(actor, (s) => s.context.target)
  if (!target) return null
  return (
    <FormSection id="fc" title={t('report.fcInfo')} invalid={false}>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={4}>
        <ReadOnly label={t('report.fcCode')} value={target.fcCode} />
        <ReadOnly label={t('report.employeeName')} value={target.employeeName} />
        <ReadOnly label={t('report.siteName')} value={target.siteName} />
        <ReadOnly label={t('report.couponCode')} value={target.couponCode} />
      </Grid>
    </FormSection>
  )
})

const CustomerSection = memo(function CustomerSection({ actor }: { actor: FormActor }) {
  const t = useT()
  const { customerType, invalid } = useFormState(actor, (s) => ({
    customerType: s.context.customerType,
    invalid: !!s.context.memberError || !!s.context.deliveryError,
  }))
  return (
    <FormSection id="customer" title={t('report.customer')} invalid={invalid}>
      <ChoiceGroup<CustomerType>
        label={t('report.customerType')}
        options={(['member', 'nonMember'] as const).map((c) => ({
          value: c,
          label: t(`report.customerType.${c}`),
        }))}
        selected={[customerType]}
        onSelect={(customerType) => actor.send({ type: 'CUSTOMER_TYPE.CHANGE', customerType })}
      />
      {customerType === 'member' ? <MemberSearch actor={actor} /> : null}
      <DeliveryEntry actor={actor} />
    </FormSection>
  )
})

const MemberSearch = memo(function MemberSearch({ actor }: { actor: FormActor }) {
  const t = useT()
  const { memberId, member, memberError, searching } = useFormState(actor, (s) => ({
    memberId: s.context.memberId,
    member: s.context.member,
    memberError: s.context.memberError,
    searching: s.matches({ editing: 'searching' }),
  }))
  return (
    <Flex gap={2} align="flex-end" wrap="wrap">
      <Box flex="1" minW="200px">
        <FormField
          label={t('report.memberId')}
          value={memberId}
          onValueChange={(value) => actor.send({ type: 'MEMBER_ID.CHANGE', value })}
          error={memberError}
        />
      </Box>
      <Button
        type="button"
        variant="outline"
        colorPalette={ACCENT_PALETTE}
        loading={searching}
        onClick={() => actor.send({ type: 'MEMBER.SEARCH' })}
        mb={memberError ? 7 : 0}
      >
        {t('report.memberSearch')}
      </Button>
      {member ? (
        <Text w="full" data-testid="member-found" color="accent.fg" fontWeight="medium">
          {t('report.memberFound', { name: member.name, userId: member.userId })}
        </Text>
      ) : null}
    </Flex>
  )
})

const DeliveryEntry = memo(function DeliveryEntry({ actor }: { actor: FormActor }) {
  const t = useT()
  const { options, delivery, error } = useFormState(actor, (s) => ({
    options: s.context.deliveryOptions,
    delivery: s.context.delivery,
    error: s.context.deliveryError,
  }))
  return (
    <ChoiceGroup<DeliveryType>
      label={t('report.delivery')}
      options={options.map((d) => ({ value: d, label: t(`delivery.${d}`) }))}
      selected={delivery ? [delivery] : []}
      onSelect={(delivery) => actor.send({ type: 'DELIVERY.CHANGE', delivery })}
      error={error}
    />
  )
})

const GeneralSection = memo(function GeneralSection({
  actor,
  admin,
}: {
  actor: FormActor
  admin: boolean
}) {
  const t = useT()
  const invalid = useSectionInvalid(actor, 'general')
  const heightUnit = useFormState(actor, (s) => s.context.form.units.height)
  const disabilities = useMemo(
    () => DISABILITY_CODES.map((c) => ({ value: c, label: t(`report.disability.${c}`) })),
    [t],
  )
  return (
    <FormSection id="general" title={t('report.section.general')} invalid={invalid}>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={4}>
        <PersonEntry actor={actor} field="name" label="report.name" readOnly={admin} />
        <PersonEntry
          actor={actor}
          field="birth"
          label="report.birth"
          placeholder="report.dateHint"
          readOnly={admin}
        />
        <GenderEntry actor={actor} disabled={admin} />
        <PersonEntry
          actor={actor}
          field="checkupDate"
          label="report.checkupDate"
          placeholder="report.checkupDateHint"
        />
      </Grid>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr 1fr' }} gap={4}>
        <Stack gap={2}>
          <UnitEntry actor={actor} measure="waist" units={WAIST_UNITS} />
          <TextEntry actor={actor} field="waist" label="report.waist" />
        </Stack>
        <Stack gap={2}>
          <UnitEntry actor={actor} measure="height" units={HEIGHT_UNITS} />
          {heightUnit === 'cm' ? (
            <TextEntry actor={actor} field="heightCm" label="report.height" error="height" />
          ) : (
            <Stack gap={1}>
              <Flex gap={2}>
                <TextEntry
                  actor={actor}
                  field="heightFeet"
                  label="report.heightFeet"
                  showError={false}
                />
                <TextEntry
                  actor={actor}
                  field="heightInch"
                  label="report.heightInch.label"
                  showError={false}
                />
              </Flex>
              <HeightError actor={actor} />
            </Stack>
          )}
        </Stack>
        <Stack gap={2}>
          <UnitEntry actor={actor} measure="weight" units={WEIGHT_UNITS} />
          <TextEntry actor={actor} field="weight" label="report.weight" />
        </Stack>
      </Grid>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr 1fr' }} gap={4}>
        <BmiEntry actor={actor} />
        <TextEntry actor={actor} field="bpHigh" label="report.bpHigh" />
        <TextEntry actor={actor} field="bpLow" label="report.bpLow" />
      </Grid>
      <ChoiceEntry
        actor={actor}
        field="dfabPtnCd"
        label="report.dfabPtnCd"
        options={disabilities}
      />
    </FormSection>
  )
})

const BloodSection = memo(function BloodSection({ actor }: { actor: FormActor }) {
  const t = useT()
  const invalid = useSectionInvalid(actor, 'blood')
  const proteinuria = useMemo(
    () => PROTEINURIA_CODES.map((c) => ({ value: c, label: t(`report.proteinuria.${c}`) })),
    [t],
  )
  return (
    <FormSection id="blood" title={t('report.section.blood')} invalid={invalid}>
      <Text fontSize="sm" color="gray.600">
        {t('report.bloodOptional')}
      </Text>
      <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap={4}>
        {OPTIONAL_BLOOD_FIELDS.map((f) => (
          <TextEntry key={f} actor={actor} field={f} label={`report.${f}`} />
        ))}
        <TextEntry actor={actor} field="creatinine" label="report.creatinine" />
        <TextEntry actor={actor} field="hmg" label="report.hmg" />
      </Grid>
      <ChoiceEntry
        actor={actor}
        field="oligProteCd"
        label="report.oligProteCd"
        options={proteinuria}
      />
    </FormSection>
  )
})

const HistorySection = memo(function HistorySection({ actor }: { actor: FormActor }) {
  const t = useT()
  const invalid = useSectionInvalid(actor, 'history')
  const diseases = useMemo(
    () => DISEASE_CODES.map((c) => ({ value: c as string, label: t(`report.disease.${c}`) })),
    [t],
  )
  const family = useMemo(
    () => FAMILY_CODES.map((c) => ({ value: c as string, label: t(`report.family.${c}`) })),
    [t],
  )
  return (
    <FormSection id="history" title={t('report.section.history')} invalid={invalid}>
      <ToggleEntry actor={actor} field="hchk" label="report.hchk" options={diseases} />
      <ToggleEntry actor={actor} field="fmly" label="report.fmly" options={family} />
    </FormSection>
  )
})

/** The days of a week (0 to 7) as choices. */
function useDays() {
  const t = useT()
  return useMemo(() => DAY_CODES.map((d) => ({ value: d, label: t('report.days', { n: d }) })), [t])
}

const HabitsSection = memo(function HabitsSection({ actor }: { actor: FormActor }) {
  const t = useT()
  const invalid = useSectionInvalid(actor, 'habits')
  const { drinking, smoking } = useFormState(actor, (s) => ({
    drinking: asksDrinkingAmount(s.context.form),
    smoking: !asksSmoking(s.context.form)
      ? null
      : s.context.form.choices.smkStatType === SMOKING.quit
        ? ('quit' as const)
        : ('current' as const),
  }))
  const days = useDays()
  const statuses = useMemo(
    () => SMOKING_CODES.map((c) => ({ value: c, label: t(`report.smoking.${c}`) })),
    [t],
  )
  return (
    <FormSection id="habits" title={t('report.section.habits')} invalid={invalid}>
      <ChoiceEntry actor={actor} field="drnkHabit" label="report.drnkHabit" options={days} />
      {drinking ? <TextEntry actor={actor} field="drnkQty" label="report.drnkQty" /> : null}
      <ChoiceEntry
        actor={actor}
        field="smkStatType"
        label="report.smkStatType"
        options={statuses}
      />
      {smoking ? (
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={4}>
          <TextEntry actor={actor} field="smkTerm" label={`report.smkTerm.${smoking}`} />
          <TextEntry actor={actor} field="smkQty" label={`report.smkQty.${smoking}`} />
        </Grid>
      ) : null}
    </FormSection>
  )
})

const ExerciseSection = memo(function ExerciseSection({ actor }: { actor: FormActor }) {
  const t = useT()
  const invalid = useSectionInvalid(actor, 'exercise')
  const days = useDays()
  return (
    <FormSection id="exercise" title={t('report.section.exercise')} invalid={invalid}>
      <ChoiceEntry actor={actor} field="wlk30WekFreq" label="report.wlk30WekFreq" options={days} />
      <ChoiceEntry actor={actor} field="mov30WekFreq" label="report.mov30WekFreq" options={days} />
      <ChoiceEntry actor={actor} field="mov20WekFreq" label="report.mov20WekFreq" options={days} />
    </FormSection>
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

function ReadOnly({ label, value }: { label: string; value: string }) {
  return (
    <Field.Root readOnly>
      <Field.Label>{label}</Field.Label>
      <Input value={value} readOnly bg="gray.100" />
    </Field.Root>
  )
}
