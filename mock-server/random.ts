/** A small deterministic PRNG (mulberry32): the same seed gives the same data. */
export function createRandom(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    // the index lies within `items`, which the type checker cannot see (an empty list gives undefined)
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  }
}
export type Random = ReturnType<typeof createRandom>

export const SURNAMES = [
  '김',
  '이',
  '박',
  '최',
  '정',
  '강',
  '조',
  '윤',
  '장',
  '임',
  '한',
  '오',
  '서',
  '신',
  '권',
  '황',
  '안',
  '송',
]
export const GIVEN = [
  '민준',
  '서연',
  '도윤',
  '지우',
  '하준',
  '서윤',
  '시우',
  '하은',
  '주원',
  '지민',
  '예준',
  '수아',
  '건우',
  '지아',
  '현우',
  '다은',
  '우진',
  '채원',
  '선영',
  '성호',
]

export const koreanName = (r: Random): string => r.pick(SURNAMES) + r.pick(GIVEN)
