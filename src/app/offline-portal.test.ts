import { describe, expect, it } from 'vitest'
import { offlinePortalConfig } from './offline-portal'

describe('offlinePortalConfig', () => {
  it('puts the server and the links it hands out at the origin given', () => {
    const config = offlinePortalConfig('http://127.0.0.1:1')
    expect(config.baseURL).toBe('http://127.0.0.1:1')
    expect(config.origin).toBe('http://127.0.0.1:1')
    expect(config.addressSearch).toBe('offline')
  })

  it('keeps nothing it is given to store', () => {
    const { storage } = offlinePortalConfig('http://127.0.0.1:1')
    storage.setItem('token', 'abc')
    expect(storage.getItem('token')).toBeNull()
    expect(storage.length).toBe(0)
    expect(storage.key(0)).toBeNull()
  })

  it('goes nowhere: no page to go back to', () => {
    expect(offlinePortalConfig('http://127.0.0.1:1').canGoBack()).toBe(false)
  })
})
