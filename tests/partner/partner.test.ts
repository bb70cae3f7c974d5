import { describe, it, expect, beforeEach, afterEach } from 'vitest'
import { createTestServer, TEST_PARTNER_SID_KEY } from '../../mock-server/node'
import type { Db } from '../../mock-server/db'
import type { MockClock } from '../../mock-server/clock'
import { encodeSid, type SidPayload } from '../../mock-server/partner-sid'
import { pdfText } from '../support/files'
import { PARTNER_SIGN_UP_LICENSES } from '../../mock-server/features/partner/handlers'
import * as auth from '../../src/features/session/services/contract'
import * as partner from '../../src/features/partner/services/contract'
import { createApiClient, type ApiClient } from '../../src/shared/services/http-client'
import { memoryTokenStorage } from '../support/token-storage'
import { anonymousClient, DEMO_PASSWORD, expectFailure, TEST_BASE } from '../support/api'

type TestServer = Awaited<ReturnType<typeof createTestServer>>

let server: TestServer['server']
let db: Db
let clock: MockClock

beforeEach(async () => {
  ;({ server, db, clock } = await createTestServer({ MOCK_CHECKUPS: 5 }))
  server.listen({ onUnhandledRequest: 'error' })
})

afterEach(() => {
  server.resetHandlers()
  server.close()
})

const MINUTE = 60_000
const sidOf = (over: Partial<SidPayload> = {}) =>
  encodeSid(
    { name: '오렌지', siteId: 1, userId: '1000001', timestamp: clock.now().getTime(), ...over },
    TEST_PARTNER_SID_KEY,
  )
