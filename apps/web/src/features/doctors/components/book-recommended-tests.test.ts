import { describe, expect, it } from 'vitest';
import { recommendedTestsHref } from './book-recommended-tests.tsx';

describe('recommendedTestsHref', () => {
  it('opens the booking with the catalog tests and the patient filled in', () => {
    const href = recommendedTestsHref({
      labTestIds: [12, 40],
      patient: { name: 'Rohit Malhotra', age: 41, gender: 'male' },
    });
    const url = new URL(href, 'https://aushadh.in');
    expect(url.pathname).toBe('/lab-tests/book');
    expect(url.searchParams.get('tests')).toBe('12,40');
    expect(url.searchParams.get('name')).toBe('Rohit Malhotra');
    expect(url.searchParams.get('age')).toBe('41');
    expect(url.searchParams.get('sex')).toBe('male');
  });

  it('leaves out a gender the booking form does not know, and escapes the name', () => {
    const url = new URL(
      recommendedTestsHref({ labTestIds: [3], patient: { name: 'A & B?x=1', age: 7, gender: 'unknown' } }),
      'https://aushadh.in',
    );
    expect(url.searchParams.get('sex')).toBeNull();
    expect(url.searchParams.get('name')).toBe('A & B?x=1');
    expect([...url.searchParams.keys()]).toEqual(['tests', 'name', 'age']);
  });
});
