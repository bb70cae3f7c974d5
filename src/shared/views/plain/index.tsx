import { useId, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode } from 'react'
import type { Message } from '../../domain/messages'
import { useT } from '../i18n'
import './plain.css'

/**
 * The first page's few elements, drawn with a small stylesheet instead of Chakra (decision 025):
 * the sign-in pages, the spinners and messages of a route change, the loading overlay and the
 * snackbar. They look like the theme's components and work inside Chakra's pages as well.
 */

export function Spinner({ label, size }: { label?: string; size?: 'sm' }) {
  return (
    <span
      className="pl-spinner"
      data-size={size}
      role={label ? 'status' : undefined}
      aria-label={label}
    />
  )
}

/** A centred block for a spinner or a message (the entry page, a route on its way). */
export function Centered({
  height,
  testId,
  children,
}: {
  height?: 'tall' | 'half'
  testId?: string
  children: ReactNode
}) {
  return (
    <div
      className="pl-center"
      data-tall={height === 'tall' ? '' : undefined}
      data-half={height === 'half' ? '' : undefined}
      data-testid={testId}
    >
      {children}
    </div>
  )
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  label: string
  value: string
  onValueChange: (value: string) => void
  error?: Message | null
  /** the test id of the validation message */
  errorTestId?: string
  /** what the field takes, shown while there is no error */
  hint?: string
}

/** A labelled input with its validation message (or its hint) underneath (the theme's field). */
export function Field({
  label,
  value,
  onValueChange,
  error,
  errorTestId,
  hint,
  ...input
}: FieldProps) {
  const t = useT()
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const hinted = !error && hint !== undefined
  return (
    <div className="pl-field" role="group">
      <label className="pl-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="pl-input"
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-errormessage={error ? errorId : undefined}
        aria-describedby={hinted ? hintId : undefined}
        {...input}
      />
      {error ? (
        <span id={errorId} className="pl-field-error" aria-live="polite" data-testid={errorTestId}>
          {t(error)}
        </span>
      ) : hinted ? (
        <span id={hintId} className="pl-field-hint">
          {hint}
        </span>
      ) : null}
    </div>
  )
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  size?: 'lg'
  /** the theme's outline button (a second choice beside a solid one); solid when absent */
  variant?: 'outline'
  /** a spinner in place of the text, which keeps the button's width */
  loading?: boolean
}

/** The accent's solid button, or the outline one. */
export function Button({ size, variant, loading, disabled, children, ...button }: ButtonProps) {
  return (
    <button
      className="pl-button"
      data-size={size}
      data-variant={variant}
      data-loading={loading ? '' : undefined}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...button}
    >
      {loading ? <Spinner size="sm" /> : null}
      <span className="pl-button-text">{children}</span>
    </button>
  )
}

/**
 * A link page's column (the pages opened from a phone, S2 §2.5): phone first, at most 600 px
 * wide, centred on a wide screen.
 */
export function Column({ testId, children }: { testId?: string; children: ReactNode }) {
  return (
    <div className="pl-column" data-testid={testId}>
      <div className="pl-column-inner">{children}</div>
    </div>
  )
}

/**
 * A centred column of lines and buttons. `space` is the room above and below it: `busy` a page's
 * spinner and words while it works, `wide` a page's answer, none for a group inside another.
 */
export function CentredStack({
  space,
  testId,
  children,
}: {
  space?: 'busy' | 'wide'
  testId?: string
  children: ReactNode
}) {
  return (
    <div className="pl-centred-stack" data-space={space} data-testid={testId}>
      {children}
    </div>
  )
}

/**
 * A page busy with its calls: its spinner (a picture: the words say what it waits for) and its
 * words, with what else it shows while it waits.
 */
export function Busy({
  label,
  testId,
  labelAttributes,
  children,
}: {
  label: string
  testId?: string
  /** more attributes of the words' element (a frame's mark) */
  labelAttributes?: Record<string, string>
  children?: ReactNode
}) {
  return (
    <CentredStack space="busy" testId={testId}>
      <Spinner />
      <p {...labelAttributes}>{label}</p>
      {children}
    </CentredStack>
  )
}

/** A line in the muted colour, smaller (a hint under a page's words); `size="xs"` smaller still. */
export function MutedText({
  size,
  testId,
  children,
}: {
  size?: 'xs'
  testId?: string
  children: ReactNode
}) {
  return (
    <p className="pl-muted" data-size={size} data-testid={testId}>
      {children}
    </p>
  )
}

/** An error message box with its icon. */
export function ErrorAlert({ testId, children }: { testId?: string; children: ReactNode }) {
  return (
    <div className="pl-alert" role="alert" data-testid={testId}>
      <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
        <path d="M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20ZM11 15H13V17H11V15ZM11 7H13V13H11V7Z" />
      </svg>
      <div className="pl-alert-title">{children}</div>
    </div>
  )
}

export const CloseIcon = () => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
    <path d="M18.7071 6.70711C19.0976 6.31658 19.0976 5.68342 18.7071 5.29289C18.3166 4.90237 17.6834 4.90237 17.2929 5.29289L12 10.5858L6.70711 5.29289C6.31658 4.90237 5.68342 4.90237 5.29289 5.29289C4.90237 5.68342 4.90237 6.31658 5.29289 6.70711L10.5858 12L5.29289 17.2929C4.90237 17.6834 4.90237 18.3166 5.29289 18.7071C5.68342 19.0976 6.31658 19.0976 6.70711 18.7071L12 13.4142L17.2929 18.7071C17.6834 19.0976 18.3166 19.0976 18.7071 18.7071C19.0976 18.3166 19.0976 17.6834 18.7071 17.2929L13.4142 12L18.7071 6.70711Z" />
  </svg>
)
