// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Button, ChakraProvider } from '@chakra-ui/react'
import { useState, type ComponentType, type ReactNode } from 'react'
import { portalSystem } from '../../src/shared/views/theme'
import {
  OnceOpened,
  OnFirstUse,
  onUsePart,
  popupButtonPlaceholder,
  preloadOnUseParts,
} from '../../src/shared/views/components/on-use'
import { deferred } from '../support/deferred'

/**
 * Issue 45: a page's menus, dialogs, popovers and drawer come on their first use, not with the
 * page. What the user sees before (the same button, announced as a popup's) and how the part
 * arrives (once, the placeholder meanwhile, again after a failed fetch).
 */

afterEach(cleanup)

const Providers = ({ children }: { children: ReactNode }) => (
  <ChakraProvider value={portalSystem()}>{children}</ChakraProvider>
)

/** a part whose module arrives when the test says, counting its fetches */
function heldPart() {
  const fetches: ReturnType<typeof deferred<{ default: ComponentType<{ label: string }> }>>[] = []
  const part = onUsePart<{ label: string }>(() => {
    const fetch = deferred<{ default: ComponentType<{ label: string }> }>()
    fetches.push(fetch)
    return fetch.promise
  })
  const Opened = ({ label }: { label: string }) => <div role="menu" aria-label={label} />
  return { part, fetches, module: { default: Opened } }
}

function MenuHost({ part }: { part: ReturnType<typeof heldPart>['part'] }) {
  return (
    <Providers>
      <OnFirstUse
        placeholder={(open) =>
          popupButtonPlaceholder(<Button data-testid="trigger">메뉴</Button>, part, open)
        }
      >
        {() => <part.Part label="열린 메뉴" />}
      </OnFirstUse>
    </Providers>
  )
}

describe('a part fetched and started on its first use', () => {
  it('draws only its button, announced as a menu, and fetches nothing until used', () => {
    const { part, fetches } = heldPart()
    render(<MenuHost part={part} />)
    const button = screen.getByTestId('trigger')
    expect(button.getAttribute('aria-haspopup')).toBe('menu')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(fetches).toHaveLength(0)
  })

  it('a click fetches the part once, keeps the button meanwhile, then draws the part', async () => {
    const { part, fetches, module } = heldPart()
    render(<MenuHost part={part} />)
    fireEvent.click(screen.getByTestId('trigger'))
    expect(fetches).toHaveLength(1)
    expect(screen.getByTestId('trigger')).toBeTruthy()
    expect(screen.queryByRole('menu')).toBeNull()
    await act(async () => fetches[0]!.resolve(module))
    expect(await screen.findByRole('menu', { name: '열린 메뉴' })).toBeTruthy()
    expect(fetches).toHaveLength(1)
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
    expect(await screen.findByRole('menu')).toBeTruthy()
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
    expect(open).not.toHaveBeenCalled()
    fireEvent.click(button)
    expect(open).toHaveBeenCalledOnce()
    expect(fetches).toHaveLength(0)
  })

  it('a failed fetch is asked again on the next use', async () => {
    const { part, fetches, module } = heldPart()
    part.preload().catch(() => {})
    await act(async () => fetches[0]!.reject(new Error('offline')))
    expect(fetches).toHaveLength(1)
    render(<MenuHost part={part} />)
    fireEvent.click(screen.getByTestId('trigger'))
    expect(fetches).toHaveLength(2)
    await act(async () => fetches[1]!.resolve(module))
    expect(await screen.findByRole('menu')).toBeTruthy()
  })

  it('preloadOnUseParts fetches every part declared, each once', async () => {
    const a = heldPart()
    const b = heldPart()
    preloadOnUseParts()
    preloadOnUseParts()
    expect(a.fetches).toHaveLength(1)
    expect(b.fetches).toHaveLength(1)
  })
})

describe('a dialog or drawer drawn from its first opening', () => {
  function Host() {
    const [open, setOpen] = useState(false)
    return (
      <>
        <button type="button" onClick={() => setOpen((o) => !o)}>
          toggle
        </button>
        <OnceOpened open={open}>
          {(shown) => <div data-testid="part" data-open={shown} />}
        </OnceOpened>
      </>
    )
  }

  it('draws nothing before it opens, then the part closed and at once open, and keeps it drawn, closed, after', () => {
    const seen: string[] = []
    render(
      <OnceOpened open>
        {(shown) => {
          seen.push(String(shown))
          return null
        }}
      </OnceOpened>,
    )
    // a part drawn open in the click that opened it would take what that click closes (the
    // drawer) for its parent layer: it is placed closed, then opened
    expect(seen.slice(0, 2)).toEqual(['false', 'true'])
    cleanup()
    render(<Host />)
    expect(screen.queryByTestId('part')).toBeNull()
    fireEvent.click(screen.getByText('toggle'))
    expect(screen.getByTestId('part').dataset.open).toBe('true')
    fireEvent.click(screen.getByText('toggle'))
    expect(screen.getByTestId('part').dataset.open).toBe('false')
  })
})
