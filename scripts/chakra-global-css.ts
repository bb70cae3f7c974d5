import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import type { Plugin } from 'vite'
import { ChakraProvider } from '@chakra-ui/react'
import { portalSystem } from '../src/shared/views/theme.ts'

/** The stylesheet a build gives the chrome in place of the styles emotion made at start. */
export const CHAKRA_GLOBAL_CSS = 'virtual:chakra-global.css'

/**
 * Chakra's global styles for the portal's system, as CSS: the cascade layers' order, the reset,
 * the global rules and keyframes, and every token's variable, exactly as `ChakraProvider` writes
 * them (its two `<Global>` elements, rendered on the server, where emotion puts their rules in
 * `<style>` elements).
 */
export function chakraGlobalCss(system = portalSystem()): string {
  const html = renderToString(createElement(ChakraProvider, { value: system, children: null }))
  const sheets = [...html.matchAll(/<style data-emotion="css-global [^"]*">([\s\S]*?)<\/style>/g)]
  if (sheets.length === 0) throw new Error('ChakraProvider wrote no global styles')
  return sheets.map((sheet) => sheet[1]).join('\n')
}

/**
 * `virtual:chakra-global.css` (decision 060): in a build, the styled system's global styles made
 * once, here, and shipped as the chrome's stylesheet, so a page's first render does not
 * serialise, hash and compile 42 kB of CSS on the phone (the chrome's provider leaves them out,
 * `ChakraFrame`); in dev and in tests an empty sheet, and emotion writes them as Chakra does.
 */
export function chakraGlobalStyles(): Plugin {
  const resolved = `\0${CHAKRA_GLOBAL_CSS}`
  let build = false
  return {
    name: 'chakra-global-styles',
    configResolved(config) {
      build = config.command === 'build'
    },
    resolveId(id) {
      return id === CHAKRA_GLOBAL_CSS ? resolved : undefined
    },
    load(id) {
      if (id !== resolved) return undefined
      return build ? chakraGlobalCss() : ''
    },
  }
}
