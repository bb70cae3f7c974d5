import { describe, it, expect, beforeEach, afterEach } from 'vitest'
import { createTestServer } from '../../mock-server/node'
import type { Db } from '../../mock-server/db'
import { FIXTURE_STAFF } from '../../mock-server/fixtures'
import type { StaffRecord } from '../../mock-server/schemas'
import { displayEmployeeId } from '../../src/features/employees/domain/employee'
import { sheetRows } from '../support/files'
import * as auth from '../../src/features/session/services/contract'
import * as employees from '../../src/features/employees/services/contract'
import type { ApiClient } from '../../src/shared/services/http-client'
import {
  createEmployeeService,
  type EmployeeOrder,
} from '../../src/features/employees/services/employee-service'
import { wireEmployees } from '../../src/features/employees/screens'
import type { ModifyEmployeeInput } from '../../src/features/employees/domain/employee'
import {
  EMPLOYEE_DEFAULT_SORT,
  EMPLOYEE_SORT_KEYS,
  employeeKeyOrder,
} from '../../src/features/employees/domain/view'
import { SORT_ORDERS } from '../../src/shared/domain/list-view'
import { anonymousClient, expectFailure, loginAs } from '../support/api'
import { quietContext, runActor } from '../support/wired'

/** S1 §2 employee management, §4, §6, §7 and every status of §8, against the mock. */

type TestServer = Awaited<ReturnType<typeof createTestServer>>

const TODAY = '20261122'

let server: TestServer['server']
let db: Db

beforeEach(async () => {
  ;({ server, db } = await createTestServer({ MOCK_CHECKUPS: 10, MOCK_TODAY: TODAY }))
  server.listen({ onUnhandledRequest: 'error' })
})

afterEach(() => {
  server.resetHandlers()
  server.close()
})

/**
 * The employee calls as the feature makes them: the machines' actors as screens.tsx provides them
 * (the list, distribute, update, add and the branches), and the service's calls that hold a rule
 * (the Excel file, the row actions).
 */
function service(client: ApiClient) {
  const { employees: list, createEmployee: create } = wireEmployees(quietContext(client))
  const { excel, resetPassword, deactivate, remove } = createEmployeeService(client)
  return {
    /** one page, in the order asked for: the machine's starting order when none is */
    list: ({
      sort = EMPLOYEE_DEFAULT_SORT.key,
      order = EMPLOYEE_DEFAULT_SORT.order,
      ...query
    }: { name: string; page: number } & EmployeeOrder) =>
      runActor(list, 'list', { ...query, sort, order }),
    excel,
    distribute: (employeeId: string, quantity: number) =>
      runActor(list, 'distribute', { employeeId, quantity }),
    resetPassword,
    deactivate,
    remove,
    update: (employeeId: string, input: ModifyEmployeeInput) =>
      runActor(list, 'update', { employeeId, input }),
    add: (input: employees.NewEmployee) => runActor(create, 'add', input),
    branches: () => runActor(create, 'branches', undefined),
    addBranch: (branch: { code: string; name: string }) => runActor(create, 'addBranch', branch),
  }
}
const as = async (userId: string) => service(await loginAs(userId))
const staff = (userId: string) => db.staff.findFirst((q) => q.where({ userId }))
const issuable = async (client: ApiClient) =>
  (await client.call(auth.issuableNumber)).issuableNumber

/** every row of a list, page after page */
async function allPages<P extends { items: unknown[]; total: number }>(
  pageOf: (page: number) => Promise<P>,
): Promise<P> {
  const first = await pageOf(1)
  const items = [...first.items]
  for (let page = 2; items.length < first.total; page++) items.push(...(await pageOf(page)).items)
  return { ...first, items }
}

/** every listed employee, page after page (in the order asked for) */
const everyone = (s: ReturnType<typeof service>, name = '', order: EmployeeOrder = {}) =>
  allPages((page) => s.list({ name, page, ...order }))

