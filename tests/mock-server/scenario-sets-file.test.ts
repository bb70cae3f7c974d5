import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  DataFileError,
  readScenarioSetsFile,
  scenarioSetsFileOf,
  writeScenarioSetsFile,
} from '../../mock-server/persistence'
import type { ScenarioSet } from '../../mock-server/scenario-sets'
import { freePort } from '../support/free-port'

/**
 * Where the saved scenario sets are kept (decision 068): in a file of their own beside the data
 * file (`<data file>.qa-sets.json`, 0600, written whole before the answer), so they survive a
 * restart of the standalone server where its data does, and stay apart from the demo data (the
 * data file holds none of them). A file that cannot be read stops the start with one sentence.
 */
let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'portal-sets-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const SET: ScenarioSet = {
  name: 'phone-slow',
  scenarios: [
    { operation: 'checkupList', delayMs: 200, delayMaxMs: 3000, seed: 7, userId: 'hk5009' },
    { operation: 'getMerchantUid', status: 409, times: 1 },
  ],
  savedAt: '2026-11-22T00:00:00.000Z',
}

describe('the file of saved sets', () => {
  it('reads back what was written, created 0600; no file is no sets', () => {
    const path = scenarioSetsFileOf(join(dir, 'db.jsonl'))
    expect(path).toBe(join(dir, 'db.jsonl.qa-sets.json'))
    expect(readScenarioSetsFile(path)).toEqual([])
    writeScenarioSetsFile(path, [SET])
    expect(statSync(path).mode & 0o777).toBe(0o600)
    expect(readScenarioSetsFile(path)).toEqual([SET])
    writeScenarioSetsFile(path, [])
    expect(readScenarioSetsFile(path)).toEqual([])
  })

  it.each([
    ['not JSON', '{"format":'],
    ['another file', '{"format":"something-else","version":1,"sets":[]}'],
    [
      'a set this version does not read',
      JSON.stringify({
        format: 'checkup-portal-qa-sets',
        version: 1,
        sets: [{ ...SET, name: 'Not A Name' }],
      }),
    ],
    [
      'a scenario this version does not read',
      JSON.stringify({
        format: 'checkup-portal-qa-sets',
        version: 1,
        sets: [{ ...SET, scenarios: [{ operation: 'x', status: 500, network: true }] }],
      }),
    ],
  ])('refuses %s with one sentence naming the file', (_name, text) => {
    const path = join(dir, 'sets.json')
    writeFileSync(path, text)
    expect(() => readScenarioSetsFile(path)).toThrow(DataFileError)
    expect(() => readScenarioSetsFile(path)).toThrow(path)
  })
})

describe('the standalone server keeps its saved sets across a restart', () => {
  const TOKEN = 'sets-restart-qa-token'
  let child: ChildProcess | null = null

  afterEach(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    child = null
  })

  /** starts the server on the data file and resolves once it listens */
  async function startServer(dataFile: string) {
    const port = await freePort()
    let out = ''
    child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/standalone.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        MOCK_DATA_FILE: dataFile,
        MOCK_QA: '1',
        MOCK_QA_TOKEN: TOKEN,
        MOCK_LOG: '0',
        MOCK_STAFF: '1',
        MOCK_CUSTOMERS: '1',
        MOCK_CHECKUPS: '5',
      },
    })
    child.stdout?.on('data', (d: Buffer) => (out += d.toString()))
    await vi.waitFor(() => expect(out).toContain('on http://'), { timeout: 30_000, interval: 100 })
    const base = `http://127.0.0.1:${port}`
    const qa = (method: string, path: string, body?: unknown) =>
      fetch(`${base}/__mock/scenarios${path}`, {
        method,
        headers: {
          'x-qa-token': TOKEN,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
    return { qa, out: () => out }
  }

  async function stopServer() {
    const exited = new Promise((resolve) => child!.once('exit', resolve))
    child!.kill('SIGTERM')
    await exited
  }

  it('saved before a restart, listed and started after it; the data file holds none', async () => {
    const dataFile = join(dir, 'db.jsonl')
    const first = await startServer(dataFile)
    for (const input of SET.scenarios) expect((await first.qa('POST', '', input)).status).toBe(200)
    expect((await first.qa('POST', '/sets', { name: 'phone-slow' })).status).toBe(200)
    expect((await first.qa('POST', '/sets', { name: 'to-delete' })).status).toBe(200)
    expect((await first.qa('DELETE', '/sets/to-delete')).status).toBe(200)
    await stopServer()
    // written beside the data file, never into it
    expect(readFileSync(dataFile, 'utf8')).not.toContain('phone-slow')
    expect(readScenarioSetsFile(scenarioSetsFileOf(dataFile)).map((s) => s.name)).toEqual([
      'phone-slow',
    ])

    const second = await startServer(dataFile)
    // the start's lines come in their own writes: wait for the one that names the sets' file
    await vi.waitFor(() => expect(second.out()).toContain('QA scenario sets'), {
      timeout: 30_000,
      interval: 100,
    })
    const listed = (await (await second.qa('GET', '')).json()) as {
      active: unknown[]
      sets: { name: string; scenarios: unknown[] }[]
    }
    // the active scenarios end with the process; the set stays
    expect(listed.active).toEqual([])
    expect(listed.sets.map((s) => [s.name, s.scenarios])).toEqual([['phone-slow', SET.scenarios]])
    const started = await second.qa('POST', '/sets/phone-slow/start', {})
    expect(started.status).toBe(200)
    expect(((await started.json()) as { scenarios: unknown[] }).scenarios).toHaveLength(2)
  }, 90_000)

  it('a sets file it cannot read stops the start with one sentence and is left as it was', () => {
    const dataFile = join(dir, 'db.jsonl')
    const setsFile = scenarioSetsFileOf(dataFile)
    writeFileSync(setsFile, 'not json')
    const before = statSync(setsFile).mtimeMs
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'mock-server/standalone.ts'], {
      env: {
        ...process.env,
        PORT: '1',
        MOCK_DATA_FILE: dataFile,
        MOCK_QA: '1',
        MOCK_LOG: '0',
        MOCK_STAFF: '1',
        MOCK_CUSTOMERS: '1',
        MOCK_CHECKUPS: '5',
      },
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(run.status).toBe(1)
    const said = run.stderr.trim()
    expect(said.split('\n')).toHaveLength(1)
    expect(said).toContain(setsFile)
    expect(statSync(setsFile).mtimeMs).toBe(before)
    expect(readFileSync(setsFile, 'utf8')).toBe('not json')
  }, 60_000)
})