const decrypt = (sid: string) => anonymousClient().call(partner.sidDecrypt, { body: { sid } })
const signBody = async (over: Partial<SidPayload> = {}) => {
  const p = { name: '오렌지', siteId: 1, userId: '1000001', ...over }
  return { ...p, sid: await sidOf(p) }
}
/** the old stand-in's sid: base64url JSON, which anyone could make for any FC */
const handMadeSid = (userId: string) =>
  btoa(JSON.stringify({ name: 'x', siteId: 1, userId, timestamp: clock.now().getTime() }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
const tokenClient = (token: string): ApiClient =>
  createApiClient({ baseURL: TEST_BASE, tokens: memoryTokenStorage({ token, refreshToken: 'x' }) })

describe('sidDecrypt (S2 §7, §8; FIXTURES.md partner sid)', () => {
  it('answers the name, site and FC number of a fresh sid (200)', async () => {
    expect((await decrypt(await sidOf())).data).toEqual({
      name: '오렌지',
      siteId: 1,
      userId: '1000001',
    })
  })

  it('answers 400 for a value that is not a sid', async () => {
    await expectFailure(decrypt('not-a-sid!'), 400, 'sidDecrypt', 'partner.sid.invalid')
  })

  it('answers 401 for a sid older than 10 minutes', async () => {
    const old = await sidOf({ timestamp: clock.now().getTime() - 11 * MINUTE })
    await expectFailure(decrypt(old), 401, 'sidDecrypt', 'partner.sid.timestamp')
  })

  it('answers 401 once the clock passes 10 minutes after the sid was made', async () => {
    const sid = await sidOf()
    clock.advance(10 * MINUTE + 1000)
    await expectFailure(decrypt(sid), 401, 'sidDecrypt', 'partner.sid.timestamp')
  })

  it('answers 402 for a site other than 1, 403 for an empty name, 404 for a bad id', async () => {
    await expectFailure(decrypt(await sidOf({ siteId: 3 })), 402, 'sidDecrypt', 'partner.sid.site')
    await expectFailure(decrypt(await sidOf({ name: ' ' })), 403, 'sidDecrypt', 'partner.sid.name')
    await expectFailure(
      decrypt(await sidOf({ userId: 'OL1x' })),
      404,
      'sidDecrypt',
      'partner.sid.id',
    )
  })

  it('answers 500 for a sid whose data cannot be processed', async () => {
    const sid = await encodeSid({ name: 'A', siteId: '1' }, TEST_PARTNER_SID_KEY)
    await expectFailure(decrypt(sid), 500, 'sidDecrypt', 'partner.sid.processing')
  })

  it('answers 400 for a sid the server did not issue: made by hand, or with another key', async () => {
    await expectFailure(decrypt(handMadeSid('1000011')), 400, 'sidDecrypt', 'partner.sid.invalid')
    const forged = await encodeSid(
      { name: '오렌지', siteId: 1, userId: '1000001', timestamp: clock.now().getTime() },
      'another-key',
    )
    await expectFailure(decrypt(forged), 400, 'sidDecrypt', 'partner.sid.invalid')
  })

  it('answers 400 for a sid that already signed someone in', async () => {
    const body = await signBody()
    expect((await decrypt(body.sid)).data.userId).toBe('1000001')
    await anonymousClient().call(partner.externalSignIn, { body })
    await expectFailure(decrypt(body.sid), 400, 'sidDecrypt', 'partner.sid.invalid')
  })
})

describe('externalSignUp and externalSignIn (S2 §4 partner sign-up)', () => {
  const signUp = (body: Awaited<ReturnType<typeof signBody>>) =>
    anonymousClient().call(partner.externalSignUp, { body })
  const signIn = (body: Awaited<ReturnType<typeof signBody>>) =>
    anonymousClient().call(partner.externalSignIn, { body })

  it('signs OL1000001 in with a token that opens its session (200)', async () => {
    const { token } = await signIn(await signBody())
    const me = await tokenClient(token).call(auth.fetchUser)
    expect(me.user).toMatchObject({ userId: 'OL1000001', siteId: 1 })
  })

  it('answers 401 to the sign-up of a registered FC, which signs in instead', async () => {
    await expectFailure(signUp(await signBody()), 401)
  })

  it('answers 404 to the sign-in of an FC with no account yet', async () => {
    await expectFailure(
      signIn(await signBody({ userId: '1000099', name: '새가입' })),
      404,
      'externalSignIn',
      'partner.notRegistered',
    )
  })

  it('signs a new FC up: OL + FC number, first password = id, licenses provided', async () => {
    const body = await signBody({ userId: '1000099', name: '새가입' })
    const { token } = await signUp(body)
    const client = tokenClient(token)
    const me = await client.call(auth.fetchUser)
    expect(me).toMatchObject({
      user: { userId: 'OL1000099', name: '새가입', siteId: 1, auth: 'F' },
      passwordRefreshed: false,
    })
    // password set with the id as the initial password, then the account is usable
    await client.call(auth.passwordSet, {
      body: { userId: 'OL1000099', password: 'OL1000099', newPassword: 'Partner1!' },
    })
    expect((await client.call(auth.issuableNumber)).issuableNumber).toBe(PARTNER_SIGN_UP_LICENSES)
    const login = await anonymousClient().call(auth.login, {
      body: { userId: 'OL1000099', password: 'Partner1!' },
    })
    expect(login.passwordRefreshed).toBe(true)
    // and the sign-in works from now on, with a sid of its own
    await signIn(await signBody({ userId: '1000099', name: '새가입' }))
  })

  it('answers 403 when the sid does not say what the request says, or is over an hour old', async () => {
    const other = { ...(await signBody()), userId: '1000002' }
    await expectFailure(signIn(other), 403, 'externalSignIn', 'partner.handOverExpired')
    await expectFailure(signUp(other), 403, 'externalSignUp', 'partner.handOverExpired')
    const body = await signBody({ userId: '1000098', name: '늦은' })
    clock.advance(61 * MINUTE)
    await expectFailure(signUp(body), 403)
  })

  it('answers 403 to a sid the server did not issue, and to one used before', async () => {
    // issue 29: a self-made sid signed in as any site-1 account and signed up new ones
    const forged = { name: 'x', siteId: 1, userId: '1000011', sid: handMadeSid('1000011') }
    await expectFailure(signIn(forged), 403, 'externalSignIn', 'partner.handOverExpired')
    const newcomer = { name: 'x', siteId: 1, userId: '1000097', sid: handMadeSid('1000097') }
    await expectFailure(signUp(newcomer), 403, 'externalSignUp', 'partner.handOverExpired')
    expect(db.staff.findFirst((q) => q.where({ userId: 'OL1000097' }))).toBeUndefined()
    const body = await signBody()
    await signIn(body)
    await expectFailure(signIn(body), 403, 'externalSignIn', 'partner.handOverExpired')
    const signedUp = await signBody({ userId: '1000096', name: '한번' })
    await signUp(signedUp)
    await expectFailure(signIn(signedUp), 403)
  })

  it('a used sid in another spelling is refused (issue 48: its signature’s spare bits)', async () => {
    const body = await signBody()
    await signIn(body)
    const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    const last = ALPHABET.indexOf(body.sid.at(-1)!)
    for (const spare of [1, 2, 3]) {
      const sid = body.sid.slice(0, -1) + ALPHABET[(last & ~0b11) | spare]!
      await expectFailure(signIn({ ...body, sid }), 403)
      await expectFailure(decrypt(sid), 400)
    }
  })

  it('twenty sign-ups at once with one sid make one account: one wins, the rest 403', async () => {
    const body = await signBody({ userId: '1000095', name: '동시' })
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => signUp(body)))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(db.staff.findMany((q) => q.where({ userId: 'OL1000095' }))).toHaveLength(1)
    await expectFailure(signIn(body), 403)
  })

  it('a sign-up refused for its account gives its sid back for the sign-in it calls for', async () => {
    // S2 §4: a registered FC's sign-up answers 401, and the app signs it in with the same sid
    const body = await signBody()
    await expectFailure(signUp(body), 401)
    const { token } = await signIn(body)
    expect(token).toBeTruthy()
    await expectFailure(signIn(body), 403)
  })

  it('answers 400 for a body without the sid', async () => {
    const { sid: _sid, ...body } = await signBody()
    await expectFailure(anonymousClient().call(partner.externalSignIn, { body }), 400)
  })

  it('gives a wrong default password 404 at password set (an FC who changed it before)', async () => {
    const { token } = await signIn(await signBody())
    await expectFailure(
      tokenClient(token).call(auth.passwordSet, {
        body: { userId: 'OL1000001', password: 'OL1000001', newPassword: 'Partner1!' },
      }),
      404,
      'passwordSet',
      'passwordSet.wrongInitial',
    )
    // the demo password still works
    await anonymousClient().call(auth.login, {
      body: { userId: 'OL1000001', password: DEMO_PASSWORD },
    })
  })
})

