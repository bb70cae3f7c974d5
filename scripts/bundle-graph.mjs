// A build's chunks as the browser loads them, read from the files: what a chunk imports
// statically (loaded with it) and with `import()` (loaded on demand), and the sources its hidden
// source map names. Read by the bundle checks (check-bundle.mjs, route-budgets.mjs).
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const STATIC_IMPORT = /(?:import|from)\s*["']\.\/([^"']+\.js)["']/g
const DYNAMIC_IMPORT = /import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g

/** the chunks of a build's `assets` folder */
export function bundleGraph(assets) {
  const read = (file) => readFileSync(join(assets, file), 'utf8')
  /** a chunk and every chunk it imports statically (not `import()`), added to `into` */
  const staticClosure = (file, into = new Set()) => {
    if (into.has(file)) return into
    into.add(file)
    for (const m of read(file).matchAll(STATIC_IMPORT)) staticClosure(m[1], into)
    return into
  }
  /** the chunks a chunk asks for with `import()` */
  const dynamicImports = (file) => [...read(file).matchAll(DYNAMIC_IMPORT)].map((m) => m[1])
  /** the sources a chunk was built from, as paths from the project's root; null without a map */
  const sourcesOf = (file) => {
    const map = join(assets, `${file}.map`)
    if (!existsSync(map)) return null
    return JSON.parse(readFileSync(map, 'utf8')).sources.map((s) => {
      // a package as `node_modules/<name>/...` wherever the packages are (a worktree's link)
      const nodeModules = s.lastIndexOf('node_modules/')
      return nodeModules >= 0 ? s.slice(nodeModules) : s.replace(/^(\.\.\/)+/, '')
    })
  }
  return { read, staticClosure, dynamicImports, sourcesOf }
}
