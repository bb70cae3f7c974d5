import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react'
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  qrCodeSlotRecipe,
  sliderSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme'
import { ACCENT_ATTRIBUTE, ACCENT_PALETTE } from './accent'

/**
 * Semantic tokens with their light value only: a value `{ _light, _dark }` becomes its `_light`,
 * and `_dark` is dropped beside any other condition. The portal has no dark mode, and the dark
 * scheme's variables were half of what the styled system builds and writes at start (issue 45).
 */
export function lightOnly<T>(tokens: T): T {
  if (typeof tokens !== 'object' || tokens === null) return tokens
  return Object.fromEntries(
    Object.entries(tokens).map(([key, node]) => {
      if (key !== 'value') return [key, lightOnly(node)]
      if (typeof node !== 'object' || node === null || !('_dark' in node)) return [key, node]
      const { _dark: _, ...rest } = node as Record<string, unknown>
      const conditions = Object.keys(rest)
      return [key, conditions.length === 1 && conditions[0] === '_light' ? rest._light : rest]
    }),
  ) as T
}

/** Chakra's default theme without its recipes: the library's full set is far more than we use. */
const themeWithoutRecipes = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens: lightOnly(semanticTokens),
    textStyles,
    layerStyles,
    animationStyles,
  },
})

export { ACCENT_ATTRIBUTE, ACCENT_PALETTE }

/** Each key of the accent palette: the ordinary (brand blue) value and the orange theme's. */
const accentShade = (brand: string, orange: string) => ({
  value: { base: `{colors.${brand}}`, _orangeAccent: `{colors.${orange}}` },
})

/**
 * Chakra's button with a hover that keeps its text readable: a solid button lightened to 90 %
 * on hover put white text at 4.1:1 on the blue accent; it darkens to the palette's text tone.
 */
const readableButtonRecipe = {
  ...buttonRecipe,
  variants: {
    ...buttonRecipe.variants,
    variant: {
      ...buttonRecipe.variants?.variant,
      solid: {
        ...buttonRecipe.variants?.variant?.solid,
        _hover: { bg: 'colorPalette.fg' },
        _expanded: { bg: 'colorPalette.fg' },
      },
    },
  },
}

/**
 * The portal's design system: the base, the recipes of the components the screens use, and the
 * brand colours. A component added to a screen needs its recipe added here.
 */
const portal = defineConfig({
  conditions: {
    // <html data-accent="orange">: the orange theme of site 1 (S1 §2)
    orangeAccent: `&[${ACCENT_ATTRIBUTE}=orange]`,
  },
  globalCss: {
    'html, body': {
      fontFamily:
        '"Noto Sans KR", "Noto Sans CJK KR", "Apple SD Gothic Neo", "Malgun Gothic", system-ui, sans-serif',
      bg: 'gray.50',
      color: 'gray.900',
      // Korean breaks between words, not inside them; a long id or URL still wraps
      wordBreak: 'keep-all',
      overflowWrap: 'break-word',
    },
  },
  theme: {
    recipes: {
      badge: badgeRecipe,
      button: readableButtonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      qrCode: qrCodeSlotRecipe,
      slider: sliderSlotRecipe,
      stat: statSlotRecipe,
      table: tableSlotRecipe,
    },
    tokens: {
      colors: {
        brand: {
          50: { value: '#eaf2fd' },
          100: { value: '#cfe1fa' },
          200: { value: '#a8c8f4' },
          500: { value: '#1d6fd8' },
          600: { value: '#175cb4' },
          700: { value: '#124a91' },
        },
        orange: {
          500: { value: '#f57c00' },
          // white text on it and it on white both pass 4.5:1 (#d96c00 was 3.4:1)
          600: { value: '#a85400' },
        },
      },
    },
    semanticTokens: {
      colors: {
        // every field's message: Chakra's red.500 is 3.8:1 on white, red.600 4.8:1
        fg: { error: { value: '{colors.red.600}' } },
        // colorPalette={ACCENT_PALETTE} and accent.* take every accent from here
        [ACCENT_PALETTE]: {
          solid: accentShade('brand.500', 'orange.600'),
          contrast: { value: 'white' },
          fg: accentShade('brand.600', 'orange.700'),
          subtle: accentShade('brand.50', 'orange.50'),
          muted: accentShade('brand.100', 'orange.100'),
          emphasized: accentShade('brand.200', 'orange.200'),
          focusRing: accentShade('brand.500', 'orange.600'),
          border: accentShade('brand.500', 'orange.600'),
        },
      },
    },
  },
})

let system: ReturnType<typeof createSystem> | undefined

/**
 * The portal's styled system, built on first use: the route loader builds it in a task of its
 * own, between loading Chakra and drawing the chrome (a page opened directly, issue 27).
 */
export function portalSystem() {
  system ??= createSystem(mergeConfigs(defaultBaseConfig, themeWithoutRecipes, portal))
  return system
}
