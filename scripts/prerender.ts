import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { createServer } from 'vite'
import type * as PrerenderModule from '../src/app/prerender'
import type { PrerenderedPage } from '../src/app/prerender'
import { UNTIL_SCRIPT } from '../src/app/submits'

/**
 * A page's submit buttons disabled until the portal's first script enables them (`UNTIL_SCRIPT`):
 * a native submission before it has run would go nowhere, and the visitor's click with it.
 */
const inertSubmits = (html: string) =>
  html.replace(/<button\b([^>]*\btype="submit"[^>]*)>/g, (tag: string, attributes: string) =>
    /\sdisabled\b/.test(attributes) ? tag : `<button${attributes} disabled="" ${UNTIL_SCRIPT}="">`,
  )

/**
 * The built `index.html` with a prerendered page in it: the markup in `#root`, the accent on
 * `<html>`, and the build's stylesheets in `<style>` (`readAsset` gives a stylesheet's text by its
 * href), so the first paint waits for no other request (the CSP allows inline styles), and its
 * submit buttons disabled until the portal's first script has run. The scripts stay as the build
 * wrote them (no inline script: the CSP allows none).
 */
export function withPrerendered(
  indexHtml: string,
  page: PrerenderedPage,
  readAsset: (href: string) => string = () => {
    throw new Error('no stylesheet expected')
  },
): string {
  const root = '<div id="root"></div>'
  if (!indexHtml.includes(root)) throw new Error('index.html has no empty <div id="root">')
  // the sign-in pages are plain elements (decision 025): no component library writes styles
  if (page.html.includes('<style')) throw new Error(`${page.path} renders <style> elements`)
  return indexHtml
    .replace(
      /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g,
      (_, href: string) => `<style>${readAsset(href).replace(/<\/style/gi, '<\\/style')}</style>`,
    )
    .replace(/<html([^>]*)>/, `<html$1 data-accent="${page.accent}">`)
    .replace(root, `<div id="root">${inertSubmits(page.html)}</div>`)
}

/** The file a static server sends for a page's path: `<dir><path>/index.html`. */
export const prerenderedFileOf = (dir: string, path: string) => join(dir, path, 'index.html')

/**
 * Renders the sign-in pages, the signed-in pages' frames and the link pages' frames with the
 * portal's own views (src/app/prerender.tsx, loaded through Vite's SSR loader with the build's
 * mode) and writes each as `<outDir><folder>/index.html` (a path's parameter as `[name]`).
 */
export async function prerenderPages(outDir: string, mode: string): Promise<string[]> {
  const vite = await createServer({
    mode,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  try {
    const mod = (await vite.ssrLoadModule('/src/app/prerender.tsx')) as typeof PrerenderModule
    const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8')
    const written: string[] = []
    const pages: PrerenderedPage[] = []
    for (const routeId of mod.PRERENDERED) pages.push(await mod.prerender(routeId))
    // the signed-in pages' frames (decision 052)
    for (const routeId of mod.FRAMED) pages.push(mod.prerenderFrame(routeId))
    // the link pages' frames (decision 082)
    for (const routeId of mod.LINK_FRAMED) pages.push(mod.prerenderLinkFrame(routeId))
    for (const page of pages) {
      const file = prerenderedFileOf(outDir, page.path)
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(
        file,
        withPrerendered(indexHtml, page, (href) => readFileSync(join(outDir, href), 'utf8')),
      )
      written.push(file)
    }
    return written
  } finally {
    await vite.close()
  }
}
