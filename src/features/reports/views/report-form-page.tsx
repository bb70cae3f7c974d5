import { useCallback, useMemo } from 'react'
import { Box, Button, Flex, Grid, Input, Field, Spinner, Stack, Text } from '@chakra-ui/react'
import { useMachine } from '@xstate/react'
import { useSearch } from 'wouter'
import type { DeliveryType } from '../../../shared/domain/codes'
import type { MessageKey } from '../../../shared/domain/messages'
import { ROUTES } from '../../../shared/domain/routes'
import { useAccent, useApp, useSession } from '../../../shared/views/app-context'
import { ConfirmDialog } from '../../../shared/views/components/confirm-dialog'
import { FormField } from '../../../shared/views/components/form-field'
import { useT } from '../../../shared/views/i18n'
import {
  DAY_CODES,
  DISABILITY_CODES,
  DISEASE_CODES,
  FAMILY_CODES,
  HEIGHT_UNITS,
  PROTEINURIA_CODES,
  SMOKING,
  SMOKING_CODES,
  WAIST_UNITS,
  WEIGHT_UNITS,
  type CustomerType,
} from '../domain/codes'
import { OPTIONAL_BLOOD_FIELDS } from '../domain/ranges'
import {
  asksDrinkingAmount,
  asksSmoking,
  formBmi,
  SECTION_FIELDS,
  type ChoiceField,
  type Measure,
  type TextField,
} from '../domain/report'
import type { ReportFormInput } from '../machines/report-form-machine'
import { useReportViews } from './deps'
import { ChoiceGroup, FormSection, NumberInput, type Option } from './fields'
import { useLeaveGuard } from './use-leave-guard'

const idOf = (value: string | null): number | null =>
  value !== null && /^\d+$/.test(value) ? Number(value) : null

/**
 * /v2/AddReport (variant customer: member or non-member, delivery types of the roles held) and
 * /Admin/AddReport?id=&fcCode=&modify (variant admin: FC information and the target user
 * read-only, role RP, create or modify). S2 §2.3. The page renders the form machine's state.
 */
