import { useMemo } from 'react'
import { Alert, Box, Button, Card, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react'
import { Link } from 'wouter'
import { isUnlimitedCount } from '../../../shared/domain/codes'
import { formatDisplayDate } from '../../../shared/domain/dates'
import { formatNumber } from '../../../shared/domain/numbers'
import { ConfirmDialog } from '../../../shared/views/components/confirm-dialog'
import { FieldFrame } from '../../../shared/views/components/field-frame'
import {
  DataGrid,
  gridColumns,
  countColumns,
  titleMeta,
  type GridColumn,
} from '../../../shared/views/components/data-grid'
import { useApp, useSession } from '../../../shared/views/app-context'
import { useLocale, useT } from '../../../shared/views/i18n'
import { GIFT_TARGET_MAX } from '../domain/gift'
import { totalOf, type GiftEvent, type giftMachine } from '../machines/gift-machine'
import type { LicenseItem } from '../services/contract'
import { usePage } from '../../../shared/views/page-actor'
import { ACCENT_PALETTE } from '../../../shared/views/accent'

type Send = (event: GiftEvent) => void

/** A row of the items grid: the item and the quantity chosen to gift. */
interface ItemRow {
  item: LicenseItem
  quantity: number
}

/** A column that stays at the right edge of a grid that scrolls sideways. */
const PINNED_END = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bg: 'bg',
  boxShadow: 'inset 1px 0 0 var(--chakra-colors-border)',
} as const

/** The number typed in a quantity field; an empty field is 0 (the machine clamps the rest). */
const typedNumber = (text: string): number => (text.trim() === '' ? 0 : Number(text))

/** The license items grid's columns (S1 §2 gift): product, expiry, checkup and gift quantity, input. */
function useItemColumns(send: Send, disabled: boolean) {
  const t = useT()
  const locale = useLocale()
  return useMemo((): GridColumn<ItemRow>[] => {
    const col = gridColumns<ItemRow>()
    const countColumn = countColumns<ItemRow>(locale)
    return [
      col.display({
        id: 'product',
        header: t('gift.column.product'),
        meta: titleMeta({ cellTestId: 'gift-product' }),
        cell: ({ row }) => row.original.item.productName,
      }),
      col.display({
        id: 'expired',
        header: t('gift.column.expired'),
        meta: { card: 'fact' },
        cell: ({ row }) => formatDisplayDate(row.original.item.expired),
      }),
      countColumn({
        id: 'checkupQuantity',
        header: t('gift.column.checkupQuantity'),
        meta: { cellTestId: 'gift-checkup-quantity', card: 'fact' },
        count: (row) => row.item.checkupQuantity,
      }),
      countColumn({
        id: 'giftQuantity',
        header: t('gift.column.giftQuantity'),
        meta: { cellTestId: 'gift-gift-quantity', card: 'fact' },
        count: (row) => row.item.giftQuantity,
      }),
      col.display({
        id: 'quantity',
        header: t('gift.column.quantity'),
        // pinned to the right edge: on a phone the grid scrolls under it, the input stays at hand
        meta: {
          align: 'end',
          headerProps: PINNED_END,
          cellCss: { ...PINNED_END, py: '1' },
          required: true,
          card: 'fact',
        },
        cell: ({ row }) => {
          const { item, quantity } = row.original
          return (
            <Input
              type="number"
              inputMode="numeric"
              size="sm"
              w="16"
              textAlign="end"
              min={0}
              max={item.giftQuantity}
              step={1}
              value={String(quantity)}
              disabled={disabled || item.giftQuantity === 0}
              aria-label={t('gift.quantityFor', { product: item.productName })}
              data-testid="gift-quantity"
              onFocus={(e) => e.currentTarget.select()}
              onChange={(e) =>
                send({
                  type: 'QUANTITY.CHANGE',
                  licenseId: item.licenseId,
                  value: typedNumber(e.target.value),
                })
              }
            />
          )
        },
      }),
    ]
  }, [disabled, locale, send, t])
}

