/**
 * The mock's calendar is Korea's (decision 077): the real backend keeps the insurers' business
 * day, and the portal's pages ask for it (a statistics month, a checkup's day, a voucher's
 * expiry). A server process in another zone (a CI machine or a container in UTC) would otherwise
 * be a day behind the browser from 15:00 UTC to midnight, and a page's default range would ask
 * for a day the mock has not reached. Imported by the server's entry before any module that
 * makes a date (right after zod's setting): Node reads `TZ` afresh when it is set.
 */
export const MOCK_TIME_ZONE = 'Asia/Seoul'

process.env.TZ = MOCK_TIME_ZONE
