import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { createServer } from 'vite'
import type * as PrerenderModule from '../src/app/prerender'
import type { PrerenderedPage } from '../src/app/prerender'

/**
 * The built `index.html` with a prerendered page in it: the markup in `#root` and the accent on
 * `<html>`. The scripts and links stay as the build wrote them (no inline script: the CSP allows
 * none).
 */
export function withPrerendered(indexHtml: string, page: PrerenderedPage): string {
  const root = '<div id="root"></div>'
  if (!indexHtml.includes(root)) throw new Error('index.html has no empty <div id="root">')
  // Emotion renders each rule's <style> before its element; in <head> they are all parsed before
  // the first paint, so the page never paints half-styled or grows as the body streams in (CLS
  // 0). Emotion's client cache finds them there as it would have moved them there itself.
  const styles: string[] = []
  const markup = page.html.replace(/<style data-emotion="[^"]*">[^<]*<\/style>/g, (style) => {
    styles.push(style)
    return ''
  })
  return indexHtml
    .replace(/<html([^>]*)>/, `<html$1 data-accent="${page.accent}">`)
    .replace('</head>', `${styles.join('')}</head>`)
    .replace(root, `<div id="root">${markup}</div>`)
}

/** The file a static server sends for a page's path: `<dir><path>/index.html`. */
export const prerenderedFileOf = (dir: string, path: string) => join(dir, path, 'index.html')

/**
 * Renders the sign-in pages with the portal's own views (src/app/prerender.tsx, loaded through
 * Vite's SSR loader with the build's mode) and writes each as `<outDir><path>/index.html`.
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
    for (const routeId of mod.PRERENDERED) {
      const page = await mod.prerender(routeId)
      const file = prerenderedFileOf(outDir, page.path)
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, withPrerendered(indexHtml, page))
      written.push(file)
    }
    return written
  } finally {
    await vite.close()
  }
}
