import { describe, expect, it } from 'vitest'
import { defaultDashboardView, startingDashboardView } from './view'

const TODAY = new Date(2026, 10, 27)

describe('the view a dashboard visit starts with (issue 31)', () => {
  const kept = 'name=%EA%B9%80&sort=userName&order=asc'

  it('takes the address first: a shared link, a reload, Back', () => {
    expect(startingDashboardView(TODAY, 'page=3', kept)).toEqual({
      ...defaultDashboardView(TODAY),
      page: 3,
    })
  })

  it('takes what the user left when the address says nothing of the list', () => {
    expect(startingDashboardView(TODAY, 'utm=x', kept)).toEqual({
      ...defaultDashboardView(TODAY),
      name: '김',
      sort: { key: 'userName', order: 'asc' },
    })
  })

  it('starts with the specs’ defaults otherwise: six months to today, newest first', () => {
    expect(startingDashboardView(TODAY, '', '')).toEqual({
      range: { start: '20260527', end: '20261127' },
      name: '',
      page: 1,
      sort: { key: 'created', order: 'desc' },
    })
  })

  it('never restores a name search the list would refuse (longer than the contract takes)', () => {
    expect(startingDashboardView(TODAY, `name=${'가'.repeat(51)}`, '')).toEqual(
      defaultDashboardView(TODAY),
    )
  })
})
