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

/**
 * the attribute of a page's frame in the HTML, its value the frame's kind: a signed-in page's
 * (`SignedInFrame`, decision 052) or a link page's (`LinkFrame`, decision 082)
 */
export const FRAME_ATTRIBUTE = 'data-frame'
export const FRAME_KINDS = { signedIn: 'signed-in', link: 'link' } as const
/** the message line's place in the frame */
export const FRAME_LINE_ATTRIBUTE = 'data-frame-line'
/** the busy words of a link page's frame */
export const FRAME_BUSY_ATTRIBUTE = 'data-frame-busy'

/** What the page's HTML drew before the portal started, for the portal to draw on as it is. */
export type FirstFrame =
  /** a signed-in page's frame, with the message line's words the first script put in, if any */
  | { kind: typeof FRAME_KINDS.signedIn; line: string | null }
  /** a link page's frame, with its busy words */
  | { kind: typeof FRAME_KINDS.link; busy: string }

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
 * What the first script does with a page's HTML before the portal starts (decision 052). A
 * signed-in page's frame stays only for a signed-in visitor who reads the default locale, with the
 * line they were last shown in its place; anyone else gets no frame (a guest is sent to the
 * sign-in page, another locale's reader is shown their own words by the portal). A link page's
 * frame is anyone's who reads the default locale (decision 082). A prerendered sign-in page is
 * taken away from a signed-in visitor, whom the portal sends on (decision 027).
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
  const link = frame.getAttribute(FRAME_ATTRIBUTE) === FRAME_KINDS.link
  if (!visitor.defaultLocale || (!link && !visitor.signedIn)) {
    container.replaceChildren()
    return
  }
  const place = frame.querySelector<HTMLElement>(`[${FRAME_LINE_ATTRIBUTE}]`)
  if (place && visitor.line) {
    place.textContent = visitor.line.text
    place.hidden = false
  }
}

/** The frame the HTML drew in `container` (as the first script left it), or null when none. */
export function readFirstFrame(container: Element): FirstFrame | null {
  const frame = container.querySelector(`[${FRAME_ATTRIBUTE}]`)
  if (!frame) return null
  if (frame.getAttribute(FRAME_ATTRIBUTE) === FRAME_KINDS.link)
    return {
      kind: FRAME_KINDS.link,
      busy: frame.querySelector(`[${FRAME_BUSY_ATTRIBUTE}]`)?.textContent ?? '',
    }
  return {
    kind: FRAME_KINDS.signedIn,
    line: frame.querySelector(`[${FRAME_LINE_ATTRIBUTE}]:not([hidden])`)?.textContent ?? null,
  }
}
