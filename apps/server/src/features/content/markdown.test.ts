import { describe, expect, it } from 'vitest';
import { countWords, renderMarkdown } from './markdown.ts';
import { tipOfDate } from './use-cases/health-tips.ts';

describe('renderMarkdown', () => {
  it.each([
    ['<script>alert(1)</script>', '&lt;script&gt;'],
    ['<img src=x onerror="alert(1)">', '&lt;img'],
    ['<a href="#" onclick="steal()">x</a>', '&lt;a href'],
    ['[x](javascript:alert(1))', '[x](javascript:alert(1))'],
    ['[x](JAVASCRIPT:alert(1))', '[x](JAVASCRIPT:alert(1))'],
    ['[x](jav&#x09;ascript:alert(1))', '[x]'],
    ['[x](&#106;avascript:alert(1))', '[x]'],
    ['[x](data:text/html;base64,PHNjcmlwdD4=)', '[x]'],
    ['![x](data:image/svg+xml;base64,PHN2Zz4=)', '![x]'],
    ['[x](vbscript:msgbox(1))', '[x]'],
    ['[x](file:///etc/passwd)', '[x]'],
    ['<svg/onload=alert(1)>', '&lt;svg/onload'],
  ])('%s renders as inert text', (markdown, shown) => {
    const { html } = renderMarkdown(markdown);
    expect(html).toContain(shown);
    expect(html).not.toMatch(/<script|<img[^>]*onerror|<a[^>]*onclick|href="(javascript|data|vbscript|file):/i);
    expect(html).not.toMatch(/<svg/i);
  });

  it('keeps safe links and our pictures, marks other sites nofollow, turns h1 into h2', () => {
    const { html } = renderMarkdown(
      '# Dengue\n\n[Doctors](/doctors) [WHO](https://www.who.int) [call](tel:112)\n\n![chart](/api/content/images/4.webp) ![x](http://tracker.example/p.gif)',
    );
    expect(html).toContain('<h2>Dengue</h2>');
    expect(html).toContain('<a href="/doctors">Doctors</a>');
    expect(html).toContain('<a href="https://www.who.int" rel="nofollow noopener noreferrer">WHO</a>');
    expect(html).toContain('<a href="tel:112">call</a>');
    expect(html).toContain('<img src="/api/content/images/4.webp" alt="chart" loading="lazy" decoding="async">');
    expect(html).not.toContain('tracker.example');
  });

  it('counts reading time at 200 words a minute, at least one', () => {
    expect(renderMarkdown('one two').readingMinutes).toBe(1);
    expect(renderMarkdown(Array.from({ length: 401 }, () => 'शब्द').join(' ')).readingMinutes).toBe(3);
    expect(countWords('## Heading\n\n- [link text](https://x.example/very/long)')).toBe(3);
  });
});

describe('tipOfDate', () => {
  const tips = [1, 2, 3, 4, 5].map((id) => ({ id, publishAt: new Date('2026-01-01T00:00:00Z') }));
  it('gives one tip per Asia/Kolkata date, a different one the next day, the same all day', () => {
    const today = tipOfDate(tips, '2026-11-24');
    expect(tipOfDate(tips, '2026-11-24')).toBe(today);
    expect(tipOfDate(tips, '2026-11-25')!.id).not.toBe(today!.id);
    const week = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'].map(
      (d) => tipOfDate(tips, d)!.id,
    );
    expect(new Set(week).size).toBe(5);
  });

  it('a tip scheduled to start on the day leads it (IST: 19:00 UTC is the next day)', () => {
    const fresh = { id: 9, publishAt: new Date('2026-11-24T19:00:00Z') };
    expect(tipOfDate([...tips, fresh], '2026-11-25')!.id).toBe(9);
    expect(tipOfDate([...tips, fresh], '2026-11-24')!.id).not.toBe(9);
    expect(tipOfDate([], '2026-11-24')).toBeNull();
  });
});
