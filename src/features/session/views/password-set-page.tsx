import { useState } from 'react'
import { canSubmitPasswordSet, livePasswordSetErrors } from '../domain/password-set'
import { Button, ErrorAlert, Field, MutedText } from '../../../shared/views/plain'
import { useT } from '../../../shared/views/i18n'
import { usePage } from '../../../shared/views/page-actor'
import type { passwordSetMachine } from '../machines/password-set-machine'

/** The three password inputs, in the order the screen asks for them. */
const PASSWORD_FIELDS = [
  { name: 'initial', label: 'passwordSet.initial', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'passwordSet.new', autoComplete: 'new-password' },
  { name: 'confirm', label: 'passwordSet.confirm', autoComplete: 'new-password' },
] as const

/**
 * /v1/PasswordSet: the first-password screen (S1 §2, §5), drawn with the first page's plain views
 * in the sign-in page's card: the sign-in leads here and loads no Chakra for it (decision 087).
 */
export function PasswordSetPage() {
  const t = useT()
  const [state, send] = usePage<typeof passwordSetMachine>('passwordSet')
  const [fields, setFields] = useState({ initial: '', newPassword: '', confirm: '' })
  // the fields the user has left: an empty one then says it is required (S1 §5)
  const [left, setLeft] = useState<ReadonlySet<keyof typeof fields>>(() => new Set())
  const set = (name: keyof typeof fields) => (value: string) =>
    setFields((f) => ({ ...f, [name]: value }))
  const leave = (name: keyof typeof fields) => () =>
    setLeft((was) => (was.has(name) ? was : new Set([...was, name])))
  const { error } = state.context
  const fieldErrors = { ...livePasswordSetErrors(fields, left), ...state.context.fieldErrors }
  const submitting = state.matches('submitting') || state.matches('refreshing')

  return (
    <div className="pl-signin">
      <div className="pl-card" style={{ maxWidth: 440 }}>
        <div className="pl-stack" style={{ gap: 20 }}>
          <div className="pl-stack" style={{ gap: 4 }}>
            <h1 className="pl-heading">{t('passwordSet.title')}</h1>
            <p className="pl-subtitle">{t('passwordSet.intro')}</p>
          </div>
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault()
              send({ type: 'SUBMIT', ...fields })
            }}
          >
            <div className="pl-stack" style={{ gap: 16 }}>
              {PASSWORD_FIELDS.map(({ name, label, autoComplete }) => (
                <Field
                  key={name}
                  label={t(label)}
                  name={name}
                  type="password"
                  autoComplete={autoComplete}
                  value={fields[name]}
                  onValueChange={set(name)}
                  onBlur={leave(name)}
                  error={fieldErrors[name]}
                />
              ))}
              <MutedText size="xs">{t('validation.password')}</MutedText>
              {error ? <ErrorAlert testId="password-set-error">{t(error)}</ErrorAlert> : null}
              <Button
                type="submit"
                size="lg"
                loading={submitting}
                disabled={!canSubmitPasswordSet(fields)}
              >
                {t('passwordSet.submit')}
              </Button>
            </div>
          </form>
        </div>
      </div>
    </div>
  )
}
