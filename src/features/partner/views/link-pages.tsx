import type { ReactNode } from 'react'
import { useT } from '../../../shared/views/i18n'
import { usePage } from '../../../shared/views/page-actor'
import { Busy, Button, CentredStack, Column, MutedText } from '../../../shared/views/plain'
import type { couponMachine } from '../machines/coupon-machine'
import type { fcLinkMachine } from '../machines/fc-link-machine'
import { BUSY_WORDS } from '../domain/busy-words'
import { backOf, LinkFailed } from './link-failed'

/**
 * The link pages a customer opens from a message on a phone (S2 §2.5), drawn with the first
 * page's plain views (decision 084): they load none of Chakra, and their busy words stand where
 * the page's HTML frame put them (decision 082).
 */

/** A link page busy with its calls: its spinner and what it is doing. */
export function LinkBusy({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <Busy label={label} testId="partner-busy">
      {children}
    </Busy>
  )
}

/**
 * A deep link was opened: the app should be in front now; a button opens it again, and where the
 * page may be handed on (the coupon), 공유 sends it to the phone that has the app.
 */
function Opened({
  text,
  onOpen,
  share,
}: {
  text: string
  onOpen: () => void
  share?: { hint: string; sharing: boolean; onShare: () => void }
}) {
  const t = useT()
  return (
    <CentredStack space="wide" testId="deep-link-opened">
      <p>{text}</p>
      <Button onClick={onOpen}>{t('partner.openApp')}</Button>
      {share ? (
        <>
          <MutedText>{share.hint}</MutedText>
          <Button
            variant="outline"
            onClick={share.onShare}
            loading={share.sharing}
            data-testid="coupon-share"
          >
            {t('share.button')}
          </Button>
        </>
      ) : null}
    </CentredStack>
  )
}

/** /li/Coupon?code (S2 §2.5): creates the coupon's deep link and opens it. */
export function CouponPage() {
  const t = useT()
  const [state, send] = usePage<typeof couponMachine>('coupon')
  return (
    <Column testId="partner-coupon">
      {state.matches('failed') ? (
        <LinkFailed
          error={state.context.error}
          testId="coupon-error"
          onBack={backOf(state.can({ type: 'BACK' }), send)}
        />
      ) : state.matches('opened') ? (
        <Opened
          text={t('partner.coupon.opened')}
          onOpen={() => send({ type: 'OPEN' })}
          share={{
            hint: t('partner.coupon.shareHint'),
            sharing: state.context.sharing,
            onShare: () => send({ type: 'SHARE' }),
          }}
        />
      ) : (
        <LinkBusy label={t(BUSY_WORDS.coupon)} />
      )}
    </Column>
  )
}

/** /F/{linkCode} (S2 §2.5): checks the FC's code, then opens the customer channel in the app. */
export function FcLinkPage() {
  const t = useT()
  const [state, send] = usePage<typeof fcLinkMachine>('fcLink')
  return (
    <Column testId="partner-fc-link">
      {state.matches('failed') ? (
        <LinkFailed
          error={state.context.error}
          testId="fc-link-error"
          onBack={backOf(state.can({ type: 'BACK' }), send)}
        />
      ) : state.matches('opened') ? (
        <Opened
          text={t('partner.fcLink.opened', { name: state.context.fc?.employeeName ?? '' })}
          onOpen={() => send({ type: 'OPEN' })}
        />
      ) : (
        <LinkBusy label={t(BUSY_WORDS.fcLink)} />
      )}
    </Column>
  )
}
