// @ts-check
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

/**
 * The layer rule of docs/architecture.md: domain <- services <- machines <- views,
 * and src/ never imports mock-server/. An arrow points from the importer to what it may import.
 */
const layerZones = [
  {
    target: './src/domain',
    from: ['./src/services', './src/machines', './src/views', './mock-server'],
    message: 'src/domain is pure: it imports nothing from the layers above it.',
  },
  {
    target: './src/services',
    from: ['./src/machines', './src/views', './mock-server'],
    message: 'src/services may import only src/domain.',
  },
  {
    target: './src/machines',
    from: ['./src/views', './mock-server'],
    message: 'src/machines may import only src/domain and src/services.',
  },
  {
    target: './src',
    from: ['./mock-server'],
    message: 'src/ never imports mock-server/.',
  },
  {
    target: './mock-server',
    from: ['./src/services', './src/machines', './src/views'],
    except: ['./contract'],
    message: 'mock-server imports only src/domain and src/services/contract.',
  },
]

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
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // A machine reaches the outside world only through services injected by name.
    files: ['src/machines/**', 'src/views/**', 'src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'ofetch', message: 'HTTP lives in src/services only.' }] },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'HTTP lives in src/services only.' },
      ],
    },
  },
)
