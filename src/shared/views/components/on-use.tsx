import {
  cloneElement,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent as ReactKeyboardEvent,
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
 * How the user opened a menu or popover from its button before its part had arrived: a pointer's
 * click, or the key pressed (Enter, Space, an arrow key), so the part opens as it would have
 * (a menu opened by a key highlights its first item, WAI-ARIA's menu button).
 */
export type Opening = 'click' | 'Enter' | ' ' | 'ArrowDown' | 'ArrowUp'

/**
 * A menu or a popover drawn as its button (`placeholder(open)`, the same button the part draws)
 * until the user uses it, then the part with `props`, drawn closed and opened the way the user
 * opened the button (the click or the key given to the part's own button). The button stays,
 * focused, while the part's code arrives; if it cannot be fetched, nothing opens and the next use
 * asks again.
 */
export function OnFirstUse<P extends object>({
  part,
  props,
  placeholder,
}: {
  part: OnUsePart<P>
  props: P
  placeholder: (open: (how: Opening) => void) => ReactElement
}) {
  const [opening, setOpening] = useState<Opening | null>(null)
  const [used, setUsed] = useState(false)
  const box = useRef<HTMLSpanElement>(null)
  const Part = part.loaded()
  const drawn = used && Part !== null
  useEffect(() => {
    if (!drawn || opening === null) return
    setOpening(null)
    // the part's own button, which its popup library drives
    const button = box.current?.querySelector<HTMLElement>('[aria-haspopup]')
    if (!button) return
    button.focus()
    if (opening === 'click') button.click()
    else button.dispatchEvent(new KeyboardEvent('keydown', { key: opening, bubbles: true }))
  }, [drawn, opening])
  const open = (how: Opening) => {
    part.preload().then(
      () => {
        setOpening(how)
        setUsed(true)
      },
      () => {},
    )
  }
  return (
    <span ref={box} style={{ display: 'contents' }}>
      {drawn ? <Part {...props} /> : placeholder(open)}
    </span>
  )
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

/** the keys that open a menu from its button (WAI-ARIA menu button) */
const MENU_OPENING_KEYS: ReadonlySet<string> = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp'])

const isOpening = (key: string): key is Exclude<Opening, 'click'> => MENU_OPENING_KEYS.has(key)

/**
 * The button of a menu or a popover before its part is used: the same button, announced as the
 * popup's, that asks for the part's code as the pointer comes over it or it takes the focus, and
 * opens it when pressed: a click (a popover's Enter and Space too, as its button's click), and
 * for a menu Enter, Space or an arrow key, told apart so the menu opens as it would by that key.
 */
export function popupButtonPlaceholder(
  button: ReactElement<ButtonProps>,
  part: { preload: () => Promise<unknown> },
  open: (how: Opening) => void,
  popup: 'menu' | 'dialog' = 'menu',
): ReactElement<ButtonProps> {
  const preload = () => {
    part.preload().catch(() => {})
  }
  const props: Partial<ButtonProps> = {
    'aria-haspopup': popup,
    'aria-expanded': false,
    onClick: () => open('click'),
    onKeyDown: (e: ReactKeyboardEvent) => {
      if (popup !== 'menu' || !isOpening(e.key)) return
      // the key opens the menu, not the button's click it would make
      e.preventDefault()
      open(e.key)
    },
    onPointerEnter: preload,
    onFocus: preload,
  }
  return cloneElement(button, props)
}
