import { describe, expect, it } from 'vitest'
import { present } from './present'

describe('present', () => {
  it('gives back a value that is there, falsy ones included', () => {
    expect(present('M1', 'the merchant uid')).toBe('M1')
    expect(present(0, 'the quantity')).toBe(0)
    expect(present('', 'the text')).toBe('')
  })

  it('names what is missing when it is not', () => {
    expect(() => present(null, 'the employee of the dialog')).toThrow(
      'the employee of the dialog is missing, though the machine guarantees it',
    )
    expect(() => present(undefined, 'the hand-over')).toThrow('the hand-over is missing')
  })
})
