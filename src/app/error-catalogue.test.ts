import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { COMMON_ROWS, messageForFailure, type Failure } from '../shared/domain/error-catalogue'
import { rowsOf } from '../../tests/support/error-rows'
import { ERROR_CATALOGUE, ERROR_PARTS, type CataloguedOperation } from './error-catalogue'
import { CATALOGUES } from './messages'

const { ko } = CATALOGUES

const OPERATIONS = Object.keys(ERROR_CATALOGUE) as CataloguedOperation[]

const http = (status: number): Failure => ({ status, message: 'failed', kind: 'http' })

const listedStatuses = (operation: CataloguedOperation): number[] =>
  Object.keys(rowsOf(operation))
    .filter((k) => k !== 'other')
    .map(Number)

describe('ERROR_CATALOGUE', () => {
  it('has operations and every row names a catalogue message', () => {
    expect(OPERATIONS.length).toBeGreaterThan(0)
    for (const operation of OPERATIONS) {
      for (const key of Object.values(rowsOf(operation))) {
        expect(key !== undefined && key in ko, `${operation}: ${key}`).toBe(true)
      }
      expect(rowsOf(operation).other).toBeDefined()
    }
  })

  it('gives every operation to exactly one feature', () => {
    const names = Object.values(ERROR_PARTS).flatMap((rows) => Object.keys(rows))
    expect(new Set(names).size).toBe(names.length)
    expect(names.sort()).toEqual([...OPERATIONS].sort())
  })

  it('holds the login rows of S1 §8', () => {
    expect(rowsOf('loginMk2')[404]).toBe('login.notFound')
    expect(rowsOf('loginMk2').other).toBe('login.failed')
    expect(rowsOf('passwordSet')[404]).toBe('passwordSet.wrongInitial')
    expect(rowsOf('passwordSet').other).toBe('passwordSet.failed')
  })
})

describe('messageForFailure', () => {
  it('answers the listed key for every explicit status row', () => {
    let rows = 0
    for (const operation of OPERATIONS) {
      const row = rowsOf(operation) as Record<number, string>
      for (const status of listedStatuses(operation)) {
        expect(
          messageForFailure(rowsOf(operation), http(status)).key,
          `${operation} ${status}`,
        ).toBe(row[status])
        rows++
      }
    }
    expect(rows).toBeGreaterThan(0)
  })

  it('answers the other key, with code and status filled, for an unlisted status (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...OPERATIONS), fc.integer({ min: 100, max: 599 }), (op, s) => {
        fc.pre(!listedStatuses(op).includes(s) && COMMON_ROWS[s] === undefined)
        expect(messageForFailure(rowsOf(op), http(s))).toEqual({
          key: rowsOf(op).other,
          params: { code: s, status: s },
        })
      }),
    )
  })

  it('answers the shared row (428: first password pending) where the operation has none (decision 012)', () => {
    for (const op of OPERATIONS) {
      if (listedStatuses(op).includes(428)) continue
      expect(messageForFailure(rowsOf(op), http(428)).key).toBe('common.passwordPending')
    }
  })

  it('gives the login message of the spec for an unlisted status', () => {
    expect(messageForFailure(rowsOf('loginMk2'), http(500))).toEqual({
      key: 'login.failed',
      params: { code: 500, status: 500 },
    })
    expect(messageForFailure(rowsOf('loginMk2'), http(404)).key).toBe('login.notFound')
  })

  it('answers common.network for a network failure, whatever the status', () => {
    for (const operation of OPERATIONS) {
      for (const status of [0, 404, 500]) {
        expect(
          messageForFailure(rowsOf(operation), { status, message: '', kind: 'network' }),
        ).toEqual({
          key: 'common.network',
        })
      }
    }
  })

  it('answers common.unexpectedResponse for a response that does not parse', () => {
    for (const operation of OPERATIONS) {
      for (const status of [200, 404]) {
        expect(
          messageForFailure(rowsOf(operation), { status, message: '', kind: 'schema' }),
        ).toEqual({
          key: 'common.unexpectedResponse',
        })
      }
    }
  })
})
