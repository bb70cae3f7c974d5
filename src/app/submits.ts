/**
 * The attribute of a prerendered page's submit buttons (`scripts/prerender.ts`): they are disabled
 * in the HTML, so a click or an Enter before the portal's first script has run is not lost in a
 * native submission (nothing would make it once the portal is live); that script enables them.
 */
export const UNTIL_SCRIPT = 'data-until-script'

/** enables the submit buttons the prerendered page disabled until now (`UNTIL_SCRIPT`) */
export function enableSubmits(container: HTMLElement): void {
  for (const button of container.querySelectorAll(`[${UNTIL_SCRIPT}]`)) {
    button.removeAttribute('disabled')
    button.removeAttribute(UNTIL_SCRIPT)
  }
}

/**
 * Notes each submit of a form of the prerendered page until the portal is live (a native
 * submission of the sign-in form goes nowhere: `method="dialog"`), so `hydratePrerendered` makes
 * it once the page is. A noted submit goes no further: the portal's own handlers, attached while
 * it hydrates, would get it before the page's state is ready. Returns the stop, which gives the
 * forms submitted meanwhile. Imported by the portal's first script (`boot.ts`) alone: it depends
 * on nothing.
 */
export function markSubmits(container: HTMLElement): () => HTMLFormElement[] {
  const submitted = new Set<HTMLFormElement>()
  const mark = (event: Event) => {
    if (!(event.target instanceof HTMLFormElement)) return
    submitted.add(event.target)
    event.preventDefault()
    event.stopImmediatePropagation()
  }
  container.addEventListener('submit', mark, { capture: true })
  return () => {
    container.removeEventListener('submit', mark, { capture: true })
    return [...submitted]
  }
}