/** an F of site 3 holding nothing (deactivation and deletion succeed) */
async function emptyFc(branchCode = 'B001'): Promise<string> {
  const userId = `empty${branchCode}`
  await db.staff.create({
    ...staff('fc0002')!,
    userId,
    branchCode,
    branchName: branchCode === 'B001' ? '강남지점' : '종로지점',
    usableCount: 0,
    distributed: 0,
  })
  return userId
}

describe('employeeList', () => {
  it('siteadmin (A) lists the B and F accounts of site 3, 25 a page, with the counters', async () => {
    const s = await as('siteadmin')
    const { items, total, counts } = await everyone(s)
    const expected = db.staff
      .all()
      .filter((r) => r.active && r.siteId === 3 && ['B', 'F'].includes(r.auth))
    expect(total).toBe(expected.length)
    expect(items.map((e) => e.employeeId).sort()).toEqual(expected.map((r) => r.userId).sort())
    expect((await s.list({ name: '', page: 1 })).items).toHaveLength(Math.min(25, total))
    expect(counts.employees).toBe(total)
    expect(counts.remainingVouchers).toBe(
      expected.filter((r) => r.usableCount >= 0).reduce((sum, r) => sum + r.usableCount, 0),
    )
    // neither the caller, nor S or P, nor other sites
    expect(
      items.some((e) => ['siteadmin', 'super', 'adminp', 'OL1000001'].includes(e.employeeId)),
    ).toBe(false)
  })

  it('shows the S1 §3 quantities: reclaimable limit, not reclaimable, unlimited -1', async () => {
    const { items } = await everyone(await as('siteadmin'))
    const fc1 = items.find((e) => e.employeeId === 'fc0001')!
    expect(fc1.limit).toBe(20)
    expect(fc1.licenseQuantity).toBe(30)
    expect(fc1.siteCode).toBe('HK')
    expect(items.find((e) => e.employeeId === 'unlimited')!.limit).toBe(-1)
  })

  it('searches by name', async () => {
    const { items } = await everyone(await as('siteadmin'), '김설계')
    expect(items.map((e) => e.employeeId)).toEqual(['fc0001'])
  })

  it('branchmgr (B) lists only the F accounts of its branch; super (S) every site; F and P get 403; no token 401', async () => {
    const b = await everyone(await as('branchmgr'))
    expect(b.items.length).toBeGreaterThan(0)
    expect(b.items.every((e) => e.auth === 'F' && e.siteId === 3 && e.branchCode === 'B001')).toBe(
      true,
    )
    // issue 29: the other branch's employees (their e-mail, mobile and counts) are not in its lane
    expect(db.staff.all().some((r) => r.active && r.branchCode === 'B002')).toBe(true)
    const s = await everyone(await as('super'))
    expect(new Set(s.items.map((e) => e.siteId)).size).toBeGreaterThan(1)
    await expectFailure(
      (await as('fc0001')).list({ name: '', page: 1 }),
      403,
      'employeeList',
      'common.noPermission',
    )
    await expectFailure((await as('adminp')).list({ name: '', page: 1 }), 403)
    await expectFailure(service(anonymousClient()).list({ name: '', page: 1 }), 401)
  })

  it('400 for a search longer than the contract takes', async () => {
    const client = await loginAs('siteadmin')
    await expectFailure(
      client.call(employees.employeeList, { query: { name: '가'.repeat(31), page: 1 } }),
      400,
    )
  })
})