/** /v2/Gift: gift usage rights to an employee (S1 §2 gift, §5, §6, §8). */
export default function GiftPage() {
  const t = useT()
  const locale = useLocale()
  const { prefs } = useApp()
  const session = useSession()
  const [state, send] = usePage<typeof giftMachine>('gift')
  const { items, quantities, targetId, receiver, targetError, error, loadError, hidden } =
    state.context
  const giving = state.matches({ ready: 'giving' })
  const checking = state.matches({ ready: 'checking' })
  const loading = state.matches('loading') || state.matches({ ready: 'refreshing' })
  const confirming = state.matches({ ready: 'confirming' })
  const rows = useMemo<ItemRow[]>(
    () => items.map((item) => ({ item, quantity: quantities[item.licenseId] ?? 0 })),
    [items, quantities],
  )
  const columns = useItemColumns(send, giving || confirming)
  const total = totalOf(state.context)
  if (!session) return null

  if (state.matches('refused')) {
    return (
      <Flex justify="center">
        <Card.Root w="full" maxW="520px" data-testid="gift-refused">
          <Card.Body>
            <Stack gap={4}>
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Title>{loadError ? t(loadError) : null}</Alert.Title>
              </Alert.Root>
              <Button asChild variant="outline" alignSelf="flex-start">
                <Link href={prefs.homeRoute()}>{t('gift.home')}</Link>
              </Button>
            </Stack>
          </Card.Body>
        </Card.Root>
      </Flex>
    )
  }

  const usable = isUnlimitedCount(session.usableCount)
    ? t('gift.unlimited')
    : t('gift.usableCount', { count: formatNumber(session.usableCount, locale) })

  return (
    <Stack gap={5} maxW="960px" mx="auto" data-testid="gift-page">
      <Flex justify="flex-end" align="center" gap={3} wrap="wrap">
        <Flex
          align="center"
          gap={3}
          bg="accent.subtle"
          borderRadius="md"
          px={4}
          py={2}
          data-testid="gift-usable-box"
        >
          <Text color="gray.700" fontSize="sm">
            {t('gift.usable')}
          </Text>
          <Text fontSize="lg" fontWeight="bold" data-testid="gift-usable">
            {usable}
          </Text>
        </Flex>
      </Flex>

      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          send({ type: 'SUBMIT', usableCount: session.usableCount })
        }}
      >
        <Stack gap={5}>
          <Card.Root>
            <Card.Body>
              <FieldFrame
                label={t('gift.target')}
                error={targetError}
                errorTestId="gift-target-error"
              >
                <Flex gap={2} w="full" maxW="420px">
                  <Input
                    name="employeeId"
                    autoComplete="off"
                    bg="white"
                    maxLength={GIFT_TARGET_MAX * 2}
                    placeholder={t('gift.targetPlaceholder')}
                    value={targetId}
                    disabled={giving}
                    onChange={(e) => send({ type: 'TARGET.CHANGE', value: e.target.value })}
                    onKeyDown={(e) => {
                      // Enter checks the id; the gift is the submit button's
                      if (e.key === 'Enter') {
                        e.preventDefault()
                        send({ type: 'CHECK' })
                      }
                    }}
                  />
                  <Button
                    variant="outline"
                    flexShrink={0}
                    loading={checking}
                    disabled={giving}
                    onClick={() => send({ type: 'CHECK' })}
                  >
                    {t('gift.check')}
                  </Button>
                </Flex>
              </FieldFrame>
              {receiver ? (
                <Text
                  mt={3}
                  px={3}
                  py={2}
                  borderRadius="md"
                  bg="accent.subtle"
                  color="accent.fg"
                  fontWeight="medium"
                  data-testid="gift-receiver"
                >
                  {t('gift.receiver', { name: receiver.name, employeeId: receiver.employeeId })}
                </Text>
              ) : null}
            </Card.Body>
          </Card.Root>

          <Box>
            <Heading as="h2" size="md" mb={2}>
              {t('gift.items')}
            </Heading>
            <DataGrid
              columns={columns}
              data={rows}
              rowId={(row) => String(row.item.licenseId)}
              rowProps={(row) => ({
                'data-testid': 'gift-row',
                'data-license-id': row.item.licenseId,
              })}
              rowHeight="12"
              loading={loading}
              error={state.matches('failed') ? loadError : null}
              emptyText="gift.empty"
              onRetry={() => send({ type: 'RETRY' })}
              label={t('gift.items')}
              columnChooser={{
                hidden,
                onToggle: (column) => send({ type: 'COLUMN.TOGGLE', column }),
              }}
            />
          </Box>

          <Flex
            direction={{ base: 'column', sm: 'row' }}
            justify="flex-end"
            align={{ base: 'stretch', sm: 'center' }}
            gap={3}
          >
            {error ? (
              <Text color="fg.error" fontSize="sm" role="alert" data-testid="gift-error" me="auto">
                {t(error)}
              </Text>
            ) : null}
            <Text fontWeight="medium" data-testid="gift-total" textAlign={{ base: 'end' }}>
              {t('gift.total', { total: formatNumber(total, locale) })}
            </Text>
            <Button
              type="submit"
              data-testid="gift-submit"
              colorPalette={ACCENT_PALETTE}
              size="lg"
              loading={giving}
              disabled={!state.matches('ready')}
            >
              {t('gift.submit')}
            </Button>
          </Flex>
        </Stack>
      </form>

      {receiver ? (
        <ConfirmDialog
          open={confirming || giving}
          testId="gift-confirm"
          title={t('gift.confirmTitle')}
          confirmLabel={t('gift.confirm')}
          onConfirm={() => send({ type: 'CONFIRM' })}
          onCancel={() => send({ type: 'CANCEL' })}
        >
          {t('gift.confirmText', {
            name: receiver.name,
            employeeId: receiver.employeeId,
            total: formatNumber(total, locale),
          })}
        </ConfirmDialog>
      ) : null}
    </Stack>
  )
}
