import { LINK_ALIASES } from '../../../shared/domain/routes'

/** S1 §3 notification. */
export interface Notification {
  id: number
  content: string
  additional: string | null
  urlLink: string | null
  /** ISO date-time */
  regDate: string
  /** 0 unread, 1 read */
  read: 0 | 1
}

export type NotificationAction =
  | { kind: 'navigate'; path: string }
  | { kind: 'open'; url: string }
  | { kind: 'copy'; text: string }
  /** a link that is not safe to follow (another scheme, a host not allowed) */
  | { kind: 'blocked' }
  | { kind: 'none' }

/**
 * What a click on a notification does (S1 §4): a link navigates (the two statistics aliases map to
 * their routes; relative paths stay in the portal; absolute http(s) links only to an allow-listed
 * host; never `javascript:` or any other scheme); one with only `additional` text copies it.
 */
export function notificationAction(
  n: Pick<Notification, 'urlLink' | 'additional'>,
  allowedHosts: readonly string[],
): NotificationAction {
  const link = n.urlLink?.trim()
  if (link) {
    const key = link.toLowerCase()
    if (Object.hasOwn(LINK_ALIASES, key)) return { kind: 'navigate', path: LINK_ALIASES[key]! }
    const internal = internalPath(link)
    if (internal) return { kind: 'navigate', path: internal }
    try {
      const url = new URL(link)
      if (
        (url.protocol === 'https:' || url.protocol === 'http:') &&
        allowedHosts.includes(url.host)
      ) {
        return { kind: 'open', url: url.toString() }
      }
    } catch {
      // not a URL: nothing to follow
    }
    return n.additional ? { kind: 'copy', text: n.additional } : { kind: 'blocked' }
  }
  if (n.additional) return { kind: 'copy', text: n.additional }
  return { kind: 'none' }
}

/**
 * The words a notification hands to the phone's share sheet (issue 46): its text, when it has no
 * link of its own (the voucher codes just created, site 48's QR link); null when it has nothing
 * to hand on.
 */
export const sharedTextOf = (n: Pick<Notification, 'urlLink' | 'additional'>): string | null =>
  !n.urlLink?.trim() && n.additional ? n.additional : null

/** How many lines of a notification's text the list shows. */
export const PREVIEW_LINES = 3

/**
 * What the list shows of a notification's text: its first lines and how many more there are (a
 * batch of vouchers sends a code a line, up to a thousand; a click copies them all).
 */
export function additionalPreview(
  text: string,
  lines = PREVIEW_LINES,
): { shown: string; more: number } {
  const all = text.split('\n')
  return { shown: all.slice(0, lines).join('\n'), more: Math.max(0, all.length - lines) }
}

const PORTAL_BASE = 'https://portal.invalid'

/**
 * A relative link that stays in the portal, as the browser would resolve it, or null. Backslashes
 * and control characters are refused outright: browsers read `/\\host` and `/<tab>/host` as
 * `//host`, another site.
 */
function internalPath(link: string): string | null {
  // eslint-disable-next-line no-control-regex
  if (!link.startsWith('/') || link.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(link))
    return null
  try {
    const url = new URL(link, PORTAL_BASE)
    return url.origin === PORTAL_BASE ? `${url.pathname}${url.search}${url.hash}` : null
  } catch {
    return null
  }
}

export const unreadCount = (list: readonly Pick<Notification, 'read'>[]): number =>
  list.filter((n) => n.read === 0).length

/** The newest unread notification (S1 §4 voucher QR: its additional is the QR link). */
export function newestUnread<T extends Pick<Notification, 'read' | 'regDate' | 'id'>>(
  list: readonly T[],
): T | null {
  let best: T | null = null
  for (const n of list) {
    if (n.read !== 0) continue
    if (!best || n.regDate > best.regDate || (n.regDate === best.regDate && n.id > best.id))
      best = n
  }
  return best
}

/** S1 §3 virtual-bank info of the message line. */
export interface VbankInfo {
  vbankName: string
  vbankNum: string
  vbankHolder: string
  /** YYYYMMDDhhmm or similar, shown as given */
  vbankDate: string
  paidAmount: number
}

/** What the message line shows: a virtual account awaiting deposit, or the FC link (S1 §2). */
export type MessageLineContent =
  { kind: 'vbank'; info: VbankInfo } | { kind: 'fcLink'; url: string }

/** Whether a kept value (the frame memory, decision 052) is a line's content. */
export function isMessageLineContent(value: unknown): value is MessageLineContent {
  if (typeof value !== 'object' || value === null || !('kind' in value)) return false
  if (value.kind === 'fcLink') return 'url' in value && typeof value.url === 'string'
  if (value.kind !== 'vbank' || !('info' in value)) return false
  const i = value.info
  return (
    typeof i === 'object' &&
    i !== null &&
    'vbankName' in i &&
    typeof i.vbankName === 'string' &&
    'vbankNum' in i &&
    typeof i.vbankNum === 'string' &&
    'vbankHolder' in i &&
    typeof i.vbankHolder === 'string' &&
    'vbankDate' in i &&
    typeof i.vbankDate === 'string' &&
    'paidAmount' in i &&
    typeof i.paidAmount === 'number'
  )
}

/** The text the copy button copies for a line. */
export function copyTextOf(content: MessageLineContent): string {
  if (content.kind === 'fcLink') return content.url
  const i = content.info
  return `${i.vbankName} ${i.vbankNum} ${i.vbankHolder} ${i.paidAmount}원`
}