describe('the employee list sorts (issue 31)', () => {
  const ids = (items: readonly { employeeId: string }[]) => items.map((e) => e.employeeId)

  it('answers the list’s own order (branch code, then id) when no order is asked for', async () => {
    const client = await loginAs('siteadmin')
    const s = service(client)
    // a query without sort and order (the machine always sends both)
    const plain = await allPages(
      async (page) => (await client.call(employees.employeeList, { query: { page } })).data,
    )
    expect(ids((await everyone(s, '', { sort: 'branch', order: 'asc' })).items)).toEqual(
      ids(plain.items),
    )
    const keys = plain.items.map((e) => [e.branchCode ?? '', e.employeeId].join('\u0000'))
    expect([...keys].sort()).toEqual(keys)
  })

  it('every key, both ways, on every page: sorted by the key, ties in the list’s own order', async () => {
    for (const caller of ['siteadmin', 'super']) {
      const s = await as(caller)
      const plain = ids((await everyone(s)).items)
      const rank = new Map(plain.map((id, i) => [id, i]))
      for (const sort of EMPLOYEE_SORT_KEYS)
        for (const order of SORT_ORDERS) {
          const { items, total } = await everyone(s, '', { sort, order })
          expect(items).toHaveLength(total)
          expect(new Set(ids(items))).toEqual(new Set(plain))
          const compare = employeeKeyOrder(sort)
          const sign = order === 'asc' ? 1 : -1
          for (let i = 1; i < items.length; i++) {
            const [a, b] = [items[i - 1]!, items[i]!]
            const c = sign * compare(a, b)
            expect(c, `${caller} ${sort} ${order} at ${i}`).toBeLessThanOrEqual(0)
            if (c === 0) expect(rank.get(a.employeeId)!).toBeLessThan(rank.get(b.employeeId)!)
          }
        }
    }
  })

  it('an admin sorts by remaining rights: the largest first, an unlimited limit above every number', async () => {
    const s = await as('siteadmin')
    const byLimit = (await everyone(s, '', { sort: 'limit', order: 'desc' })).items
    expect(byLimit[0]!.limit).toBe(-1)
    expect(byLimit.find((e) => e.employeeId === 'unlimited')).toBeDefined()
    const limited = byLimit.filter((e) => e.limit >= 0).map((e) => e.limit)
    expect(limited).toEqual([...limited].sort((a, b) => b - a))
    expect(byLimit.findIndex((e) => e.limit >= 0)).toBe(byLimit.filter((e) => e.limit < 0).length)
    const byLicense = (await everyone(s, '', { sort: 'licenseQuantity', order: 'desc' })).items
    const license = byLicense.map((e) => e.licenseQuantity)
    expect(license).toEqual([...license].sort((a, b) => b - a))
    expect(license[0]).toBeGreaterThan(license.at(-1)!)
    // the other way: the smallest first, the unlimited last
    expect((await everyone(s, '', { sort: 'limit', order: 'asc' })).items.at(-1)!.limit).toBe(-1)
  })

  it('sorts the name search’s rows only, and counts them alike', async () => {
    const s = await as('siteadmin')
    const found = await everyone(s, '김', { sort: 'name', order: 'desc' })
    expect(found.items.length).toBeGreaterThan(0)
    expect(found.items.every((e) => e.employeeName.includes('김'))).toBe(true)
    expect(found.counts).toEqual((await s.list({ name: '김', page: 1 })).counts)
  })

  it('400 for a key or an order the contract does not take, for the list and its file', async () => {
    const client = await loginAs('siteadmin')
    for (const query of [
      { sort: 'mobile', order: 'asc' },
      { sort: 'name', order: 'up' },
    ] as never[]) {
      await expectFailure(
        client.call(employees.employeeList, { query: { page: 1, ...(query as object) } }),
        400,
      )
      await expectFailure(client.download(employees.employeeListExcel, { query }), 400)
    }
  })
})

describe('one lane per account (issue 29)', () => {
  /** who an account may see, written out: S all, A its site, B its branch (then roles it creates) */
  const expectedFor = (caller: StaffRecord) =>
    db.staff
      .all()
      .filter(
        (r) =>
          r.active &&
          r.userId !== caller.userId &&
          (caller.auth === 'S' ||
            (r.siteId === caller.siteId &&
              (caller.auth === 'A' ||
                (caller.auth === 'B' && r.branchCode === caller.branchCode)))) &&
          (caller.auth === 'S'
            ? ['A', 'B', 'F']
            : caller.auth === 'A'
              ? ['B', 'F']
              : ['F']
          ).includes(r.auth),
      )
      .map((r) => r.userId)
      .sort()

  it('every demo account: the list, its counters and its Excel file hold its lane and nothing else', async () => {
    // every demo account of FIXTURES.md that signs in with the demo password
    const accounts = FIXTURE_STAFF.filter((r) => r.active && r.passwordRefreshed)
    expect(accounts.length).toBeGreaterThan(10)
    for (const account of accounts) {
      const s = await as(account.userId)
      if (!['S', 'A', 'B'].includes(account.auth)) {
        await expectFailure(s.list({ name: '', page: 1 }), 403)
        await expectFailure(s.excel(), 403)
        continue
      }
      const expected = expectedFor(account)
      const listed = await everyone(s)
      expect(listed.items.map((e) => e.employeeId).sort(), account.userId).toEqual(expected)
      expect(listed.counts.employees, account.userId).toBe(expected.length)
      const rows = (
        await sheetRows(new Uint8Array(await (await s.excel()).blob.arrayBuffer()))
      ).slice(1)
      expect(rows, account.userId).toHaveLength(expected.length)
      const shown = new Set(listed.items.map((e) => displayEmployeeId(e.siteCode, e.employeeNo)))
      expect(
        rows.every((r) => shown.has(String(r[1]))),
        account.userId,
      ).toBe(true)
    }
  })
})

