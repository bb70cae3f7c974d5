import { useEffect, useState } from 'react'
import { Alert, Box, Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import { useSelector } from '@xstate/react'
import { FormField } from '../../../shared/views/components/form-field'
import { LogoMark } from '../../../shared/views/components/icons'
import { useT } from '../../../shared/views/i18n'
import { useAccent } from '../../../shared/views/app-context'
import { useSessionViews } from './deps'

/** /v2/Login, /v1/login and the orange /ol/Login (S1 §2 login, S2 §2.5). */
export function LoginPage({ variant }: { variant: 'v1' | 'v2' | 'orange' }) {
  const t = useT()
  const { session } = useSessionViews()
  const accent = useAccent()
  const orange = variant === 'orange'
  const [userId, setUserId] = useState('')
  const [password, setPassword] = useState('')
  const fieldErrors = useSelector(session, (s) => s.context.fieldErrors)
  const loginError = useSelector(session, (s) => s.context.loginError)
  const busy = useSelector(session, (s) => s.hasTag('busy'))
  // its spinner only while signing in; a sign-out on opening the page is the overlay's
  const signingIn = useSelector(session, (s) => s.hasTag('signingIn'))

  useEffect(() => {
    session.send({ type: 'LOGIN_PAGE.ENTER', orange })
  }, [session, orange])

  return (
    <Flex flex="1" align="center" justify="center" px={4} py={12}>
      <Card.Root w="full" maxW="400px" boxShadow="md" data-testid="login-card">
        <Card.Body>
          <Stack gap={6}>
            <Stack align="center" gap={2} color="accent.solid">
              <LogoMark width={44} height={44} />
              <Heading size="lg" color="gray.900">
                {t('app.name')}
              </Heading>
              <Text color="gray.600">{t(orange ? 'login.orangeTitle' : 'login.title')}</Text>
            </Stack>
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault()
                session.send({ type: 'LOGIN', userId, password })
              }}
            >
              <Stack gap={4}>
                <FormField
                  label={t('login.userId')}
                  name="userId"
                  autoComplete="username"
                  autoFocus
                  value={userId}
                  onValueChange={setUserId}
                  error={fieldErrors.userId}
                />
                <FormField
                  label={t('login.password')}
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onValueChange={setPassword}
                  error={fieldErrors.password}
                />
                {loginError ? (
                  <Alert.Root status="error" data-testid="login-error">
                    <Alert.Indicator />
                    <Alert.Title>{t(loginError)}</Alert.Title>
                  </Alert.Root>
                ) : null}
                <Button
                  type="submit"
                  colorPalette={accent}
                  size="lg"
                  loading={signingIn}
                  disabled={busy}
                >
                  {t('login.submit')}
                </Button>
              </Stack>
            </form>
            {orange ? (
              <Box fontSize="sm" color="gray.600" bg="accent.subtle" p={3} borderRadius="md">
                {t('login.orangeHint')}
              </Box>
            ) : null}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Flex>
  )
}
