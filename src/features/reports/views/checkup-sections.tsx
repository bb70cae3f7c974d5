import { memo, useMemo } from 'react'
import { Flex, Grid, Stack, Text } from '@chakra-ui/react'
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
} from '../domain/codes'
import { sectionHasErrors } from '../domain/field-errors'
import { asksDrinkingAmount, asksSmoking, type Section } from '../domain/form'
import { OPTIONAL_BLOOD_FIELDS } from '../domain/ranges'
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
import { FormSection } from './fields'
import { useFormState, type FormActor } from './form-state'

/** The sections of the checkup values (S2 §2.3), each re-rendered by its own part of the state. */

/** A section of the form's fields: it re-renders when its messages come or go. */
function useSectionInvalid(actor: FormActor, section: Section): boolean {
  return useFormState(actor, (s) => sectionHasErrors(section, s.context.errors))
}

export const GeneralSection = memo(function GeneralSection({
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
        <GenderEntry actor={actor} readOnly={admin} />
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

export const BloodSection = memo(function BloodSection({ actor }: { actor: FormActor }) {
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

export const HistorySection = memo(function HistorySection({ actor }: { actor: FormActor }) {
  const t = useT()
  const invalid = useSectionInvalid(actor, 'history')
  const diseases = useMemo(
    () => DISEASE_CODES.map((c) => ({ value: c, label: t(`report.disease.${c}`) })),
    [t],
  )
  const family = useMemo(
    () => FAMILY_CODES.map((c) => ({ value: c, label: t(`report.family.${c}`) })),
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

export const HabitsSection = memo(function HabitsSection({ actor }: { actor: FormActor }) {
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

export const ExerciseSection = memo(function ExerciseSection({ actor }: { actor: FormActor }) {
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
