import { Field, Input, type InputProps } from '@chakra-ui/react'
import type { Message } from '../../domain/messages'
import { useT } from '../i18n'

interface FormFieldProps extends Omit<InputProps, 'value' | 'onChange'> {
  label: string
  value: string
  onValueChange: (value: string) => void
  error?: Message | null
}

/** A labelled input with its validation message underneath. */
export function FormField({ label, value, onValueChange, error, ...input }: FormFieldProps) {
  const t = useT()
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <Input value={value} onChange={(e) => onValueChange(e.target.value)} bg="white" {...input} />
      {error ? <Field.ErrorText>{t(error)}</Field.ErrorText> : null}
    </Field.Root>
  )
}
