import { Input, type InputProps } from '@chakra-ui/react'
import type { Message } from '../../domain/messages'
import { FieldFrame } from './field-frame'

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
  return (
    <FieldFrame label={label} error={error} hint={hint} errorTestId={errorTestId}>
      <Input value={value} onChange={(e) => onValueChange(e.target.value)} bg="white" {...input} />
    </FieldFrame>
  )
}
