// A partner sid for the mock (FIXTURES.md): `npm run mock:sid -- OL1000001 [name] [--age=minutes]`.
// The sid is made by this machine's clock; a server started with MOCK_TODAY, or whose clock QA
// moved, answers 401 to it: ask that server instead (GET /__mock/partner-sid?userId=1000001).
import { encodeSid } from '../mock-server/partner-sid'
import { FIXTURE_STAFF } from '../mock-server/fixtures'
import { PARTNER_ID_PREFIX, partnerIdOf } from '../src/features/partner/domain/partner'

const args = process.argv.slice(2)
const age = Number(/^--age=(\d+)$/.exec(args.find((a) => a.startsWith('--age=')) ?? '')?.[1] ?? 0)
const [id, givenName] = args.filter((a) => !a.startsWith('--'))
if (!id) {
  console.error('usage: npm run mock:sid -- OL1000001 [name] [--age=minutes]')
  process.exit(1)
}
const userId = id.startsWith(PARTNER_ID_PREFIX) ? id.slice(PARTNER_ID_PREFIX.length) : id
const name =
  givenName ?? FIXTURE_STAFF.find((s) => s.userId === partnerIdOf(userId))?.name ?? '파트너'
const sid = encodeSid({ name, siteId: 1, userId, timestamp: Date.now() - age * 60_000 })
console.log(sid)
console.log(`/ol/Callback?sid=${sid}`)
