import { useRef, type ChangeEvent } from 'react'
import { Alert, Button, Flex, Input, Stack } from '@chakra-ui/react'
import { FieldFrame } from '../../../shared/views/components/field-frame'
import { FormDialog } from '../../../shared/views/components/form-dialog'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { ShippingInfoEvent, shippingInfoMachine } from '../machines/shipping-info-machine'
import { displayName, type DashboardFeatures } from '../domain/checkup'
import { useT } from '../../../shared/views/i18n'

type EditableField = Extract<ShippingInfoEvent, { type: 'FIELD.CHANGE' }>['field']

/** The shipping-info dialog (S1 §2): renders the shipping machine and sends it events. */
export function ShippingDialog({
  actor,
  features,
}: {
  actor: ActorRefFrom<typeof shippingInfoMachine>
  features: DashboardFeatures
}) {
  const t = useT()
  const state = useSelector(actor, (s) => s)
  const { fields, errors, error, item } = state.context
  const detailRef = useRef<HTMLInputElement>(null)
  const saving = state.matches('saving')
  const searching = state.matches('searching')
  const change = (field: EditableField) => (e: ChangeEvent<HTMLInputElement>) =>
    actor.send({ type: 'FIELD.CHANGE', field, value: e.target.value })
  return (
    <FormDialog
      testId="shipping-dialog"
      title={
        <>
          {t('shipping.title')} · {displayName(item.userName, features)}
        </>
      }
      submitLabel={t('shipping.submit')}
      busy={saving}
      onSubmit={() => actor.send({ type: 'SUBMIT' })}
      onCancel={() => actor.send({ type: 'CLOSE' })}
      initialFocus={() => detailRef.current}
    >
      <Stack gap={3}>
        <Flex gap={2} align="flex-end">
          <FieldFrame label={t('shipping.zonecode')} error={errors.postalCode} readOnly flex="1">
            <Input name="postalCode" value={fields.postalCode} readOnly bg="gray.50" />
          </FieldFrame>
          <Button
            type="button"
            variant="outline"
            loading={searching}
            onClick={() => actor.send({ type: 'SEARCH' })}
          >
            {t('shipping.search')}
          </Button>
        </Flex>
        <FieldFrame label={t('shipping.roadAddress')} error={errors.address} readOnly>
          <Input name="address" value={fields.address} readOnly bg="gray.50" />
        </FieldFrame>
        <FieldFrame label={t('shipping.detail')} error={errors.detailAddress}>
          <Input
            ref={detailRef}
            name="detailAddress"
            value={fields.detailAddress}
            onChange={change('detailAddress')}
          />
        </FieldFrame>
        <FieldFrame label={t('shipping.telephone')} error={errors.telephone}>
          <Input
            name="telephone"
            inputMode="tel"
            value={fields.telephone}
            onChange={change('telephone')}
          />
        </FieldFrame>
        {error ? (
          <Alert.Root status="error" data-testid="shipping-error">
            <Alert.Indicator />
            <Alert.Title>{t(error)}</Alert.Title>
          </Alert.Root>
        ) : null}
      </Stack>
    </FormDialog>
  )
}
