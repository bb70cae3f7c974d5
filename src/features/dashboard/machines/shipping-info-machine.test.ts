import { describe, it, expect, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { shippingInfoMachine } from './shipping-info-machine'
import { ApiError } from '../../../shared/services/api-error'
import type { CheckupItem } from '../domain/checkup'
import type { Message } from '../../../shared/domain/messages'
import type { PickedAddress, ShippingFields } from '../domain/shipping'

const item: CheckupItem = {
  checkupNo: 4242,
  created: '20261101',
  userName: '홍길동',
  userId: 'app-4242',
  gender: 1,
  birthday: '19800101',
  reportType: 'F',
  role: 'RP',
  branchName: '강남지점',
  branchCode: 'B001',
  employeeName: '김설계',
  employeeId: 'fc0001',
  address: '서울특별시 서초구 반포대로 58',
  detailAddress: '3층 301호',
  postalCode: '06591',
  telephone: '010-1234-5678',
  pdfPrint: 'Y',
  print: 'N',
}

const PICKED: PickedAddress = { postalCode: '06236', address: '서울특별시 강남구 테헤란로 152' }

const apiError = (status: number) =>
  new ApiError({ status, message: `HTTP ${status}`, kind: 'http', operation: 'addressChange' })

interface Fakes {
  searchAddress?: () => Promise<PickedAddress | null>
  changeAddress?: (input: { checkupNo: number; fields: ShippingFields }) => Promise<void>
}

function start(fakes: Fakes = {}, forItem: CheckupItem = item) {
  const searchAddress = vi.fn(fakes.searchAddress ?? (async () => PICKED))
  const changeAddress = vi.fn(fakes.changeAddress ?? (async () => {}))
  const notify = vi.fn<(message: Message) => void>()
  const machine = shippingInfoMachine.provide({
    actors: {
      searchAddress: fromPromise(() => searchAddress()),
      changeAddress: fromPromise<void, { checkupNo: number; fields: ShippingFields }>(({ input }) =>
        changeAddress(input),
      ),
    },
    actions: { notify: (_, params) => notify(params.message) },
  })
  const actor = createActor(machine, { input: { item: forItem } }).start()
  return { actor, searchAddress, changeAddress, notify }
}

const ITEM_FIELDS: ShippingFields = {
  postalCode: '06591',
  address: '서울특별시 서초구 반포대로 58',
  detailAddress: '3층 301호',
  telephone: '010-1234-5678',
}

describe('shippingInfoMachine', () => {
  it('starts editing with the fields of the item and no errors', () => {
    const { actor } = start()
    const snap = actor.getSnapshot()
    expect(snap.value).toBe('editing')
    expect(snap.context.fields).toEqual(ITEM_FIELDS)
    expect(snap.context.errors).toEqual({})
    expect(snap.context.error).toBeNull()
  })

  it('a detail over 200 characters is refused with its own message, kept as typed, and nothing is sent', () => {
    const { actor, changeAddress } = start()
    const long = '가'.repeat(201)
    actor.send({ type: 'FIELD.CHANGE', field: 'detailAddress', value: long })
    actor.send({ type: 'SUBMIT' })
    const snap = actor.getSnapshot()
    expect(snap.value).toBe('editing')
    expect(snap.context.errors).toEqual({
      detailAddress: { key: 'shipping.detailTooLong', params: { max: 200 } },
    })
    expect(snap.context.fields.detailAddress).toBe(long)
    expect(changeAddress).not.toHaveBeenCalled()
  })

  it('a detail of 200 characters after trimming is saved', async () => {
    const { actor, changeAddress } = start()
    actor.send({ type: 'FIELD.CHANGE', field: 'detailAddress', value: ` ${'가'.repeat(200)} ` })
    actor.send({ type: 'SUBMIT' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(changeAddress).toHaveBeenCalledExactlyOnceWith({
      checkupNo: item.checkupNo,
      fields: { ...ITEM_FIELDS, detailAddress: '가'.repeat(200) },
    })
  })

  it('a stored road address over 200 characters is refused too', () => {
    const { actor, changeAddress } = start({}, { ...item, address: '나'.repeat(201) })
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().context.errors.address?.key).toBe('shipping.addressTooLong')
    expect(changeAddress).not.toHaveBeenCalled()
  })

  it('SUBMIT with an empty detail gives shipping.required and does not call changeAddress', () => {
    const { actor, changeAddress, notify } = start()
    actor.send({ type: 'FIELD.CHANGE', field: 'detailAddress', value: '   ' })
    actor.send({ type: 'SUBMIT' })
    const snap = actor.getSnapshot()
    expect(snap.value).toBe('editing')
    expect(snap.context.errors.detailAddress?.key).toBe('shipping.required')
    expect(snap.context.errors.telephone).toBeUndefined()
    expect(changeAddress).not.toHaveBeenCalled()
    expect(notify).not.toHaveBeenCalled()
  })

  it('SEARCH fills postal code and road address from the picked address and clears the detail', async () => {
    const { actor, searchAddress } = start()
    actor.send({ type: 'SEARCH' })
    const snap = await waitFor(actor, (s) => s.matches('editing'))
    expect(searchAddress).toHaveBeenCalledTimes(1)
    expect(snap.context.fields).toEqual({
      postalCode: '06236',
      address: '서울특별시 강남구 테헤란로 152',
      detailAddress: '',
      telephone: '010-1234-5678',
    })
  })

  it('SEARCH clears earlier errors of postal code and address', async () => {
    const { actor } = start({}, { ...item, postalCode: '', address: '' })
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().context.errors.postalCode?.key).toBe('shipping.required')
    actor.send({ type: 'SEARCH' })
    const snap = await waitFor(actor, (s) => s.matches('editing'))
    expect(snap.context.errors.postalCode).toBeUndefined()
    expect(snap.context.errors.address).toBeUndefined()
    expect(snap.context.fields.postalCode).toBe('06236')
  })

  it('a search resolving null (popup closed) changes nothing', async () => {
    const { actor, searchAddress } = start({ searchAddress: async () => null })
    actor.send({ type: 'SEARCH' })
    expect(actor.getSnapshot().value).toBe('searching')
    const snap = await waitFor(actor, (s) => s.matches('editing'))
    expect(searchAddress).toHaveBeenCalledTimes(1)
    expect(snap.context.fields).toEqual(ITEM_FIELDS)
  })

  it('a valid SUBMIT saves trimmed fields, notifies shipping.success with the name, output saved', async () => {
    const { actor, changeAddress, notify } = start()
    actor.send({ type: 'FIELD.CHANGE', field: 'detailAddress', value: '  5층 502호 ' })
    actor.send({ type: 'FIELD.CHANGE', field: 'telephone', value: ' 010-9876-5432  ' })
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().value).toBe('saving')
    const snap = await waitFor(actor, (s) => s.status === 'done')
    expect(changeAddress).toHaveBeenCalledTimes(1)
    expect(changeAddress).toHaveBeenCalledWith({
      checkupNo: 4242,
      fields: {
        postalCode: '06591',
        address: '서울특별시 서초구 반포대로 58',
        detailAddress: '5층 502호',
        telephone: '010-9876-5432',
      },
    })
    expect(notify).toHaveBeenCalledTimes(1)
    expect(notify).toHaveBeenCalledWith({ key: 'shipping.success', params: { name: '홍길동' } })
    expect(snap.value).toBe('saved')
    expect(snap.output).toEqual({ saved: true })
  })

  it('a 403 gives shipping.noPermission and goes back to editing with the fields kept', async () => {
    const { actor, changeAddress, notify } = start({
      changeAddress: async () => {
        throw apiError(403)
      },
    })
    actor.send({ type: 'FIELD.CHANGE', field: 'detailAddress', value: '5층 502호' })
    actor.send({ type: 'SUBMIT' })
    const snap = await waitFor(actor, (s) => s.matches('editing'))
    expect(changeAddress).toHaveBeenCalledTimes(1)
    expect(snap.context.error?.key).toBe('shipping.noPermission')
    expect(snap.context.fields).toEqual({ ...ITEM_FIELDS, detailAddress: '5층 502호' })
    expect(snap.status).toBe('active')
    expect(notify).not.toHaveBeenCalled()
  })

  it('another failure gives shipping.error', async () => {
    const { actor } = start({
      changeAddress: async () => {
        throw apiError(500)
      },
    })
    actor.send({ type: 'SUBMIT' })
    const snap = await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null)
    expect(snap.context.error?.key).toBe('shipping.error')
  })

  it('CLOSE ends with output saved false and calls nothing', () => {
    const { actor, changeAddress, notify } = start()
    actor.send({ type: 'CLOSE' })
    const snap = actor.getSnapshot()
    expect(snap.status).toBe('done')
    expect(snap.value).toBe('cancelled')
    expect(snap.output).toEqual({ saved: false })
    expect(changeAddress).not.toHaveBeenCalled()
    expect(notify).not.toHaveBeenCalled()
  })
})