export default function ReportFormPage({ variant }: { variant: 'customer' | 'admin' }) {
  const t = useT()
  const accent = useAccent()
  const { inspect } = useApp()
  const session = useSession()
  const search = useSearch()
  const { reportForm } = useReportViews()
  const input = useMemo<ReportFormInput>(() => {
    const today = new Date()
    if (variant === 'customer')
      return {
        variant,
        today,
        roleList: session?.roleList ?? [],
        backTo: ROUTES.dashboard.path,
      }
    const query = new URLSearchParams(search)
    return {
      variant,
      today,
      id: idOf(query.get('id')),
      modify: query.get('modify') === 'true',
      backTo: ROUTES.adminDashboard.path,
    }
    // the form starts once per page: a later change of the session's roles does not reset it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const [state, send] = useMachine(reportForm, { input, inspect })
  const { context } = state
  const { form, errors } = context
  const onLeave = useCallback((to: string) => send({ type: 'LEAVE.REQUEST', to }), [send])
  useLeaveGuard(context.dirty && !state.matches('closed'), onLeave)

  if (state.matches('loading') || state.matches('start'))
    return (
      <Flex minH="40vh" align="center" justify="center" data-testid="report-loading">
        <Spinner size="lg" color="accent.solid" aria-label={t('app.loading')} />
      </Flex>
    )

  const admin = variant === 'admin'
  const readOnlyPerson = admin
  const sectionInvalid = (s: keyof typeof SECTION_FIELDS) =>
    SECTION_FIELDS[s].some((f) => errors[f])
  const text = (field: TextField) => form.texts[field]
  const typeInto = (field: TextField) => (value: string) =>
    send({ type: 'TEXT.CHANGE', field, value })
  const numberField = (field: TextField, label: MessageKey, hint?: string) => (
    <NumberInput
      key={field}
      label={t(label)}
      value={text(field)}
      onChange={typeInto(field)}
      error={errors[field as keyof typeof errors]}
      hint={hint}
    />
  )
  const choice = (field: ChoiceField, label: MessageKey, options: Option<number>[]) => (
    <ChoiceGroup
      label={t(label)}
      options={options}
      selected={form.choices[field] === null ? [] : [form.choices[field]!]}
      onSelect={(value) => send({ type: 'CHOICE.CHANGE', field, value })}
      error={errors[field]}
    />
  )
  const days: Option<number>[] = DAY_CODES.map((d) => ({
    value: d,
    label: t('report.days', { n: d }),
  }))
  const unitSwitch = <M extends Measure>(measure: M, units: readonly string[]) => (
    <ChoiceGroup
      label={t('report.unit', { field: t(`report.${measure}`) })}
      options={units.map((u) => ({ value: u, label: t(`report.unit.${u}` as MessageKey) }))}
      selected={[form.units[measure]]}
      onSelect={(unit) => send({ type: 'UNIT.CHANGE', measure, unit })}
      size="xs"
    />
  )
  const bmi = formBmi(form)
  const smoking = form.choices.smkStatType === SMOKING.quit ? 'quit' : 'current'
  const busy = state.matches('submitting')

  return (
    <Box maxW="960px" mx="auto">
      <form
        data-testid="report-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          send({ type: 'SUBMIT' })
        }}
      >
        <Stack gap={4}>
          {admin && context.target ? (
            <FormSection id="fc" title={t('report.fcInfo')} invalid={false}>
              <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={4}>
                <ReadOnly label={t('report.fcCode')} value={context.target.fcCode} />
                <ReadOnly label={t('report.employeeName')} value={context.target.employeeName} />
                <ReadOnly label={t('report.siteName')} value={context.target.siteName} />
                <ReadOnly label={t('report.couponCode')} value={context.target.couponCode} />
              </Grid>
            </FormSection>
          ) : null}

          {!admin ? (
            <FormSection
              id="customer"
              title={t('report.customer')}
              invalid={!!context.memberError || !!context.deliveryError}
            >
              <ChoiceGroup<CustomerType>
                label={t('report.customerType')}
                options={(['member', 'nonMember'] as const).map((c) => ({
                  value: c,
                  label: t(`report.customerType.${c}`),
                }))}
                selected={[context.customerType]}
                onSelect={(customerType) => send({ type: 'CUSTOMER_TYPE.CHANGE', customerType })}
              />
              {context.customerType === 'member' ? (
                <Flex gap={2} align="flex-end" wrap="wrap">
                  <Box flex="1" minW="200px">
                    <FormField
                      label={t('report.memberId')}
                      value={context.memberId}
                      onValueChange={(value) => send({ type: 'MEMBER_ID.CHANGE', value })}
                      error={context.memberError}
                    />
                  </Box>
                  <Button
                    type="button"
                    variant="outline"
                    colorPalette={accent}
                    loading={state.matches({ editing: 'searching' })}
                    onClick={() => send({ type: 'MEMBER.SEARCH' })}
                    mb={context.memberError ? 7 : 0}
                  >
                    {t('report.memberSearch')}
                  </Button>
                  {context.member ? (
                    <Text w="full" data-testid="member-found" color="accent.fg" fontWeight="medium">
                      {t('report.memberFound', {
                        name: context.member.name,
                        userId: context.member.userId,
                      })}
                    </Text>
                  ) : null}
                </Flex>
              ) : null}
              <ChoiceGroup<DeliveryType>
                label={t('report.delivery')}
                options={context.deliveryOptions.map((d) => ({
                  value: d,
                  label: t(`delivery.${d}`),
                }))}
                selected={context.delivery ? [context.delivery] : []}
                onSelect={(delivery) => send({ type: 'DELIVERY.CHANGE', delivery })}
                error={context.deliveryError}
              />
            </FormSection>
          ) : null}

          <FormSection
            id="general"
            title={t('report.section.general')}
            invalid={sectionInvalid('general')}
          >
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={4}>
              <FormField
                label={t('report.name')}
                value={form.name}
                readOnly={readOnlyPerson || context.member !== null}
                bg={readOnlyPerson || context.member !== null ? 'gray.100' : 'white'}
                onValueChange={(value) => send({ type: 'NAME.CHANGE', value })}
                error={errors.name}
              />
              <FormField
                label={t('report.birth')}
                value={form.birth}
                inputMode="numeric"
                placeholder={t('report.dateHint')}
                readOnly={readOnlyPerson}
                bg={readOnlyPerson ? 'gray.100' : 'white'}
                onValueChange={(value) => send({ type: 'BIRTH.CHANGE', value })}
                error={errors.birth}
              />
              <ChoiceGroup<1 | 2>
                label={t('report.gender')}
                options={[
                  { value: 1, label: t('gender.1') },
                  { value: 2, label: t('gender.2') },
                ]}
                selected={form.gender ? [form.gender] : []}
                onSelect={(gender) => send({ type: 'GENDER.CHANGE', gender })}
                error={errors.gender}
                disabled={readOnlyPerson}
              />
              <FormField
                label={t('report.checkupDate')}
                value={form.checkupDate}
                inputMode="numeric"
                placeholder={t('report.checkupDateHint')}
                onValueChange={(value) => send({ type: 'CHECKUP_DATE.CHANGE', value })}
                error={context.dateNotice ?? errors.checkupDate}
              />
            </Grid>
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr 1fr' }} gap={4}>
              <Stack gap={2}>
                {unitSwitch('waist', WAIST_UNITS)}
                {numberField('waist', 'report.waist')}
              </Stack>
              <Stack gap={2}>
                {unitSwitch('height', HEIGHT_UNITS)}
                {form.units.height === 'cm' ? (
                  <NumberInput
                    label={t('report.height')}
                    value={text('heightCm')}
                    onChange={typeInto('heightCm')}
                    error={errors.height}
                  />
                ) : (
                  <Stack gap={1}>
                    <Flex gap={2}>
                      <NumberInput
                        label={t('report.heightFeet')}
                        value={text('heightFeet')}
                        onChange={typeInto('heightFeet')}
                      />
                      <NumberInput
                        label={t('report.heightInch.label')}
                        value={text('heightInch')}
                        onChange={typeInto('heightInch')}
                      />
                    </Flex>
                    {errors.height ? (
                      <Text color="red.600" fontSize="sm" role="alert">
                        {t(errors.height)}
                      </Text>
                    ) : null}
                  </Stack>
                )}
              </Stack>
              <Stack gap={2}>
                {unitSwitch('weight', WEIGHT_UNITS)}
                {numberField('weight', 'report.weight')}
              </Stack>
            </Grid>
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr 1fr' }} gap={4}>
              <NumberInput
                label={t('report.bmi')}
                value={bmi === null ? '' : bmi.toFixed(1)}
                readOnly
                hint={t('report.bmiHint')}
                error={errors.bmi}
                testId="report-bmi"
              />
              {numberField('bpHigh', 'report.bpHigh')}
              {numberField('bpLow', 'report.bpLow')}
            </Grid>
            {choice(
              'dfabPtnCd',
              'report.dfabPtnCd',
              DISABILITY_CODES.map((c) => ({ value: c, label: t(`report.disability.${c}`) })),
            )}
          </FormSection>

          <FormSection
            id="blood"
            title={t('report.section.blood')}
            invalid={sectionInvalid('blood')}
          >
            <Text fontSize="sm" color="gray.600">
              {t('report.bloodOptional')}
            </Text>
            <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap={4}>
              {OPTIONAL_BLOOD_FIELDS.map((f) => numberField(f, `report.${f}`))}
              {numberField('creatinine', 'report.creatinine')}
              {numberField('hmg', 'report.hmg')}
            </Grid>
            {choice(
              'oligProteCd',
              'report.oligProteCd',
              PROTEINURIA_CODES.map((c) => ({ value: c, label: t(`report.proteinuria.${c}`) })),
            )}
          </FormSection>

          <FormSection
            id="history"
            title={t('report.section.history')}
            invalid={sectionInvalid('history')}
          >
            <ChoiceGroup
              multiple
              label={t('report.hchk')}
              options={DISEASE_CODES.map((c) => ({ value: c, label: t(`report.disease.${c}`) }))}
              selected={form.hchk}
              onSelect={(code) => send({ type: 'DISEASE.TOGGLE', code })}
              error={errors.hchk}
            />
            <ChoiceGroup
              multiple
              label={t('report.fmly')}
              options={FAMILY_CODES.map((c) => ({ value: c, label: t(`report.family.${c}`) }))}
              selected={form.fmly}
              onSelect={(code) => send({ type: 'FAMILY.TOGGLE', code })}
              error={errors.fmly}
            />
          </FormSection>

          <FormSection
            id="habits"
            title={t('report.section.habits')}
            invalid={sectionInvalid('habits')}
          >
            {choice('drnkHabit', 'report.drnkHabit', days)}
            {asksDrinkingAmount(form) ? numberField('drnkQty', 'report.drnkQty') : null}
            {choice(
              'smkStatType',
              'report.smkStatType',
              SMOKING_CODES.map((c) => ({ value: c, label: t(`report.smoking.${c}`) })),
            )}
            {asksSmoking(form) ? (
              <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={4}>
                {numberField('smkTerm', `report.smkTerm.${smoking}`)}
                {numberField('smkQty', `report.smkQty.${smoking}`)}
              </Grid>
            ) : null}
          </FormSection>

          <FormSection
            id="exercise"
            title={t('report.section.exercise')}
            invalid={sectionInvalid('exercise')}
          >
            {choice('wlk30WekFreq', 'report.wlk30WekFreq', days)}
            {choice('mov30WekFreq', 'report.mov30WekFreq', days)}
            {choice('mov20WekFreq', 'report.mov20WekFreq', days)}
          </FormSection>

          <Flex justify="flex-end">
            <Button
              type="submit"
              data-testid="report-submit"
              colorPalette={accent}
              size="lg"
              w={{ base: 'full', md: 'auto' }}
              minW="160px"
              loading={busy}
            >
              {t(context.modify ? 'report.modify' : 'report.submit')}
            </Button>
          </Flex>
        </Stack>
        <ConfirmDialog
          open={state.matches('confirmLeave')}
          title={t('report.leaveTitle')}
          confirmLabel={t('report.leave')}
          cancelLabel={t('report.stay')}
          onConfirm={() => send({ type: 'LEAVE.CONFIRM' })}
          onCancel={() => send({ type: 'LEAVE.CANCEL' })}
          testId="leave-confirm"
        >
          {t('report.leaveBody')}
        </ConfirmDialog>
      </form>
    </Box>
  )
}

function ReadOnly({ label, value }: { label: string; value: string }) {
  return (
    <Field.Root readOnly>
      <Field.Label>{label}</Field.Label>
      <Input value={value} readOnly bg="gray.100" />
    </Field.Root>
  )
}