describe('an employee of another company is answered as an unknown one (issue 29)', () => {
  it('every action of every site manager: the same status and message for a foreign id as for none', async () => {
    const answer = (p: Promise<unknown>) =>
      p.then(
        () => 'done',
        (e: { status: number; message: string }) => `${e.status} ${e.message}`,
      )
    const change = {
      name: '김수정',
      gender: 'F' as const,
      email: 'new@example.com',
      mobile: '010-9999-8888',
    }
    const actions = (s: ReturnType<typeof service>, id: string) => [
      s.distribute(id, 1),
      s.resetPassword(id),
      s.deactivate(id),
      s.remove(id),
      s.update(id, change),
    ]
    for (const manager of FIXTURE_STAFF.filter((r) => r.auth === 'A' && r.passwordRefreshed)) {
      const s = await as(manager.userId)
      const foreign = db.staff
        .all()
        .filter((r) => r.active && r.siteId !== manager.siteId && r.auth !== 'S')
      expect(foreign.length, manager.userId).toBeGreaterThan(0)
      const unknown = await Promise.all(actions(s, 'no-such-employee').map(answer))
      expect(
        unknown.every((a) => a.startsWith('404 ')),
        manager.userId,
      ).toBe(true)
      for (const other of foreign)
        expect(await Promise.all(actions(s, other.userId).map(answer)), other.userId).toEqual(
          unknown,
        )
    }
    // nothing of theirs changed
    expect(staff('fc0001')!.active).toBe(true)
  })
})

describe('employeeListExcel', () => {
  it('is a real xlsx named employee_list_YYYYMMDD.xlsx with a row per employee', async () => {
    const s = await as('siteadmin')
    const file = await s.excel()
    expect(file.fileName).toBe(`employee_list_${TODAY}.xlsx`)
    const rows = await sheetRows(new Uint8Array(await file.blob.arrayBuffer()))
    const { total } = await s.list({ name: '', page: 1 })
    expect(rows[0]).toEqual([
      '이름',
      '아이디',
      '지점',
      '권한',
      '사용 중',
      '사용 완료',
      '회수 불가',
      '회수 가능',
    ])
    expect(rows).toHaveLength(total + 1)
    expect(rows.find((r) => r[0] === '김설계')?.[1]).toBe('HKfc0001')
    // the role as the grid names it, not the code (B, F)
    expect(rows.find((r) => r[0] === '김설계')?.[3]).toBe('일반')
    expect(rows.find((r) => r[0] === '강지점')?.[3]).toBe('지점 관리자')
    expect(rows.slice(1).every((r) => !/^[SABFP]$/.test(String(r[3])))).toBe(true)
  })

  it('holds the rows of the name search in the order the screen shows, every page of them (issue 31)', async () => {
    const s = await as('siteadmin')
    const shown = (await everyone(s, '김', { sort: 'limit', order: 'desc' })).items
    expect(shown.length).toBeGreaterThan(1)
    const file = await s.excel({ name: '김', sort: 'limit', order: 'desc' })
    expect(file.fileName).toBe(`employee_list_${TODAY}.xlsx`)
    const rows = (await sheetRows(new Uint8Array(await file.blob.arrayBuffer()))).slice(1)
    expect(rows.map((r) => r[1])).toEqual(
      shown.map((e) => displayEmployeeId(e.siteCode, e.employeeNo)),
    )
    // every row of the scope, in the list's own order, without a name or an order
    const all = (await everyone(s)).items
    const plain = (await sheetRows(new Uint8Array(await (await s.excel()).blob.arrayBuffer())))
      .slice(1)
      .map((r) => r[1])
    expect(plain).toEqual(all.map((e) => displayEmployeeId(e.siteCode, e.employeeNo)))
  })

  it('403 for an FC, 401 without a token', async () => {
    await expectFailure(
      (await as('fc0001')).excel(),
      403,
      'employeeListExcel',
      'common.noPermission',
    )
    await expectFailure(service(anonymousClient()).excel(), 401)
  })
})

