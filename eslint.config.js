// @ts-check
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

/**
 * The import rules of the feature layout (docs: lint-fixtures/README.md, proven by tests/lint).
 * Every zone below is generated; its message starts with the name of the rule it belongs to.
 *
 *   src/app                   composition root: may import anything in src/
 *   src/shared/<layer>        domain <- contract <- services <- machines <- views
 *   src/features/<f>/<layer>  domain <- services <- machines <- views; index.ts is the public API,
 *                             wire.ts is for src/app only
 *   mock-server/              src/shared/{domain,contract}, src/features/<f>/domain and
 *                             src/features/<f>/services/contract.ts only
 *
 * An arrow `a <- b` reads "a may be imported by b".
 */

/** The repository root: zones resolve against it, whatever the working directory of eslint. */
const ROOT = path.dirname(fileURLToPath(import.meta.url))

/** Every folder of src/features is a feature: a new folder is covered by every zone at once. */
export const FEATURES = readdirSync(path.join(ROOT, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort()

/**
 * Which features a feature may use, through their index.ts only. A new dependency between
 * features is declared HERE (and only here): add the feature used to the list of its user.
 * An undeclared feature is out of reach entirely, index.ts included.
 *
 * @type {Readonly<Record<string, readonly string[]>>}
 */
export const FEATURE_DEPENDENCIES = {
  shell: ['session'],
  notifications: ['purchase'],
  vouchers: ['notifications'],
  dashboard: ['session'],
  partner: ['session'],
}

for (const [feature, used] of Object.entries(FEATURE_DEPENDENCIES)) {
  for (const name of [feature, ...used]) {
    if (!FEATURES.includes(name)) {
      throw new Error(
        `eslint.config.js: FEATURE_DEPENDENCIES names "${name}", which is not a folder of src/features`,
      )
    }
  }
  if (used.includes(feature)) {
    throw new Error(`eslint.config.js: FEATURE_DEPENDENCIES: "${feature}" depends on itself`)
  }
}

/** Layers from the bottom up: a layer may import only the layers before it. */
export const SHARED_LAYERS = ['domain', 'contract', 'services', 'machines', 'views']
export const FEATURE_LAYERS = ['domain', 'services', 'machines', 'views']

const arrows = (/** @type {string[]} */ layers) => layers.join(' <- ')

/** Rule 1 (layers), src/shared: domain <- contract <- services <- machines <- views. */
const sharedLayerZones = SHARED_LAYERS.slice(0, -1).map((layer, index) => ({
  target: `./src/shared/${layer}`,
  from: SHARED_LAYERS.slice(index + 1).map((above) => `./src/shared/${above}`),
  message:
    `[layers] src/shared/${layer} may not import ${SHARED_LAYERS.slice(index + 1).join(', ')} ` +
    `of src/shared (${arrows(SHARED_LAYERS)}).`,
}))

/**
 * Rule 1 (layers), every feature: domain <- services <- machines <- views, and no layer imports
 * its own feature's index.ts (the public API sits above the views; wire.ts: see rule 5).
 * A feature's layer also stays below the same layer of src/shared: a feature's domain may use
 * src/shared/domain only, its services may not use src/shared/machines or views, and so on.
 */
const featureLayerZones = FEATURES.flatMap((feature) =>
  FEATURE_LAYERS.map((layer, index) => {
    const above = FEATURE_LAYERS.slice(index + 1)
    const sharedAbove = SHARED_LAYERS.slice(SHARED_LAYERS.indexOf(layer) + 1)
    return {
      target: `./src/features/${feature}/${layer}`,
      from: [
        ...above.map((name) => `./src/features/${feature}/${name}`),
        `./src/features/${feature}/index.ts`,
        ...sharedAbove.map((name) => `./src/shared/${name}`),
      ],
      message:
        `[layers] src/features/${feature}/${layer} may not import ` +
        `${[...above, 'index.ts'].join(', ')} of its feature` +
        (sharedAbove.length > 0 ? ` nor ${sharedAbove.join(', ')} of src/shared` : '') +
        ` (${arrows(FEATURE_LAYERS)}).`,
    }
  }),
)

/** Rule 2 (feature boundaries): another feature only through its index.ts, when declared. */
const featureBoundaryZones = FEATURES.flatMap((feature) =>
  FEATURES.filter((other) => other !== feature).map((other) => {
    const declared = (FEATURE_DEPENDENCIES[feature] ?? []).includes(other)
    return {
      target: `./src/features/${feature}`,
      from: `./src/features/${other}`,
      except: declared ? ['./index.ts'] : [],
      message: declared
        ? `[feature boundaries] src/features/${feature} may use src/features/${other} ` +
          `through its index.ts only, never its internals.`
        : `[feature boundaries] src/features/${feature} does not declare a dependency on ` +
          `${other}: add it to FEATURE_DEPENDENCIES in eslint.config.js, then import ` +
          `src/features/${other}/index.ts (never its internals).`,
    }
  }),
)

/** Rules 3 to 6. */
const boundaryZones = [
  {
    target: './src/shared',
    from: './src/features',
    message: '[shared is feature-free] src/shared never imports src/features.',
  },
  {
    target: ['./src/features', './src/shared'],
    from: './src/app',
    message:
      '[composition root] nothing under src/features or src/shared imports src/app ' +
      '(src/app imports them).',
  },
  {
    // A glob `from` is matched against the resolved absolute path (import-x resolves it
    // against basePath); it may not share a zone with plain paths.
    // A feature's route chunk (its screens.tsx) wires its own machines (issue 8).
    target: ['./src/shared/**', './src/features/*/*/**', './src/features/*/!(screens).{ts,tsx}'],
    from: './src/features/*/wire*.ts',
    message: "[wiring] only src/app and the feature's screens.tsx import its wire files.",
  },
  {
    target: './src',
    from: './mock-server',
    message: '[mock-server] src/ never imports mock-server/.',
  },
  {
    target: './mock-server',
    from: './src',
    except: [
      './shared/domain',
      './shared/contract',
      ...FEATURES.flatMap((feature) => [
        `./features/${feature}/domain`,
        `./features/${feature}/services/contract.ts`,
      ]),
    ],
    message:
      '[mock-server] mock-server/ imports only src/shared/domain, src/shared/contract, ' +
      'src/features/*/domain and src/features/*/services/contract.ts.',
  },
]

export const ZONES = [
  ...sharedLayerZones,
  ...featureLayerZones,
  ...featureBoundaryZones,
  ...boundaryZones,
]

/** No `x as unknown as T` (issue 49), for no-restricted-syntax. */
const NO_DOUBLE_CAST = {
  selector: "TSAsExpression > TSAsExpression[typeAnnotation.type='TSUnknownKeyword']",
  message:
    'No `as unknown as` in src/ and mock-server/ (issue 49): narrow with a type guard, ' +
    'type the value where it is made, or use a plain `as` the checker can compare.',
}

const NAMED_GUARD_MESSAGE =
  "A machine's guard is named in its setup (issue 49): `guards: { isPaid: ({ context }) => ... }` " +
  "and `guard: 'isPaid'`; what it reads of the transition's event goes in as params: " +
  "`guard: { type: 'statusIs', params: ({ event }) => ({ error: event.error, status: 405 }) }`."

/**
 * A guard written where the transition is, for no-restricted-syntax: a function (`guard: () =>`,
 * `guard() {}`), a function inside not/and/or (`guard: not(({ context }) => ...)`), or a function
 * passed by reference (`guard: isPaid`, `guard: guards.isPaid`). A guard's name and its
 * `{ type, params }` object are allowed: their params function is not a child of `guard`.
 */
const NAMED_GUARDS = [
  "Property[key.name='guard'] > :function",
  "Property[key.name='guard'] > CallExpression :function",
  "Property[key.name='guard'][value.type=/^(Identifier|MemberExpression)$/]",
].map((selector) => ({ selector, message: NAMED_GUARD_MESSAGE }))

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-embedded',
      'public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver': { typescript: true, node: true },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: ZONES, basePath: ROOT }],
      'import-x/no-cycle': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Features augment the message catalogue:
      // `interface MessageCatalogue extends Catalogue<keyof typeof ko> {}`.
      '@typescript-eslint/no-empty-object-type': [
        'error',
        { allowInterfaces: 'with-single-extends' },
      ],
    },
  },
  {
    // Schemas take `z` from src/shared/contract/zod.ts, which configures zod before any schema
    // exists (no eval under the CSP). The settings' schema runs at build time only.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/shared/contract/zod.ts',
      'src/shared/contract/openapi.ts',
      'src/shared/services/env-schema.ts',
      'src/**/*.test.{ts,tsx}',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: 'Import z from src/shared/contract/zod.ts.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // A machine reaches the outside world only through services injected by name.
    files: [
      'src/shared/domain/**',
      'src/shared/machines/**',
      'src/shared/views/**',
      'src/features/*/domain/**',
      'src/features/*/machines/**',
      'src/features/*/views/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'ofetch', message: 'HTTP lives in services only.' }] },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'HTTP lives in services only.' },
      ],
    },
  },
  {
    // A machine's types vouch for its context (issue 49): a named guard, assertEvent or present().
    files: ['src/features/*/machines/**', 'src/shared/machines/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'error' },
  },
  {
    // A cast through unknown vouches for nothing (issue 49): a type guard, a typed accessor or a
    // plain `as` the checker can compare says what the code knows instead. Tests keep it.
    files: ['src/**/*.{ts,tsx}', 'mock-server/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', NO_DOUBLE_CAST] },
  },
  {
    // Every guard of a machine is named in its setup (issue 49): a transition says which rule it
    // checks, and the type checker sees what each guard is given. A function written at the
    // transition, inside not/and/or or passed by reference is refused; `guard: 'name'` and
    // `guard: { type: 'name', params: ({ event }) => ({ ... }) }` are not. eslint keeps one
    // config's options of a rule, so the double cast's selector is repeated here. Tests keep
    // inline guards.
    files: ['src/features/*/machines/**', 'src/shared/machines/**', 'src/app/portal-machine.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', NO_DOUBLE_CAST, ...NAMED_GUARDS] },
  },
  {
    // A test waits on what it checks for as long as a busy machine needs, never on the one
    // second vi.waitFor gives by default (a flake on a loaded machine): every such wait names its
    // limit, as the DOM waits have theirs (tests/setup/env.ts).
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^wait(For|Until)$/][arguments.length<2]",
          message:
            'vi.waitFor and vi.waitUntil name their limit in a test ({ timeout: 30_000 }): ' +
            'their default of one second fails on a busy machine.',
        },
      ],
    },
  },
  {
    // A source file a reader takes in whole (issue 49): a longer one is split by concern (a
    // machine's types, rules, setup and states through setup's createStateConfig). The grid's
    // files keep their own, lower limit below.
    files: ['src/**/*.{ts,tsx}', 'mock-server/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 450, skipBlankLines: false, skipComments: false }] },
  },
  {
    // The grid, split by concern (issue 49): each of its files stays one concern a reader takes in.
    files: ['src/shared/views/components/data-grid/**'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // The development entry starts the in-browser mock, then the portal: the one file of
    // mock-server/ that loads src/app (vite.config.ts serves it in place of src/app/boot.ts). It
    // fetches the portal's main module before the mock starts (decision 047), and boots it after.
    files: ['mock-server/browser-entry.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: ZONES.map((zone) =>
            zone.target === './mock-server'
              ? { ...zone, except: [...zone.except, './app/boot.ts', './app/main.tsx'] }
              : zone,
          ),
          basePath: ROOT,
        },
      ],
    },
  },
)
