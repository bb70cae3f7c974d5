import { describe, expect, it } from 'vitest'
import { addressKey, clientAddressOf, LOCAL_ADDRESS, rememberClientAddress } from './client-address'

describe('client addresses', () => {
  it('a request the server did not register is the local address, whatever its headers say', () => {
    const request = new Request('http://127.0.0.1/api/auth/login', {
      headers: { 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.9' },
    })
    expect(clientAddressOf(request)).toBe(LOCAL_ADDRESS)
    rememberClientAddress(request, '198.51.100.7')
    expect(clientAddressOf(request)).toBe('198.51.100.7')
    // a copy of the request is another request: it was not registered
    expect(clientAddressOf(request.clone())).toBe(LOCAL_ADDRESS)
  })

  it('counts IPv4 as it is and IPv6 by its first 64 bits', () => {
    expect(addressKey('10.0.0.1')).toBe('10.0.0.1')
    expect(addressKey('::ffff:10.0.0.1')).toBe('10.0.0.1')
    expect(addressKey('::1')).toBe('0:0:0:0::/64')
    expect(addressKey('2001:db8:0:1::5')).toBe('2001:db8:0:1::/64')
    expect(addressKey('2001:0DB8:0000:0001:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64')
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(addressKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64')
    expect(addressKey('1:2:3::4:5:192.0.2.1')).toBe('1:2:3:0::/64')
    // two hosts of one /64 are one; of two /64s, two
    expect(addressKey('2001:db8:0:1::a')).toBe(addressKey('2001:db8:0:1:ffff::b'))
    expect(addressKey('2001:db8:0:1::a')).not.toBe(addressKey('2001:db8:0:2::a'))
  })
})
