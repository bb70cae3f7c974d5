import {
  Box,
  Button,
  Card,
  Dialog,
  Field,
  Heading,
  Input,
  Portal,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react'
import { useT } from '../../../shared/views/i18n'
import { canConfirmSignUp, SIGN_UP_DIALOG_MAX_WIDTH } from '../domain/partner'
import { shownIdOf } from '../machines/greeting-machine'
import { usePage } from '../../../shared/views/page-actor'
import type { greetingMachine } from '../machines/greeting-machine'
import { PartnerBusy, PartnerFrame } from './partner-frame'
import { SampleCarousel } from './sample-carousel'
import { ACCENT_PALETTE } from '../../../shared/views/accent'

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
  return (
    <PartnerFrame testId="partner-greeting">
      <Stack gap={6}>
        <Stack gap={3}>
          <Heading size={{ base: 'xl', md: '2xl' }}>{t('partner.greeting.heading')}</Heading>
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

        {context.user ? (
          <Button
            colorPalette={ACCENT_PALETTE}
            size="lg"
            onClick={() => send({ type: 'START' })}
            data-testid="greeting-start"
          >
            {t('partner.greeting.start')}
          </Button>
        ) : (
          <Button
            colorPalette={ACCENT_PALETTE}
            size="lg"
            onClick={() => send({ type: 'REGISTER' })}
            data-testid="greeting-register"
          >
            {t('partner.greeting.register')}
          </Button>
        )}
      </Stack>

      <Dialog.Root
        open={inDialog}
        onOpenChange={(e) => !e.open && !busy && send({ type: 'CANCEL' })}
        placement="center"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px={4}>
            <Dialog.Content
              maxW={`${SIGN_UP_DIALOG_MAX_WIDTH}px`}
              w="full"
              data-testid="sign-up-dialog"
            >
              <form
                noValidate
                onSubmit={(e) => {
                  e.preventDefault()
                  send({ type: 'SUBMIT' })
                }}
              >
                <Dialog.Header>
                  <Dialog.Title>{t('partner.signUp.title')}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap={4}>
                    <Text fontSize="sm" color="gray.600">
                      {t('partner.signUp.text')}
                    </Text>
                    <Field.Root readOnly>
                      <Field.Label>{t('partner.greeting.id')}</Field.Label>
                      <Input value={id ?? ''} readOnly name="userId" data-testid="sign-up-id" />
                    </Field.Root>
                    <Field.Root invalid={!!context.passwordError}>
                      <Field.Label>{t('partner.signUp.password')}</Field.Label>
                      <Input
                        type="password"
                        name="password"
                        autoComplete="new-password"
                        value={context.password}
                        onChange={(e) => send({ type: 'PASSWORD.CHANGE', value: e.target.value })}
                      />
                      {context.passwordError ? (
                        <Field.ErrorText data-testid="sign-up-password-error">
                          {t(context.passwordError)}
                        </Field.ErrorText>
                      ) : (
                        <Field.HelperText>{t('partner.signUp.passwordHint')}</Field.HelperText>
                      )}
                    </Field.Root>
                    <Field.Root invalid={!!context.confirmError}>
                      <Field.Label>{t('partner.signUp.confirm')}</Field.Label>
                      <Input
                        type="password"
                        name="confirm"
                        autoComplete="new-password"
                        value={context.confirm}
                        onChange={(e) => send({ type: 'CONFIRM.CHANGE', value: e.target.value })}
                      />
                      {context.confirmError ? (
                        <Field.ErrorText data-testid="sign-up-confirm-error">
                          {t(context.confirmError)}
                        </Field.ErrorText>
                      ) : null}
                    </Field.Root>
                    {context.error ? (
                      <Text color="red.600" fontSize="sm" role="alert" data-testid="sign-up-error">
                        {t(context.error)}
                      </Text>
                    ) : null}
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button
                    variant="outline"
                    disabled={busy}
                    onClick={() => send({ type: 'CANCEL' })}
                  >
                    {t('partner.signUp.cancel')}
                  </Button>
                  <Button
                    type="submit"
                    colorPalette={ACCENT_PALETTE}
                    disabled={!canConfirmSignUp(context)}
                    loading={busy}
                    data-testid="sign-up-submit"
                  >
                    {t('partner.signUp.submit')}
                  </Button>
                </Dialog.Footer>
              </form>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>

      <Dialog.Root
        open={state.matches('completed')}
        onOpenChange={(e) => !e.open && send({ type: 'CLOSE' })}
        role="alertdialog"
        placement="center"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px={4}>
            <Dialog.Content
              maxW={`${SIGN_UP_DIALOG_MAX_WIDTH}px`}
              w="full"
              data-testid="sign-up-done"
            >
              <Dialog.Header>
                <Dialog.Title>{t('partner.done.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap={2}>
                  <Text fontWeight="bold">
                    {t('partner.done.text', {
                      name: context.user?.user.name ?? context.handOver?.name ?? '',
                    })}
                  </Text>
                  <Text data-testid="sign-up-done-id">
                    {t('partner.done.id', { id: id ?? '' })}
                  </Text>
                  <Text color="gray.600">{t('partner.done.licenses')}</Text>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button colorPalette={ACCENT_PALETTE} onClick={() => send({ type: 'CLOSE' })}>
                  {t('partner.done.close')}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </PartnerFrame>
  )
}
