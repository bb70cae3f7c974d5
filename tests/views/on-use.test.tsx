// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Button, ChakraProvider } from '@chakra-ui/react'
import { useState, type ComponentType, type ReactNode } from 'react'
import { portalSystem } from '../../src/shared/views/theme'
import {
  loadedView,
  OnceOpened,
  OnFirstUse,
  onUsePart,
  popupButtonPlaceholder,
  preloadOnUseParts,
} from '../../src/shared/views/components/on-use'
import { deferred } from '../support/deferred'

/**
 * Issue 45: a page's menus, dialogs, popovers and drawer come on their first use, not with the
 * page. What the user sees before (the same button, announced as a popup's, still focused while
 * the part arrives) and how the part arrives (once, again after a failed fetch).
 */

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const Providers = ({ children }: { children: ReactNode }) => (
  <ChakraProvider value={portalSystem()}>{children}</ChakraProvider>
)

interface Props {
  label: string
  open?: boolean
}

/** a part whose module arrives when the test says, counting its fetches */
function heldPart() {
  const fetches: ReturnType<typeof deferred<{ default: ComponentType<Props> }>>[] = []
  const part = onUsePart<Props>(() => {
    const fetch = deferred<{ default: ComponentType<Props> }>()
    fetches.push(fetch)
    return fetch.promise
  })
  /** a popup with its own button, as a menu's: it tells how it was opened (a click, a key) */
  const Opened = ({ label, open }: Props) => {
    const [how, setHow] = useState<string | null>(null)
    const shown = open ?? how !== null
    return (
      <>
        <button
          type="button"
          data-testid="trigger"
          aria-haspopup="menu"
          onClick={() => setHow('click')}
          onKeyDown={(e) => setHow(e.key)}
        >
          메뉴
        </button>
        {/* a dialog's part is drawn closed too (its way out); a menu's once opened */}
        {open !== undefined || shown ? (
          <div role="menu" aria-label={label} data-open={shown} data-how={how} />
        ) : null}
      </>
    )
  }
  return { part, fetches, module: { default: Opened } }
}

function MenuHost({ part }: { part: ReturnType<typeof heldPart>['part'] }) {
  return (
    <Providers>
      <OnFirstUse
        part={part}
        props={{ label: '열린 메뉴' }}
        placeholder={(open) =>
          popupButtonPlaceholder(<Button data-testid="trigger">메뉴</Button>, part, open)
        }
      />
    </Providers>
  )
}

describe('a menu or popover fetched and started on its first use', () => {
  it('draws only its button, announced as a menu, and fetches nothing until used', () => {
    const { part, fetches } = heldPart()
    render(<MenuHost part={part} />)
    const button = screen.getByTestId('trigger')
    expect(button.getAttribute('aria-haspopup')).toBe('menu')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(fetches).toHaveLength(0)
  })

  it('a click fetches the part once; the same button keeps the focus until it arrives', async () => {
    const { part, fetches, module } = heldPart()
    render(<MenuHost part={part} />)
    const button = screen.getByTestId('trigger')
    button.focus()
    fireEvent.click(button)
    fireEvent.click(button)
    expect(fetches).toHaveLength(1)
    expect(screen.getByTestId('trigger')).toBe(button)
    expect(document.activeElement).toBe(button)
    expect(screen.queryByRole('menu')).toBeNull()
    await act(async () => fetches[0]!.resolve(module))
    // the part's own button, focused, is clicked as the placeholder was
    const menu = await screen.findByRole('menu', { name: '열린 메뉴' })
    expect(menu.dataset.how).toBe('click')
    expect(document.activeElement).toBe(screen.getByTestId('trigger'))
    expect(fetches).toHaveLength(1)
  })

  it('a key opens the part by the same key on its own button, not by a click', async () => {
    const { part, fetches, module } = heldPart()
    render(<MenuHost part={part} />)
    const button = screen.getByTestId('trigger')
    const pressed = fireEvent.keyDown(button, { key: 'Enter' })
    // the key's own click (a button's Enter) would open it as a pointer does: it is not made
    expect(pressed).toBe(false)
    await act(async () => fetches[0]!.resolve(module))
    expect((await screen.findByRole('menu')).dataset.how).toBe('Enter')
  })

  it('the pointer over the button or its focus fetches ahead; an arrow key opens it', async () => {
    const { part, fetches, module } = heldPart()
    render(<MenuHost part={part} />)
    fireEvent.pointerEnter(screen.getByTestId('trigger'))
    expect(fetches).toHaveLength(1)
    fireEvent.focus(screen.getByTestId('trigger'))
    expect(fetches).toHaveLength(1)
    await act(async () => fetches[0]!.resolve(module))
    expect(screen.queryByRole('menu')).toBeNull()
    fireEvent.keyDown(screen.getByTestId('trigger'), { key: 'ArrowDown' })
    expect((await screen.findByRole('menu')).dataset.how).toBe('ArrowDown')
  })

  it("a popover's button is announced as a dialog's and an arrow key leaves it closed", () => {
    const { part, fetches } = heldPart()
    const open = vi.fn()
    render(
      <Providers>
        {popupButtonPlaceholder(<Button data-testid="info">?</Button>, part, open, 'dialog')}
      </Providers>,
    )
    const button = screen.getByTestId('info')
    expect(button.getAttribute('aria-haspopup')).toBe('dialog')
    fireEvent.keyDown(button, { key: 'ArrowDown' })
    fireEvent.keyDown(button, { key: 'Enter' })
    expect(open).not.toHaveBeenCalled()
    fireEvent.click(button)
    expect(open).toHaveBeenCalledExactlyOnceWith('click')
    expect(fetches).toHaveLength(0)
  })

  it('a fetch that fails opens nothing; the next use asks again and opens', async () => {
    const { part, fetches, module } = heldPart()
    render(<MenuHost part={part} />)
    fireEvent.click(screen.getByTestId('trigger'))
    await act(async () => fetches[0]!.reject(new Error('offline')))
    expect(screen.queryByRole('menu')).toBeNull()
    expect(screen.getByTestId('trigger')).toBeTruthy()
    fireEvent.click(screen.getByTestId('trigger'))
    expect(fetches).toHaveLength(2)
    await act(async () => fetches[1]!.resolve(module))
    expect(await screen.findByRole('menu')).toBeTruthy()
  })

  it('preloadOnUseParts fetches every part declared, each once', () => {
    const a = heldPart()
    const b = heldPart()
    preloadOnUseParts()
    preloadOnUseParts()
    expect(a.fetches).toHaveLength(1)
    expect(b.fetches).toHaveLength(1)
  })
})

