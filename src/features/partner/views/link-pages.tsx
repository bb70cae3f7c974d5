import { Alert, Button, Field, Heading, Input, Spinner, Stack, Text } from '@chakra-ui/react'
import { LIMITS } from '../../../shared/domain/codes'
import type { Message } from '../../../shared/domain/messages'
import { useT } from '../../../shared/views/i18n'
import { DialogFrame } from '../../../shared/views/components/dialog-frame'
import { usePage } from '../../../shared/views/page-actor'
import type { couponMachine } from '../machines/coupon-machine'
import type { fcLinkMachine } from '../machines/fc-link-machine'
import type { pdfDownloadMachine } from '../machines/pdf-download-machine'
import { PartnerBusy, PartnerFrame } from './partner-frame'
import { BUSY_WORDS } from '../domain/busy-words'
import { ACCENT_PALETTE } from '../../../shared/views/accent'

/**
 * What a link page says when it cannot go on (S2 §4 "alerts and goes back"): the message, shown
 * as the alert said it, and, when the tab has a page of the portal before this one, the button
 * that goes back to it (the alert's confirmation).
 */
function LinkFailed({
  error,
  testId,
  onBack,
}: {
  error: Message | null
  testId: string
  /** absent: nothing of the portal to go back to */
  onBack?: () => void
}) {
  const t = useT()
  return (
    <Stack gap={4} align="center">
      <Alert.Root status="error" data-testid={testId}>
        <Alert.Indicator />
        <Alert.Title>{error ? t(error) : ''}</Alert.Title>
      </Alert.Root>
      {onBack ? (
        <Button variant="outline" onClick={onBack} data-testid="link-back">
          {t('partner.back')}
        </Button>
      ) : null}
    </Stack>
  )
}

/** the back of a failed link page, when its machine can go back */
const backOf = (can: boolean, send: (event: { type: 'BACK' }) => void) =>
  can ? () => send({ type: 'BACK' }) : undefined

/**
 * A deep link was opened: the app should be in front now; a button opens it again, and where the
 * page may be handed on (the coupon), 공유 sends it to the phone that has the app.
 */
function Opened({
  text,
  onOpen,
  share,
}: {
  text: string
  onOpen: () => void
  share?: { hint: string; sharing: boolean; onShare: () => void }
}) {
  const t = useT()
  return (
    <Stack gap={4} align="center" textAlign="center" py={8} data-testid="deep-link-opened">
      <Text>{text}</Text>
      <Button colorPalette={ACCENT_PALETTE} onClick={onOpen}>
        {t('partner.openApp')}
      </Button>
      {share ? (
        <>
          <Text fontSize="sm" color="fg.muted">
            {share.hint}
          </Text>
          <Button
            variant="outline"
            onClick={share.onShare}
            loading={share.sharing}
            data-testid="coupon-share"
          >
            {t('share.button')}
          </Button>
        </>
      ) : null}
    </Stack>
  )
}

/** /li/Coupon?code (S2 §2.5): creates the coupon's deep link and opens it. */
export function CouponPage() {
  const t = useT()
  const [state, send] = usePage<typeof couponMachine>('coupon')
  return (
    <PartnerFrame testId="partner-coupon">
      {state.matches('failed') ? (
        <LinkFailed
          error={state.context.error}
          testId="coupon-error"
          onBack={backOf(state.can({ type: 'BACK' }), send)}
        />
      ) : state.matches('opened') ? (
        <Opened
          text={t('partner.coupon.opened')}
          onOpen={() => send({ type: 'OPEN' })}
          share={{
            hint: t('partner.coupon.shareHint'),
            sharing: state.context.sharing,
            onShare: () => send({ type: 'SHARE' }),
          }}
        />
      ) : (
        <PartnerBusy label={t(BUSY_WORDS.coupon)} />
      )}
    </PartnerFrame>
  )
}

/** /F/{linkCode} (S2 §2.5): checks the FC's code, then opens the customer channel in the app. */
export function FcLinkPage() {
  const t = useT()
  const [state, send] = usePage<typeof fcLinkMachine>('fcLink')
  return (
    <PartnerFrame testId="partner-fc-link">
      {state.matches('failed') ? (
        <LinkFailed
          error={state.context.error}
          testId="fc-link-error"
          onBack={backOf(state.can({ type: 'BACK' }), send)}
        />
      ) : state.matches('opened') ? (
        <Opened
          text={t('partner.fcLink.opened', { name: state.context.fc?.employeeName ?? '' })}
          onOpen={() => send({ type: 'OPEN' })}
        />
      ) : (
        <PartnerBusy label={t(BUSY_WORDS.fcLink)} />
      )}
    </PartnerFrame>
  )
}

/** /li/Download?code (S2 §2.5, §5.3): the birthday, the download, the progress dialog. */
export function DownloadPage() {
  const t = useT()
  const [state, send] = usePage<typeof pdfDownloadMachine>('pdfDownload')
  const { birthday, birthdayError, error } = state.context
  const generating = state.matches('generating')
  return (
    <PartnerFrame testId="partner-download">
      {state.matches('noCode') ? (
        <LinkFailed
          error={{ key: 'partner.pdf.noCode' }}
          testId="download-no-code"
          onBack={backOf(state.can({ type: 'BACK' }), send)}
        />
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            send({ type: 'SUBMIT' })
          }}
        >
          <Stack gap={5}>
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
              {t('partner.pdf.title')}
            </Heading>
            <Text color="gray.700">{t('partner.pdf.text')}</Text>
            <Field.Root invalid={!!birthdayError} required>
              <Field.Label>{t('partner.pdf.birthday')}</Field.Label>
              <Input
                name="birthday"
                inputMode="numeric"
                autoComplete="bday"
                maxLength={LIMITS.birthdayLength}
                placeholder={t('partner.pdf.birthdayPlaceholder')}
                value={birthday}
                onChange={(e) => send({ type: 'BIRTHDAY.CHANGE', value: e.target.value })}
              />
              {birthdayError ? (
                <Field.ErrorText data-testid="birthday-error">{t(birthdayError)}</Field.ErrorText>
              ) : null}
            </Field.Root>
            {error ? (
              <Alert.Root status="error" data-testid="download-error">
                <Alert.Indicator />
                <Alert.Title>{t(error)}</Alert.Title>
              </Alert.Root>
            ) : null}
            <Button type="submit" colorPalette={ACCENT_PALETTE} size="lg" disabled={generating}>
              {t('partner.pdf.download')}
            </Button>
          </Stack>
        </form>
      )}
      <DialogFrame
        open={generating}
        role="alertdialog"
        maxW="360px"
        bodyPy={8}
        testId="pdf-progress"
      >
        <Stack align="center" gap={4} textAlign="center">
          <Spinner size="lg" color="accent.solid" />
          <Text>{t('partner.pdf.generating')}</Text>
        </Stack>
      </DialogFrame>
    </PartnerFrame>
  )
}
