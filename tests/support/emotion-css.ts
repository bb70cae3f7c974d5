/**
 * The document's CSS as Emotion wrote it: each rule's declarations by the generated classes its
 * selector names (`.css-…`), and the rules by exact selector.
 */
export function readCss() {
  const text = [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n')
  const byClass = new Map<string, string[]>()
  const bySelector = new Map<string, string>()
  for (const [, selector, body] of text.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const sel = selector!.replace(/^.*@[^{]*$/, '').trim()
    bySelector.set(sel, (bySelector.get(sel) ?? '') + body)
    for (const [cls] of sel.matchAll(/css-[\w-]+/g)) {
      byClass.set(cls, [...(byClass.get(cls) ?? []), body!])
    }
  }
  return { byClass, bySelector }
}
export type Css = ReturnType<typeof readCss>

/** An element's own declarations of these properties, from the classes Emotion gave it. */
export function ownStyle(el: Element, properties: readonly string[], css: Css = readCss()) {
  const bodies = [...el.classList].flatMap((c) => css.byClass.get(c) ?? []).join(';')
  return Object.fromEntries(
    properties.map((p) => [p, new RegExp(`(?:^|;)\\s*${p}:([^;]+)`).exec(bodies)?.[1]?.trim()]),
  )
}
