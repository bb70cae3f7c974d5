import { Box, Button, Field, Flex, Input, Text } from '@chakra-ui/react'
import { useSelector } from '@xstate/react'
import { isUnlimitedCount } from '../../../shared/domain/codes'
import { ConfirmDialog } from '../../../shared/views/components/confirm-dialog'
import { useT } from '../../../shared/views/i18n'
import { useSession } from '../../../shared/views/app-context'
import { useVoucherViews } from './deps'
import { qrPopupView } from './qr-popup-view'
import { ACCENT_PALETTE } from '../../../shared/views/accent'

/** The app bar's voucher count, create (or create QR on site 48) and history (S1 §2 app bar). */
export function VoucherTools({ qrVoucher }: { qrVoucher: boolean }) {
  const t = useT()
  const { voucherBar } = useVoucherViews()
  const state = useSelector(voucherBar, (s) => s)
  const send = voucherBar.send
  const qr = state.children.qrCountdown
  const busy = state.hasTag('busy')
  const { countError } = state.context
  // the session owns the usable count: read there, told with the events that need it
  const usableCount = useSession()?.usableCount ?? 0
  return (
    <Flex align="center" gap={2}>
      <Text asChild fontSize="sm" color="gray.600" whiteSpace="nowrap">
        <label htmlFor="voucher-count">{t('voucher.countShort')}</label>
      </Text>
      <Field.Root
        invalid={!!countError}
        ids={{ control: 'voucher-count' }}
        w="auto"
        position="relative"
      >
        <Input
          id="voucher-count"
          aria-label={t('voucher.count')}
          inputMode="numeric"
          size="sm"
          w="64px"
          bg="white"
          textAlign="right"
          value={state.context.draft}
          onChange={(e) => send({ type: 'COUNT.CHANGE', value: e.target.value })}
          onBlur={() => send({ type: 'COUNT.COMMIT', usableCount })}
          data-testid="voucher-count"
        />
        {countError ? (
          // under the narrow count, over the page: the app bar keeps its height
          <Field.ErrorText
            position="absolute"
            top="100%"
            insetStart={0}
            mt={1}
            px={2}
            py={1}
            bg="white"
            borderWidth="1px"
            borderColor="border.error"
            borderRadius="md"
            boxShadow="sm"
            whiteSpace="nowrap"
            zIndex="dropdown"
            data-testid="voucher-count-error"
          >
            {t(countError)}
          </Field.ErrorText>
        ) : null}
      </Field.Root>
      <Button
        size="sm"
        colorPalette={ACCENT_PALETTE}
        variant="subtle"
        onClick={() => send({ type: 'CREATE', usableCount })}
        loading={state.hasTag('creating')}
        disabled={busy}
      >
        {t(qrVoucher ? 'voucher.createQr' : 'voucher.create')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => send({ type: 'HISTORY.DOWNLOAD' })}
        loading={state.hasTag('downloading')}
        disabled={busy}
      >
        {t('voucher.history')}
      </Button>
      {qr ? <qrPopupView.View actor={qr} /> : null}
      <ConfirmDialog
        open={state.matches('confirming')}
        testId="voucher-confirm"
        title={t('voucher.confirmTitle')}
        confirmLabel={t('voucher.confirm')}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      >
        {t(isUnlimitedCount(usableCount) ? 'voucher.confirmTextUnlimited' : 'voucher.confirmText', {
          count: Number(state.context.draft),
        })}
      </ConfirmDialog>
      <Box srOnly aria-live="polite">
        {state.hasTag('creating') ? t('app.loading') : ''}
      </Box>
    </Flex>
  )
}
