import { defineConfig, loadEnv, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { VitePWA } from 'vite-plugin-pwa'
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { LEGAL_PAGES } from './mock-server/pages/legal'
import { partnerDemoPage } from './mock-server/pages/partner'
import {
  CHECKOUT_PATH,
  COMPLETE_PATH,
  checkoutPage,
  devCompletePage,
} from './mock-server/pages/checkout'
import { chakraGlobalStyles } from './scripts/chakra-global-css.ts'
import { precompress } from './scripts/precompress.ts'
import { prerenderPages } from './scripts/prerender.ts'
import { signInNextFiles, type BuiltBundle } from './scripts/sign-in-next.ts'
import { parseEnv } from './src/shared/services/env-schema'

/**
 * Modes:
 * - development (`npm run dev`): the msw service worker answers /api in the browser; the entry is
 *   mock-server/browser-entry.ts, which starts the worker and then loads the portal.
 * - embedded (`npm start`): the bundle talks to the same origin; the standalone mock serves both.
 * - production (`npm run build`): VITE_API_BASE_URL points at the real backend; no mock code.
 */
function devMockEntry(): Plugin {
  return {
    name: 'dev-mock-entry',
    apply: 'serve',
    transformIndexHtml(html) {
      if (process.env.VITE_API_MOCKING === 'off') return html
      return html.replace('/src/app/boot.ts', '/mock-server/browser-entry.ts')
    },
  }
}

const DEV_COMPLETE_MODULE = '/mock-server/pages/dev-complete.ts'

/**
 * The demo's privacy and terms pages in dev: the footer opens them in a new tab, whose navigation
 * the service worker does not answer, so Vite serves them (the standalone server does elsewhere);
 * so are the partner pages' stand-ins for the app a deep link opens and the service site, and the
 * offline checkout window, whose last page hands the payment to the tab's in-browser mock.
 */
function devDemoPages(): Plugin {
  return {
    name: 'dev-demo-pages',
    apply: 'serve',
    configureServer(server) {
      if (process.env.VITE_API_MOCKING === 'off') return
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://dev')
        const send = (html: string) => {
          res.setHeader('content-type', 'text/html; charset=utf-8')
          res.end(html)
        }
        // the offline checkout window (decision 018): its last page asks the tab's mock
        if (url.pathname === CHECKOUT_PATH) return send(checkoutPage(url.searchParams))
        if (url.pathname === COMPLETE_PATH)
          return void server
            .transformIndexHtml(req.url ?? '/', devCompletePage(DEV_COMPLETE_MODULE))
            .then(send, next)
        const html = LEGAL_PAGES[url.pathname] ?? partnerDemoPage(url.pathname, url.searchParams)
        if (!html) return next()
        send(html)
      })
    },
  }
}

/** The service worker of msw lives in public/ for dev; a build never ships it. */
function dropMockWorker(): Plugin {
  let outDir = ''
  return {
    name: 'drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true })
    },
  }
}

/**
 * The sign-in pages prerendered from the portal's own views (issue 8): their first paint waits for
 * no JavaScript, and the bundle hydrates them; and the signed-in pages' frames (decision 052).
 * Runs before the precompression.
 */
function prerenderLogin(mode: string): Plugin {
  let outDir = ''
  return {
    name: 'prerender-login',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      // the SSR server started here loads this config too: it must not prerender again
      if (process.env.PRERENDERING) return
      process.env.PRERENDERING = '1'
      try {
        await prerenderPages(outDir, mode)
      } finally {
        delete process.env.PRERENDERING
      }
    },
  }
}

/**
 * The files a sign-in page warms while the user types (decision 051), listed in the page as JSON
 * (data, not a script: the content security policy is untouched). Before the prerendering, which
 * starts from this `index.html`.
 */
function signInNextList(): Plugin {
  let base = '/'
  return {
    name: 'sign-in-next-list',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return
        const files = signInNextFiles(ctx.bundle as unknown as BuiltBundle, base)
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: 'sign-in-next' },
            children: JSON.stringify(files),
            injectTo: 'head',
          },
        ]
      },
    },
  }
}

/**
 * Every compressible file of a build gets its `.br` and `.gz` beside it: the standalone server
 * sends those as they are (decision 014), and any other static server can too.
 */
function precompressBuild(): Plugin {
  let outDir = ''
  return {
    name: 'precompress-build',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle: {
      order: 'post',
      handler() {
        precompress(outDir)
      },
    },
  }
}

