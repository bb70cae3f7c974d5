import { describe, expect, it } from 'vitest'
import { signInNextFiles, type BuiltBundle, type BuiltChunk } from './sign-in-next'

const chunk = (
  fileName: string,
  facade: string | null,
  imports: string[] = [],
  dynamicImports: string[] = [],
  isEntry = false,
): BuiltChunk => ({
  type: 'chunk',
  fileName,
  facadeModuleId: facade && `/work/portal/${facade}`,
  imports,
  dynamicImports,
  isEntry,
})

/** a build: the entry starts main; React beside main; the contract with zod; the chrome's parts */
function bundle(): BuiltBundle {
  const chunks = [
    chunk(
      'assets/index-a.js',
      'src/app/boot.ts',
      ['assets/helper-h.js'],
      ['assets/main-b.js'],
      true,
    ),
    chunk('assets/helper-h.js', null),
    chunk('assets/main-b.js', 'src/app/main.tsx', ['assets/react-c.js'], ['assets/theme-d.js']),
    chunk('assets/react-c.js', null),
    chunk('assets/contract-e.js', 'src/features/session/services/contract.ts', ['assets/zod-f.js']),
    chunk('assets/zod-f.js', null),
    chunk('assets/theme-d.js', 'src/shared/views/theme.ts', ['assets/chakra-g.js']),
    chunk('assets/chakra-g.js', null, ['assets/react-c.js']),
    chunk('assets/chrome-i.js', 'src/app/chrome.tsx', ['assets/chakra-g.js', 'assets/helper-h.js']),
    chunk('assets/app-bar-chrome-m.js', 'src/app/app-bar-chrome.tsx', [
      'assets/chrome-i.js',
      'assets/bell-n.js',
    ]),
    chunk('assets/bell-n.js', null, ['assets/chakra-g.js']),
    chunk('assets/messages-j.js', 'src/features/dashboard/domain/messages.ts'),
    chunk('assets/screens-k.js', 'src/features/dashboard/screens.tsx', ['assets/grid-l.js']),
    chunk('assets/grid-l.js', null),
  ]
  return {
    ...Object.fromEntries(chunks.map((c) => [c.fileName, c])),
    'assets/index.css': { type: 'asset', fileName: 'assets/index.css' },
  }
}

describe("the sign-in page's list", () => {
  it("lists the contract, the chrome and its app bar's part with what they import, less the first page and any route's screens or messages", () => {
    expect(signInNextFiles(bundle(), '/')).toEqual([
      '/assets/contract-e.js',
      '/assets/zod-f.js',
      '/assets/theme-d.js',
      '/assets/chakra-g.js',
      '/assets/chrome-i.js',
      '/assets/app-bar-chrome-m.js',
      '/assets/bell-n.js',
    ])
  })

  it('follows the base the portal is served under', () => {
    expect(signInNextFiles(bundle(), '/portal/')[0]).toBe('/portal/assets/contract-e.js')
  })

  it('fails the build when a module has no chunk of its own, rather than list too little', () => {
    const built = bundle()
    delete built['assets/chrome-i.js']
    expect(() => signInNextFiles(built, '/')).toThrow(/no chunk of src\/app\/chrome\.tsx/)
  })
})
