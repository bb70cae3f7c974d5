import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ROUTE_IDS } from '../shared/domain/routes'
import { FEATURES, ROUTE_MODULES, ROUTE_TABLE, STATIC_SCREENS } from './features'

const FOLDERS = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort()

describe('the features, found from their manifests', () => {
  it('every feature folder has a manifest named after it', () => {
    expect(FEATURES.map((f) => f.id).sort()).toEqual(FOLDERS)
  })

  it('every route has a screen: a chunk of its own or a first-page screen, never both', () => {
    for (const id of ROUTE_IDS) {
      if (ROUTE_TABLE[id].devOnly) continue
      expect([ROUTE_MODULES[id], STATIC_SCREENS[id]].filter(Boolean), id).toHaveLength(1)
    }
  })

  it('the route table holds data only (the screens stay with the loader)', () => {
    for (const id of ROUTE_IDS) {
      expect(ROUTE_TABLE[id]).not.toHaveProperty('screen')
      expect(ROUTE_TABLE[id]).not.toHaveProperty('page')
    }
  })
})
