import {
  Badge,
  Box,
  Button,
  Card,
  Field,
  Flex,
  Heading,
  Image,
  NativeSelect,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { EventFromLogic } from 'xstate'
import { Link } from 'wouter'
import { hrefOf, PATHS } from '../../../shared/domain/routes'
import { useLocale, useT } from '../../../shared/views/i18n'
import { DialogFrame } from '../../../shared/views/components/dialog-frame'
import { formatNumber } from '../../../shared/domain/numbers'
import { useSession } from '../../../shared/views/app-context'
import { SITE } from '../../../shared/domain/codes'
import {
  costOf,
  dialogCanPay,
  isSoldOut,
  grantQuantity,
  isPromotion,
  linesOf,
  productPayBlock,
  unitPrice,
} from '../domain/purchase'
import type { Product } from '../services/purchase-service'
import type { PayMethod } from '../domain/codes'
import type { Buyer, paymentMachine } from '../machines/payment-machine'
import type { productMachine } from '../machines/product-machine'
import { usePage } from '../../../shared/views/page-actor'
import { CostRow, OrderFields, PayButton, PaymentResultDialog, useWon } from './purchase-parts'
import type { SessionUser } from '../../../shared/domain/user'
import { ACCENT_PALETTE } from '../../../shared/views/accent'

export const buyerOf = (session: SessionUser): Buyer => ({
  name: session.user.name,
  tel: session.user.mobile,
  email: session.user.email,
})

/** The order fields' changes, as the product machine's events (the list's dialog, the detail). */
const orderEventsOf = (send: (event: EventFromLogic<typeof productMachine>) => void) => ({
  onStep: (direction: 1 | -1) => send({ type: 'QUANTITY.STEP', direction }),
  onSet: (value: number) => send({ type: 'QUANTITY.SET', value }),
  onMethod: (payMethod: PayMethod) => send({ type: 'METHOD.SET', payMethod }),
})

function Price({ product }: { product: Product }) {
  const t = useT()
  const locale = useLocale()
  const won = useWon()
  const sale = unitPrice(product) !== product.price
  return (
    <Flex align="baseline" gap={2}>
      {sale ? (
        <Text textDecoration="line-through" color="gray.500" fontSize="sm">
          {won(product.price)}
        </Text>
      ) : null}
      <Text fontWeight="bold" data-testid="product-price">
        {t('product.perUnit', { amount: formatNumber(unitPrice(product), locale) })}
      </Text>
    </Flex>
  )
}

function Stock({ product }: { product: Product }) {
  const t = useT()
  if (!isPromotion(product)) return <Badge>{t('product.unlimitedStock')}</Badge>
  if (product.purchaseableQuantity <= 0)
    return <Badge colorPalette="red">{t('product.soldOut')}</Badge>
  return (
    <Badge colorPalette="orange">
      {t('product.stock', { count: product.purchaseableQuantity })}
    </Badge>
  )
}

/** /v2/Product: the products on sale, and the purchase dialog (S1 §2, §5). */
export function ProductListPage() {
  const t = useT()
  const session = useSession()
  const [state, send] = usePage<typeof productMachine>('product')
  const [pay, sendPay] = usePage<typeof paymentMachine>('payment')
  const { products, dialog, payMethod, error } = state.context
  if (!session) return null
  const item = dialog ? products.find((p) => p.productId === dialog.productId) : undefined
  const cost = item && dialog ? costOf(item, dialog.quantity) : 0
  const payNow = () =>
    item &&
    dialog &&
    sendPay({
      type: 'PAY',
      order: { productId: item.productId, quantity: dialog.quantity, payMethod },
      buyer: buyerOf(session),
      completePage: session.user.siteId === SITE.ORANGE,
    })
  return (
    <Stack gap={5} maxW="960px" mx="auto">
      <Flex justify="flex-end" align="center" gap={3} wrap="wrap">
        {/* shown only when something can be bought: never a button that does nothing */}
        {state.matches({ list: 'ready' }) && state.can({ type: 'DIALOG.OPEN' }) ? (
          <Button
            colorPalette={ACCENT_PALETTE}
            onClick={() => send({ type: 'DIALOG.OPEN' })}
            data-testid="open-purchase"
          >
            {t('product.buy')}
          </Button>
        ) : null}
      </Flex>
      {state.matches({ list: 'loading' }) ? (
        <Flex justify="center" py={10}>
          <Spinner colorPalette={ACCENT_PALETTE} color="accent.solid" />
        </Flex>
      ) : null}
      {state.matches({ list: 'failed' }) && error ? (
        <Stack align="center" py={10} data-testid="product-error">
          <Text>{t(error)}</Text>
          <Button variant="outline" onClick={() => send({ type: 'RETRY' })}>
            {t('common.retry')}
          </Button>
        </Stack>
      ) : null}
      {state.matches({ list: 'ready' }) && products.length === 0 ? (
        <Text data-testid="product-empty">{t('product.empty')}</Text>
      ) : null}
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={4}>
        {products.map((p) => (
          <Card.Root key={p.productId} data-testid="product-card" overflow="hidden">
            {p.thumbnailImageList[0] ? (
              <Image src={p.thumbnailImageList[0]} alt="" aspectRatio={16 / 10} objectFit="cover" />
            ) : null}
            <Card.Body gap={2}>
              <Text fontWeight="bold">{p.name}</Text>
              <Price product={p} />
              <Stock product={p} />
              {p.comment ? (
                <Text fontSize="sm" color="gray.600">
                  {p.comment}
                </Text>
              ) : null}
              <Button asChild variant="outline" size="sm" mt={2}>
                <Link href={hrefOf('productDetail', { productId: p.productId })}>
                  {t('product.detail')}
                </Link>
              </Button>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>

      {dialog && item && (pay.matches('idle') || pay.matches('resuming')) ? (
        <PurchaseDialog
          title={t('purchase.dialogTitle')}
          onClose={() => send({ type: 'DIALOG.CLOSE' })}
        >
          <Field.Root>
            <Field.Label>{t('purchase.item')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                data-testid="purchase-item"
                value={String(dialog.productId)}
                onChange={(e) => send({ type: 'DIALOG.ITEM', productId: Number(e.target.value) })}
              >
                {products.map((p) => (
                  // a sold-out promotion shows why it cannot be chosen (S1 §5)
                  <option key={p.productId} value={p.productId} disabled={isSoldOut(p)}>
                    {isSoldOut(p) ? t('purchase.soldOutItem', { name: p.name }) : p.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <OrderFields quantity={dialog.quantity} payMethod={payMethod} {...orderEventsOf(send)} />
          <CostRow cost={cost} />
          <PayButton disabled={!dialogCanPay(item, dialog.quantity)} onClick={payNow} />
        </PurchaseDialog>
      ) : null}
      <PaymentResultDialog
        state={pay}
        onRetry={payNow}
        onClose={() => {
          sendPay({ type: 'CLOSE' })
          send({ type: 'DIALOG.CLOSE' })
        }}
      />
    </Stack>
  )
}

/** A simple modal frame of the purchase forms. */
function PurchaseDialog({
  title,
  onClose,
  children,
}: {
  title: string
  onClose: () => void
  children: ReactNode
}) {
  return (
    <DialogFrame title={title} testId="purchase-dialog" onClose={onClose} closeButton>
      <Stack gap={4}>{children}</Stack>
    </DialogFrame>
  )
}

/** /v2/Product/{productId}: one product, its images and texts, and the pay button (S1 §5). */
export function ProductDetailPage() {
  const t = useT()
  const session = useSession()
  const [state, send] = usePage<typeof productMachine>('product')
  const [pay, sendPay] = usePage<typeof paymentMachine>('payment')
  const { product, quantity, payMethod } = state.context
  if (!session) return null
  if (!product || !state.matches({ detail: 'ready' }))
    return (
      <Flex justify="center" py={10}>
        <Spinner colorPalette={ACCENT_PALETTE} color="accent.solid" />
      </Flex>
    )
  const cost = costOf(product, quantity)
  const block = productPayBlock(product, quantity, session.usableCount)
  const payNow = () =>
    sendPay({
      type: 'PAY',
      order: { productId: product.productId, quantity, payMethod },
      buyer: buyerOf(session),
      completePage: session.user.siteId === SITE.ORANGE,
    })
  return (
    <Stack gap={5} maxW="960px" mx="auto" data-testid="product-detail">
      <Button asChild variant="plain" alignSelf="flex-start" px={0} color="accent.fg">
        <Link href={PATHS.product}>← {t('product.back')}</Link>
      </Button>
      <Flex gap={6} direction={{ base: 'column', md: 'row' }}>
        <Stack flex="1" gap={3}>
          {product.detailImageList.map((src) => (
            <Image key={src} src={src} alt="" borderRadius="md" />
          ))}
        </Stack>
        <Stack flex="1" gap={4}>
          <Heading size="lg">{product.name}</Heading>
          <Price product={product} />
          <Stock product={product} />
          {product.comment ? <Text color="gray.600">{product.comment}</Text> : null}
          <OrderFields quantity={quantity} payMethod={payMethod} {...orderEventsOf(send)} />
          <CostRow cost={cost} grant={grantQuantity(quantity, product.bonus)} />
          {block && block !== 'noCost' ? (
            <Text color="red.600" data-testid="pay-blocked">
              {t(
                block === 'unlimitedUser'
                  ? 'product.unlimitedUser'
                  : block === 'soldOut'
                    ? 'product.soldOut'
                    : 'product.exceedsStock',
              )}
            </Text>
          ) : null}
          <PayButton disabled={block !== null} onClick={payNow} />
          <Box>
            <Heading size="sm" mb={2}>
              {t('product.description')}
            </Heading>
            {linesOf(product.description).map((line) => (
              <Text key={line} fontSize="sm">
                {line}
              </Text>
            ))}
          </Box>
          <Box>
            <Heading size="sm" mb={2}>
              {t('product.refund')}
            </Heading>
            {linesOf(product.refund).map((line) => (
              <Text key={line} fontSize="sm" color="gray.600" data-testid="refund-line">
                {line}
              </Text>
            ))}
          </Box>
        </Stack>
      </Flex>
      <PaymentResultDialog
        state={pay}
        onRetry={payNow}
        onClose={() => sendPay({ type: 'CLOSE' })}
      />
    </Stack>
  )
}
