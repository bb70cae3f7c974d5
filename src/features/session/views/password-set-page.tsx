import { useState } from 'react'
import { Alert, Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import { canSubmitPasswordSet, livePasswordSetErrors } from '../domain/password-set'
import { FormField } from '../../../shared/views/components/form-field'
import { useT } from '../../../shared/views/i18n'
import { usePage } from '../../../shared/views/page-actor'
import type { passwordSetMachine } from '../machines/password-set-machine'
import { ACCENT_PALETTE } from '../../../shared/views/accent'

/** The three password inputs, in the order the screen asks for them. */
const PASSWORD_FIELDS = [
  { name: 'initial', label: 'passwordSet.initial', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'passwordSet.new', autoComplete: 'new-password' },
  { name: 'confirm', label: 'passwordSet.confirm', autoComplete: 'new-password' },
] as const

/** /v1/PasswordSet: the first-password screen (S1 §2, §5). */
export function PasswordSetPage() {
  const t = useT()
  const [state, send] = usePage<typeof passwordSetMachine>('passwordSet')
  const [fields, setFields] = useState({ initial: '', newPassword: '', confirm: '' })
  // the fields the user has left: an empty one then says it is required (S1 §5)
  const [left, setLeft] = useState<ReadonlySet<keyof typeof fields>>(() => new Set())
  const set = (name: keyof typeof fields) => (value: string) =>
    setFields((f) => ({ ...f, [name]: value }))
  const leave = (name: keyof typeof fields) => () =>
    setLeft((was) => (was.has(name) ? was : new Set([...was, name])))
  const { error } = state.context
  const fieldErrors = { ...livePasswordSetErrors(fields, left), ...state.context.fieldErrors }
  const submitting = state.matches('submitting') || state.matches('refreshing')

  return (
    <Flex flex="1" align="center" justify="center" px={4} py={12}>
      <Card.Root w="full" maxW="440px" boxShadow="md">
        <Card.Body>
          <Stack gap={5}>
            <Stack gap={1}>
              <Heading as="h1" size="lg">
                {t('passwordSet.title')}
              </Heading>
              <Text color="gray.600">{t('passwordSet.intro')}</Text>
            </Stack>
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault()
                send({ type: 'SUBMIT', ...fields })
              }}
            >
              <Stack gap={4}>
                {PASSWORD_FIELDS.map(({ name, label, autoComplete }) => (
                  <FormField
                    key={name}
                    label={t(label)}
                    name={name}
                    type="password"
                    autoComplete={autoComplete}
                    value={fields[name]}
                    onValueChange={set(name)}
                    onBlur={leave(name)}
                    error={fieldErrors[name]}
                  />
                ))}
                <Text fontSize="xs" color="gray.600">
                  {t('validation.password')}
                </Text>
                {error ? (
                  <Alert.Root status="error" data-testid="password-set-error">
                    <Alert.Indicator />
                    <Alert.Title>{t(error)}</Alert.Title>
                  </Alert.Root>
                ) : null}
                <Button
                  type="submit"
                  colorPalette={ACCENT_PALETTE}
                  size="lg"
                  loading={submitting}
                  disabled={!canSubmitPasswordSet(fields)}
                >
                  {t('passwordSet.submit')}
                </Button>
              </Stack>
            </form>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Flex>
  )
}
