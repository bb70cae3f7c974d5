// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { onDemandView } from './on-demand-view'

afterEach(cleanup)

const Greeting = ({ name }: { name: string }) => <p data-testid="greeting">{name}</p>

describe('onDemandView', () => {
  it('renders nothing before its code is fetched, and the view with its props after', async () => {
    const view = onDemandView(async () => Greeting)
    const { rerender } = render(<view.View name="김민준" />)
    expect(screen.queryByTestId('greeting')).toBeNull()
    await view.load()
    rerender(<view.View name="이서연" />)
    expect(screen.getByTestId('greeting').textContent).toBe('이서연')
  })

  it('fetches the code once however often it is asked for', async () => {
    const importView = vi.fn(async () => Greeting)
    const view = onDemandView(importView)
    await Promise.all([view.load(), view.load()])
    await view.load()
    expect(importView).toHaveBeenCalledTimes(1)
  })

  it('a failed fetch rejects, and the next load tries again', async () => {
    const importView = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Greeting)
    const view = onDemandView(importView)
    await expect(view.load()).rejects.toThrow('Failed to fetch')
    render(<view.View name="김민준" />)
    expect(screen.queryByTestId('greeting')).toBeNull()
    await view.load()
    expect(importView).toHaveBeenCalledTimes(2)
    cleanup()
    render(<view.View name="김민준" />)
    expect(screen.getByTestId('greeting').textContent).toBe('김민준')
  })
})
