import type { Clipboard } from './clipboard'

/** What is handed to the phone's share sheet: words, a link, and a picture where one helps. */
export interface ShareContent {
  /** the sheet's title (some apps a user picks show it) */
  title?: string
  /** the words shared, and copied where the browser cannot share */
  text: string
  /** a file to share with them (the QR), made only when the browser can share files */
  file?: () => Promise<File>
}

/**
 * How a share ended: the sheet took it (`shared`), the browser has no sheet and the words were
 * copied instead (`copied`), or the user closed the sheet (`cancelled`, nothing to say).
 */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled'

/** Hands content to the phone's share sheet (Web Share), else to the clipboard. */
export interface Sharer {
  /** rejects only when neither the sheet nor the clipboard took it */
  share(content: ShareContent): Promise<ShareOutcome>
}

/** the part of `navigator` sharing reads */
export interface ShareNavigator {
  share?: (data: ShareData) => Promise<void>
  canShare?: (data: ShareData) => boolean
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

/**
 * The browser's share sheet where there is one (phones, some desktops), with the file where it
 * can share files; the clipboard where there is none, or where the sheet refuses what it was
 * given (a page not focused, a file type it does not take).
 */
export function browserSharer(clipboard: Clipboard, nav: ShareNavigator): Sharer {
  return {
    async share({ title, text, file }) {
      if (typeof nav.share === 'function') {
        const data: ShareData = title === undefined ? { text } : { title, text }
        if (file && typeof nav.canShare === 'function') {
          const made = await file().catch(() => null)
          if (made && nav.canShare({ files: [made] })) data.files = [made]
        }
        try {
          await nav.share(data)
          return 'shared'
        } catch (error) {
          if (isAbort(error)) return 'cancelled'
        }
      }
      await clipboard.copy(text)
      return 'copied'
    },
  }
}
