/**
 * Line breaking for the report PDFs: text is cut into lines no wider than a width, at spaces
 * where it can be, and inside a word (Korean breaks between any two syllables) where a word alone
 * is wider than the line. Explicit line breaks are kept. Pure: the caller measures.
 */

/** The width of a string in the unit of `maxWidth` (points of a font at a size, for the PDFs). */
export type Measure = (text: string) => number

/** Breaks one paragraph without newlines. Spaces at a break are dropped; runs of spaces kept. */
function wrapParagraph(text: string, maxWidth: number, measure: Measure): string[] {
  const lines: string[] = []
  let line = ''
  // words with the spaces before them: ' 검진' stays one piece, so a break eats its space
  for (const piece of text.match(/ *[^ ]+| +$/g) ?? []) {
    const candidate = line + piece
    if (measure(candidate) <= maxWidth) {
      line = candidate
      continue
    }
    // only the paragraph's first line keeps the spaces it starts with
    const word = line === '' && lines.length === 0 ? piece : piece.replace(/^ +/, '')
    if (line !== '') lines.push(line)
    line = ''
    if (measure(word) <= maxWidth) {
      line = word
      continue
    }
    // a word wider than the line: as many characters as fit, at least one; a line it breaks
    // onto does not start with a space
    for (const ch of word) {
      if (line !== '' && measure(line + ch) > maxWidth) {
        lines.push(line)
        line = ''
      }
      if (line === '' && ch === ' ' && lines.length > 0) continue
      line += ch
    }
  }
  // spaces that did not fit at the end of the paragraph are dropped, not given a line
  if (line !== '' || lines.length === 0) lines.push(line)
  return lines
}

/**
 * The lines of `text` at most `maxWidth` wide (a single character wider than the line gets a line
 * of its own). '\n', '\r\n' and '\r' start a new line; an empty text is one empty line.
 */
export function wrapText(text: string, maxWidth: number, measure: Measure): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .flatMap((paragraph) => wrapParagraph(paragraph, maxWidth, measure))
}
