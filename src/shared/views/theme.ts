import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react'
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
// with its extension: the build's config loads this file too (scripts/chakra-global-css.ts)
import { ACCENT_ATTRIBUTE, ACCENT_PALETTE } from './accent.ts'
import { isRecord } from '../domain/objects.ts'

/**
 * Semantic tokens with their light value only: a value `{ _light, _dark }` becomes its `_light`,
 * and `_dark` is dropped beside any other condition. The portal has no dark mode, and the dark
 * scheme's variables were half of what the styled system builds and writes at start (issue 45).
 */
export function lightOnly<T>(tokens: T): T {
  if (typeof tokens !== 'object' || tokens === null) return tokens
  // the checker cannot follow a type through entries: these are the same tokens, each
  // `{ _light, _dark }` value now its `_light` (a value a token may take)
  return Object.fromEntries(
    Object.entries(tokens).map(([key, node]: [string, unknown]) => {
      if (key !== 'value') return [key, lightOnly(node)]
      if (!isRecord(node) || !('_dark' in node)) return [key, node]
      const { _dark: _, ...rest } = node
      const conditions = Object.keys(rest)
      return [key, conditions.length === 1 && conditions[0] === '_light' ? rest._light : rest]
    }),
  ) as T
}

/**
 * Chakra's colour palettes no screen names (`tests/views/theme-palettes.test.ts` holds it): their
 * tokens and semantic tokens are neither built nor written. The styled system's start follows
 * the number of tokens it builds (issue 45).
 */
export const UNUSED_PALETTES: readonly string[] = ['yellow', 'teal', 'pink']

/** A token group (`tokens`, `semanticTokens`) without the colour palettes named. */
export function withoutPalettes<T extends { colors?: object }>(
  group: T,
  names: readonly string[],
): T {
  if (!group.colors) return group
  const colors = Object.fromEntries(
    Object.entries(group.colors).filter(([palette]) => !names.includes(palette)),
  )
  return { ...group, colors }
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
    tokens: withoutPalettes(tokens, UNUSED_PALETTES),
    semanticTokens: lightOnly(withoutPalettes(semanticTokens, UNUSED_PALETTES)),
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
 * A thumb's room: below 1024 px every control a finger uses is at least 44 x 44 px (issue 46,
 * size token 11 = 2.75rem); from 1024 px the sizes are Chakra's (24 px and up).
 */
const THUMB = '11'

/** Each of a recipe's sizes with `extra(size)` merged in: the small sizes grown for a thumb. */
function thumbSized<S>(
  sizes: Record<string, S> | undefined,
  extra: (size: S) => Record<string, unknown>,
): Record<string, S> {
  return Object.fromEntries(
    Object.entries<S>(sizes ?? {}).map(([name, size]): [string, S] => [
      name,
      SMALL_SIZES.has(name) ? deepMerge(size, extra(size)) : size,
    ]),
  )
}

/** The sizes under 44 px that a finger has to hit. */
const SMALL_SIZES = new Set(['2xs', 'xs', 'sm', 'md'])

/** A recipe's size with `extra`'s style properties merged in: still a size of the recipe. */
function deepMerge<T>(base: T, extra: Record<string, unknown>): T {
  // the checker cannot follow a merge of style properties into a generic recipe size
  return merged(base, extra) as T
}

function merged(base: unknown, extra: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  Object.assign(out, base)
  for (const [key, value] of Object.entries(extra)) {
    const now = out[key]
    out[key] = isRecord(now) && isRecord(value) ? merged(now, value) : value
  }
  return out
}

/** A size token's value: below 1024 px at least a thumb's, from 1024 px the recipe's own. */
const thumbOr = (size: unknown) => ({ base: THUMB, lg: typeof size === 'string' ? size : 'auto' })

/** A height held in a size variable (`sizes.9`): a thumb's below 1024 px. */
const thumbHeight = (variable: unknown) => ({
  base: `sizes.${THUMB}`,
  lg: typeof variable === 'string' ? variable : 'auto',
})

/**
 * A field's resting edge, 3:1 and more on white (issue 48: Chakra's `border`, #e4e4e7, is
 * 1.27:1): gray.500, #71717a, 4.8:1.
 */
const FIELD_EDGE = 'gray.500'

const thumbInputRecipe = {
  ...inputRecipe,
  variants: {
    ...inputRecipe.variants,
    variant: {
      ...inputRecipe.variants?.variant,
      outline: { ...inputRecipe.variants?.variant?.outline, borderColor: FIELD_EDGE },
    },
    size: thumbSized(inputRecipe.variants?.size, (size: Record<string, unknown>) => ({
      '--input-height': thumbHeight(size['--input-height']),
    })),
  },
}

const thumbSelectRecipe = {
  ...nativeSelectSlotRecipe,
  variants: {
    ...nativeSelectSlotRecipe.variants,
    variant: {
      ...nativeSelectSlotRecipe.variants?.variant,
      outline: {
        ...nativeSelectSlotRecipe.variants?.variant?.outline,
        field: {
          ...nativeSelectSlotRecipe.variants?.variant?.outline?.field,
          borderColor: FIELD_EDGE,
        },
      },
    },
    size: thumbSized(
      nativeSelectSlotRecipe.variants?.size,
      (size: { root?: Record<string, unknown> }) => ({
        root: { '--select-field-height': thumbHeight(size.root?.['--select-field-height']) },
      }),
    ),
  },
}

/**
 * A link on its own (a footer's, a support line's; Chakra draws every link inline-flex): a
 * thumb's height below 1024 px, 24 px from there.
 */
const thumbLinkRecipe = {
  ...linkRecipe,
  base: { ...linkRecipe.base, minH: { base: THUMB, lg: '6' } },
}

/** A menu's items and a checkbox's row: a thumb's height below 1024 px. */
const thumbMenuRecipe = {
  ...menuSlotRecipe,
  base: { ...menuSlotRecipe.base, item: { ...menuSlotRecipe.base?.item, minH: thumbOr('auto') } },
}
const thumbCheckboxRecipe = {
  ...checkboxSlotRecipe,
  base: {
    ...checkboxSlotRecipe.base,
    root: { ...checkboxSlotRecipe.base?.root, minH: thumbOr('auto') },
  },
}

/**
 * Chakra's button with a hover that keeps its text readable: a solid button lightened to 90 %
 * on hover put white text at 4.1:1 on the blue accent; it darkens to the palette's text tone.
 * Its small sizes take a thumb's room below 1024 px.
 */
const readableButtonRecipe = {
  ...buttonRecipe,
  variants: {
    ...buttonRecipe.variants,
    size: thumbSized(buttonRecipe.variants?.size, (size: { minW?: unknown }) => ({
      minH: thumbOr('auto'),
      minW: thumbOr(size.minW),
    })),
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
      input: thumbInputRecipe,
      link: thumbLinkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: thumbCheckboxRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      menu: thumbMenuRecipe,
      nativeSelect: thumbSelectRecipe,
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
        // the focus ring of the gray controls (inputs, selects, outline buttons, links): Chakra's
        // gray.400 is 2.56:1 on white, gray.600 7.7:1 (issue 48; 3:1 needed)
        gray: { focusRing: { value: '{colors.gray.600}' } },
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
  // createSystem merges its configs itself: merged here first, the whole theme was copied twice
  system ??= createSystem(defaultBaseConfig, themeWithoutRecipes, portal)
  return system
}
