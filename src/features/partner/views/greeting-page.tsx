import { useT } from '../../../shared/views/i18n'
import { Busy, Button, Column, Field } from '../../../shared/views/plain'
import { Modal } from '../../../shared/views/plain/modal'
import { canConfirmSignUp, SIGN_UP_DIALOG_MAX_WIDTH } from '../domain/partner'
import { shownIdOf } from '../machines/greeting-machine'
import { usePage } from '../../../shared/views/page-actor'
import type { greetingMachine } from '../machines/greeting-machine'
import { SampleCarousel } from './sample-carousel'
import './greeting.css'

/** The sign-up dialog's two password inputs: the context value each shows, sends and checks. */
const SIGN_UP_FIELDS = [
  {
    name: 'password',
    label: 'partner.signUp.password',
    change: 'PASSWORD.CHANGE',
    error: 'passwordError',
    hint: 'partner.signUp.passwordHint',
  },
  {
    name: 'confirm',
    label: 'partner.signUp.confirm',
    change: 'CONFIRM.CHANGE',
    error: 'confirmError',
    hint: null,
  },
] as const

/** The page's one action: 'start' for a signed-in user, 'register user' otherwise. */
const GREETING_ACTIONS = {
  start: { event: 'START', testId: 'greeting-start', label: 'partner.greeting.start' },
  register: { event: 'REGISTER', testId: 'greeting-register', label: 'partner.greeting.register' },
} as const

/**
 * /ol/Greeting (S2 §2.5): sign-up explained once, the basic and premium tiers, the 17 sample
 * pages, the id 'OL' + FC number; 'register user' (the password dialog) or 'start'. Drawn with
 * the first page's plain views, as the link pages that lead to it (decision 086).
 */
export default function GreetingPage() {
  const t = useT()
  const [state, send] = usePage<typeof greetingMachine>('greeting')
  const { context } = state
  const id = shownIdOf(context)
  if (state.matches('opening') || state.matches('leaving'))
    return (
      <Column testId="partner-greeting">
        <Busy label={t('partner.greeting.leaving')} testId="partner-busy" />
      </Column>
    )
  const busy = state.hasTag('busy')
  const action = context.user ? GREETING_ACTIONS.start : GREETING_ACTIONS.register
  return (
    <Column testId="partner-greeting">
      <div className="gr-page">
        <section className="gr-section">
          <h1 className="pl-page-heading">{t('partner.greeting.heading')}</h1>
          <p className="pl-lead">{t('partner.greeting.intro')}</p>
          <div className="gr-note">
            <p>{t('partner.greeting.signUpOnce')}</p>
            {id ? (
              <p className="gr-note-id">
                {t('partner.greeting.id')}: <span data-testid="greeting-id">{id}</span>
              </p>
            ) : null}
          </div>
        </section>

        <section className="gr-section">
          <h2 className="pl-heading gr-heading">{t('partner.greeting.tiers')}</h2>
          <div className="gr-tiers">
            <div className="gr-tier" data-testid="tier-basic">
              <p className="gr-tier-name">{t('partner.greeting.basic')}</p>
              <p className="gr-muted">{t('partner.greeting.basicText')}</p>
            </div>
            <div className="gr-tier" data-testid="tier-premium">
              <p className="gr-tier-name" data-premium="">
                {t('partner.greeting.premium')}
              </p>
              <p className="gr-muted">{t('partner.greeting.premiumText')}</p>
            </div>
          </div>
        </section>

        <section className="gr-section">
          <h2 className="pl-heading gr-heading">{t('partner.greeting.samples')}</h2>
          <SampleCarousel />
        </section>

        <Button size="lg" onClick={() => send({ type: action.event })} data-testid={action.testId}>
          {t(action.label)}
        </Button>
      </div>

      {state.matches('dialog') ? (
        <Modal
          title={t('partner.signUp.title')}
          testId="sign-up-dialog"
          maxWidth={SIGN_UP_DIALOG_MAX_WIDTH}
          busy={busy}
          // the sign-up on its way cannot be left
          onCancel={busy ? undefined : () => send({ type: 'CANCEL' })}
          onSubmit={() => send({ type: 'SUBMIT' })}
          footer={
            <>
              <Button
                type="button"
                variant="outline"
                disabled={busy}
                onClick={() => send({ type: 'CANCEL' })}
              >
                {t('partner.signUp.cancel')}
              </Button>
              <Button
                type="submit"
                loading={busy}
                disabled={!canConfirmSignUp(context)}
                data-testid="sign-up-submit"
              >
                {t('partner.signUp.submit')}
              </Button>
            </>
          }
        >
          <div className="gr-form">
            <p className="gr-muted">{t('partner.signUp.text')}</p>
            <Field
              label={t('partner.greeting.id')}
              value={id ?? ''}
              onValueChange={() => {}}
              readOnly
              name="userId"
              data-testid="sign-up-id"
            />
            {SIGN_UP_FIELDS.map(({ name, label, change, error, hint }) => (
              <Field
                key={name}
                label={t(label)}
                type="password"
                name={name}
                autoComplete="new-password"
                // the dialog opens on what there is to type (the id above is read-only)
                data-autofocus={name === 'password' ? '' : undefined}
                value={context[name]}
                onValueChange={(value) => send({ type: change, value })}
                error={context[error]}
                errorTestId={`sign-up-${name}-error`}
                hint={hint ? t(hint) : undefined}
              />
            ))}
            {context.error ? (
              <p className="gr-error" role="alert" data-testid="sign-up-error">
                {t(context.error)}
              </p>
            ) : null}
          </div>
        </Modal>
      ) : null}

      {state.matches('completed') ? (
        <Modal
          role="alertdialog"
          title={t('partner.done.title')}
          testId="sign-up-done"
          maxWidth={SIGN_UP_DIALOG_MAX_WIDTH}
          onCancel={() => send({ type: 'CLOSE' })}
          footer={
            <Button type="button" onClick={() => send({ type: 'CLOSE' })}>
              {t('partner.done.close')}
            </Button>
          }
        >
          <div className="gr-done">
            <p className="gr-done-name">
              {t('partner.done.text', {
                name: context.user?.user.name ?? context.handOver?.name ?? '',
              })}
            </p>
            <p data-testid="sign-up-done-id">{t('partner.done.id', { id: id ?? '' })}</p>
            <p className="gr-done-muted">{t('partner.done.licenses')}</p>
          </div>
        </Modal>
      ) : null}
    </Column>
  )
}
