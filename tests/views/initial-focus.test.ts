// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { initialFocusIn } from '../../src/shared/views/components/initial-focus'

afterEach(() => document.body.replaceChildren())

/** a dialog's content drawn from HTML, in the document */
function content(html: string): HTMLElement {
  const root = document.createElement('div')
  root.innerHTML = html
  document.body.append(root)
  return root
}

describe('the element a dialog focuses as it opens', () => {
  it('passes over a slider thumb hidden for its first frame, for the field after it', () => {
    const root = content(`
      <div role="slider" tabindex="0" style="visibility: hidden" data-part="thumb"></div>
      <input id="amount" type="number">`)
    expect(initialFocusIn(root)?.id).toBe('amount')
  })

  it('takes the thumb once it is drawn', () => {
    const root = content(`
      <div role="slider" tabindex="0" id="thumb"></div>
      <input id="amount" type="number">`)
    expect(initialFocusIn(root)?.id).toBe('thumb')
  })

  it('passes over what is disabled, out of the tab order, hidden or inert', () => {
    const root = content(`
      <button disabled>a</button>
      <div tabindex="-1">b</div>
      <div hidden><input></div>
      <div inert><button>c</button></div>
      <input type="hidden">
      <a>no link</a>
      <textarea id="note"></textarea>`)
    expect(initialFocusIn(root)?.id).toBe('note')
  })

  it('takes the element the dialog names over the first one', () => {
    const root = content(`<input id="first"><input id="named">`)
    expect(initialFocusIn(root, () => root.querySelector('#named'))?.id).toBe('named')
    // a name that finds nothing: the first that takes the focus
    expect(initialFocusIn(root, () => null)?.id).toBe('first')
  })

  it('leaves the choice to the dialog where nothing can take the focus', () => {
    expect(initialFocusIn(content('<p>안내</p>'))).toBeNull()
    expect(initialFocusIn(null)).toBeNull()
  })
})
