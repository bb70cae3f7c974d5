import { isRecord } from '../domain/objects'

/**
 * What a signed-in page's frame shows before the portal has started (decision 052): the page's
 * HTML is its frame (app bar, title, footer, `scripts/prerender.ts`), and the app bar's message
 * line is the one its user was last shown, kept in the browser's storage until the session ends.
 * The first script (`src/app/boot.ts`) reads it with no other code; the message line's machine
 * writes it and takes it back as its first line, so the line does not blink when the portal
 * replaces the frame.
 */
export const FRAME_MEMORY_KEY = 'portal-frame'

/** the attribute of a signed-in page's frame in the HTML (`SignedInFrame`) */
export const FRAME_ATTRIBUTE = 'data-frame'
/** the message line's place in the frame */
export const FRAME_LINE_ATTRIBUTE = 'data-frame-line'

/** the line as it was shown: its words, and what the line's machine holds */
export interface RememberedLine {
  /** the user it was shown to (`User.userId`) */
  user: string
  /** the words, as drawn */
  text: string
  /** the machine's content behind them (each feature checks its own shape) */
  content: unknown
}

export interface FrameMemory {
  read(): RememberedLine | null
  write(line: RememberedLine): void
  /** the session ended: nothing of it stays */
  clear(): void
}

const isRememberedLine = (value: unknown): value is RememberedLine =>
  isRecord(value) &&
  typeof value.user === 'string' &&
  typeof value.text === 'string' &&
  'content' in value

/** The memory in a Web Storage object (localStorage in the browser, beside the tokens). */
export function webFrameMemory(storage: Storage): FrameMemory {
  return {
    read() {
      try {
        const value: unknown = JSON.parse(storage.getItem(FRAME_MEMORY_KEY) ?? 'null')
        return isRememberedLine(value) ? value : null
      } catch {
        return null
      }
    },
    write(line) {
      try {
        storage.setItem(FRAME_MEMORY_KEY, JSON.stringify(line))
      } catch {
        // a full or refused storage: the frame shows no line, as for a first visit
      }
    },
    clear: () => storage.removeItem(FRAME_MEMORY_KEY),
  }
}

/**
 * What the first script does with a page's HTML before the portal starts (decision 052). A frame
 * stays only for a signed-in visitor who reads the default locale, with the line they were last
 * shown in its place; anyone else gets no frame (a guest is sent to the sign-in page, another
 * locale's reader is shown their own words by the portal). A prerendered sign-in page is taken
 * away from a signed-in visitor, whom the portal sends on (decision 027).
 */
export function prepareFirstFrame(
  container: Element,
  visitor: { signedIn: boolean; defaultLocale: boolean; line: RememberedLine | null },
): void {
  const frame = container.querySelector(`[${FRAME_ATTRIBUTE}]`)
  if (!frame) {
    if (visitor.signedIn) container.replaceChildren()
    return
  }
  if (!visitor.signedIn || !visitor.defaultLocale) {
    container.replaceChildren()
    return
  }
  const place = frame.querySelector<HTMLElement>(`[${FRAME_LINE_ATTRIBUTE}]`)
  if (place && visitor.line) {
    place.textContent = visitor.line.text
    place.hidden = false
  }
}
