/** The accent of a screen: the attribute the shell sets on <html> and its values (`accentOf`). */
export const ACCENT_ATTRIBUTE = 'data-accent'

/** The colour palette of every accent (buttons, links, highlights, logo, spinners): one token. */
export const ACCENT_PALETTE = 'accent'
