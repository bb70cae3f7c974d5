import { useMemo } from 'react'
import { gridColumns, type GridColumn } from '../../../shared/views/components/data-grid'
import { formatDisplayDate, formatDisplayDateTime } from '../../../shared/domain/dates'
import { formatNumber } from '../../../shared/domain/numbers'
import { useLocale, useT } from '../../../shared/views/i18n'
import {
  checkupTier,
  OVERVIEW_FIELDS,
  OVERVIEW_GROUPS,
  purchaseStatusOf,
  type OverviewField,
} from '../domain/codes'
import { overviewSums, type GiftStat, type OverviewRow } from '../domain/statistics'
import { isOneOf } from '../../../shared/domain/objects'
import type {
  CheckupStatistics,
  GiftHistoryRow,
  OrderStatistics,
  PurchaseHistoryRow,
} from '../services/statistics-service'

type CheckupRow = CheckupStatistics['list'][number]
type OrderRow = OrderStatistics['list'][number]

const end = { align: 'end' as const }

export function useCheckupColumns(): GridColumn<CheckupRow>[] {
  const t = useT()
  return useMemo(() => {
    const col = gridColumns<CheckupRow>()
    const columns: GridColumn<CheckupRow>[] = [
      col.accessor('checkupDate', {
        header: t('statistics.col.checkupDate'),
        meta: { sortKey: 'checkupDate', required: true },
        cell: ({ getValue }) => formatDisplayDate(getValue()),
      }),
      col.accessor('checkupType', {
        header: t('statistics.col.checkupType'),
        meta: { sortKey: 'checkupType' },
        cell: ({ getValue }) => t(`statistics.tier.${checkupTier(getValue())}`),
      }),
      col.accessor('employeeId', {
        header: t('statistics.col.employeeId'),
        meta: { sortKey: 'employeeId' },
      }),
      col.accessor('userId', { header: t('statistics.col.userId'), meta: { sortKey: 'userId' } }),
    ]
    return columns
  }, [t])
}

export function useGiftColumns(list: 'admin' | 'user'): GridColumn<GiftStat>[] {
  const t = useT()
  return useMemo(() => {
    const col = gridColumns<GiftStat>()
    const date = col.accessor('giftDate', {
      header: t('statistics.col.giftDate'),
      meta: { sortKey: 'giftDate', required: true },
      cell: ({ getValue }) => formatDisplayDate(getValue()),
    })
    const giver = col.accessor('giver', {
      header: t('statistics.col.giver'),
      meta: { sortKey: 'giver' },
    })
    const receiver = col.accessor('receiver', {
      header: t('statistics.col.receiver'),
      meta: { sortKey: 'receiver' },
    })
    const user: GridColumn<GiftStat>[] = [date, giver, receiver]
    if (list === 'user') return user
    const admin: GridColumn<GiftStat>[] = [
      date,
      col.accessor('giftQuantity', {
        header: t('statistics.col.giftQuantity'),
        meta: { ...end, sortKey: 'giftQuantity' },
      }),
      giver,
      receiver,
      col.accessor('productName', {
        header: t('statistics.col.productName'),
        meta: { sortKey: 'productName' },
      }),
    ]
    return admin
  }, [t, list])
}

export function useOrderColumns(): GridColumn<OrderRow>[] {
  const t = useT()
  return useMemo(() => {
    const col = gridColumns<OrderRow>()
    const columns: GridColumn<OrderRow>[] = [
      col.accessor('orderDate', {
        header: t('statistics.col.orderDate'),
        meta: { sortKey: 'orderDate', required: true },
        cell: ({ getValue }) => formatDisplayDate(getValue()),
      }),
      col.accessor('employeeId', {
        header: t('statistics.col.employeeId'),
        meta: { sortKey: 'employeeId' },
      }),
      col.accessor('licenseQuantity', {
        header: t('statistics.col.licenseQuantity'),
        meta: { ...end, sortKey: 'licenseQuantity' },
      }),
    ]
    return columns
  }, [t])
}

