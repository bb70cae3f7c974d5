import type { ReactNode } from 'react'
import { Box, Button, Field, Flex, Input, Link, Stack, Text } from '@chakra-ui/react'
import type { SnapshotFrom } from 'xstate'
import { useLocale, useT } from '../../../shared/views/i18n'
import { DialogFrame } from '../../../shared/views/components/dialog-frame'
import { ExternalLink } from '../../../shared/views/components/external-link'
import { formatNumber } from '../../../shared/domain/numbers'

import { DIALOG_PAY_METHODS, type PayMethod } from '../domain/codes'
import type { paymentMachine } from '../machines/payment-machine'
import { usePurchaseViews } from './deps'
import { useApp, useSession } from '../../../shared/views/app-context'
import { canOpen } from '../../../shared/domain/route-access'
import { ACCENT_PALETTE } from '../../../shared/views/accent'

type PaymentSnapshot = SnapshotFrom<typeof paymentMachine>

/** An amount in won: 25,000원. */
export function useWon() {
  const t = useT()
  const locale = useLocale()
  return (amount: number) => t('product.won', { amount: formatNumber(amount, locale) })
}

/** The quantity with its - and + buttons (a step of 5) and a numeric field. */
function QuantityStepper({
  value,
  onStep,
  onSet,
  label,
}: {
  value: number
  onStep: (direction: 1 | -1) => void
  onSet: (value: number) => void
  label: string
}) {
  const t = useT()
  return (
    <Flex align="center" gap={2}>
      <Button aria-label={t('purchase.decrease')} variant="outline" onClick={() => onStep(-1)}>
        −
      </Button>
      <Input
        aria-label={label}
        data-testid="quantity"
        inputMode="numeric"
        textAlign="center"
        maxW="120px"
        value={String(value)}
        onChange={(e) => onSet(Number(e.target.value.replace(/[^0-9]/g, '')))}
      />
      <Button aria-label={t('purchase.increase')} variant="outline" onClick={() => onStep(1)}>
        +
      </Button>
    </Flex>
  )
}

/** Card or real-time transfer (S1 §2: vbank is defined but not offered here). */
function MethodPicker({ value, onChange }: { value: PayMethod; onChange: (m: PayMethod) => void }) {
  const t = useT()
  return (
    <Flex gap={2} role="radiogroup" aria-label={t('purchase.method')}>
      {DIALOG_PAY_METHODS.map((m) => (
        <Button
          key={m}
          role="radio"
          aria-checked={value === m}
          data-testid={`method-${m}`}
          flex="1"
          colorPalette={ACCENT_PALETTE}
          variant={value === m ? 'solid' : 'outline'}
          onClick={() => onChange(m)}
        >
          {t(`purchase.method.${m}`)}
        </Button>
      ))}
    </Flex>
  )
}

/** The order's quantity and payment method, each under its label (S1 §2, §5). */
export function OrderFields({
  quantity,
  payMethod,
  onStep,
  onSet,
  onMethod,
}: {
  quantity: number
  payMethod: PayMethod
  onStep: (direction: 1 | -1) => void
  onSet: (value: number) => void
  onMethod: (m: PayMethod) => void
}) {
  const t = useT()
  return (
    <>
      <Field.Root>
        <Field.Label>{t('purchase.quantity')}</Field.Label>
        <QuantityStepper
          label={t('purchase.quantity')}
          value={quantity}
          onStep={onStep}
          onSet={onSet}
        />
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('purchase.method')}</Field.Label>
        <MethodPicker value={payMethod} onChange={onMethod} />
      </Field.Root>
    </>
  )
}

/** The order's cost in won and, when given, the count of usage rights it grants. */
export function CostRow({
  cost,
  grant,
  grantTestId,
}: {
  cost: number
  grant?: number
  grantTestId?: string
}) {
  const t = useT()
  const won = useWon()
  const amount = (
    <Text fontSize="xl" fontWeight="bold" data-testid="purchase-cost">
      {won(cost)}
    </Text>
  )
  return (
    <Flex justify="space-between" align="baseline">
      <Text>{t('purchase.cost')}</Text>
      {grant === undefined ? (
        amount
      ) : (
        <Stack gap={0} align="flex-end">
          {amount}
          <Text fontSize="sm" color="gray.600" data-testid={grantTestId}>
            {t('purchase.grant', { count: grant })}
          </Text>
        </Stack>
      )}
    </Flex>
  )
}

/** The order's pay button. */
export function PayButton({ disabled, onClick }: { disabled: boolean; onClick: () => void }) {
  const t = useT()
  return (
    <Button
      colorPalette={ACCENT_PALETTE}
      size="lg"
      disabled={disabled}
      onClick={onClick}
      data-testid="pay"
    >
      {t('purchase.pay')}
    </Button>
  )
}