describe('a dialog or drawer drawn from its first opening', () => {
  function Host({ part }: { part: ReturnType<typeof heldPart>['part'] }) {
    const [open, setOpen] = useState(false)
    return (
      <>
        <button type="button" onClick={() => setOpen((o) => !o)}>
          toggle
        </button>
        <OnceOpened
          part={part}
          open={open}
          draw={(Part, shown) => <Part label="dialog" open={shown} />}
        />
      </>
    )
  }

  it('draws nothing before it opens, then the part once it arrives, kept drawn, closed, after', async () => {
    const { part, fetches, module } = heldPart()
    render(<Host part={part} />)
    expect(screen.queryByRole('menu')).toBeNull()
    expect(fetches).toHaveLength(0)
    fireEvent.click(screen.getByText('toggle'))
    expect(fetches).toHaveLength(1)
    await act(async () => fetches[0]!.resolve(module))
    expect((await screen.findByRole('menu')).dataset.open).toBe('true')
    fireEvent.click(screen.getByText('toggle'))
    expect(screen.getByRole('menu').dataset.open).toBe('false')
  })

  it('is placed closed, then opened: never drawn open in the event that opened it', async () => {
    const { part, fetches, module } = heldPart()
    const fetched = part.preload()
    await act(async () => fetches[0]!.resolve(module))
    await fetched
    const seen: boolean[] = []
    render(
      <OnceOpened
        part={part}
        open
        draw={(Part, shown) => {
          seen.push(shown)
          return <Part label="dialog" open={shown} />
        }}
      />,
    )
    // a part drawn open in the click that opened it would take what that click closes (the
    // drawer) for its parent layer: it is placed closed, then opened
    expect(seen.slice(0, 2)).toEqual([false, true])
    expect(screen.getByRole('menu').dataset.open).toBe('true')
  })

  it('while it should show, a fetch that failed is asked again until it arrives', async () => {
    vi.useFakeTimers()
    const { part, fetches, module } = heldPart()
    render(<Host part={part} />)
    fireEvent.click(screen.getByText('toggle'))
    await act(async () => fetches[0]!.reject(new Error('offline')))
    expect(screen.queryByRole('menu')).toBeNull()
    await act(async () => vi.advanceTimersByTime(2000))
    expect(fetches).toHaveLength(2)
    await act(async () => fetches[1]!.resolve(module))
    expect(screen.getByRole('menu').dataset.open).toBe('true')
  })
})

describe('a part a machine fetches before the state that shows it (decision 028)', () => {
  it('is drawn once its code is here, nothing before, and is not fetched when a page settles', async () => {
    const { module } = heldPart()
    const fetches: ReturnType<typeof deferred<{ default: ComponentType<Props> }>>[] = []
    const quiet = onUsePart<Props>(
      () => {
        const fetch = deferred<{ default: ComponentType<Props> }>()
        fetches.push(fetch)
        return fetch.promise
      },
      { settled: false },
    )
    preloadOnUseParts()
    expect(fetches).toHaveLength(0)
    const View = loadedView(quiet)
    const { rerender } = render(<View label="QR" open />)
    expect(screen.queryByRole('menu')).toBeNull()
    const fetched = quiet.preload()
    await act(async () => fetches[0]!.resolve(module))
    await fetched
    rerender(<View label="QR 코드" open />)
    expect(screen.getByRole('menu', { name: 'QR 코드' })).toBeTruthy()
  })
})
