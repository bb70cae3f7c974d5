// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import { cleanupRoutes, renderRoute } from '../support/render-route'
import { readCss, type Css } from '../support/emotion-css'

afterEach(cleanupRoutes)

/** The colour palettes an element's own styles draw on: `var(--chakra-colors-<palette>-…)`. */
function palettesOf(el: Element, css: Css): Set<string> {
  const bodies = [...el.classList].flatMap((c) => css.byClass.get(c) ?? [])
  const refs = bodies.join(';').matchAll(/var\(--chakra-colors-([a-z]+)-/g)
  return new Set([...refs].map((m) => m[1]!).filter((p) => p !== 'color'))
}

/** The accent token's custom properties one rule sets, by its exact selector. */
function accentTokensAt(selector: string, css: Css): Record<string, string> {
  const body = css.bySelector.get(selector) ?? ''
  return Object.fromEntries(
    [...body.matchAll(/--chakra-colors-accent-([\w-]+):([^;]+)/g)].map((m) => [m[1], m[2]]),
  )
}

/** The accents of the give page and its app bar: highlight box, info link, buttons, logo. */
async function giveAccents() {
  const usableBox = await screen.findByTestId('give-usable-box')
  const form = screen.getByLabelText('고객 앱 아이디').closest('form')!
  return {
    usableBox,
    appIdInfo: screen.getByRole('button', { name: '앱 아이디란?' }),
    submit: within(form).getByRole('button', { name: '사용권 제공' }),
    voucherCreate: screen.getByRole('button', { name: '바우처 생성' }),
    usageCounter: await screen.findByTestId('usage-counter'),
    logo: screen.getByTestId('app-logo'),
  }
}

describe('the accent of the orange layout (site 1, S1 §2)', () => {
  it('every accent of /v2/give takes the one accent token, orange, and nothing is blue', async () => {
    // OL1000001 enters like a site-1 user: the entry page sets the orange flag and goes to give
    const app = await renderRoute('/', { user: 'OL1000001' })
    expect(await screen.findByTestId('give-usable')).toBeTruthy()
    expect(app.location).toBe('/v2/Give')
    expect(document.documentElement.getAttribute('data-accent')).toBe('orange')

    // the confirm dialog renders in a portal, outside the layout: it must follow too
    fireEvent.change(screen.getByLabelText('고객 앱 아이디'), { target: { value: 'member01' } })
    const accents = await giveAccents()
    fireEvent.click(accents.submit)
    const dialog = await screen.findByTestId('give-confirm')
    const css = readCss()

    const all = { ...accents, confirm: within(dialog).getByRole('button', { name: '제공하기' }) }
    for (const [name, el] of Object.entries(all))
      expect([name, [...palettesOf(el, css)]]).toEqual([name, ['accent']])

    // under data-accent="orange" every key of the accent token is an orange shade
    const orange = accentTokensAt('[data-accent=orange]', css)
    expect(Object.keys(orange).sort()).toEqual(
      ['border', 'emphasized', 'fg', 'focus-ring', 'muted', 'solid', 'subtle'].sort(),
    )
    for (const value of Object.values(orange))
      expect(value).toMatch(/^var\(--chakra-colors-orange-\d+\)$/)

    // no element of the page or its dialog draws on a blue palette
    for (const el of [document.documentElement, ...document.body.querySelectorAll('*')]) {
      const palettes = palettesOf(el, css)
      expect([el.outerHTML.slice(0, 80), palettes.has('blue') || palettes.has('brand')]).toEqual([
        el.outerHTML.slice(0, 80),
        false,
      ])
    }
  })

  it('the same accents are the brand blue for a site-3 FC, through the same token', async () => {
    await renderRoute('/v2/Give', { user: 'fc0001' })
    const accents = await giveAccents()
    expect(document.documentElement.getAttribute('data-accent')).toBe('default')
    const css = readCss()
    for (const [name, el] of Object.entries(accents))
      expect([name, [...palettesOf(el, css)]]).toEqual([name, ['accent']])
    for (const el of document.body.querySelectorAll('*'))
      expect(palettesOf(el, css).has('orange')).toBe(false)
    // outside data-accent="orange" the accent token is the brand blue
    const roots = [...css.bySelector.keys()].filter(
      (sel) => !sel.includes('data-accent') && accentTokensAt(sel, css).solid,
    )
    expect(roots).toHaveLength(1)
    const brand = accentTokensAt(roots[0]!, css)
    expect(brand.solid).toBe('var(--chakra-colors-brand-500)')
    for (const [key, value] of Object.entries(brand))
      if (key !== 'contrast') expect(value).toMatch(/^var\(--chakra-colors-brand-\d+\)$/)
  })
})
