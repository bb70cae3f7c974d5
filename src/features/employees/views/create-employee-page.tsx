import { useMemo, useState } from 'react'
import { Box, Button, Flex, Input, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { ConfirmDialog } from '../../../shared/views/components/confirm-dialog'
import { FieldFrame } from '../../../shared/views/components/field-frame'
import { FormDialog } from '../../../shared/views/components/form-dialog'
import { FormField } from '../../../shared/views/components/form-field'
import { useT } from '../../../shared/views/i18n'
import { branchCodeProblem, canAddBranch, PERMISSION_CODES } from '../domain/employee'
import { message } from '../../../shared/domain/messages'
import { usePage } from '../../../shared/views/page-actor'
import type { createEmployeeMachine } from '../machines/create-employee-machine'
import { ACCENT_PALETTE } from '../../../shared/views/accent'

/** /v2/Employee/create: add an employee (S1 §2, §5, §6). */
export default function CreateEmployeePage() {
  const t = useT()
  const [state, send] = usePage<typeof createEmployeeMachine>('createEmployee')
  const { auth, partnerSite } = state.context
  const { form, errors, branches, roles, created, branchName, branchCode } = state.context
  const [query, setQuery] = useState('')
  const shown = useMemo(() => {
    const q = query.trim()
    return branches.filter(
      (b) => !q || b.branchName.includes(q) || b.branchCode.toLowerCase().includes(q.toLowerCase()),
    )
  }, [branches, query])
  const submitting = state.matches({ ready: { form: 'submitting' } })
  const branchOpen =
    state.matches({ ready: { branch: 'editing' } }) ||
    state.matches({ ready: { branch: 'adding' } })
  const codeProblem = branchCodeProblem(branchCode)
  const branchCodeError = codeProblem ? message(codeProblem) : null
  const numberLabel = t(partnerSite ? 'employees.id' : 'employees.staffNumber')

  return (
    <Box maxW="560px" bg="white" borderWidth="1px" borderRadius="lg" p={{ base: 4, md: 6 }}>
      <form
        noValidate
        data-testid="create-employee-form"
        onSubmit={(e) => {
          e.preventDefault()
          send({ type: 'SUBMIT' })
        }}
      >
        <Stack gap={4}>
          <FormField
            label={t('employees.name')}
            value={form.name}
            onValueChange={(name) => send({ type: 'FIELD.CHANGE', fields: { name } })}
            error={errors.name ?? null}
          />
          <FormField
            label={numberLabel}
            value={form.staffNumber}
            onValueChange={(staffNumber) => send({ type: 'FIELD.CHANGE', fields: { staffNumber } })}
            error={errors.staffNumber ?? null}
          />
          <FieldFrame label={t('employees.branch')} error={errors.branchCode}>
            <Flex gap={2} w="full" wrap="wrap">
              <Input
                size="sm"
                bg="white"
                flex="1 1 140px"
                aria-label={t('employees.branchSearch')}
                placeholder={t('employees.branchSearch')}
                value={query}
                onChange={(e) => setQuery(e.target.value)}
              />
              <NativeSelect.Root size="sm" flex="1 1 160px">
                <NativeSelect.Field
                  aria-label={t('employees.branch')}
                  bg="white"
                  value={form.branchCode}
                  onChange={(e) =>
                    send({ type: 'FIELD.CHANGE', fields: { branchCode: e.target.value } })
                  }
                >
                  <option value="">{shown.length ? '–' : t('employees.branchNone')}</option>
                  {shown.map((b) => (
                    <option key={b.branchCode} value={b.branchCode}>
                      {b.branchName} ({b.branchCode})
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {canAddBranch(auth) ? (
                <Button size="sm" variant="outline" onClick={() => send({ type: 'BRANCH.OPEN' })}>
                  {t('employees.addBranch')}
                </Button>
              ) : null}
            </Flex>
          </FieldFrame>
          <FieldFrame label={t('employees.permission')} error={errors.permissionCode}>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                aria-label={t('employees.permission')}
                bg="white"
                value={form.permissionCode}
                onChange={(e) =>
                  send({
                    type: 'FIELD.CHANGE',
                    fields: {
                      permissionCode:
                        PERMISSION_CODES.find((code) => code === e.target.value) ?? '',
                    },
                  })
                }
              >
                <option value="">–</option>
                {roles.map((r) => (
                  <option key={r} value={r}>
                    {t(`employees.auth.${r}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FieldFrame>
          {created ? (
            <Text data-testid="created-id" color="green.700">
              {t('employees.shownId', { id: created })}
            </Text>
          ) : null}
          <Button type="submit" colorPalette={ACCENT_PALETTE} loading={submitting}>
            {t('employees.submit')}
          </Button>
        </Stack>
      </form>

      {branchOpen ? (
        <FormDialog
          testId="branch-dialog"
          title={t('employees.addBranch')}
          submitLabel={t('employees.addBranch')}
          busy={state.matches({ ready: { branch: 'adding' } })}
          // S1 §5: without both name and code nothing happens: the button says so by being off
          submitDisabled={!state.can({ type: 'BRANCH.SUBMIT' })}
          onSubmit={() => send({ type: 'BRANCH.SUBMIT' })}
          onCancel={() => send({ type: 'BRANCH.CANCEL' })}
        >
          <Stack gap={3}>
            <FormField
              label={t('employees.branchName')}
              value={branchName}
              onValueChange={(name) => send({ type: 'BRANCH.CHANGE', name })}
            />
            <FormField
              label={t('employees.branchCode')}
              value={branchCode}
              hint={t('employees.branchCodeHint')}
              error={branchCodeError}
              errorTestId="branch-code-error"
              onValueChange={(code) => send({ type: 'BRANCH.CHANGE', code })}
            />
          </Stack>
        </FormDialog>
      ) : null}
      {state.matches({ ready: { branch: 'confirming' } }) ? (
        <ConfirmDialog
          testId="branch-confirm"
          title={t('employees.addBranch')}
          onConfirm={() => send({ type: 'BRANCH.CONFIRM' })}
          onCancel={() => send({ type: 'BRANCH.CANCEL' })}
        >
          {t('employees.addBranchConfirm', { name: branchName.trim(), code: branchCode.trim() })}
        </ConfirmDialog>
      ) : null}
    </Box>
  )
}
