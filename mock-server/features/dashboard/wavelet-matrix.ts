/**
 * A wavelet matrix over a sequence of values in 0..2^levels-1 (here places, below the scope's
 * length): a bit vector a level, from the highest bit down, each level's sequence the previous
 * one's stably split by that bit (zeros first). `smallest(from, to, k)`, the k-th smallest value
 * of the run from..to-1, follows the run down the levels: log n steps of two counts each,
 * whatever the run's length (Navarro, "Wavelet trees for all", 2014; Claude, Navarro and Ordóñez,
 * "The wavelet matrix", 2015).
 */
export class WaveletMatrix {
  private readonly levels: number
  /** level l's bits at words [l * words, (l + 1) * words) */
  private readonly bits: Uint32Array
  /** level l's zeros before word w: zerosBefore[l * (words + 1) + w] */
  private readonly zerosBefore: Int32Array
  /** level l's zeros in all */
  private readonly zeros: Int32Array
  private readonly words: number

  constructor(values: Int32Array) {
    const n = values.length
    let top = 0
    for (const v of values) top = Math.max(top, v)
    this.levels = Math.max(1, 32 - Math.clz32(top))
    this.words = (n >>> 5) + 1
    this.bits = new Uint32Array(this.levels * this.words)
    this.zerosBefore = new Int32Array(this.levels * (this.words + 1))
    this.zeros = new Int32Array(this.levels)
    let current = Int32Array.from(values)
    let next = new Int32Array(n)
    for (let l = 0; l < this.levels; l++) {
      const bit = this.levels - 1 - l
      const words = l * this.words
      let zeros = 0
      for (let i = 0; i < n; i++) {
        if ((current[i]! >>> bit) & 1) this.bits[words + (i >>> 5)]! |= 1 << (i & 31)
        else zeros++
      }
      const dir = l * (this.words + 1)
      for (let w = 0; w < this.words; w++)
        this.zerosBefore[dir + w + 1] =
          this.zerosBefore[dir + w]! + 32 - popcount(this.bits[words + w]!)
      this.zeros[l] = zeros
      let z = 0
      let o = zeros
      for (let i = 0; i < n; i++) {
        const v = current[i]!
        if ((v >>> bit) & 1) next[o++] = v
        else next[z++] = v
      }
      ;[current, next] = [next, current]
    }
  }

  /** The zeros of level l among its first i bits. */
  private zerosUpTo(l: number, i: number): number {
    const w = i >>> 5
    const below = this.bits[l * this.words + w]! & ((1 << (i & 31)) - 1)
    return this.zerosBefore[l * (this.words + 1) + w]! + (i & 31) - popcount(below)
  }

  /** The k-th smallest (0-based) of values from..to-1 (0 <= k < to - from). */
  smallest(from: number, to: number, k: number): number {
    let value = 0
    for (let l = 0; l < this.levels; l++) {
      const zFrom = this.zerosUpTo(l, from)
      const zTo = this.zerosUpTo(l, to)
      if (k < zTo - zFrom) {
        from = zFrom
        to = zTo
      } else {
        k -= zTo - zFrom
        value |= 1 << (this.levels - 1 - l)
        from = this.zeros[l]! + from - zFrom
        to = this.zeros[l]! + to - zTo
      }
    }
    return value
  }
}

/** The set bits of a 32-bit word. */
function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333)
  x = (x + (x >>> 4)) & 0x0f0f0f0f
  return Math.imul(x, 0x01010101) >>> 24
}
