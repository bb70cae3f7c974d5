import { describe, it, expect, beforeEach, afterEach } from 'vitest'
import { createTestServer } from '../../mock-server/node'
import type { Db } from '../../mock-server/db'
import { ADMIN_REPORT_TITLE } from '../../mock-server/files/checkup-report'
import { pdfText } from '../support/files'
import { createApiClient } from '../../src/shared/services/http-client'
import { createAuthService } from '../../src/features/session/services/auth-service'
import { memoryTokenStorage } from '../support/token-storage'
import { createAdminCheckupService } from '../../src/features/admin-dashboard/services/admin-checkup-service'
import { mountAdminDashboard } from '../../src/features/admin-dashboard/screens'
import {
  defaultAdminRange,
  formatDisplayDate,
  fromApiDate,
  type DateRange,
} from '../../src/shared/domain/dates'
import { expectFailure, TEST_BASE, DEMO_PASSWORD } from '../support/api'
import { entryOf, quietContext, runActor } from '../support/wired'

type TestServer = Awaited<ReturnType<typeof createTestServer>>

const TODAY = '20261122'
const TODAY_DATE = fromApiDate(TODAY)!

let server: TestServer['server']
let db: Db

beforeEach(async () => {
  ;({ server, db } = await createTestServer({ MOCK_CHECKUPS: 200, MOCK_TODAY: TODAY }))
  server.listen({ onUnhandledRequest: 'error' })
})

afterEach(() => {
  server.resetHandlers()
  server.close()
})

async function loginAs(userId: string) {
  const client = createApiClient({ baseURL: TEST_BASE, tokens: memoryTokenStorage() })
  await createAuthService(client).login({ userId, password: DEMO_PASSWORD })
  const { adminDashboard } = mountAdminDashboard(quietContext(client)).actors(
    entryOf('adminDashboard', TODAY_DATE),
  )
  return {
    service: createAdminCheckupService(client),
    /** the list as the route chunk provides it to the dashboard's machine */
    adminList: (range: DateRange) => runActor(adminDashboard.logic, 'adminList', range),
  }
}

const bytes = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer())

describe('admin dashboard list', () => {
  const adminRange = defaultAdminRange(TODAY_DATE)

  it.each(['adminp', 'super'])('%s gets the rows of the range, newest first', async (userId) => {
    const { adminList } = await loginAs(userId)
    const rows = await adminList(adminRange)
    const expected = db.adminCheckups
      .all()
      .filter((r) => r.regDate >= adminRange.start && r.regDate <= adminRange.end)
    expect(rows.length).toBeGreaterThan(0)
    expect(rows).toHaveLength(expected.length)
    for (const r of rows) {
      expect(r.regDate >= adminRange.start && r.regDate <= adminRange.end).toBe(true)
    }
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i - 1]!.regDate >= rows[i]!.regDate).toBe(true)
    }
  })

  it('a narrower range gives only its rows', async () => {
    const { adminList } = await loginAs('adminp')
    const range = { start: '20261110', end: '20261115' }
    const rows = await adminList(range)
    const expected = db.adminCheckups
      .all()
      .filter((r) => r.regDate >= range.start && r.regDate <= range.end)
    expect(rows.map((r) => r.id).sort()).toEqual(expected.map((r) => r.id).sort())
  })

  it('fc0001 is refused with 403', async () => {
    const { adminList } = await loginAs('fc0001')
    await expectFailure(adminList(adminRange), 403, 'adminList', 'common.noPermission')
  })

  it('a start after the end is a 400: invalid parameter', async () => {
    const { adminList } = await loginAs('adminp')
    await expectFailure(
      adminList({ start: adminRange.end, end: adminRange.start }),
      400,
      'adminList',
      'admin.invalidParam',
    )
  })
})

describe('admin PDF by id', () => {
  const withStatus = (status: string) => db.adminCheckups.all().find((r) => r.status === status)!

  it.each(['U', 'D', 'R'])('a row with status %s downloads a real PDF', async (status) => {
    const { service } = await loginAs('adminp')
    const target = withStatus(status)
    expect(target.pdfPath).not.toBeNull()
    const file = await service.adminPdf(target.id)
    const text = await pdfText(await bytes(file.blob))
    expect(text).toContain(ADMIN_REPORT_TITLE)
    expect(text).toContain(`${target.name} 님 · ${formatDisplayDate(target.regDate)} 등록`)
    expect(text).toContain(target.fcCode)
    expect(file.fileName).toBe(`checkup_${target.id}.pdf`)
  })

  it.each(['B', 'C'])('a row with status %s (no PDF) is a 400: invalid access', async (status) => {
    const { service } = await loginAs('adminp')
    const target = withStatus(status)
    expect(target.pdfPath).toBeNull()
    await expectFailure(service.adminPdf(target.id), 400, 'adminPdf', 'admin.invalidAccess')
  })

  it('fc0001 is refused with 403', async () => {
    const { service } = await loginAs('fc0001')
    await expectFailure(
      service.adminPdf(withStatus('U').id),
      403,
      'adminPdf',
      'common.noPermission',
    )
  })
})