/** The result of a payment (S1 §4): paid, ready (a virtual account), failed, or invalid access. */
export function PaymentResult({
  state,
  onRetry,
  onClose,
  onGive,
  closeLabel,
}: {
  state: PaymentSnapshot
  onRetry?: () => void
  onClose: () => void
  /** the next step once paid: the give page (offered to a user who may open it) */
  onGive?: () => void
  closeLabel?: string
}) {
  const t = useT()
  const won = useWon()
  const { support } = usePurchaseViews()
  const { routeTable } = useApp()
  const session = useSession()
  const { result, error, providerError } = state.context
  const paid = state.matches('paid') || state.matches('completed')
  const mayGive =
    paid && result !== null && onGive !== undefined && canOpen(routeTable.give, session)
  let body: ReactNode = null
  if (state.hasTag('busy')) body = <Text data-testid="payment-busy">{t('payment.processing')}</Text>
  else if (paid && result)
    body = (
      <Stack gap={2} data-testid="payment-paid">
        <Text fontSize="lg" fontWeight="bold">
          {t('payment.paid')}
        </Text>
        <Text>{t('payment.paidText', { count: result.quantity })}</Text>
        <Text color="gray.600">
          {result.name} · {won(result.amount)}
        </Text>
        {session ? (
          <Text fontWeight="bold" data-testid="payment-usable-now">
            {t('payment.usableNow', { count: session.usableCount })}
          </Text>
        ) : null}
      </Stack>
    )
  else if (state.matches('ready') && result)
    body = (
      <Stack gap={2} data-testid="payment-ready">
        <Text fontSize="lg" fontWeight="bold">
          {t('payment.ready')}
        </Text>
        <Text>{t('payment.readyText', { count: result.quantity })}</Text>
        <Box bg="accent.subtle" borderRadius="md" p={3}>
          <Text>
            {t('payment.vbankAccount')}: {result.vbankName} {result.vbankNum} ({result.vbankHolder})
          </Text>
          <Text>
            {t('payment.vbankAmount')}: {won(result.amount)}
          </Text>
          <Text>
            {t('payment.vbankDue')}: {result.vbankDate}
          </Text>
        </Box>
      </Stack>
    )
  else if (state.matches('invalid'))
    body = <Text data-testid="payment-invalid">{t('payment.invalidAccess')}</Text>
  else if (state.matches('failed'))
    body = (
      <Stack gap={2} data-testid="payment-failed">
        <Text fontSize="lg" fontWeight="bold">
          {t('payment.failed')}
        </Text>
        {error && error.key !== 'payment.failed' ? (
          <Text data-testid="payment-error">{t(error)}</Text>
        ) : null}
        {providerError ? <Text data-testid="provider-error">{providerError}</Text> : null}
        {support.chatUrl || support.phone ? (
          <>
            <Text color="gray.600" fontSize="sm">
              {t('payment.support')}
            </Text>
            <Flex gap={3} wrap="wrap" data-testid="support">
              <ExternalLink href={support.chatUrl} color="accent.fg">
                {t('payment.supportChat')}
              </ExternalLink>
              {support.phone ? (
                <Link href={`tel:${support.phone}`} color="accent.fg">
                  {t('payment.supportPhone', { phone: support.phone })}
                </Link>
              ) : null}
            </Flex>
          </>
        ) : null}
      </Stack>
    )
  return (
    <Stack gap={4}>
      {body}
      <Flex gap={2} justify="flex-end">
        {state.matches('failed') && onRetry ? (
          <Button colorPalette={ACCENT_PALETTE} onClick={onRetry} data-testid="payment-retry">
            {t('payment.retry')}
          </Button>
        ) : null}
        {!state.hasTag('busy') ? (
          <Button variant="outline" onClick={onClose} data-testid="payment-close">
            {closeLabel ?? t('payment.close')}
          </Button>
        ) : null}
        {mayGive ? (
          <Button colorPalette={ACCENT_PALETTE} onClick={onGive} data-testid="payment-to-give">
            {t('payment.toGive')}
          </Button>
        ) : null}
      </Flex>
    </Stack>
  )
}

/** The result dialog (S1 §2): shown once the payment is under way; closing resets it. */
export function PaymentResultDialog({
  state,
  onRetry,
  onClose,
}: {
  state: PaymentSnapshot
  onRetry: () => void
  onClose: () => void
}) {
  const t = useT()
  const open = !state.matches('idle') && !state.matches('resuming') && !state.matches('completed')
  const waiting = state.matches('preparing') || state.matches('awaitingProvider')
  return (
    <DialogFrame
      open={open}
      onClose={() => !state.hasTag('busy') && onClose()}
      title={t('payment.resultTitle')}
      testId="payment-dialog"
    >
      {waiting ? (
        <Text data-testid="payment-waiting">{t('purchase.awaitingProvider')}</Text>
      ) : (
        <PaymentResult state={state} onRetry={onRetry} onClose={onClose} />
      )}
    </DialogFrame>
  )
}
