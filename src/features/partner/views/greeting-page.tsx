import { Box, Button, Card, Field, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useT } from '../../../shared/views/i18n'
import { DialogFrame } from '../../../shared/views/components/dialog-frame'
import { FormDialog } from '../../../shared/views/components/form-dialog'
import { FormField } from '../../../shared/views/components/form-field'
import { canConfirmSignUp, SIGN_UP_DIALOG_MAX_WIDTH } from '../domain/partner'
import { shownIdOf } from '../machines/greeting-machine'
import { usePage } from '../../../shared/views/page-actor'
import type { greetingMachine } from '../machines/greeting-machine'
import { PartnerBusy, PartnerFrame } from './partner-frame'
import { SampleCarousel } from './sample-carousel'
import { ACCENT_PALETTE } from '../../../shared/views/accent'

/** The sign-up dialog's two password inputs: the context value each shows, sends and checks. */
const SIGN_UP_FIELDS = [
  {
    name: 'password',
    label: 'partner.signUp.password',
    change: 'PASSWORD.CHANGE',
    error: 'passwordError',
    hint: 'partner.signUp.passwordHint',
  },
  {
    name: 'confirm',
    label: 'partner.signUp.confirm',
    change: 'CONFIRM.CHANGE',
    error: 'confirmError',
    hint: null,
  },
] as const

/** The page's one action: 'start' for a signed-in user, 'register user' otherwise. */
const GREETING_ACTIONS = {
  start: { event: 'START', testId: 'greeting-start', label: 'partner.greeting.start' },
  register: { event: 'REGISTER', testId: 'greeting-register', label: 'partner.greeting.register' },
} as const

/**
 * /ol/Greeting (S2 §2.5): sign-up explained once, the basic and premium tiers, the 17 sample
 * pages, the id 'OL' + FC number; 'register user' (the password dialog) or 'start'.
 */
export default function GreetingPage() {
  const t = useT()
  const [state, send] = usePage<typeof greetingMachine>('greeting')
  const { context } = state
  const id = shownIdOf(context)
  if (state.matches('opening') || state.matches('leaving'))
    return (
      <PartnerFrame testId="partner-greeting">
        <PartnerBusy label={t('partner.greeting.leaving')} />
      </PartnerFrame>
    )
  const inDialog = state.matches('dialog')
  const busy = state.hasTag('busy')
  const action = context.user ? GREETING_ACTIONS.start : GREETING_ACTIONS.register
  return (
    <PartnerFrame testId="partner-greeting">
      <Stack gap={6}>
        <Stack gap={3}>
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {t('partner.greeting.heading')}
          </Heading>
          <Text color="gray.700">{t('partner.greeting.intro')}</Text>
          <Box bg="accent.subtle" borderRadius="md" px={4} py={3}>
            <Text fontSize="sm">{t('partner.greeting.signUpOnce')}</Text>
            {id ? (
              <Text mt={2} fontWeight="bold">
                {t('partner.greeting.id')}:{' '}
                <Box as="span" data-testid="greeting-id">
                  {id}
                </Box>
              </Text>
            ) : null}
          </Box>
        </Stack>

        <Stack gap={3}>
          <Heading size="md">{t('partner.greeting.tiers')}</Heading>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap={3}>
            <Card.Root size="sm" data-testid="tier-basic">
              <Card.Body>
                <Text fontWeight="bold">{t('partner.greeting.basic')}</Text>
                <Text fontSize="sm" color="gray.600">
                  {t('partner.greeting.basicText')}
                </Text>
              </Card.Body>
            </Card.Root>
            <Card.Root size="sm" data-testid="tier-premium">
              <Card.Body>
                <Text fontWeight="bold" color="accent.fg">
                  {t('partner.greeting.premium')}
                </Text>
                <Text fontSize="sm" color="gray.600">
                  {t('partner.greeting.premiumText')}
                </Text>
              </Card.Body>
            </Card.Root>
          </SimpleGrid>
        </Stack>

        <Stack gap={3}>
          <Heading size="md">{t('partner.greeting.samples')}</Heading>
          <SampleCarousel />
        </Stack>

        <Button
          colorPalette={ACCENT_PALETTE}
          size="lg"
          onClick={() => send({ type: action.event })}
          data-testid={action.testId}
        >
          {t(action.label)}
        </Button>
      </Stack>

      {inDialog ? (
        <FormDialog
          title={t('partner.signUp.title')}
          testId="sign-up-dialog"
          maxW={`${SIGN_UP_DIALOG_MAX_WIDTH}px`}
          closeButton={false}
          cancelLabel={t('partner.signUp.cancel')}
          cancelDisabled={busy}
          submitLabel={t('partner.signUp.submit')}
          submitTestId="sign-up-submit"
          submitDisabled={!canConfirmSignUp(context)}
          busy={busy}
          onSubmit={() => send({ type: 'SUBMIT' })}
          onCancel={() => send({ type: 'CANCEL' })}
        >
          <Stack gap={4}>
            <Text fontSize="sm" color="gray.600">
              {t('partner.signUp.text')}
            </Text>
            <Field.Root readOnly>
              <Field.Label>{t('partner.greeting.id')}</Field.Label>
              <Input value={id ?? ''} readOnly name="userId" data-testid="sign-up-id" />
            </Field.Root>
            {SIGN_UP_FIELDS.map(({ name, label, change, error, hint }) => (
              <FormField
                key={name}
                label={t(label)}
                type="password"
                name={name}
                autoComplete="new-password"
                value={context[name]}
                onValueChange={(value) => send({ type: change, value })}
                error={context[error]}
                errorTestId={`sign-up-${name}-error`}
                hint={hint ? t(hint) : undefined}
              />
            ))}
            {context.error ? (
              <Text color="red.600" fontSize="sm" role="alert" data-testid="sign-up-error">
                {t(context.error)}
              </Text>
            ) : null}
          </Stack>
        </FormDialog>
      ) : null}

      <DialogFrame
        open={state.matches('completed')}
        onClose={() => send({ type: 'CLOSE' })}
        role="alertdialog"
        maxW={`${SIGN_UP_DIALOG_MAX_WIDTH}px`}
        title={t('partner.done.title')}
        testId="sign-up-done"
        footer={
          <Button colorPalette={ACCENT_PALETTE} onClick={() => send({ type: 'CLOSE' })}>
            {t('partner.done.close')}
          </Button>
        }
      >
        <Stack gap={2}>
          <Text fontWeight="bold">
            {t('partner.done.text', {
              name: context.user?.user.name ?? context.handOver?.name ?? '',
            })}
          </Text>
          <Text data-testid="sign-up-done-id">{t('partner.done.id', { id: id ?? '' })}</Text>
          <Text color="gray.600">{t('partner.done.licenses')}</Text>
        </Stack>
      </DialogFrame>
    </PartnerFrame>
  )
}
