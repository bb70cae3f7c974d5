import type { ReactNode } from 'react'
import { Box, Button, Field, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react'
import type { Message } from '../../../shared/domain/messages'

import { useT } from '../../../shared/views/i18n'
import { ACCENT_PALETTE } from '../../../shared/views/accent'

/** A section of the report form; an invalid one says so under its title. */
export function FormSection({
  id,
  title,
  invalid,
  children,
}: {
  id: string
  title: string
  invalid: boolean
  children: ReactNode
}) {
  const t = useT()
  return (
    <Box
      as="section"
      aria-label={title}
      data-testid={`section-${id}`}
      data-invalid={invalid || undefined}
      bg="white"
      borderWidth="1px"
      borderColor={invalid ? 'red.300' : 'gray.200'}
      borderRadius="lg"
      p={{ base: 4, md: 5 }}
    >
      <Heading as="h2" size="md" mb={invalid ? 1 : 4}>
        {title}
      </Heading>
      {invalid ? (
        <Text color="red.600" fontSize="sm" mb={4}>
          {t('report.sectionInvalid')}
        </Text>
      ) : null}
      <Stack gap={4}>{children}</Stack>
    </Box>
  )
}

export interface Option<V> {
  value: V
  label: string
}

/**
 * A required choice of one (role radiogroup) or of several (role group of checkboxes), as buttons
 * that fit a phone: the chosen ones are solid.
 */
export function ChoiceGroup<V extends string | number>({
  label,
  options,
  selected,
  onSelect,
  error,
  multiple = false,
  disabled = false,
  size = 'sm',
}: {
  label: string
  options: readonly Option<V>[]
  selected: readonly V[]
  onSelect: (value: V) => void
  error?: Message | null
  multiple?: boolean
  disabled?: boolean
  size?: 'xs' | 'sm'
}) {
  const t = useT()
  return (
    <Field.Root invalid={!!error}>
      <Field.Label as="div">{label}</Field.Label>
      <Flex
        role={multiple ? 'group' : 'radiogroup'}
        aria-label={label}
        aria-invalid={!!error || undefined}
        gap={2}
        wrap="wrap"
      >
        {options.map((o) => {
          const on = selected.includes(o.value)
          return (
            <Button
              key={String(o.value)}
              type="button"
              size={size}
              role={multiple ? 'checkbox' : 'radio'}
              aria-checked={on}
              disabled={disabled}
              colorPalette={ACCENT_PALETTE}
              variant={on ? 'solid' : 'outline'}
              onClick={() => onSelect(o.value)}
            >
              {o.label}
            </Button>
          )
        })}
      </Flex>
      {error ? <Field.ErrorText>{t(error)}</Field.ErrorText> : null}
    </Field.Root>
  )
}

/** A number input: digits and one decimal point (the machine keeps only those). */
export function NumberInput({
  label,
  value,
  onChange,
  error,
  unit,
  hint,
  readOnly,
  testId,
}: {
  label: string
  value: string
  onChange?: (value: string) => void
  error?: Message | null
  unit?: ReactNode
  hint?: string
  readOnly?: boolean
  testId?: string
}) {
  const t = useT()
  return (
    <Field.Root invalid={!!error} readOnly={readOnly}>
      <Field.Label>{label}</Field.Label>
      <Flex gap={2} align="center" w="full">
        <Input
          value={value}
          inputMode="decimal"
          bg={readOnly ? 'gray.100' : 'white'}
          readOnly={readOnly}
          data-testid={testId}
          onChange={(e) => onChange?.(e.target.value)}
        />
        {unit}
      </Flex>
      {hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{t(error)}</Field.ErrorText> : null}
    </Field.Root>
  )
}