export function usePurchaseColumns(): GridColumn<PurchaseHistoryRow>[] {
  const t = useT()
  const locale = useLocale()
  return useMemo(() => {
    const col = gridColumns<PurchaseHistoryRow>()
    const payMethods = ['card', 'trans', 'vbank', 'payco'] as const
    const columns: GridColumn<PurchaseHistoryRow>[] = [
      col.accessor('orderDate', {
        header: t('statistics.col.purchaseDate'),
        meta: { sortKey: 'orderDate', required: true },
        cell: ({ getValue }) => formatDisplayDate(getValue()),
      }),
      col.display({
        id: 'buyer',
        header: t('statistics.col.buyer'),
        meta: { sortKey: 'buyer' },
        cell: ({ row }) =>
          t('statistics.nameWithId', {
            name: row.original.employeeName,
            id: row.original.employeeId,
          }),
      }),
      col.accessor('status', {
        header: t('statistics.col.status'),
        meta: { cellTestId: 'purchase-status', sortKey: 'status' },
        cell: ({ getValue }) => t(`statistics.status.${purchaseStatusOf(getValue())}`),
      }),
      col.accessor('paidAmount', {
        header: t('statistics.col.paidAmount'),
        meta: { ...end, sortKey: 'paidAmount' },
        cell: ({ getValue }) => t('statistics.won', { amount: formatNumber(getValue(), locale) }),
      }),
      col.accessor('licenseQuantity', {
        header: t('statistics.col.licenseQuantity'),
        meta: { ...end, sortKey: 'licenseQuantity' },
      }),
      col.accessor('payMethod', {
        header: t('statistics.col.payMethod'),
        meta: { sortKey: 'payMethod' },
        cell: ({ getValue }) => {
          const method = getValue()
          return isOneOf(payMethods, method) ? t(`statistics.payMethod.${method}`) : method
        },
      }),
      col.accessor('vbankDepositDate', {
        header: t('statistics.col.vbankDepositDate'),
        meta: { cellTestId: 'purchase-deposit', sortKey: 'vbankDepositDate' },
        cell: ({ getValue }) => {
          const at = getValue()
          return at ? formatDisplayDateTime(at) : '-'
        },
      }),
    ]
    return columns
  }, [t, locale])
}

export function useGiftHistoryColumns(): GridColumn<GiftHistoryRow>[] {
  const t = useT()
  return useMemo(() => {
    const col = gridColumns<GiftHistoryRow>()
    const columns: GridColumn<GiftHistoryRow>[] = [
      col.accessor('giftDate', {
        header: t('statistics.col.giftDate'),
        meta: { sortKey: 'giftDate', required: true },
        cell: ({ getValue }) => formatDisplayDate(getValue()),
      }),
      col.display({
        id: 'giver',
        header: t('statistics.col.giver'),
        meta: { sortKey: 'giver' },
        cell: ({ row }) =>
          t('statistics.nameWithId', { name: row.original.giverName, id: row.original.giver }),
      }),
      col.display({
        id: 'receiver',
        header: t('statistics.col.receiver'),
        meta: { sortKey: 'receiver' },
        cell: ({ row }) =>
          t('statistics.nameWithId', {
            name: row.original.receiverName,
            id: row.original.receiver,
          }),
      }),
      col.accessor('giftQuantity', {
        header: t('statistics.col.quantity'),
        meta: { ...end, sortKey: 'giftQuantity' },
      }),
    ]
    return columns
  }, [t])
}

/**
 * The overview grid's columns: the date, then every field grouped under its headers (S2 §2.4
 * item 4; S2 §6 hides chart series from some users, not columns); each field's footer is its sum
 * (the pinned sum row).
 */
export function useOverviewColumns(rows: readonly OverviewRow[]): GridColumn<OverviewRow>[] {
  const t = useT()
  const locale = useLocale()
  return useMemo(() => {
    const col = gridColumns<OverviewRow>()
    const sums = overviewSums(rows)
    const field = (f: OverviewField) =>
      col.accessor(f, {
        header: t(`statistics.field.${f}`),
        meta: { align: 'end', headerTestId: `overview-col-${f}`, sortKey: f },
        cell: ({ getValue }) => formatNumber(getValue(), locale),
        footer: () => formatNumber(sums[f], locale),
      })
    const fields = (list: readonly OverviewField[]) => list.map(field)
    const columns: GridColumn<OverviewRow>[] = [
      col.accessor('statisticsDate', {
        header: t('statistics.col.date'),
        meta: { sortKey: 'statisticsDate', required: true },
        cell: ({ getValue }) => formatDisplayDate(getValue()),
        footer: () => t('statistics.sum'),
      }),
    ]
    for (const group of OVERVIEW_GROUPS) {
      const children: GridColumn<OverviewRow>[] =
        'groups' in group
          ? group.groups.map((g) =>
              col.group({
                id: g.id,
                header: t(`statistics.group.${g.id}`),
                columns: col.columns(fields(g.fields)),
              }),
            )
          : fields(group.fields)
      columns.push(
        col.group({
          id: group.id,
          header: t(`statistics.group.${group.id}`),
          columns: col.columns(children),
        }),
      )
    }
    return columns
  }, [t, locale, rows])
}

export { OVERVIEW_FIELDS }
