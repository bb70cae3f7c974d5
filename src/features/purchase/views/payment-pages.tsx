import { useState } from 'react'
import { Box, Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import { Link, useLocation } from 'wouter'
import { PATHS } from '../../../shared/domain/routes'
import { SITE } from '../../../shared/domain/codes'
import { useT } from '../../../shared/views/i18n'
import { DialogFrame } from '../../../shared/views/components/dialog-frame'
import { ExternalLink } from '../../../shared/views/components/external-link'
import { useApp, useSession } from '../../../shared/views/app-context'
import { FIXED_PRODUCTS, type PayMethod } from '../domain/codes'
import {
  clampDialogQuantity,
  fixedPricing,
  costOf,
  dialogCanPay,
  grantQuantity,
  stepDialogQuantity,
} from '../domain/purchase'
import { usePage } from '../../../shared/views/page-actor'
import type { paymentMachine } from '../machines/payment-machine'
import { buyerOf } from './product-pages'
import {
  CostRow,
  OrderFields,
  PayButton,
  PaymentResult,
  PaymentResultDialog,
  useWon,
} from './purchase-parts'
import { ACCENT_PALETTE } from '../../../shared/views/accent'

/**
 * /v2/Payment: the older payment page with its three fixed products (S1 §3, §9; the 1+1
 * promotion gives the same quantity extra). Its quantity follows the purchase dialog's rules.
 */
export function FixedPaymentPage() {
  const t = useT()
  const won = useWon()
  const session = useSession()
  const [pay, sendPay] = usePage<typeof paymentMachine>('payment')
  // the form's own values: the rules are the domain's (clamp, step, cost)
  const [productId, setProductId] = useState<number>(FIXED_PRODUCTS[0].productId)
  const [quantity, setQuantity] = useState(1)
  const [payMethod, setPayMethod] = useState<PayMethod>('card')
  if (!session) return null
  const product = FIXED_PRODUCTS.find((p) => p.productId === productId)!
  const priced = fixedPricing(product.price)
  const cost = costOf(priced, quantity)
  const payNow = () =>
    sendPay({
      type: 'PAY',
      order: { productId, quantity, payMethod },
      buyer: buyerOf(session),
      completePage: session.user.siteId === SITE.ORANGE,
    })
  return (
    <Flex justify="center">
      <Card.Root w="full" maxW="560px">
        <Card.Body>
          <Stack gap={4}>
            <Stack gap={2} role="radiogroup" aria-label={t('purchase.item')}>
              {FIXED_PRODUCTS.map((p) => (
                <Button
                  key={p.productId}
                  role="radio"
                  aria-checked={p.productId === productId}
                  data-testid={`fixed-${p.productId}`}
                  variant={p.productId === productId ? 'solid' : 'outline'}
                  colorPalette={ACCENT_PALETTE}
                  justifyContent="space-between"
                  h="auto"
                  py={3}
                  onClick={() => setProductId(p.productId)}
                >
                  <Box textAlign="left">
                    <Text>{t(`purchase.fixed.${p.productId}`)}</Text>
                    {p.bonus ? (
                      <Text fontSize="xs">{t(`purchase.fixedBonus.${p.bonus}`)}</Text>
                    ) : null}
                  </Box>
                  <Text>{won(p.price)}</Text>
                </Button>
              ))}
            </Stack>
            <OrderFields
              quantity={quantity}
              payMethod={payMethod}
              onStep={(d) => setQuantity(stepDialogQuantity(quantity, d, priced))}
              onSet={(v) => setQuantity(clampDialogQuantity(v, priced))}
              onMethod={setPayMethod}
            />
            <CostRow
              cost={cost}
              grant={grantQuantity(quantity, product.bonus)}
              grantTestId="purchase-grant"
            />
            <PayButton disabled={!dialogCanPay(priced, quantity)} onClick={payNow} />
          </Stack>
        </Card.Body>
      </Card.Root>
      <PaymentResultDialog
        state={pay}
        onRetry={payNow}
        onClose={() => sendPay({ type: 'CLOSE' })}
      />
    </Flex>
  )
}

/**
 * /v2/Payment/Mobile/Callback (S1 §7, the mobile flow's return) and /v2/PaymentCallback,
 * /v2/Payment/Mobile/Error (S1 §4, the result landing page): the payment page actor starts with
 * what the address says (`callbackArrival`, `lookupArrival`) and acts on it once ready; a reload
 * looks the order up again (405 already processed), so it never pays twice.
 */
export function PaymentResultPage() {
  const [pay, sendPay] = usePage<typeof paymentMachine>('payment')
  return <ResultFrame state={pay} onClose={() => sendPay({ type: 'CLOSE' })} />
}

/** The result page's frame; its close button resets the result and goes to the products. */
function ResultFrame({
  state,
  onClose,
}: {
  state: Parameters<typeof PaymentResult>[0]['state']
  onClose: () => void
}) {
  const t = useT()
  const [, navigate] = useLocation()
  return (
    <Flex justify="center" data-testid="payment-result-page">
      <Card.Root w="full" maxW="520px">
        <Card.Body>
          <Stack gap={4}>
            <PaymentResult
              state={state}
              onClose={() => {
                onClose()
                navigate(PATHS.product)
              }}
              onRetry={() => navigate(PATHS.product)}
              onGive={() => {
                onClose()
                navigate(PATHS.give)
              }}
              closeLabel={t('payment.toProducts')}
            />
          </Stack>
        </Card.Body>
      </Card.Root>
    </Flex>
  )
}

const SERVICE_LINK = 'https://healthcheckup.example/app'

/**
 * /ol/PurchaseComplete (S2 §2.5): the premium purchase is done; a link, a button to open it, a
 * guide to adding a home-screen icon (Android and iPhone, 3 steps each) and back to the first page.
 */
export function PurchaseCompletePage() {
  const t = useT()
  const { prefs } = useApp()
  const [guide, setGuide] = useState(false)
  const [device, setDevice] = useState<'android' | 'iphone'>('android')
  return (
    <Flex justify="center" p={4}>
      <Card.Root w="full" maxW="520px" data-testid="purchase-complete">
        <Card.Body>
          <Stack gap={4} textAlign="center">
            <Heading as="h1" size="lg">
              {t('purchaseComplete.title')}
            </Heading>
            <Text>{t('purchaseComplete.text')}</Text>
            <ExternalLink
              href={SERVICE_LINK}
              color="accent.fg"
              data-testid="service-link"
              justifyContent="center"
            >
              {SERVICE_LINK}
            </ExternalLink>
            <Button asChild colorPalette={ACCENT_PALETTE}>
              <a href={SERVICE_LINK} target="_blank" rel="noopener noreferrer">
                {t('purchaseComplete.openLink')}
              </a>
            </Button>
            <Button variant="outline" onClick={() => setGuide(true)} data-testid="open-guide">
              {t('purchaseComplete.guide')}
            </Button>
            <Button asChild variant="plain" color="accent.fg">
              <Link href={prefs.homeRoute()}>{t('purchaseComplete.home')}</Link>
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
      <DialogFrame
        open={guide}
        onClose={() => setGuide(false)}
        closeButton
        title={t('purchaseComplete.guideTitle')}
        testId="home-guide"
        footer={
          <Button variant="outline" onClick={() => setGuide(false)}>
            {t('payment.close')}
          </Button>
        }
      >
        <Flex gap={2} mb={4} role="tablist">
          {(['android', 'iphone'] as const).map((os) => (
            <Button
              key={os}
              role="tab"
              aria-selected={device === os}
              flex="1"
              colorPalette={ACCENT_PALETTE}
              variant={device === os ? 'solid' : 'outline'}
              onClick={() => setDevice(os)}
            >
              {t(`purchaseComplete.${os}`)}
            </Button>
          ))}
        </Flex>
        {/* the panel holds the list: a list keeps its own role, so its items stay list items */}
        <Box role="tabpanel" aria-label={t(`purchaseComplete.${device}`)}>
          <Stack as="ol" gap={2} pl={5} listStyleType="decimal">
            {([1, 2, 3] as const).map((n) => (
              <Text as="li" key={n} data-testid={`guide-step-${device}`}>
                {t(`purchaseComplete.${device}.${n}`)}
              </Text>
            ))}
          </Stack>
        </Box>
      </DialogFrame>
    </Flex>
  )
}
