// A partner sid for the mock (FIXTURES.md, decision 040):
// `MOCK_SID_KEY=<the server's key> npm run mock:sid -- OL1000001 [name] [--age=minutes]`.
// The server prints its key at start (or takes MOCK_SID_KEY); a sid made with another key is an
// invalid SID value. The sid is made by this machine's clock; a server started with MOCK_TODAY, or
// whose clock QA moved, answers 401 to it: ask that server instead (GET /__mock/partner-sid).
import { encodeSid } from '../mock-server/partner-sid'
import { FIXTURE_STAFF } from '../mock-server/fixtures'
import { PARTNER_ID_PREFIX, partnerIdOf } from '../src/features/partner/domain/partner'

const args = process.argv.slice(2)
const age = Number(/^--age=(\d+)$/.exec(args.find((a) => a.startsWith('--age=')) ?? '')?.[1] ?? 0)
const [id, givenName] = args.filter((a) => !a.startsWith('--'))
const key = process.env.MOCK_SID_KEY
if (!id || !key) {
  console.error(
    'usage: MOCK_SID_KEY=<key the mock server printed> npm run mock:sid -- OL1000001 [name] [--age=minutes]',
  )
  process.exit(1)
}
const userId = id.startsWith(PARTNER_ID_PREFIX) ? id.slice(PARTNER_ID_PREFIX.length) : id
const name =
  givenName ?? FIXTURE_STAFF.find((s) => s.userId === partnerIdOf(userId))?.name ?? '파트너'
const sid = await encodeSid({ name, siteId: 1, userId, timestamp: Date.now() - age * 60_000 }, key)
console.log(sid)
console.log(`/ol/Callback?sid=${sid}`)
