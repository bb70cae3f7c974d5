import type { Db } from '../../db'
import type { MockConfig } from '../../config'
import type { ProductRecord } from './records'
import { todayOf } from '../../rules'
import { FIXED_PRODUCTS, LINE_BREAK_MARKER } from '../../../src/features/purchase/domain/codes'

/** A small picture as a data URL (the portal's CSP allows `data:` images): a tile with a word. */
const tile = (label: string, colour: string, width = 640, height = 400) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${colour}"/><text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="${Math.round(height / 8)}" text-anchor="middle" dominant-baseline="middle">${label}</text></svg>`,
  )}`

const REFUND = [
  '구매일로부터 7일 이내에는 남은 수량 전액을 환불해 드립니다.',
  '7일이 지나면 10%의 수수료를 공제하고 남은 수량과 기간에 비례해 환불해 드립니다.',
].join(LINE_BREAK_MARKER)

const base: Pick<
  ProductRecord,
  'thumbnailImageList' | 'detailImageList' | 'comment' | 'refund' | 'bonus' | 'purchaseableQuantity'
> = {
  thumbnailImageList: [],
  detailImageList: [],
  comment: '',
  refund: REFUND,
  bonus: null,
  purchaseableQuantity: 0,
}

/** The products (S1 §3): three on sale and the older payment page's three fixed products. */
export const SEED_PRODUCTS: ProductRecord[] = [
  {
    ...base,
    productId: 1,
    name: '프리미엄 리포트 사용권',
    price: 3000,
    salePrice: 2500,
    productOrderType: 'U',
    listed: true,
    thumbnailImageList: [tile('프리미엄', '#1d6fd8')],
    detailImageList: [
      tile('프리미엄 리포트', '#1d6fd8', 960, 540),
      tile('10대 질환 예측', '#2b8a3e', 960, 540),
    ],
    description: [
      '검진 결과로 10대 질환의 위험도를 예측하는 프리미엄 리포트 사용권입니다.',
      '구매한 사용권은 고객에게 제공하거나 직원에게 선물할 수 있습니다.',
      '유효기간은 구매일로부터 1년입니다.',
    ].join(LINE_BREAK_MARKER),
    comment: '가장 많이 찾는 상품입니다.',
  },
  {
    ...base,
    productId: 2,
    name: '오픈 기념 프로모션 사용권',
    price: 3000,
    salePrice: 2000,
    productOrderType: 'P',
    purchaseableQuantity: 200,
    listed: true,
    thumbnailImageList: [tile('프로모션', '#e8590c')],
    detailImageList: [tile('오픈 기념 프로모션', '#e8590c', 960, 540)],
    description: [
      '준비된 수량이 소진되면 판매가 끝나는 프로모션 상품입니다.',
      '유효기간은 구매일로부터 1년입니다.',
    ].join(LINE_BREAK_MARKER),
    comment: '한정 수량',
  },
  {
    ...base,
    productId: 3,
    name: '한정 특가 사용권',
    price: 3000,
    salePrice: 1500,
    productOrderType: 'P',
    purchaseableQuantity: 0,
    listed: true,
    thumbnailImageList: [tile('특가', '#868e96')],
    detailImageList: [tile('한정 특가', '#868e96', 960, 540)],
    description: '준비된 수량이 모두 판매되었습니다.',
    comment: '품절',
  },
  ...FIXED_PRODUCTS.map((p, i): ProductRecord => ({
    ...base,
    productId: p.productId,
    name: ['프리미엄 건강톡 사용권 1+1', '검진 프리미엄 사용권 2+1', '테스트 상품'][i]!,
    price: p.price,
    salePrice: 0,
    productOrderType: 'U',
    bonus: p.bonus,
    listed: false,
    description: '',
  })),
]

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * Products, and fc0001's earlier orders for the purchase history (S2 §2.4): one paid by card and
 * one cancelled, a few days before the seeded day.
 */
export async function seedPurchase(db: Db, config: MockConfig): Promise<void> {
  for (const product of SEED_PRODUCTS) await db.products.create(product)
  const today = todayOf(config)
  const daysBefore = (n: number) =>
    new Date(today.getFullYear(), today.getMonth(), today.getDate() - n, 10, 30)
  const uid = (d: Date, n: number) =>
    `m${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}-${String(n).padStart(6, '0')}`
  const paid = daysBefore(5)
  await db.orders.create({
    merchantUid: uid(paid, 1),
    userId: 'fc0001',
    productId: 1,
    name: '프리미엄 리포트 사용권',
    quantity: 20,
    grantQuantity: 20,
    amount: 50_000,
    payMethod: 'card',
    status: 'P',
    impUid: 'imp_seed_000001',
    createdAt: paid.toISOString(),
    depositedAt: null,
    granted: true,
  })
  const cancelled = daysBefore(3)
  await db.orders.create({
    merchantUid: uid(cancelled, 2),
    userId: 'fc0001',
    productId: 1,
    name: '프리미엄 리포트 사용권',
    quantity: 10,
    grantQuantity: 10,
    amount: 25_000,
    payMethod: 'trans',
    status: 'C',
    impUid: null,
    createdAt: cancelled.toISOString(),
    depositedAt: null,
    granted: false,
  })
}
