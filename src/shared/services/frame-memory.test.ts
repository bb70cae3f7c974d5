import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { FRAME_MEMORY_KEY, webFrameMemory, type RememberedLine } from './frame-memory'
import { MemoryStorage } from '../../../tests/support/token-storage'

const line: RememberedLine = {
  user: 'fc0001',
  text: '나의 FC 링크: http://x/F/LINK0001',
  content: { kind: 'fcLink', url: 'http://x/F/LINK0001' },
}

describe('the frame memory (decision 052)', () => {
  it('gives back the line written, and nothing once cleared', () => {
    const storage = new MemoryStorage()
    const memory = webFrameMemory(storage)
    expect(memory.read()).toBeNull()
    memory.write(line)
    expect(webFrameMemory(storage).read()).toEqual(line)
    memory.clear()
    expect(storage.getItem(FRAME_MEMORY_KEY)).toBeNull()
    expect(memory.read()).toBeNull()
  })

  it('reads anything else kept under its key as no line', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.record({ user: fc.anything(), text: fc.anything() }).map((v) => JSON.stringify(v)),
        ),
        (kept) => {
          const storage = new MemoryStorage()
          storage.setItem(FRAME_MEMORY_KEY, kept)
          const read = webFrameMemory(storage).read()
          if (read !== null) {
            expect(typeof read.user).toBe('string')
            expect(typeof read.text).toBe('string')
          }
        },
      ),
    )
  })

  it('a storage that refuses the write leaves no line and throws nothing', () => {
    const storage = new MemoryStorage()
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError')
    }
    const memory = webFrameMemory(storage)
    expect(() => memory.write(line)).not.toThrow()
    expect(memory.read()).toBeNull()
  })
})
