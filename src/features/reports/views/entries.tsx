import { memo } from 'react'
import { Field } from '@chakra-ui/react'
import type { Message, MessageKey } from '../../../shared/domain/messages'
import { FormField } from '../../../shared/views/components/form-field'
import { useT } from '../../../shared/views/i18n'
import { DISEASE_CODES, FAMILY_CODES, type Units } from '../domain/codes'
import type { ChoiceField, FieldKey, Measure, TextField } from '../domain/form'
import { isOneOf } from '../../../shared/domain/objects'
import { formBmi } from '../domain/measures'
import { ChoiceGroup, NumberInput, type Option } from './fields'
import { useFormState, type FormActor } from './form-state'

/*
 * The report form's fields, each bound to its own part of the machine's state (`useFormState`):
 * typing into one re-renders that one, not its section or the form (decision 020b).
 */

/** A number field of the form: what was typed, and its message (of `error`, the field's own). */
export const TextEntry = memo(function TextEntry({
  actor,
  field,
  label,
  error,
  showError = true,
  hint,
}: {
  actor: FormActor
  field: TextField
  label: MessageKey
  error?: FieldKey
  showError?: boolean
  hint?: MessageKey
}) {
  const t = useT()
  const { value, message } = useFormState(actor, (s) => {
    // a field's own message by default: the height's texts have none of their own (`error`)
    const errors: Partial<Record<FieldKey | TextField, Message>> = s.context.errors
    return {
      value: s.context.form.texts[field],
      message: showError ? (errors[error ?? field] ?? null) : null,
    }
  })
  return (
    <NumberInput
      label={t(label)}
      value={value}
      onChange={(value) => actor.send({ type: 'TEXT.CHANGE', field, value })}
      error={message}
      hint={hint ? t(hint) : undefined}
    />
  )
})

/** The height's message under feet and inches (they share it). */
export const HeightError = memo(function HeightError({ actor }: { actor: FormActor }) {
  const t = useT()
  const error = useFormState(actor, (s) => s.context.errors.height ?? null)
  // every field's message, under the two fields it belongs to
  return error ? (
    <Field.Root invalid>
      <Field.ErrorText role="alert" data-testid="height-error">
        {t(error)}
      </Field.ErrorText>
    </Field.Root>
  ) : null
})

/** The BMI, derived from height and weight: it re-renders when its value changes. */
export const BmiEntry = memo(function BmiEntry({ actor }: { actor: FormActor }) {
  const t = useT()
  const { bmi, error } = useFormState(actor, (s) => ({
    bmi: formBmi(s.context.form),
    error: s.context.errors.bmi ?? null,
  }))
  return (
    <NumberInput
      label={t('report.bmi')}
      value={bmi === null ? '' : bmi.toFixed(1)}
      readOnly
      hint={t('report.bmiHint')}
      error={error}
      testId="report-bmi"
    />
  )
})

/** A required radio group of the form's coded choices. */
export const ChoiceEntry = memo(function ChoiceEntry({
  actor,
  field,
  label,
  options,
}: {
  actor: FormActor
  field: ChoiceField
  label: MessageKey
  options: readonly Option<number>[]
}) {
  const t = useT()
  const { value, error } = useFormState(actor, (s) => ({
    value: s.context.form.choices[field],
    error: s.context.errors[field] ?? null,
  }))
  return (
    <ChoiceGroup
      label={t(label)}
      options={options}
      selected={value === null ? [] : [value]}
      onSelect={(value) => actor.send({ type: 'CHOICE.CHANGE', field, value })}
      error={error}
    />
  )
})

/** The diseases diagnosed (hchk) or the family history (fmly): several, 'none' alone. */
export const ToggleEntry = memo(function ToggleEntry({
  actor,
  field,
  label,
  options,
}: {
  actor: FormActor
  field: 'hchk' | 'fmly'
  label: MessageKey
  options: readonly Option<string>[]
}) {
  const t = useT()
  const { selected, error } = useFormState(actor, (s) => ({
    selected: s.context.form[field],
    error: s.context.errors[field] ?? null,
  }))
  return (
    <ChoiceGroup
      multiple
      label={t(label)}
      options={options}
      selected={selected}
      onSelect={(code) => {
        // the options are the field's codes
        if (field === 'hchk' && isOneOf(DISEASE_CODES, code))
          actor.send({ type: 'DISEASE.TOGGLE', code })
        if (field === 'fmly' && isOneOf(FAMILY_CODES, code))
          actor.send({ type: 'FAMILY.TOGGLE', code })
      }}
      error={error}
    />
  )
})

/** The unit a measure is typed in (the form keeps metric values; S2 §3). */
export const UnitEntry = memo(function UnitEntry({
  actor,
  measure,
  units,
}: {
  actor: FormActor
  measure: Measure
  units: readonly Units[Measure][]
}) {
  const t = useT()
  const unit = useFormState(actor, (s) => s.context.form.units[measure])
  return (
    <ChoiceGroup
      label={t('report.unit', { field: t(`report.${measure}`) })}
      options={units.map((u) => ({ value: u, label: t(`report.unit.${u}`) }))}
      selected={[unit]}
      onSelect={(unit) => actor.send({ type: 'UNIT.CHANGE', measure, unit })}
      size="xs"
    />
  )
})

/** A person field of the general section (name, birth, checkup date). */
export const PersonEntry = memo(function PersonEntry({
  actor,
  field,
  label,
  placeholder,
  readOnly = false,
}: {
  actor: FormActor
  field: 'name' | 'birth' | 'checkupDate'
  label: MessageKey
  placeholder?: MessageKey
  readOnly?: boolean
}) {
  const t = useT()
  const { value, error, memberName } = useFormState(actor, (s) => ({
    value: s.context.form[field],
    // the checkup date's notice (the age rule, the duplicate check) comes first
    error:
      (field === 'checkupDate' ? s.context.dateNotice : null) ?? s.context.errors[field] ?? null,
    // a member's name comes from the member search
    memberName: field === 'name' && s.context.member !== null,
  }))
  const locked = readOnly || memberName
  return (
    <FormField
      label={t(label)}
      value={value}
      inputMode={field === 'name' ? undefined : 'numeric'}
      placeholder={placeholder ? t(placeholder) : undefined}
      readOnly={locked}
      bg={locked ? 'gray.100' : 'white'}
      onValueChange={(value) =>
        actor.send(
          field === 'name'
            ? { type: 'NAME.CHANGE', value }
            : field === 'birth'
              ? { type: 'BIRTH.CHANGE', value }
              : { type: 'CHECKUP_DATE.CHANGE', value },
        )
      }
      error={error}
    />
  )
})

/** The gender (read-only in the admin variant: the target user's). */
export const GenderEntry = memo(function GenderEntry({
  actor,
  readOnly = false,
}: {
  actor: FormActor
  readOnly?: boolean
}) {
  const t = useT()
  const { gender, error } = useFormState(actor, (s) => ({
    gender: s.context.form.gender,
    error: s.context.errors.gender ?? null,
  }))
  return (
    <ChoiceGroup<1 | 2>
      label={t('report.gender')}
      options={[
        { value: 1, label: t('gender.1') },
        { value: 2, label: t('gender.2') },
      ]}
      selected={gender ? [gender] : []}
      onSelect={(gender) => actor.send({ type: 'GENDER.CHANGE', gender })}
      error={error}
      disabled={readOnly}
    />
  )
})
