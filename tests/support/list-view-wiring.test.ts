import { describe, expect, it } from 'vitest'
import { viewInput, viewKeeping } from './list-view-wiring'

describe('viewKeeping', () => {
  it('tells each fake what its action was given', () => {
    const { keepView, keepColumns, actions } = viewKeeping()
    actions.keepView(null, { query: 'page=2' })
    actions.keepColumns(null, { hidden: ['gender'] })
    expect(keepView).toHaveBeenCalledExactlyOnceWith('page=2')
    expect(keepColumns).toHaveBeenCalledExactlyOnceWith(['gender'])
  })
})

describe('viewInput', () => {
  it('holds the view and the hidden columns given, and nothing for those not given', () => {
    const view = { page: 2 }
    expect(viewInput({ view, hidden: ['gender'] })).toEqual({ view, hidden: ['gender'] })
    expect(viewInput({ hidden: [] })).toEqual({ hidden: [] })
    expect(Object.keys(viewInput({}))).toEqual([])
  })
})
