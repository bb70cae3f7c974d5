import { describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import { browserSharer, type ShareNavigator } from './share'

const clipboard = () => ({ copy: vi.fn(async (_text: string) => {}) })
const qr = new File([new Uint8Array([137, 80, 78, 71])], 'qr.png', { type: 'image/png' })

describe('sharing (issue 46)', () => {
  it("hands the words and the QR to the phone's sheet where it takes files", async () => {
    const copy = clipboard()
    const share = vi.fn(async (_data: ShareData) => {})
    const sharer = browserSharer(copy, { share, canShare: () => true })
    await expect(
      sharer.share({ title: 'QR', text: 'http://x/voucher/qr/1', file: async () => qr }),
    ).resolves.toBe('shared')
    expect(share).toHaveBeenCalledWith({ title: 'QR', text: 'http://x/voucher/qr/1', files: [qr] })
    expect(copy.copy).not.toHaveBeenCalled()
  })

  it('shares the words alone where the sheet takes no files, or the file cannot be made', async () => {
    for (const nav of [
      { canShare: () => false, file: async () => qr },
      { canShare: () => true, file: async () => Promise.reject(new Error('no canvas')) },
    ]) {
      const share = vi.fn(async (_data: ShareData) => {})
      const sharer = browserSharer(clipboard(), { share, canShare: nav.canShare })
      await sharer.share({ title: 'QR', text: 'link', file: nav.file })
      expect(share).toHaveBeenCalledWith({ title: 'QR', text: 'link' })
    }
  })

  it('a closed sheet is no failure and copies nothing', async () => {
    const copy = clipboard()
    const share = async () => Promise.reject(new DOMException('closed', 'AbortError'))
    await expect(browserSharer(copy, { share }).share({ title: 't', text: 'x' })).resolves.toBe(
      'cancelled',
    )
    expect(copy.copy).not.toHaveBeenCalled()
  })

  it('without a sheet, or with one that refuses, the words are copied (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string(),
        fc.constantFrom<ShareNavigator>(
          {},
          { share: async () => Promise.reject(new DOMException('not now', 'NotAllowedError')) },
          { share: async () => Promise.reject(new TypeError('bad data')) },
        ),
        async (text, nav) => {
          const copy = clipboard()
          await expect(browserSharer(copy, nav).share({ title: 't', text })).resolves.toBe('copied')
          expect(copy.copy).toHaveBeenCalledWith(text)
        },
      ),
    )
  })

  it('rejects when neither the sheet nor the clipboard takes it', async () => {
    const refusing = { copy: async () => Promise.reject(new Error('clipboard unavailable')) }
    await expect(browserSharer(refusing, {}).share({ title: 't', text: 'x' })).rejects.toThrow(
      'clipboard unavailable',
    )
  })
})
