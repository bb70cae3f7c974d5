import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { createDb } from '../../mock-server/db'
import { loadInto, readDataFile } from '../../mock-server/persistence'

/**
 * One round of "kill -9 during concurrent writers" (issue 9): the standalone server on a data
 * file, `writers` clients each changing the address of its own checkup again and again (a number
 * that grows in the detail address), a SIGKILL at a random moment, then the file read as the next
 * start reads it. A write whose answer came back (acknowledged) must be in the file: the number
 * on disk is at least the last acknowledged one (it may be one more: written, not yet answered).
 */
export interface CrashRound {
  acknowledged: number
  /** writers whose last acknowledged write is not in the file */
  lost: string[]
  /** the file did not load (the message) */
  loadError: string | null
}

const SERVER = ['--import', 'tsx', 'mock-server/standalone.ts']

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const address = probe.address()
  await new Promise((resolve) => probe.close(resolve))
  if (!address || typeof address === 'string') throw new Error('no free port')
  return address.port
}

export async function startServer(
  env: Record<string, string>,
  port: number,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, SERVER, {
    env: { ...process.env, MOCK_LOG: '0', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let err = ''
  child.stderr?.on('data', (d: Buffer) => (err += d.toString()))
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${err.trim()}`)
    try {
      await fetch(`http://127.0.0.1:${port}/api/auth/me`)
      return child
    } catch {
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  child.kill('SIGKILL')
  throw new Error('the server did not start')
}

export async function crashRound(options: {
  port: number
  dataFile: string
  writers: number
  round: number
  /** how long the writers run before the kill, at most */
  maxMs: number
}): Promise<CrashRound> {
  const base = `http://127.0.0.1:${options.port}`
  const child = await startServer(
    { MOCK_DATA_FILE: options.dataFile, MOCK_CHECKUPS: '300' },
    options.port,
  )
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: 'fc0001', password: 'Test1234!' }),
  })
  const { token } = (await login.json()) as { token: string }
  const list = await fetch(`${base}/api/checkups?start=19000101&end=20991231&page=1&size=100`, {
    headers: { 'x-auth-token': token },
  })
  const rows = ((await list.json()) as { data: { items: { checkupNo: number }[] } }).data.items
  const targets = rows.slice(0, options.writers).map((r) => r.checkupNo)
  if (targets.length < options.writers) throw new Error('not enough checkups of fc0001')

  const acked = new Map<number, number>()
  let acknowledged = 0
  let killed = false
  const writer = async (checkupNo: number) => {
    for (let n = 1; !killed; n++) {
      try {
        const res = await fetch(`${base}/api/checkups/${checkupNo}/address`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', 'x-auth-token': token },
          body: JSON.stringify({
            postalCode: '06236',
            address: '서울특별시 강남구 테헤란로 152',
            detailAddress: `r${options.round}-n${n}`,
            telephone: '010-1234-5678',
          }),
        })
        if (res.status === 200) {
          acked.set(checkupNo, n)
          acknowledged++
        }
      } catch {
        return // the server is gone
      }
    }
  }
  const running = targets.map(writer)
  const exited = new Promise((r) => child.once('exit', r))
  await new Promise((r) => setTimeout(r, options.maxMs * (0.3 + 0.7 * Math.random())))
  killed = true
  child.kill('SIGKILL')
  await exited
  await Promise.all(running)

  let loadError: string | null = null
  const db = createDb()
  try {
    const content = readDataFile(options.dataFile)
    if (!content) throw new Error('the file is gone')
    await loadInto(db, content, options.dataFile, { sessions: false })
  } catch (e) {
    loadError = e instanceof Error ? e.message : String(e)
  }
  const lost: string[] = []
  if (!loadError)
    for (const [checkupNo, n] of acked) {
      const detail = db.checkups.findFirst((q) => q.where({ checkupNo }))?.detailAddress ?? ''
      const match = /^r(\d+)-n(\d+)$/.exec(detail)
      const onDisk = match && Number(match[1]) === options.round ? Number(match[2]) : 0
      if (onDisk < n) lost.push(`checkup ${checkupNo}: acknowledged n${n}, file has '${detail}'`)
    }
  return { acknowledged, lost, loadError }
}
