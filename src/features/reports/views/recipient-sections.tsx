import { memo } from 'react'
import { Box, Button, Flex, Grid, Input, Field, Text } from '@chakra-ui/react'
import type { DeliveryType } from '../../../shared/domain/codes'
import { FormField } from '../../../shared/views/components/form-field'
import { useT } from '../../../shared/views/i18n'
import { ACCENT_PALETTE } from '../../../shared/views/accent'
import type { CustomerType } from '../domain/codes'
import { ChoiceGroup, FormSection } from './fields'
import { useFormState, type FormActor } from './form-state'

/**
 * The section above the checkup values: whom the report is for. The customer variant chooses a
 * member (found by id) or a non-member and the delivery; the admin variant shows the FC and the
 * target read-only (S2 §2.3).
 */

export const FcSection = memo(function FcSection({ actor }: { actor: FormActor }) {
  const t = useT()
  const target = useFormState(actor, (s) => s.context.target)
  if (!target) return null
  return (
    <FormSection id="fc" title={t('report.fcInfo')} invalid={false}>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={4}>
        <ReadOnly label={t('report.fcCode')} value={target.fcCode} />
        <ReadOnly label={t('report.employeeName')} value={target.employeeName} />
        <ReadOnly label={t('report.siteName')} value={target.siteName} />
        <ReadOnly label={t('report.couponCode')} value={target.couponCode} />
      </Grid>
    </FormSection>
  )
})

export const CustomerSection = memo(function CustomerSection({ actor }: { actor: FormActor }) {
  const t = useT()
  const { customerType, invalid } = useFormState(actor, (s) => ({
    customerType: s.context.customerType,
    invalid: !!s.context.memberError || !!s.context.deliveryError,
  }))
  return (
    <FormSection id="customer" title={t('report.customer')} invalid={invalid}>
      <ChoiceGroup<CustomerType>
        label={t('report.customerType')}
        options={(['member', 'nonMember'] as const).map((c) => ({
          value: c,
          label: t(`report.customerType.${c}`),
        }))}
        selected={[customerType]}
        onSelect={(customerType) => actor.send({ type: 'CUSTOMER_TYPE.CHANGE', customerType })}
      />
      {customerType === 'member' ? <MemberSearch actor={actor} /> : null}
      <DeliveryEntry actor={actor} />
    </FormSection>
  )
})

const MemberSearch = memo(function MemberSearch({ actor }: { actor: FormActor }) {
  const t = useT()
  const { memberId, member, memberError, searching } = useFormState(actor, (s) => ({
    memberId: s.context.memberId,
    member: s.context.member,
    memberError: s.context.memberError,
    searching: s.matches({ editing: 'searching' }),
  }))
  return (
    <Flex gap={2} align="flex-end" wrap="wrap">
      <Box flex="1" minW="200px">
        <FormField
          label={t('report.memberId')}
          value={memberId}
          onValueChange={(value) => actor.send({ type: 'MEMBER_ID.CHANGE', value })}
          error={memberError}
        />
      </Box>
      <Button
        type="button"
        variant="outline"
        colorPalette={ACCENT_PALETTE}
        loading={searching}
        onClick={() => actor.send({ type: 'MEMBER.SEARCH' })}
        mb={memberError ? 7 : 0}
      >
        {t('report.memberSearch')}
      </Button>
      {member ? (
        <Text w="full" data-testid="member-found" color="accent.fg" fontWeight="medium">
          {t('report.memberFound', { name: member.name, userId: member.userId })}
        </Text>
      ) : null}
    </Flex>
  )
})

const DeliveryEntry = memo(function DeliveryEntry({ actor }: { actor: FormActor }) {
  const t = useT()
  const { options, delivery, error } = useFormState(actor, (s) => ({
    options: s.context.deliveryOptions,
    delivery: s.context.delivery,
    error: s.context.deliveryError,
  }))
  return (
    <ChoiceGroup<DeliveryType>
      label={t('report.delivery')}
      options={options.map((d) => ({ value: d, label: t(`delivery.${d}`) }))}
      selected={delivery ? [delivery] : []}
      onSelect={(delivery) => actor.send({ type: 'DELIVERY.CHANGE', delivery })}
      error={error}
    />
  )
})

function ReadOnly({ label, value }: { label: string; value: string }) {
  return (
    <Field.Root readOnly>
      <Field.Label>{label}</Field.Label>
      <Input value={value} readOnly bg="gray.100" />
    </Field.Root>
  )
}
