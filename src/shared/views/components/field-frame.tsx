import type { ReactNode } from 'react'
import { Field } from '@chakra-ui/react'
import type { Message } from '../../domain/messages'
import { useT } from '../i18n'

interface FieldFrameProps extends Omit<Field.RootProps, 'invalid' | 'children'> {
  label: ReactNode
  /** the validation message; the field shows as invalid while there is one */
  error?: Message | null
  errorTestId?: string
  /** what the field takes, shown while there is no error */
  hint?: string | null
  /** the control (an input, a select, or a row of them with a button) */
  children: ReactNode
}

/**
 * A label, the control it names and its validation message underneath: for the fields a
 * `FormField` (one text input) does not fit. Other props (readOnly, flex…) go to the field root.
 */
export function FieldFrame({
  label,
  error,
  errorTestId,
  hint,
  children,
  ...root
}: FieldFrameProps) {
  const t = useT()
  return (
    <Field.Root invalid={!!error} {...root}>
      <Field.Label>{label}</Field.Label>
      {children}
      {error ? (
        <Field.ErrorText data-testid={errorTestId}>{t(error)}</Field.ErrorText>
      ) : hint ? (
        <Field.HelperText>{hint}</Field.HelperText>
      ) : null}
    </Field.Root>
  )
}