describe('distribute (S1 §4, §5, §8)', () => {
  it('gives: the caller drops by the quantity and the employee’s limit rises by it; reclaims back', async () => {
    const client = await loginAs('empadmin')
    const s = service(client)
    const before = await issuable(client)
    const given = await s.distribute('empfc01', 5)
    expect(given).toEqual({ usableCount: before - 5, limit: 4 + 5 })
    expect(await issuable(client)).toBe(before - 5)
    expect(staff('empfc01')!.usableCount).toBe(15)

    const back = await s.distribute('empfc01', -9)
    expect(back).toEqual({ usableCount: before + 4, limit: 0 })
    expect(staff('empfc01')!.usableCount).toBe(6)
  })

  it('an unlimited caller stays unlimited', async () => {
    const s = await as('super')
    expect((await s.distribute('empfc01', 3)).usableCount).toBe(-1)
  })

  it('400 zero, more than the caller holds, more than the limit, an unlimited employee', async () => {
    const s = await as('empadmin')
    await expectFailure(s.distribute('empfc01', 0), 400, 'distribute', 'employees.badQuantity')
    await expectFailure(s.distribute('empfc01', 201), 400, 'distribute', 'employees.badQuantity')
    await expectFailure(s.distribute('empfc01', -5), 400)
    await expectFailure(s.distribute('unlimited', 1), 400)
    expect(staff('empfc01')!.usableCount).toBe(10)
    expect(staff('empadmin')!.usableCount).toBe(200)
  })

  it('403 an FC; 404 unknown or another company; 405 (for B) another branch; 401', async () => {
    await expectFailure(
      (await as('fc0001')).distribute('fc0002', 1),
      403,
      'distribute',
      'common.errorWithCode',
    )
    await expectFailure((await as('empadmin')).distribute('nobody', 1), 404)
    await expectFailure((await as('ga0001')).distribute('fc0001', 1), 404)
    await expectFailure((await as('branchmgr')).distribute('empfc02', 1), 405)
    await expectFailure(service(anonymousClient()).distribute('fc0001', 1), 401)
  })
})

describe('resetPassword (S1 §8)', () => {
  it('sets the password to the id, to be changed at the next sign-in, and ends the sessions', async () => {
    const victim = await loginAs('fc0002')
    await (await as('siteadmin')).resetPassword('fc0002')
    await expectFailure(victim.call(auth.fetchUser), 401)
    const again = await loginAs('fc0002', 'fc0002')
    await expectFailure(again.call(auth.issuableNumber), 428)
  })

  it('405 another branch; 404 unknown or another company; 403 an FC or a role above; 401', async () => {
    await expectFailure(
      (await as('branchmgr')).resetPassword('empfc02'),
      405,
      'resetPassword',
      'employees.otherMember',
    )
    await expectFailure((await as('ga0001')).resetPassword('fc0001'), 404)
    await expectFailure(
      (await as('fc0001')).resetPassword('fc0002'),
      403,
      'resetPassword',
      'common.noPermission',
    )
    // branchmgr may not touch the site admin of its own branch
    await expectFailure((await as('branchmgr')).resetPassword('siteadmin'), 403)
    await expectFailure((await as('siteadmin')).resetPassword('super'), 403)
    await expectFailure((await as('siteadmin')).resetPassword('nobody'), 404)
    await expectFailure(
      service(anonymousClient()).resetPassword('fc0002'),
      401,
      'resetPassword',
      'common.noPermission',
    )
  })
})

