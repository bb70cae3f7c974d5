import {
  cloneElement,
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react'
import type { ButtonProps } from '@chakra-ui/react'

/**
 * A part of a page fetched and started on its first use, not with the page (issue 45): a menu's
 * items, a dialog, the drawer. Until then the page draws only what the user sees of it (a
 * button), so neither its code nor its work (a menu's state machine per grid row) is paid for on
 * the first frame. `preload` fetches it ahead (the pointer over its button, the page settled).
 */
export interface OnUsePart<P> {
  Part: ComponentType<P>
  preload: () => Promise<unknown>
}

/** every part's fetch, for {@link preloadOnUseParts} */
const preloads: (() => Promise<unknown>)[] = []

/** A part from its module's default export, fetched once, by `preload` or its first drawing. */
export function onUsePart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): OnUsePart<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null
  const once = () => {
    loading ??= load().catch((error: unknown) => {
      // a failed fetch (the network gone a moment) is tried again on the next use
      loading = null
      throw error
    })
    return loading
  }
  const part = { Part: lazy(once), preload: once }
  preloads.push(once)
  return part
}

/**
 * Fetches every on-use part the page's modules have declared, once the page has settled: its
 * first use is then immediate. A fetch that fails is tried again on use.
 */
export function preloadOnUseParts(): void {
  for (const preload of preloads) preload().catch(() => {})
}

/**
 * Draws `placeholder(open)` until the user uses it, then the part (`children`), with the
 * placeholder drawn while its code arrives. `placeholder` is what the user sees of the part
 * meanwhile (the same button), and calls `open` when it is used.
 */
export function OnFirstUse({
  placeholder,
  children,
}: {
  placeholder: (open: () => void) => ReactNode
  children: () => ReactNode
}) {
  const [used, setUsed] = useState(false)
  if (!used) return placeholder(() => setUsed(true))
  return <Suspense fallback={placeholder(() => {})}>{children()}</Suspense>
}

/**
 * Draws the part (`children(open)`) from the first time `open` is true, and on after it closes,
 * so it closes as it opened (a dialog's, a drawer's way out); nothing before. The part is drawn
 * closed first and opened once it is in place, as a part drawn with the page would be: a dialog
 * drawn open at once, in the click that opened it, would count the drawer that click closes as
 * its parent and close with it.
 */
export function OnceOpened({
  open,
  children,
}: {
  open: boolean
  children: (open: boolean) => ReactNode
}) {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  if (!opened) return null
  return (
    <Suspense fallback={null}>
      <OpenedWhenPlaced open={open}>{children}</OpenedWhenPlaced>
    </Suspense>
  )
}

function OpenedWhenPlaced({
  open,
  children,
}: {
  open: boolean
  children: (open: boolean) => ReactNode
}) {
  const [placed, setPlaced] = useState(false)
  useEffect(() => setPlaced(true), [])
  return children(open && placed)
}

/** the keys that open a menu from its button (WAI-ARIA menu button) beside Enter and Space */
const MENU_OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp'])

/**
 * The button of a menu or a popover before its part is used: the same button, announced as the
 * popup's, that asks for the part's code as the pointer comes over it or it takes the focus, and
 * opens it when pressed (a click, Enter, Space; a menu's an arrow key too).
 */
export function popupButtonPlaceholder(
  button: ReactElement<ButtonProps>,
  part: Pick<OnUsePart<never>, 'preload'>,
  open: () => void,
  popup: 'menu' | 'dialog' = 'menu',
): ReactElement<ButtonProps> {
  const preload = () => {
    part.preload().catch(() => {})
  }
  const props: Partial<ButtonProps> = {
    'aria-haspopup': popup,
    'aria-expanded': false,
    onClick: open,
    onKeyDown: (e: KeyboardEvent) => {
      if (popup !== 'menu' || !MENU_OPENING_KEYS.has(e.key)) return
      e.preventDefault()
      open()
    },
    onPointerEnter: preload,
    onFocus: preload,
  }
  return cloneElement(button, props)
}
