/** Copies text; rejects when the browser refuses (no permission, insecure page). */
export interface Clipboard {
  copy(text: string): Promise<void>
}

export function browserClipboard(): Clipboard {
  return {
    async copy(text) {
      if (!navigator.clipboard?.writeText) throw new Error('clipboard unavailable')
      await navigator.clipboard.writeText(text)
    },
  }
}