describe('deactivateEmployee and deleteEmployee (S1 §4, §8)', () => {
  it('201 while the account holds vouchers: withdraw first; nothing changes', async () => {
    const s = await as('siteadmin')
    await expectFailure(
      s.deactivate('fc0003'),
      201,
      'deactivateEmployee',
      'employees.holdsVouchers',
    )
    await expectFailure(s.remove('fc0003'), 201, 'deleteEmployee', 'employees.holdsVouchers')
    expect(staff('fc0003')!.active).toBe(true)
  })

  it('deactivates an account holding nothing: it leaves the list and cannot sign in', async () => {
    const id = await emptyFc()
    const s = await as('siteadmin')
    await s.deactivate(id)
    expect(staff(id)!.active).toBe(false)
    expect((await everyone(s)).items.some((e) => e.employeeId === id)).toBe(false)
    await expectFailure(s.deactivate(id), 404, 'deactivateEmployee', 'employees.notFound')
  })

  it('deletes an account holding nothing', async () => {
    const id = await emptyFc()
    await (await as('siteadmin')).remove(id)
    expect(staff(id)).toBeUndefined()
  })

  it('reclaiming first makes deactivation possible', async () => {
    const s = await as('siteadmin')
    const id = await emptyFc()
    await s.distribute(id, 2)
    await expectFailure(s.deactivate(id), 201)
    await s.distribute(id, -2)
    await s.deactivate(id)
    expect(staff(id)!.active).toBe(false)
  })

  it('405 another branch (B); 404 another company; 403 an FC; 401', async () => {
    const other = await emptyFc('B002')
    await expectFailure(
      (await as('branchmgr')).deactivate(other),
      405,
      'deactivateEmployee',
      'employees.otherBranch',
    )
    await expectFailure(
      (await as('branchmgr')).remove(other),
      405,
      'deleteEmployee',
      'employees.otherBranch',
    )
    await expectFailure((await as('ga0001')).deactivate(other), 404)
    await expectFailure(
      (await as('fc0001')).deactivate(other),
      403,
      'deactivateEmployee',
      'common.noPermission',
    )
    await expectFailure((await as('fc0001')).remove(other), 403)
    await expectFailure(
      (await as('siteadmin')).remove('nobody'),
      404,
      'deleteEmployee',
      'employees.notFound',
    )
    await expectFailure(service(anonymousClient()).deactivate(other), 401)
    await expectFailure(service(anonymousClient()).remove(other), 401)
    expect(staff(other)!.active).toBe(true)
  })
})

describe('updateEmployee (the modify dialog, issue 11)', () => {
  const input = {
    name: '김수정',
    gender: 'F' as const,
    email: 'new@example.com',
    mobile: '010-9999-8888',
  }

  it('changes name, gender, email and phone', async () => {
    await (await as('siteadmin')).update('fc0002', input)
    expect(staff('fc0002')).toMatchObject({
      name: '김수정',
      gender: 'F',
      email: 'new@example.com',
      mobile: '010-9999-8888',
    })
  })

  it('400 a bad phone; 403; 404; 405; 401', async () => {
    await expectFailure(
      (await as('siteadmin')).update('fc0002', { ...input, mobile: '010-123-4567' }),
      400,
    )
    await expectFailure((await as('fc0001')).update('fc0002', input), 403)
    await expectFailure((await as('siteadmin')).update('nobody', input), 404)
    await expectFailure(
      (await as('branchmgr')).update('empfc02', input),
      405,
      'updateEmployee',
      'employees.otherBranch',
    )
    await expectFailure(service(anonymousClient()).update('fc0002', input), 401)
  })
})

