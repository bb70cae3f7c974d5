import { Button, QrCode, Stack, Text } from '@chakra-ui/react'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { formatCountdown } from '../domain/voucher'
import type { qrCountdownMachine } from '../machines/qr-countdown-machine'
import { useT } from '../../../shared/views/i18n'
import { DialogFrame } from '../../../shared/views/components/dialog-frame'
import { ACCENT_PALETTE } from '../../../shared/views/accent'

/**
 * The QR voucher just created (site 48), with its countdown: a chunk of its own with the QR
 * encoder, fetched by the voucher tools before they create one (`qr-popup-view.ts`).
 */
export function QrPopup({ actor }: { actor: ActorRefFrom<typeof qrCountdownMachine> }) {
  const t = useT()
  const { link, remaining, sharing } = useSelector(actor, (s) => s.context)
  return (
    <DialogFrame
      size="sm"
      onClose={() => actor.send({ type: 'CONFIRM' })}
      title={t('voucher.qrTitle')}
      testId="qr-popup"
      footer={
        <>
          <Button
            variant="outline"
            minH="44px"
            loading={sharing}
            onClick={() => actor.send({ type: 'SHARE' })}
            data-testid="qr-share"
          >
            {t('share.button')}
          </Button>
          <Button
            colorPalette={ACCENT_PALETTE}
            minH="44px"
            onClick={() => actor.send({ type: 'CONFIRM' })}
          >
            {t('app.confirm')}
          </Button>
        </>
      }
    >
      <Stack align="center" gap={3}>
        <QrCode.Root value={link} size="xl">
          <QrCode.Frame>
            <QrCode.Pattern />
          </QrCode.Frame>
        </QrCode.Root>
        <Text
          fontSize="2xl"
          fontWeight="bold"
          fontVariantNumeric="tabular-nums"
          data-testid="qr-countdown"
        >
          {formatCountdown(remaining)}
        </Text>
        <Text fontSize="sm" color="gray.600" textAlign="center">
          {t('voucher.qrHint')}
        </Text>
        <Text fontSize="xs" color="gray.500" wordBreak="break-all" data-testid="qr-link">
          {link}
        </Text>
      </Stack>
    </DialogFrame>
  )
}
