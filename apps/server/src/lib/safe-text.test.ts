import { describe, expect, it } from 'vitest';
import { safeText } from '@aushadh/shared/text.ts';

const name = safeText({ label: 'Name', min: 2, max: 10 });
const address = safeText({ label: 'Address', max: 50, multiline: true });
const username = safeText({ label: 'Username', max: 40, refuseBidi: true });
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('safeText', () => {
  it.for([
    ['NUL', 'Ra\u0000vi'],
    ['escape', 'Ra\u001bvi'],
    ['DEL', 'Ra\u007fvi'],
    ['C1 (NEL)', 'Ra\u0085vi'],
    ['lone high surrogate', 'Ra\ud800vi'],
    ['lone low surrogate', 'Ra\udc00vi'],
    ['U+FFFE', 'Ra\ufffevi'],
    ['U+FDD0', 'Ra\ufdd0vi'],
    ['U+10FFFF', 'Ra\u{10ffff}vi'],
    ['line break in a single-line field', 'Ra\nvi'],
    ['tab in a single-line field', 'Ra\tvi'],
  ])('refuses %s with a plain message', ([, value]) => {
    const result = name.safeParse(value);
    expect(result.success).toBe(false);
    expect(messageOf(result)).toBe('Name contains a character that is not allowed');
  });

  it('lets multi-line text keep tabs and line breaks, but no other controls', () => {
    expect(address.parse('12 Lotus Apartments\r\n\tMG Road')).toBe('12 Lotus Apartments\r\n\tMG Road');
    expect(address.safeParse('12 Lotus\u0000Apartments').success).toBe(false);
    expect(address.safeParse('12 Lotus\u000bApartments').success).toBe(false);
  });

  it('refuses bidi controls only where asked (usernames), and allows them in names (Arabic, Hindi text)', () => {
    expect(messageOf(username.safeParse('priya\u202egnp.exe'))).toBe(
      'Username contains a text-direction character that is not allowed',
    );
    expect(username.safeParse('priya\u2066x\u2069').success).toBe(false);
    expect(name.parse('\u200fعلي')).toBe('\u200fعلي');
  });

  it('trims, normalises to NFC and checks the length after that', () => {
    const decomposed = 'e\u0301'.repeat(10); // 20 code units, 10 once composed
    expect(name.parse(`  ${decomposed}  `)).toBe('\u00e9'.repeat(10));
    expect(messageOf(name.safeParse(`${decomposed}x`))).toBe('Name must be at most 10 characters');
    expect(messageOf(name.safeParse(' a '))).toBe('Name must be at least 2 characters');
  });

  it('keeps ordinary Indian and odd-but-valid text', () => {
    for (const value of ['प्रिया', 'Ravi ㏖', '😀 Ravi', 'Ṛṣi']) {
      expect(name.parse(value)).toBe(value.normalize('NFC'));
    }
  });
});