describe('addEmployee (S1 §5, §6, §8)', () => {
  it('siteadmin adds an F to B002: the id is prefix + staff number, the password the id', async () => {
    const s = await as('siteadmin')
    expect(
      await s.add({
        staffNumber: '77001',
        name: '새직원',
        permissionCode: 'F',
        branchCode: 'B002',
      }),
    ).toEqual({
      employeeId: 'HK77001',
    })
    expect(staff('HK77001')).toMatchObject({
      auth: 'F',
      branchCode: 'B002',
      siteId: 3,
      employeeNo: '77001',
      passwordRefreshed: false,
    })
    const client = await loginAs('HK77001', 'HK77001')
    await expectFailure(client.call(auth.issuableNumber), 428)
  })

  it('no prefix for sites SH and OL', async () => {
    const ol = await db.branches.create({ siteId: 1, branchCode: 'O01', branchName: '오렌지지점' })
    await db.staff.create({
      ...staff('siteadmin')!,
      userId: 'oladmin',
      siteId: 1,
      branchCode: ol.branchCode,
    })
    const s = await as('oladmin')
    expect(
      (
        await s.add({
          staffNumber: '1000099',
          name: '오렌지새',
          permissionCode: 'F',
          branchCode: 'O01',
        })
      ).employeeId,
    ).toBe('1000099')
  })

  it('keeps a name as the contract reads it (issue 48): composed, without what draws nothing', async () => {
    const admin = await as('siteadmin')
    const add = (staffNumber: string, name: string) =>
      admin.add({ staffNumber, name, permissionCode: 'F', branchCode: 'B001' })
    await add('88011', '김\u200B설계'.normalize('NFD'))
    expect(staff('HK88011')!.name).toBe('김설계')
    // blank-looking (Hangul fillers, zero-width) and turned-around names are refused
    await expectFailure(add('88012', '\u3164\u3164'), 400)
    await expectFailure(add('88013', '김\u202E계설'), 400)
    expect(staff('HK88012')).toBeFalsy()
    expect(staff('HK88013')).toBeFalsy()
  })

  it('403 a role the caller may not create (S1 §6): A cannot create A; B only F', async () => {
    const add = (permissionCode: 'A' | 'B' | 'F') => ({
      staffNumber: '88001',
      name: '누구',
      permissionCode,
      branchCode: 'B001',
    })
    await expectFailure(
      (await as('siteadmin')).add(add('A')),
      403,
      'addEmployee',
      'common.noPermission',
    )
    await expectFailure((await as('branchmgr')).add(add('B')), 403)
    await expectFailure((await as('fc0001')).add(add('F')), 403)
    await (await as('super')).add(add('A'))
    expect(staff('HK88001')!.auth).toBe('A')
  })

  it('405 already registered; 400 a branch of no site; 401', async () => {
    const s = await as('siteadmin')
    const input = {
      staffNumber: '77002',
      name: '둘째',
      permissionCode: 'F' as const,
      branchCode: 'B001',
    }
    await s.add(input)
    await expectFailure(s.add(input), 405, 'addEmployee', 'employees.alreadyRegistered')
    await expectFailure(s.add({ ...input, staffNumber: '77003', branchCode: 'ZZZ' }), 400)
    await expectFailure(service(anonymousClient()).add(input), 401)
  })
})

describe('fetchBranch and addBranch (S1 §5, §6, §8)', () => {
  it('siteadmin adds a branch and gets the list with it', async () => {
    const s = await as('siteadmin')
    expect((await s.branches()).map((b) => b.branchCode)).toEqual(['B001', 'B002'])
    const list = await s.addBranch({ code: 'B003', name: '서초지점' })
    expect(list).toEqual([
      { branchCode: 'B001', branchName: '강남지점' },
      { branchCode: 'B002', branchName: '종로지점' },
      { branchCode: 'B003', branchName: '서초지점' },
    ])
  })

  it('403 for B and F; 400 a code in use; 401 token expired', async () => {
    await expectFailure(
      (await as('branchmgr')).addBranch({ code: 'B009', name: 'x' }),
      403,
      'addBranch',
      'common.noPermission',
    )
    await expectFailure((await as('fc0001')).branches(), 403)
    await expectFailure((await as('siteadmin')).addBranch({ code: 'B001', name: 'x' }), 400)
    await expectFailure(
      service(anonymousClient()).addBranch({ code: 'B009', name: 'x' }),
      401,
      'addBranch',
      'employees.tokenExpired',
    )
  })
})
