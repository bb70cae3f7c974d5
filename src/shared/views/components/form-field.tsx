import { Field, Input, type InputProps } from '@chakra-ui/react'
import type { Message } from '../../domain/messages'
import { useT } from '../i18n'

interface FormFieldProps extends Omit<InputProps, 'value' | 'onChange'> {
  label: string
  value: string
  onValueChange: (value: string) => void
  error?: Message | null
  /** what the field takes, shown while there is no error */
  hint?: string
  errorTestId?: string
}

/** A labelled input with its validation message (or its hint) underneath. */
export function FormField({
  label,
  value,
  onValueChange,
  error,
  hint,
  errorTestId,
  ...input
}: FormFieldProps) {
  const t = useT()
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <Input value={value} onChange={(e) => onValueChange(e.target.value)} bg="white" {...input} />
      {error ? (
        <Field.ErrorText data-testid={errorTestId}>{t(error)}</Field.ErrorText>
      ) : hint ? (
        <Field.HelperText>{hint}</Field.HelperText>
      ) : null}
    </Field.Root>
  )
}
