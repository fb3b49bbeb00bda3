import { landingAfterSignIn } from '@aushadh/shared/auth/roles.ts';
import { describe, expect, it } from 'vitest';
import { loginHref, safeReturnTo } from './return-to.ts';

const origin = 'https://aushadh.example';

describe('safeReturnTo', () => {
  it('keeps a same-site path with its query and hash', () => {
    expect(safeReturnTo('/products/42?tab=faq#uses', origin)).toBe('/products/42?tab=faq#uses');
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'products/42',
    '/login',
    '/login?returnTo=/login',
    '',
    `/${'a'.repeat(2100)}`,
  ])('refuses %j (no open redirect, no loop)', (value) => {
    expect(safeReturnTo(value, origin)).toBeNull();
  });
});

describe('loginHref', () => {
  it('remembers the current page, but not the home page or /login itself', () => {
    expect(loginHref({ pathname: '/products/42', search: '?q=1' })).toBe('/login?returnTo=%2Fproducts%2F42%3Fq%3D1');
    expect(loginHref({ pathname: '/' })).toBe('/login');
    expect(loginHref({ pathname: '/login', search: '?returnTo=/cart' })).toBe('/login');
  });
});

describe('landingAfterSignIn', () => {
  it('sends customers back, staff to their area unless they came from inside it', () => {
    expect(landingAfterSignIn('customer', '/cart')).toBe('/cart');
    expect(landingAfterSignIn('customer', null)).toBe('/profile');
    expect(landingAfterSignIn('customer', '/admin/users')).toBe('/profile');
    expect(landingAfterSignIn('admin', '/cart')).toBe('/admin');
    expect(landingAfterSignIn('admin', '/admin/users?page=2')).toBe('/admin/users?page=2');
    expect(landingAfterSignIn('pharmacy', '/chemist')).toBe('/chemist');
    expect(landingAfterSignIn('doctor', '/admin')).toBe('/doctor');
  });
});
