// The files a sign-in page warms (decision 051), listed by the build in every page's HTML: the
// chunks of the modules a sign-in needs and leads to, with their static imports, less what the
// first page has already run. The page fetches them without running them (src/app/sign-in-next.ts).

/** the parts of a build's output this reads (Rollup's and Rolldown's output chunks) */
export interface BuiltChunk {
  type: 'chunk'
  fileName: string
  isEntry: boolean
  facadeModuleId: string | null
  imports: string[]
  dynamicImports: string[]
}
export type BuiltBundle = Record<string, BuiltChunk | { type: 'asset'; fileName: string }>

/**
 * What a sign-in needs and leads to: the session's contract (the sign-in parses its answer), the
 * styled system and theme, the chrome and its app bar's part (every page a sign-in lands on is of
 * the v2 layout, drawn in them: route-modules.ts, decision 083). The landing page, with its
 * messages, is known once the user is.
 */
export const SIGN_IN_NEXT_MODULES = [
  'src/features/session/services/contract.ts',
  'src/shared/views/theme.ts',
  'src/app/chrome.tsx',
  'src/app/app-bar-chrome.tsx',
]

const chunks = (bundle: BuiltBundle) =>
  Object.values(bundle).filter((c): c is BuiltChunk => c.type === 'chunk')

/** a chunk and what it imports statically */
function closure(bundle: BuiltBundle, fileName: string, into: Set<string>): Set<string> {
  if (into.has(fileName)) return into
  into.add(fileName)
  const chunk = bundle[fileName]
  if (chunk?.type === 'chunk') for (const i of chunk.imports) closure(bundle, i, into)
  return into
}

/**
 * The files to warm, as paths under `base`: each module's chunk (the one it is the facade of) with
 * its static imports, less the first page (the entry chunk, the portal it starts with `import()`,
 * and their static imports). Throws when a module has no chunk: the list would say less than it
 * should, and the build is where to find out.
 */
export function signInNextFiles(
  bundle: BuiltBundle,
  base = '/',
  modules = SIGN_IN_NEXT_MODULES,
): string[] {
  const all = chunks(bundle)
  const entries = all.filter((c) => c.isEntry)
  const firstPage = new Set<string>()
  for (const entry of entries) {
    closure(bundle, entry.fileName, firstPage)
    const started = entry.dynamicImports[0]
    if (started) closure(bundle, started, firstPage)
  }
  const files = new Set<string>()
  for (const module of modules) {
    const own = all.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${module}`))
    if (!own) throw new Error(`no chunk of ${module}: the sign-in page's list cannot be made`)
    closure(bundle, own.fileName, files)
  }
  return [...files].filter((f) => !firstPage.has(f)).map((f) => `${base}${f}`)
}