describe('gatewayCoupon (S2 §7 gateway link coupon)', () => {
  const coupon = (clink: string) =>
    anonymousClient().call(partner.gatewayCoupon, { body: { clink, licenseType: 'C' } })

  it('answers the deep link of COUPON-OK (200)', async () => {
    expect((await coupon('COUPON-OK')).data.deeplink).toBe(
      'checkupapp://coupon?clink=COUPON-OK&licenseType=C',
    )
  })

  it('answers 400 for COUPON-BAD and for another license type', async () => {
    await expectFailure(coupon('COUPON-BAD'), 400, 'gatewayCoupon', 'partner.coupon.invalid')
    await expectFailure(
      anonymousClient().call(partner.gatewayCoupon, {
        body: { clink: 'COUPON-OK', licenseType: 'X' },
      }),
      400,
    )
  })
})

describe('printMakePdf and pdfDownload (S2 §7 print make PDF, PDF download)', () => {
  const make = (couponCode: string, birthday: string) =>
    anonymousClient().call(partner.makeCouponPdf, { body: { couponCode, birthday } })
  const download = (tempPdf: string) =>
    anonymousClient().download(partner.couponPdfDownload, { query: { tempPdf } })

  it('makes the PDF of COUPON-OK with 19800101, and the file arrives (200)', async () => {
    const { tempPdf } = (await make('COUPON-OK', '19800101')).data
    expect(tempPdf).toMatch(/^[a-f0-9]{32}$/)
    const file = await download(tempPdf)
    expect(file.fileName).toBe('health_report.pdf')
    const text = await pdfText(new Uint8Array(await file.blob.arrayBuffer()))
    expect(text).toContain('건강 리포트')
    expect(text).toContain('1980년 01월 01일')
  })

  it('answers 400 for a wrong birthday, an unknown coupon and a malformed birthday', async () => {
    await expectFailure(make('COUPON-OK', '19800102'), 400, 'printMakePdf', 'partner.pdf.invalid')
    await expectFailure(make('COUPON-BAD', '19800101'), 400)
    await expectFailure(make('COUPON-OK', '1980011'), 400)
  })

  it('answers an empty tempPdf while the report is not made (no data to print)', async () => {
    expect((await make('COUPON-WAIT', '19800101')).data.tempPdf).toBe('')
  })

  it('answers 404 for an unknown tempPdf and one older than 10 minutes', async () => {
    await expectFailure(download('nope'), 404, 'pdfDownload', 'partner.pdf.noData')
    const { tempPdf } = (await make('COUPON-OK', '19800101')).data
    clock.advance(10 * MINUTE)
    await expectFailure(download(tempPdf), 404)
  })

  it('answers 400 for a download without a tempPdf', async () => {
    await expectFailure(anonymousClient().download(partner.couponPdfDownload), 400)
  })
})

