import { useEffect, useState } from 'react'
import { useSelector } from '@xstate/react'
import { Button, ErrorAlert, Field } from '../../../shared/views/plain'
import { LogoMark } from '../../../shared/views/components/icons'
import { useT } from '../../../shared/views/i18n'
import { useSessionViews } from './deps'

const ANY_LOGIN = { type: 'LOGIN', userId: '', password: '' } as const

/**
 * /v2/Login, /v1/login and the orange /ol/Login (S1 §2 login, S2 §2.5). Drawn with the first
 * page's plain elements (decision 025): the sign-in pages load no UI library.
 */
export function LoginPage({ variant }: { variant: 'v1' | 'v2' | 'orange' }) {
  const t = useT()
  const { session } = useSessionViews()
  const orange = variant === 'orange'
  const [userId, setUserId] = useState('')
  const [password, setPassword] = useState('')
  const fieldErrors = useSelector(session, (s) => s.context.fieldErrors)
  const loginError = useSelector(session, (s) => s.context.loginError)
  // the form takes a sign-in whenever the session does: also while the page signs the last
  // user out, which makes it once that has ended (never a swallowed submit)
  const takesLogin = useSelector(session, (s) => s.can(ANY_LOGIN))
  // its spinner only while signing in; a sign-out on opening the page is the overlay's
  const signingIn = useSelector(session, (s) => s.hasTag('signingIn'))

  useEffect(() => {
    session.send({ type: 'LOGIN_PAGE.ENTER', orange })
    return () => session.send({ type: 'LOGIN_PAGE.LEAVE' })
  }, [session, orange])

  return (
    <div className="pl-signin">
      <div className="pl-card" data-testid="login-card">
        <div className="pl-stack" style={{ gap: 24 }}>
          <div className="pl-brand">
            <LogoMark width={44} height={44} />
            <h2 className="pl-heading">{t('app.name')}</h2>
            <p className="pl-subtitle">{t(orange ? 'login.orangeTitle' : 'login.title')}</p>
          </div>
          {/* method "dialog": outside a dialog a native submission goes nowhere, so a click on the
              painted page before its code has run never sends the fields in the address; the
              page's start makes that submit once live (hydratePrerendered) */}
          <form
            method="dialog"
            noValidate
            onSubmit={(e) => {
              e.preventDefault()
              session.send({ type: 'LOGIN', userId, password })
            }}
          >
            <div className="pl-stack" style={{ gap: 16 }}>
              <Field
                label={t('login.userId')}
                name="userId"
                autoComplete="username"
                autoFocus
                value={userId}
                onValueChange={setUserId}
                error={fieldErrors.userId}
              />
              <Field
                label={t('login.password')}
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onValueChange={setPassword}
                error={fieldErrors.password}
              />
              {loginError ? <ErrorAlert testId="login-error">{t(loginError)}</ErrorAlert> : null}
              <Button type="submit" size="lg" loading={signingIn} disabled={!takesLogin}>
                {t('login.submit')}
              </Button>
            </div>
          </form>
          {orange ? <div className="pl-hint">{t('login.orangeHint')}</div> : null}
        </div>
      </div>
    </div>
  )
}
