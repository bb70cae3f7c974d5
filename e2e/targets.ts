import type { Page } from '@playwright/test'

/**
 * Made for the phone in the hand (issue 46, decision 056): the controls on the page smaller than
 * `min` px in either direction, each named for the failure's message. A control is measured by
 * its target (a checkbox by the label around it); a link inside a sentence (WCAG's inline
 * exception), a control hidden from sight and one inside a box cut to a pixel (a screen reader's
 * text) are not measured.
 */
export async function smallTargets(page: Page, min: number): Promise<string[]> {
  return page.evaluate((min) => {
    const out: string[] = []
    const seen = new Set<Element>()
    const controls = document.querySelectorAll(
      'button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=menuitem], [role=menuitemcheckbox]',
    )
    for (const control of controls) {
      // a checkbox's target is its label; a link in a sentence is inline text
      const target =
        control instanceof HTMLInputElement && control.type === 'checkbox'
          ? (control.closest('label') ?? control)
          : control
      if (seen.has(target)) continue
      seen.add(target)
      if (target.closest('[aria-hidden=true], [inert]')) continue
      // inside a box cut to a pixel: a screen reader's text (a card's column headers)
      let clipped = false
      for (let box = target.parentElement; box && !clipped; box = box.parentElement) {
        const b = box.getBoundingClientRect()
        clipped = (b.width <= 1 || b.height <= 1) && getComputedStyle(box).overflow !== 'visible'
      }
      if (clipped) continue
      const style = getComputedStyle(target)
      if (style.visibility === 'hidden' || style.display === 'contents') continue
      const r = target.getBoundingClientRect()
      if (r.width === 0 || r.height === 0) continue
      // hidden from sight (the skip link before it is focused, a screen reader's text)
      if (r.width <= 1 || r.height <= 1 || r.right < 0 || r.bottom < 0) continue
      if (target.tagName === 'A' && style.display === 'inline') continue
      if (r.width < min - 0.5 || r.height < min - 0.5) {
        const name =
          target.getAttribute('aria-label') ??
          target.getAttribute('data-testid') ??
          target.textContent?.trim().slice(0, 30) ??
          ''
        out.push(
          `${target.tagName.toLowerCase()} "${name}" ${Math.round(r.width)}x${Math.round(r.height)}`,
        )
      }
    }
    return out
  }, min)
}