describe('the FC link calls (S2 §7 FC link check, external link, gateway FC link)', () => {
  const check = (linkCode: string) =>
    anonymousClient().call(partner.fcLinkCheck, { params: { linkCode } })
  const external = (body: object) => anonymousClient().call(partner.externalLink, { body })
  const gateway = (clink: string) =>
    anonymousClient().call(partner.gatewayFcLink, { body: { clink } })

  it('checks LINK0001, gets its channel link and the deep link (200)', async () => {
    const info = (await check('LINK0001')).data
    expect(info).toEqual({ employeeName: '김설계', employeeNo: 'fc0001', siteCode: 'HK' })
    const { clink, cacheId } = (await external({ ...info, cacheId: '', linkCode: 'LINK0001' })).data
    expect(cacheId).not.toBe('')
    // the cache id given is kept
    expect((await external({ ...info, cacheId, linkCode: 'LINK0001' })).data.cacheId).toBe(cacheId)
    expect((await gateway(clink)).data.deeplink).toBe(
      `checkupapp://fc?linkCode=LINK0001&clink=${clink}`,
    )
  })

  it('answers 404 for NOPE0000 and 400 for bad!', async () => {
    await expectFailure(check('NOPE0000'), 404, 'fcLinkCheck', 'partner.fcLink.notFound')
    await expectFailure(check('bad!'), 400, 'fcLinkCheck', 'partner.fcLink.badParameter')
  })

  it('answers 401 for the code of a deactivated FC', async () => {
    await db.staff.update((q) => q.where({ userId: 'fc0001' }), {
      data(s) {
        s.active = false
      },
    })
    await expectFailure(check('LINK0001'), 401, 'fcLinkCheck', 'partner.fcLink.wrongCode')
    await expectFailure(
      external({
        employeeName: '김설계',
        employeeNo: 'fc0001',
        siteCode: 'HK',
        cacheId: '',
        linkCode: 'LINK0001',
      }),
      401,
    )
  })

  it('answers 400 to an external link whose FC info is not the code`s, 404 to an unknown code', async () => {
    const info = { employeeName: '김설계', employeeNo: 'fc0002', siteCode: 'HK', cacheId: '' }
    await expectFailure(
      external({ ...info, linkCode: 'LINK0001' }),
      400,
      'externalLink',
      'partner.fcLink.badParameter',
    )
    await expectFailure(external({ ...info, linkCode: 'NOPE0000' }), 404)
  })

  it('answers 400 to the gateway for a clink it never handed out', async () => {
    await expectFailure(gateway('unknown'), 400, 'gatewayFcLink', 'partner.fcLink.badParameter')
  })
})

describe('the demo pages and the QA sid', () => {
  it('shows which deep link was opened, escaped', async () => {
    const link = 'checkupapp://coupon?clink=<b>'
    const res = await fetch(`${TEST_BASE}/demo/deep-link?link=${encodeURIComponent(link)}`)
    const html = await res.text()
    expect(html).toContain('checkupapp://coupon?clink=&lt;b&gt;')
    expect(html).not.toContain('<b>')
    expect(await (await fetch(`${TEST_BASE}/demo/service-site`)).text()).toContain('service-site')
  })

  it('makes a sid by the mock clock that decrypts, and an old one that does not', async () => {
    const fresh = (await (
      await fetch(`${TEST_BASE}/__mock/partner-sid?userId=1000001`)
    ).json()) as {
      sid: string
    }
    expect((await decrypt(fresh.sid)).data.name).toBe('오렌지')
    const old = (await (
      await fetch(`${TEST_BASE}/__mock/partner-sid?userId=1000001&ageMinutes=30`)
    ).json()) as { sid: string }
    await expectFailure(decrypt(old.sid), 401)
  })

  it('makes the broken sids QA provokes the decrypt 400 and 500 with', async () => {
    const sidFor = async (form: string) =>
      (
        (await (
          await fetch(`${TEST_BASE}/__mock/partner-sid?userId=1000001&form=${form}`)
        ).json()) as { sid: string }
      ).sid
    await expectFailure(decrypt(await sidFor('forged')), 400, 'sidDecrypt', 'partner.sid.invalid')
    await expectFailure(
      decrypt(await sidFor('unprocessable')),
      500,
      'sidDecrypt',
      'partner.sid.processing',
    )
  })
})
