import { describe, expect, it } from 'vitest'
import { safeRedirect } from '#app/auth/safe-redirect.ts'

describe('safeRedirect', () => {
  it.each([
    ['/rx/dashboard', '/rx/dashboard'],
    ['/account?tab=profile#top', '/account?tab=profile#top'],
    ['/health-dashboard', '/health-dashboard'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected)
  })

  it.each([
    '//evil.example',
    '//evil.example/path',
    'https://evil.example',
    'http://evil.example/signin',
    '/\\evil.example',
    '/\\/evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '%2F%2Fevil.example',
    '/%2F/evil.example',
    '/%2Fevil.example',
    '/%5Cevil.example',
    '%252F%252Fevil.example',
    '/%09/evil.example',
    '/\t/evil.example',
    'evil.example',
    'data:text/html,hi',
    '',
    '/path\u0000with-null',
  ])('falls back for %j', (input) => {
    expect(safeRedirect(input, '/fallback')).toBe('/fallback')
  })

  it('falls back for values that are not strings or are oversized', () => {
    expect(safeRedirect(undefined)).toBe('/')
    expect(safeRedirect(null)).toBe('/')
    expect(safeRedirect(42)).toBe('/')
    expect(safeRedirect(['/rx'])).toBe('/')
    expect(safeRedirect(`/${'a'.repeat(5000)}`)).toBe('/')
  })

  it('sends account/delivery to the home page', () => {
    expect(safeRedirect('/account/delivery')).toBe('/')
    expect(safeRedirect('/account/delivery?x=1')).toBe('/')
    expect(safeRedirect('/account/deliveryish')).toBe('/account/deliveryish')
  })
})
