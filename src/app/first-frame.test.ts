// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { prerenderFrame, prerender, prerenderLinkFrame } from './prerender'
import {
  prepareFirstFrame,
  readFirstFrame,
  type RememberedLine,
} from '../shared/services/frame-memory'

const LINE: RememberedLine = {
  user: 'fc0001',
  text: '나의 FC 링크: http://x/F/LINK0001',
  content: { kind: 'fcLink', url: 'http://x/F/LINK0001' },
}

function rootWith(html: string) {
  const root = document.createElement('div')
  root.innerHTML = html
  return root
}

describe("the first script and a signed-in page's frame (decision 052)", () => {
  const frame = prerenderFrame('dashboard').html

  it('a signed-in visitor keeps the frame, with the line they were last shown in its place', () => {
    const root = rootWith(frame)
    prepareFirstFrame(root, { signedIn: true, defaultLocale: true, line: LINE })
    const line = root.querySelector<HTMLElement>('[data-frame-line]')!
    expect(line.hidden).toBe(false)
    expect(line.textContent).toBe(LINE.text)
    expect(root.querySelector('h1')?.textContent).toBe('리포트 발급 내역')
  })

  it('with no line kept, the frame stays and its line place stays hidden', () => {
    const root = rootWith(frame)
    prepareFirstFrame(root, { signedIn: true, defaultLocale: true, line: null })
    expect(root.querySelector('[data-frame]')).not.toBeNull()
    expect(root.querySelector<HTMLElement>('[data-frame-line]')!.hidden).toBe(true)
  })

  it("a guest, or a reader of another locale, gets no frame: it is not their page's", () => {
    for (const visitor of [
      { signedIn: false, defaultLocale: true, line: LINE },
      { signedIn: true, defaultLocale: false, line: LINE },
    ]) {
      const root = rootWith(frame)
      prepareFirstFrame(root, visitor)
      expect(root.childNodes).toHaveLength(0)
    }
  })

  it('a painted sign-in page stays for a guest and goes for a signed-in visitor (decision 027)', async () => {
    const signIn = (await prerender('login')).html
    const guest = rootWith(signIn)
    prepareFirstFrame(guest, { signedIn: false, defaultLocale: true, line: null })
    expect(guest.querySelector('[data-testid="login-card"]')).not.toBeNull()
    const member = rootWith(signIn)
    prepareFirstFrame(member, { signedIn: true, defaultLocale: true, line: LINE })
    expect(member.childNodes).toHaveLength(0)
  })
})

describe("the first script and a link page's frame (decision 082)", () => {
  const frame = prerenderLinkFrame('fcLink').html

  it('anyone who reads the default locale keeps it, signed in or not, with its busy words', () => {
    for (const signedIn of [false, true]) {
      const root = rootWith(frame)
      prepareFirstFrame(root, { signedIn, defaultLocale: true, line: LINE })
      expect(readFirstFrame(root)).toEqual({ kind: 'link', busy: 'FC 정보를 확인하고 있습니다.' })
      // a link page has no message line: the kept one is not put anywhere
      expect(root.textContent).not.toContain(LINE.text)
    }
  })

  it('a reader of another locale gets no frame: the portal says it in their words', () => {
    const root = rootWith(frame)
    prepareFirstFrame(root, { signedIn: false, defaultLocale: false, line: null })
    expect(root.childNodes).toHaveLength(0)
    expect(readFirstFrame(root)).toBeNull()
  })

  it("a signed-in page's frame is read as one, with the line the first script put in", () => {
    const root = rootWith(prerenderFrame('dashboard').html)
    expect(readFirstFrame(root)).toEqual({ kind: 'signed-in', line: null })
    prepareFirstFrame(root, { signedIn: true, defaultLocale: true, line: LINE })
    expect(readFirstFrame(root)).toEqual({ kind: 'signed-in', line: LINE.text })
  })
})
