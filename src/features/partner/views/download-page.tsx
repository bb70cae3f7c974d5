import { Alert, Button, Field, Heading, Input, Spinner, Stack, Text } from '@chakra-ui/react'
import { LIMITS } from '../../../shared/domain/codes'
import { useT } from '../../../shared/views/i18n'
import { DialogFrame } from '../../../shared/views/components/dialog-frame'
import { usePage } from '../../../shared/views/page-actor'
import type { pdfDownloadMachine } from '../machines/pdf-download-machine'
import { PartnerFrame } from './partner-frame'
import { backOf, LinkFailed } from './link-failed'
import { ACCENT_PALETTE } from '../../../shared/views/accent'

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
