// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { ko, en } from '../shared/domain/messages/common'
import { pickLocale } from './locale'
import { showStartFailed } from './start-failed'

/** a container holding a painted sign-in page */
function paintedPage() {
  const container = document.createElement('div')
  container.innerHTML =
    '<main class="pl-signin"><form><input id="id" value="fc0001"><button type="submit">로그인</button></form></main>'
  return container
}

describe('showStartFailed', () => {
  it("replaces the page with the catalogue's message and a reload button that reloads", () => {
    const container = paintedPage()
    const reload = vi.fn()
    showStartFailed(container, 'ko', reload)
    expect(container.querySelector('form')).toBeNull()
    const alert = container.querySelector('[role="alert"]')!
    expect(alert.textContent).toContain(ko['app.routeLoadFailed'])
    const button = container.querySelector('button')!
    expect(button.type).toBe('button')
    expect(button.textContent).toBe(ko['app.reload'])
    button.click()
    expect(reload).toHaveBeenCalledTimes(1)
    expect(container.querySelector('[data-testid="start-failed"]')).not.toBeNull()
  })

  it('speaks the chosen locale', () => {
    const container = paintedPage()
    showStartFailed(container, 'en', () => {})
    expect(container.querySelector('[role="alert"] p')!.textContent).toBe(en['app.routeLoadFailed'])
    expect(container.querySelector('button')!.textContent).toBe(en['app.reload'])
  })
})

describe('pickLocale', () => {
  it('takes ?lang=, then the saved locale, else Korean; an unknown one is Korean', () => {
    localStorage.removeItem('locale')
    expect(pickLocale('')).toBe('ko')
    expect(pickLocale('?lang=en')).toBe('en')
    localStorage.setItem('locale', 'en')
    expect(pickLocale('')).toBe('en')
    expect(pickLocale('?lang=ko')).toBe('ko')
    expect(pickLocale('?lang=fr')).toBe('ko')
    localStorage.setItem('locale', 'de')
    expect(pickLocale('')).toBe('ko')
    localStorage.removeItem('locale')
  })
})
