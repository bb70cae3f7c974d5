import { useEffect, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'

type Field = HTMLInputElement | HTMLTextAreaElement

const FIELDS = 'input[name], textarea[name]'

/** what the fields of a prerendered page hold that its markup did not (the visitor typed it) */
function typedValues(container: HTMLElement): Map<string, string> {
  const typed = new Map<string, string>()
  for (const field of container.querySelectorAll<Field>(FIELDS))
    if (field.value !== field.defaultValue) typed.set(field.name, field.value)
  return typed
}

/**
 * gives a field a value as typing does, so React's `onChange` hands it to the page's state: React
 * tells a change by comparing the field's value with the one it last saw (its value tracker, fed
 * by assignments to `field.value`), so the tracker is told the field was empty, then the value is
 * set past it and an input event sent
 */
function retype(field: Field, value: string): void {
  const prototype =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype
  field.value = ''
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, value)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

function AfterHydration({ children, done }: { children: ReactNode; done: () => void }) {
  useEffect(done, [done])
  return children
}

/**
 * Hydrates a prerendered page (a sign-in page, drawn before the portal's code has run) and keeps
 * what the visitor did meanwhile: the page's state starts empty (hydration may also empty the
 * fields), so the typed values are read before and typed again once the page is live, and the
 * forms submitted meanwhile are submitted then, with them. `stopNoting` ends the noting of submits
 * (`markSubmits`) and gives their forms: it is called once the page is live, so a submit while
 * React hydrates (a key or a click makes React finish the hydration at once, before the page's
 * effects have run and before its state has the typed values) is noted too, not sent half-ready.
 */
export function hydratePrerendered(
  container: HTMLElement,
  app: ReactNode,
  stopNoting: () => readonly HTMLFormElement[],
): void {
  const typed = typedValues(container)
  const done = () => {
    const submitted = stopNoting()
    for (const [name, value] of typed) {
      const field = container.querySelector<Field>(`[name="${CSS.escape(name)}"]`)
      if (field) retype(field, value)
    }
    // once the retyped values are the page's state (React renders them first)
    if (submitted.length) setTimeout(() => submitted.forEach((form) => form.requestSubmit()))
  }
  hydrateRoot(container, <AfterHydration done={done}>{app}</AfterHydration>)
}
