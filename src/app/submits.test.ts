// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { enableSubmits, markSubmits, UNTIL_SCRIPT } from './submits'

function page(html: string): HTMLElement {
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.replaceChildren(container)
  return container
}

describe("the prerendered page's submits before the portal is live", () => {
  it('enables the submit buttons the prerender disabled, and only those', () => {
    const container = page(
      `<form><button type="submit" disabled="" ${UNTIL_SCRIPT}="">로그인</button>` +
        '<button type="submit" disabled="">busy</button></form>',
    )
    enableSubmits(container)
    const [enabled, own] = container.querySelectorAll('button')
    expect(enabled!.disabled).toBe(false)
    expect(enabled!.hasAttribute(UNTIL_SCRIPT)).toBe(false)
    expect(own!.disabled).toBe(true)
  })

  it('notes each form submitted until stopped, once each, and none after', () => {
    const container = page(
      '<form id="a" method="dialog"></form><form id="b" method="dialog"></form>',
    )
    const [a, b] = container.querySelectorAll('form')
    const stop = markSubmits(container)
    a!.requestSubmit()
    a!.requestSubmit()
    const submitted = stop()
    b!.requestSubmit()
    expect(submitted).toEqual([a])
    expect(stop()).toEqual([a])
  })

  it('a noted submit reaches no other handler; after the stop, submits go on as usual', () => {
    const container = page('<form method="dialog"></form>')
    const form = container.querySelector('form')!
    const stop = markSubmits(container)
    const seen: string[] = []
    container.addEventListener('submit', () => seen.push('capture'), { capture: true })
    container.addEventListener('submit', () => seen.push('bubble'))
    form.requestSubmit()
    expect(seen).toEqual([])
    stop()
    form.requestSubmit()
    expect(seen).toEqual(['capture', 'bubble'])
  })
})