/**
 * The portal as an app on the phone (issue 46, decision 055): a web app manifest with the
 * portal's name and icons, and a service worker (Workbox, generated) that caches static files
 * only: the built chunks as pages load them (their names change with their content), the icons
 * and the offline notice. Pages always come from the network, where a dropped connection gets the
 * Korean offline notice with a retry; API answers are never touched. The build's own worker is
 * registered by the portal (`main.tsx`, production builds only), so `npm run dev` keeps the mock's.
 */
function installableApp() {
  return VitePWA({
    registerType: 'autoUpdate',
    injectRegister: false,
    filename: 'sw.js',
    includeAssets: ['favicon.svg'],
    manifest: {
      id: '/',
      name: '헬스체크업 매니저',
      short_name: '체크업 매니저',
      description: '사용권과 건강검진 리포트를 관리하는 설계사·관리자용 포털',
      lang: 'ko',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#1d6fd8',
      background_color: '#fafafa',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      // the offline notice ahead (with the manifest's icons and the favicon, added by the
      // plugin); the chunks as they are used (below)
      globPatterns: ['offline.html'],
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      runtimeCaching: [
        {
          // a page: always the network's (a prerendered page, the newest build); offline, the notice
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' &&
            !url.pathname.startsWith('/api/') &&
            !url.pathname.startsWith('/__mock'),
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: '/offline.html' } },
        },
        {
          // content-hashed chunks never change: kept once fetched
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'portal-assets',
            expiration: { maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 30 },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  })
}

export default defineConfig(({ mode }) => {
  const outDir = mode === 'embedded' ? 'dist-embedded' : 'dist'
  // the chunks index.html loads (Vite resolves the page's dependencies before the chunks')
  const htmlEntries = new Set<string>()
  return {
    // the settings are checked here, once: a bad value stops the build or the dev server with a
    // clear message, and the bundle gets the checked values (src/app/build-env.ts)
    define: {
      __PORTAL_ENV__: JSON.stringify(parseEnv(loadEnv(mode, process.cwd(), 'VITE_'))),
    },
    plugins: [
      react(),
      chakraGlobalStyles(),
      devMockEntry(),
      devDemoPages(),
      dropMockWorker(),
      signInNextList(),
      prerenderLogin(mode),
      installableApp(),
      precompressBuild(),
    ],
    // maps are written for error tracking but not linked from the bundle, and never served
    build: {
      outDir,
      sourcemap: 'hidden',
      chunkSizeWarningLimit: 900,
      // Vite's preload code before an import() asks for the imported chunk's static imports, as
      // module preloads added at that moment: some 60 of them before a signed-in page's first
      // render, the longest part of its first task on a phone (issue 45). Only the first page's
      // start (the entry's import of the portal, after the sign-in page's first frame) keeps them,
      // checked by check-bundle.mjs; elsewhere the browser finds a chunk's imports as it reads it
      // (from the app's cache once used, decision 055). Stylesheets are always asked for
      // (decision 060).
      modulePreload: {
        resolveDependencies: (file, deps, { hostId, hostType }) => {
          if (hostType === 'html') htmlEntries.add(file)
          return hostType === 'html' || htmlEntries.has(hostId)
            ? deps
            : deps.filter((dep) => dep.endsWith('.css'))
        },
      },
      // Chunks follow the routes (issue 8): the libraries split with the chunks that use them.
      rolldownOptions: {
        output: {
          codeSplitting: {
            // zod with the portal's zod configuration in one chunk (src/shared/contract/zod.ts):
            // the sign-in page asks for it only once it is hydrated (decision 025)
            groups: [
              {
                name: 'zod',
                test: /node_modules[\\/]zod[\\/]|src[\\/]shared[\\/]contract[\\/]zod\.ts/,
              },
              // React's JSX runtime and store shims, which every chunk of views shares: one chunk,
              // not three small ones split out as the lazily drawn parts multiply (issue 45)
              {
                name: 'react-parts',
                test: /node_modules[\\/](use-sync-external-store|react[\\/](jsx-runtime|cjs[\\/]react-jsx-runtime))/,
              },
            ],
          },
        },
      },
    },
    // the dev server's dependency scan starts from the in-browser mock's entry too (it replaces the
    // portal's in index.html, devMockEntry): without it, the mock's libraries are found on the
    // first visit, bundled then, and the page reloads once, about 10 s on this machine (issue 44)
    optimizeDeps: { entries: ['index.html', 'mock-server/browser-entry.ts'] },
    server: { port: 5173, strictPort: true },
    preview: { port: 4174 },
  }
})
