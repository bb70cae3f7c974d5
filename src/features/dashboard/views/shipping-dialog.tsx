import { useRef } from 'react'
import { Alert, Button, Field, Flex, Input, Stack } from '@chakra-ui/react'
import { FormDialog } from '../../../shared/views/components/form-dialog'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { shippingInfoMachine } from '../machines/shipping-info-machine'
import { displayName, type DashboardFeatures } from '../domain/checkup'
import { useT } from '../../../shared/views/i18n'

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
          <Field.Root invalid={!!errors.postalCode} readOnly flex="1">
            <Field.Label>{t('shipping.zonecode')}</Field.Label>
            <Input name="postalCode" value={fields.postalCode} readOnly bg="gray.50" />
            {errors.postalCode ? <Field.ErrorText>{t(errors.postalCode)}</Field.ErrorText> : null}
          </Field.Root>
          <Button
            type="button"
            variant="outline"
            loading={searching}
            onClick={() => actor.send({ type: 'SEARCH' })}
          >
            {t('shipping.search')}
          </Button>
        </Flex>
        <Field.Root invalid={!!errors.address} readOnly>
          <Field.Label>{t('shipping.roadAddress')}</Field.Label>
          <Input name="address" value={fields.address} readOnly bg="gray.50" />
          {errors.address ? <Field.ErrorText>{t(errors.address)}</Field.ErrorText> : null}
        </Field.Root>
        <Field.Root invalid={!!errors.detailAddress}>
          <Field.Label>{t('shipping.detail')}</Field.Label>
          <Input
            ref={detailRef}
            name="detailAddress"
            value={fields.detailAddress}
            onChange={(e) =>
              actor.send({
                type: 'FIELD.CHANGE',
                field: 'detailAddress',
                value: e.target.value,
              })
            }
          />
          {errors.detailAddress ? (
            <Field.ErrorText>{t(errors.detailAddress)}</Field.ErrorText>
          ) : null}
        </Field.Root>
        <Field.Root invalid={!!errors.telephone}>
          <Field.Label>{t('shipping.telephone')}</Field.Label>
          <Input
            name="telephone"
            inputMode="tel"
            value={fields.telephone}
            onChange={(e) =>
              actor.send({
                type: 'FIELD.CHANGE',
                field: 'telephone',
                value: e.target.value,
              })
            }
          />
          {errors.telephone ? <Field.ErrorText>{t(errors.telephone)}</Field.ErrorText> : null}
        </Field.Root>
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
