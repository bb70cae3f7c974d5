import {
  cloneElement,
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
  /** the part's component once its module has arrived; null before */
  loaded: () => ComponentType<P> | null
  /** fetches its module once (again after a failed fetch), resolving with the component */
  preload: () => Promise<ComponentType<P>>
}

/** every part's fetch, for {@link preloadOnUseParts} */
const preloads: (() => Promise<unknown>)[] = []

/**
 * A part from its module's default export, fetched once, by `preload` or its first use; with
 * `settled: false`, not among the parts fetched once the page has settled (a part few users ever
 * see: the QR popup of site 48).
 */
export function onUsePart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { settled = true }: { settled?: boolean } = {},
): OnUsePart<P> {
  let component: ComponentType<P> | null = null
  let loading: Promise<ComponentType<P>> | null = null
  const preload = () => {
    loading ??= load().then(
      (module) => (component = module.default),
      (error: unknown) => {
        // a failed fetch (the network gone a moment) is tried again on the next use
        loading = null
        throw error
      },
    )
    return loading
  }
  if (settled) preloads.push(preload)
  return { loaded: () => component, preload }
}

/**
 * The part as a view that draws it once its code has arrived, and nothing before: for a part a
 * machine fetches (`preload` as its actor) before the state whose view shows it.
 */
export function loadedView<P extends object>(part: OnUsePart<P>): ComponentType<P> {
  return function LoadedPart(props: P) {
    const Part = part.loaded()
    return Part ? <Part {...props} /> : null
  }
}

/**
 * Fetches every on-use part the page's modules have declared, once the page has settled: its
 * first use is then immediate. A fetch that fails is tried again on use.
 */
export function preloadOnUseParts(): void {
  for (const preload of preloads) preload().catch(() => {})
}

/**
 * A menu or a popover drawn as its button (`placeholder(open)`, the same button the part draws)
 * until the user uses it, then the part with `props`, drawn open. The button stays, focused,
 * while the part's code arrives; if it cannot be fetched, nothing opens and the next use asks
 * again.
 */
export function OnFirstUse<P extends object>({
  part,
  props,
  placeholder,
}: {
  part: OnUsePart<P>
  props: P
  placeholder: (open: () => void) => ReactElement
}) {
  const [used, setUsed] = useState(false)
  const Part = part.loaded()
  if (used && Part) return <Part {...props} />
  return placeholder(() => {
    part.preload().then(
      () => setUsed(true),
      () => {},
    )
  })
}

/** how long a dialog that should show waits before its code is asked for again */
const RETRY_MS = 2000

/**
 * A dialog or the drawer (`part`, drawn by `draw(Part, open)`) drawn from the first time `open`
 * is true, and on after it closes, so it closes as it opened; nothing before. The part is drawn
 * closed first and opened once it is in place, as a part drawn with the page would be: a dialog
 * drawn open at once, in the click that opened it, would count the drawer that click closes as
 * its parent and close with it. While it should show and its code cannot be fetched, the fetch
 * is tried again every {@link RETRY_MS} ms.
 */
export function OnceOpened<P extends object>({
  part,
  open,
  draw,
}: {
  part: OnUsePart<P>
  open: boolean
  draw: (Part: ComponentType<P>, open: boolean) => ReactNode
}) {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  const [, arrived] = useState(0)
  const Part = part.loaded()
  useEffect(() => {
    if (!opened || Part) return
    let waiting = true
    let retry: ReturnType<typeof setTimeout> | undefined
    const fetchPart = () =>
      part.preload().then(
        () => waiting && arrived((n) => n + 1),
        () => {
          if (waiting) retry = setTimeout(fetchPart, RETRY_MS)
        },
      )
    void fetchPart()
    return () => {
      waiting = false
      clearTimeout(retry)
    }
  }, [opened, Part, part])
  if (!opened || !Part) return null
  return <OpenedWhenPlaced open={open}>{(shown) => draw(Part, shown)}</OpenedWhenPlaced>
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
  part: { preload: () => Promise<unknown> },
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
