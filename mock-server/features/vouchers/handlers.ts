import { cleanLine } from '../../../src/shared/domain/text'
import * as voucher from '../../../src/features/vouchers/services/contract'
import { toApiDate } from '../../../src/shared/domain/dates'
import { SITE } from '../../../src/shared/domain/codes'
import { canGive } from '../../../src/features/vouchers/domain/access'
import { ko as voucherMessages } from '../../../src/features/vouchers/domain/messages'
import { errorResponse, handleAuthed, ok, type MockContext } from '../../http'
import type { CustomerRecord, StaffRecord } from '../../schemas'
import { excelDateTime, type XlsxCell, type XlsxColumn } from '../../files/xlsx'
import { filesOf } from '../../files/file-jobs'
import { fileResponse } from '../../files/file-response'
import { excelCaps, tooManyRows, type ExcelCaps } from '../../excel-caps'
import {
  afterSweep,
  createdVoucherState,
  expiryOf,
  hasVoucherRole,
  isActiveVoucher,
  nextId,
  NO_ROLE,
  newVoucherCodes,
  nowOf,
  rightExpiry,
  spend,
  spendRefusal,
  type CreatedVoucherState,
  type Refusal,
} from '../../voucher-rules'

const refuse = (r: Refusal) => errorResponse(r.status, r.message)

/**
 * The history sheet's columns: when (the server's time), what, how many, the created voucher's
 * code, to whom, for how long, its state, when it expires and when it was used or taken back.
 */
const HISTORY_COLUMNS: XlsxColumn[] = [
  { header: '일시', kind: 'datetime' },
  { header: '구분' },
  { header: '수량', kind: 'number' },
  { header: '바우처 코드' },
  { header: '고객 아이디' },
  { header: '유효 시간' },
  { header: '상태' },
  { header: '만료 일시', kind: 'datetime' },
  { header: '사용·회수 일시', kind: 'datetime' },
]
const dateTime = (iso: string) => excelDateTime(new Date(iso))
const maybeDateTime = (iso: string | null) => (iso === null ? null : dateTime(iso))

/** A created voucher's state as the history file says it. */
export const CREATED_STATE_LABEL: Record<CreatedVoucherState, string> = {
  unused: '미사용',
  used: '사용',
  expired: '만료',
  reclaimed: '회수',
}

/**
 * The voucher calls; `caps` lowers the history file's row cap (tests), the contract's otherwise.
 */
