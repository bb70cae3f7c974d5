import type { MessageKey } from '../../src/shared/domain/messages'

/**
 * The statuses a sid decrypt answers (S2 §8) and the message each is said with: what the
 * partner's error page shows for a sid the gateway refused, with the sid appended.
 */
export const SID_FAILURES = [
  [400, 'partner.sid.invalid'],
  [401, 'partner.sid.timestamp'],
  [402, 'partner.sid.site'],
  [403, 'partner.sid.name'],
  [404, 'partner.sid.id'],
  [500, 'partner.sid.processing'],
] as const satisfies readonly (readonly [number, MessageKey])[]
