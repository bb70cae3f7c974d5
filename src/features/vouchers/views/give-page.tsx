import { Box, Button, Card, Field, Flex, Input, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { Link } from 'wouter'
import { isUnlimitedCount } from '../../../shared/domain/codes'
import { VOUCHER_VALIDITY_HOURS } from '../domain/codes'
import { showsGiftLink } from '../../../shared/domain/menu-policy'
import { PATHS } from '../../../shared/domain/routes'
import { ConfirmDialog } from '../../../shared/views/components/confirm-dialog'
import {
  OnFirstUse,
  onUsePart,
  popupButtonPlaceholder,
} from '../../../shared/views/components/on-use'
import { AppIdInfoButton } from './app-id-info-button'
import { useT } from '../../../shared/views/i18n'
import { useApp, useSession } from '../../../shared/views/app-context'
import { usePage } from '../../../shared/views/page-actor'
import type { giveVoucherMachine } from '../machines/give-voucher-machine'
import { ACCENT_PALETTE } from '../../../shared/views/accent'

/** what the app id is, fetched and opened when its button is first used (issue 45) */
const appIdInfo = onUsePart(() => import('./app-id-info'))

/** /v2/give and /m/Give: give a usage right to a customer (S1 §2 give voucher, §5). */
export default function GivePage() {
  const t = useT()
  const { routeTable } = useApp()
  const session = useSession()
  const [state, send] = usePage<typeof giveVoucherMachine>('giveVoucher')
  const { appId, hours, customer, error } = state.context
  if (!session) return null
  const busy = state.matches('checking') || state.matches('giving')
  const unlimited = isUnlimitedCount(session.usableCount)
  return (
    <Flex justify="center">
      <Card.Root w="full" maxW="520px">
        <Card.Body>
          <Stack gap={5}>
            <Flex
              justify="space-between"
              align="center"
              bg="accent.subtle"
              borderRadius="md"
              px={4}
              py={3}
              data-testid="give-usable-box"
            >
              <Text color="gray.700">{t('give.usable')}</Text>
              <Text fontSize="xl" fontWeight="bold" data-testid="give-usable">
                {unlimited
                  ? t('appBar.unlimited')
                  : t('appBar.usageCount', { count: session.usableCount })}
              </Text>
            </Flex>
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault()
                send({
                  type: 'SUBMIT',
                  roleList: session.roleList,
                  usableCount: session.usableCount,
                })
              }}
            >
              <Stack gap={4}>
                <Field.Root invalid={!!error}>
                  <Flex align="center" justify="space-between" w="full">
                    <Field.Label>{t('give.appId')}</Field.Label>
                    <OnFirstUse
                      part={appIdInfo}
                      props={{}}
                      placeholder={(open) =>
                        popupButtonPlaceholder(<AppIdInfoButton />, appIdInfo, open, 'dialog')
                      }
                    />
                  </Flex>
                  <Input
                    name="appId"
                    autoComplete="off"
                    value={appId}
                    onChange={(e) => send({ type: 'APPID.CHANGE', value: e.target.value })}
                  />
                  {error ? (
                    <Field.ErrorText data-testid="give-error">{t(error)}</Field.ErrorText>
                  ) : null}
                </Field.Root>
                <Field.Root>
                  <Field.Label>{t('give.validity')}</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      name="hours"
                      value={String(hours)}
                      onChange={(e) => {
                        const chosen = Number(e.target.value)
                        const validity = VOUCHER_VALIDITY_HOURS.find((h) => h === chosen)
                        // the options are the validities: a value is always one of them
                        if (validity !== undefined) send({ type: 'HOURS.CHANGE', hours: validity })
                      }}
                    >
                      {VOUCHER_VALIDITY_HOURS.map((h) => (
                        <option key={h} value={h}>
                          {t('give.hours', { hours: h })}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <Button type="submit" colorPalette={ACCENT_PALETTE} size="lg" loading={busy}>
                  {t('give.submit')}
                </Button>
              </Stack>
            </form>
            <Flex gap={3} wrap="wrap">
              <Button asChild variant="outline" size="sm">
                <Link href={PATHS.product}>{t('give.buy')}</Link>
              </Button>
              {showsGiftLink(routeTable, session) ? (
                <Button asChild variant="outline" size="sm">
                  <Link href={PATHS.gift}>{t('give.gift')}</Link>
                </Button>
              ) : null}
            </Flex>
          </Stack>
        </Card.Body>
      </Card.Root>
      <Box>
        {customer ? (
          <ConfirmDialog
            open={state.matches('confirming') || state.matches('giving')}
            testId="give-confirm"
            title={t('give.confirmTitle')}
            confirmLabel={t('give.confirm')}
            onConfirm={() => send({ type: 'CONFIRM' })}
            onCancel={() => send({ type: 'CANCEL' })}
          >
            {t('give.confirmText', { name: customer.name, appId: customer.userId, hours })}
          </ConfirmDialog>
        ) : null}
      </Box>
    </Flex>
  )
}