export const voucherHandlers = (ctx: MockContext, caps: Partial<ExcelCaps> = {}) => {
  const maxRows = excelCaps(caps).voucherHistoryExcel
  /** the caller as the db holds it now (the sweep may have changed the count since the lookup) */
  const current = (caller: StaffRecord) =>
    ctx.db.staff.findFirst((q) => q.where({ userId: caller.userId })) ?? caller

  /**
   * The customer a voucher may go to, or the refusal (S1 §5, §8): 403 without a voucher role,
   * 404 for an unknown app id, 402 when the customer already holds a voucher (FIXTURES.md
   * situation 'holder', or an active voucher given here).
   */
  function receiver(caller: StaffRecord, userId: string): CustomerRecord | Response {
    if (!hasVoucherRole(caller)) return refuse(NO_ROLE)
    // the give menu's own rule: not role P, not site 48 (decision 043)
    if (!canGive(caller)) return errorResponse(403, '권한이 없습니다.')
    const customer = ctx.db.customers.findFirst((q) => q.where({ userId: userId.trim() }))
    if (!customer) return errorResponse(404, '앱 아이디를 찾을 수 없습니다.')
    const now = nowOf(ctx)
    const holds =
      customer.situation === 'holder' ||
      ctx.db.vouchers
        .all()
        .some((v) => v.customerUserId === customer.userId && isActiveVoucher(v, now))
    if (holds) return errorResponse(402, '이미 사용권을 보유한 회원입니다.')
    return customer
  }

  return [
    handleAuthed(ctx, voucher.checkCustomer, ({ caller, params }) =>
      afterSweep(ctx, async () => {
        // the id as the contract reads a typed line (issue 48): a pasted zero-width character or
        // full-width digits are the same id
        const customer = receiver(caller, cleanLine(params.userId ?? '').trim())
        if (customer instanceof Response) return customer
        // site 48, whose names are masked (S1 §6), never gets here: canGive refuses it (decision 043)
        return ok({
          data: { userNo: customer.userNo, name: customer.name, userId: customer.userId },
        })
      }),
    ),

    handleAuthed(
      ctx,
      voucher.setVoucher,
      ({ caller, body }) =>
        afterSweep(ctx, async () => {
          const customer = receiver(caller, body.userId)
          if (customer instanceof Response) return customer
          const me = current(caller)
          const refusal = spendRefusal(me.usableCount, 1)
          if (refusal) return refuse(refusal)
          const now = nowOf(ctx)
          const expiresAt = expiryOf(now, body.hours).toISOString()
          await ctx.db.vouchers.create({
            id: nextId(ctx.db.vouchers.all()),
            giverId: me.userId,
            customerUserId: customer.userId,
            hours: body.hours,
            createdAt: now.toISOString(),
            expiresAt,
            used: false,
            returned: false,
          })
          const updated = await ctx.db.staff.update((q) => q.where({ userId: me.userId }), {
            data(s) {
              s.usableCount = spend(s.usableCount, 1)
            },
          })
          return ok({ data: { usableCount: updated?.usableCount ?? me.usableCount, expiresAt } })
        }),
      { mutates: true },
    ),

    handleAuthed(
      ctx,
      voucher.createVoucher,
      ({ caller, body, request }) =>
        afterSweep(ctx, async () => {
          if (!hasVoucherRole(caller)) return refuse(NO_ROLE)
          const me = current(caller)
          const refusal = spendRefusal(me.usableCount, body.count)
          if (refusal) return refuse(refusal)
          const now = nowOf(ctx)
          const qr = me.siteId === SITE.PARTNER
          const qrCode = qr ? crypto.randomUUID().replace(/-/g, '') : null
          const batchId = nextId(ctx.db.voucherBatches.all())
          await ctx.db.voucherBatches.create({
            id: batchId,
            userId: me.userId,
            count: body.count,
            createdAt: now.toISOString(),
            qrCode,
          })
          // each voucher of the batch has a code of its own, kept with its state (issue 28)
          const codes = newVoucherCodes(
            body.count,
            new Set(ctx.db.createdVouchers.all().map((v) => v.code)),
          )
          const expiresAt = rightExpiry(now).toISOString()
          for (const code of codes)
            await ctx.db.createdVouchers.create({
              code,
              batchId,
              ownerId: me.userId,
              createdAt: now.toISOString(),
              expiresAt,
              usedAt: null,
              usedBy: null,
              reclaimedAt: null,
            })
          const updated = await ctx.db.staff.update((q) => q.where({ userId: me.userId }), {
            data(s) {
              s.usableCount = spend(s.usableCount, body.count)
            },
          })
          // S1 §4 voucher QR: the link reaches the client as the newest unread notification;
          // elsewhere the notification's text is the codes, one a line, copied when clicked
          await ctx.db.notifications.create({
            id: nextId(ctx.db.notifications.all()),
            userId: me.userId,
            content: qr
              ? `바우처 QR이 생성되었습니다. (${body.count}개)`
              : `바우처 ${body.count}개가 생성되었습니다.`,
            additional: qrCode
              ? `${ctx.publicOrigin ?? new URL(request.url).origin}/voucher/qr/${qrCode}`
              : codes.join('\n'),
            urlLink: null,
            regDate: now.toISOString(),
            read: 0,
          })
          return ok({
            data: { created: body.count, usableCount: updated?.usableCount ?? me.usableCount },
          })
        }),
      { mutates: true },
    ),

    handleAuthed(ctx, voucher.voucherHistoryExcel, ({ caller }) =>
      afterSweep(ctx, async () => {
        if (!hasVoucherRole(caller)) return refuse(NO_ROLE)
        const now = nowOf(ctx)
        const batches = ctx.db.voucherBatches.all().filter((b) => b.userId === caller.userId)
        const created = ctx.db.createdVouchers.all().filter((v) => v.ownerId === caller.userId)
        const coded = new Set(created.map((v) => v.batchId))
        // a batch made before vouchers had codes (an older data file): one row, its count
        const uncoded = batches.filter((b) => !coded.has(b.id))
        const given = ctx.db.vouchers.all().filter((v) => v.giverId === caller.userId)
        // counted before a row is made (decision 042)
        const refused = tooManyRows(
          uncoded.length + created.length + given.length,
          maxRows,
          voucherMessages['voucher.excelTooMany'],
        )
        if (refused) return refused
        const events: { at: string; row: XlsxCell[] }[] = [
          ...uncoded.map((b) => ({
            at: b.createdAt,
            row: [
              dateTime(b.createdAt),
              '바우처 생성',
              b.count,
              null,
              null,
              null,
              null,
              null,
              null,
            ],
          })),
          ...created.map((v) => {
            const state = createdVoucherState(v, now)
            return {
              at: v.createdAt,
              row: [
                dateTime(v.createdAt),
                '바우처 생성',
                1,
                v.code,
                v.usedBy,
                null,
                CREATED_STATE_LABEL[state],
                dateTime(v.expiresAt),
                maybeDateTime(v.usedAt ?? v.reclaimedAt),
              ],
            }
          }),
          ...given.map((v) => ({
            at: v.createdAt,
            row: [
              dateTime(v.createdAt),
              '사용권 제공',
              1,
              null,
              v.customerUserId,
              `${v.hours}시간`,
              v.used ? '사용' : v.returned ? '회수' : '제공 중',
              dateTime(v.expiresAt),
              null,
            ],
          })),
        ].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
        const xlsx = await filesOf(ctx).xlsx(
          [{ name: '바우처 생성 내역', columns: HISTORY_COLUMNS, rows: events.map((e) => e.row) }],
          { createdAt: now },
        )
        const fileName = `바우처_생성_내역_${toApiDate(now)}.xlsx`
        return fileResponse(xlsx, 'xlsx', fileName)
      }),
    ),
  ]
}
