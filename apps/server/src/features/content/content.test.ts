import { ERROR_FORMAT_CODES, ERROR_FORMAT_HEADER } from '@aushadh/shared/errors/app-error-codes.ts';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { newCustomer } from '../../test/checkout-helpers.ts';
import { staffMember, type Person } from '../../test/order-life-helpers.ts';

let t: TestApp;
let admin: Person;
let subadmin: Person;
let customer: Person;
let pharmacist: Person;
let doctor: Person;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await staffMember(t, 'admin', 'Rohan Mehta');
  subadmin = await staffMember(t, 'subadmin', 'Kavita Joshi');
  pharmacist = await staffMember(t, 'pharmacy', 'Anil Verma');
  doctor = await staffMember(t, 'doctor', 'Dr. Sunita Rao');
  customer = await newCustomer(t);
});
afterAll(async () => t.close());

type Who = { cookies: Record<string, string> } | null;
const call = (
  who: Who,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    cookies: who?.cookies ?? {},
    headers: { [ERROR_FORMAT_HEADER]: ERROR_FORMAT_CODES, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

let slugCounter = 0;
const article = (over: Record<string, unknown> = {}) => ({
  slug: `monsoon-fever-${(slugCounter += 1)}-${Date.now().toString(36)}`,
  section: 'health',
  category: 'seasonal',
  tags: ['Monsoon', 'dengue'],
  authorName: 'Aushadh Health Desk',
  reviewerName: 'Dr. Neha Kapoor',
  reviewerRegistration: 'DMC/R/04521',
  relatedProductsQuery: 'paracetamol',
  translations: {
    en: {
      title: 'Fever in the monsoon: dengue, malaria or typhoid?',
      summary: 'How the three common monsoon fevers differ, and when to get a blood test.',
      markdown: '## Signs\n\nHigh fever with **body ache**. See [a doctor](/doctors).\n\n- Drink fluids\n- Rest',
    },
    hi: {
      title: 'बरसात में बुखार: डेंगू, मलेरिया या टाइफ़ाइड?',
      summary: 'बरसात के तीन आम बुखार कैसे अलग हैं, और खून की जाँच कब कराएँ।',
      markdown: '## लक्षण\n\nतेज़ बुखार और **बदन दर्द**। [डॉक्टर](/doctors) से मिलें।',
    },
  },
  ...over,
});

async function publishedArticle(over: Record<string, unknown> = {}) {
  const created = await call(admin, 'POST', '/api/admin/articles', article(over));
  expect(created.statusCode).toBe(201);
  const published = await call(admin, 'POST', `/api/admin/articles/${created.json().id}/publish`, {});
  expect(published.statusCode).toBe(200);
  return published.json();
}

const HOSTILE_MARKDOWN = [
  '<script>alert("x")</script>',
  '[click](javascript:alert(1)) [also](JaVaScRiPt&#58;alert(1)) [enc](%6Aavascript:alert(1))',
  '[data](data:text/html;base64,PHNjcmlwdD4=) ![pixel](data:image/png;base64,iVBORw0KGgo=)',
  '<img src=x onerror="alert(1)"> <a href="#" onclick="alert(1)">x</a> <div onmouseover=alert(1)>y</div>',
  '[v](vbscript:msgbox(1)) ![http](http://tracker.example/p.gif)',
].join('\n\n');

/** Whatever the HTML holds, nothing in it can run: no script element, no handler attribute, no script URL. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<(img|a|div)\b[^>]*\son\w+\s*=/i);
  expect(html).not.toMatch(/href="\s*(javascript|vbscript|data):/i);
  expect(html).not.toMatch(/src="\s*(javascript|data|http):/i);
}

describe('articles: public reading', () => {
  it('lists the live articles of a section and shows one with server-rendered HTML and the reviewer', async () => {
    const a = await publishedArticle();
    const list = await call(null, 'GET', '/api/articles?section=health');
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('public, max-age=60');
    expect(list.json().items.map((i: { slug: string }) => i.slug)).toContain(a.slug);
    const detail = await call(null, 'GET', `/api/articles/${a.slug}`);
    expect(detail.statusCode).toBe(200);
    const body = detail.json();
    expect(body.html).toContain('<h2>Signs</h2>');
    expect(body.html).toContain('<strong>body ache</strong>');
    expect(body.reviewer).toEqual({ name: 'Dr. Neha Kapoor', registration: 'DMC/R/04521' });
    expect(body.readingMinutes).toBe(1);
    expect(body.languages).toEqual(['en', 'hi']);
    expect(body.tags).toEqual(['monsoon', 'dengue']);
    expect(body.relatedProducts.length).toBeGreaterThan(0);
    expect(body.relatedProducts.length).toBeLessThanOrEqual(4);
  });

  it('answers in Hindi when written in it, in English (marked) otherwise', async () => {
    const a = await publishedArticle();
    const hi = (await call(null, 'GET', `/api/articles/${a.slug}?lang=hi`)).json();
    expect(hi.language).toBe('hi');
    expect(hi.title).toContain('बरसात');
    const ta = (await call(null, 'GET', `/api/articles/${a.slug}?lang=ta`)).json();
    expect(ta.language).toBe('en');
    expect(ta.title).toContain('monsoon');
  });

  it('hides drafts, scheduled and retired articles; news stays on /blog', async () => {
    const draft = await call(admin, 'POST', '/api/admin/articles', article());
    expect((await call(null, 'GET', `/api/articles/${draft.json().slug}`)).json().code).toBe('ARTICLE_NOT_FOUND');
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await call(admin, 'POST', `/api/admin/articles/${draft.json().id}/publish`, { publishAt: later });
    expect(scheduled.json().state).toBe('scheduled');
    expect((await call(null, 'GET', `/api/articles/${draft.json().slug}`)).statusCode).toBe(404);

    const live = await publishedArticle();
    const retired = await call(admin, 'POST', `/api/admin/articles/${live.id}/retire`);
    expect(retired.json().state).toBe('retired');
    expect((await call(null, 'GET', `/api/articles/${live.slug}`)).statusCode).toBe(404);
    expect((await call(admin, 'POST', `/api/admin/articles/${live.id}/retire`)).json().code).toBe(
      'CONTENT_ALREADY_RETIRED',
    );

    const news = await publishedArticle({
      section: 'news',
      category: 'company-news',
      reviewerName: '',
      reviewerRegistration: '',
    });
    const blog = (await call(null, 'GET', '/api/articles?section=news')).json();
    expect(blog.items.map((i: { slug: string }) => i.slug)).toContain(news.slug);
    const health = (await call(null, 'GET', '/api/articles?section=health')).json();
    expect(health.items.map((i: { slug: string }) => i.slug)).not.toContain(news.slug);
  });
});

describe('Markdown renders inert', () => {
  it('turns <script>, javascript:/data: links and event-handler attributes into plain text (preview and page)', async () => {
    const preview = await call(admin, 'POST', '/api/admin/articles/preview', { markdown: HOSTILE_MARKDOWN });
    expect(preview.statusCode).toBe(200);
    expectInert(preview.json().html);
    expect(preview.json().html).toContain('&lt;script&gt;');

    const a = await publishedArticle({
      translations: {
        en: { title: 'Hostile input test', summary: 'Nothing here may run.', markdown: HOSTILE_MARKDOWN },
      },
    });
    const page = await call(null, 'GET', `/api/articles/${a.slug}`);
    expectInert(page.json().html);
  });
});

describe('roles', () => {
  const adminRoutes: [string, 'GET' | 'POST' | 'PUT', string, unknown?][] = [
    ['list articles', 'GET', '/api/admin/articles'],
    ['create article', 'POST', '/api/admin/articles', article()],
    ['preview', 'POST', '/api/admin/articles/preview', { markdown: 'x' }],
    ['list tips', 'GET', '/api/admin/health-tips'],
    ['create tip', 'POST', '/api/admin/health-tips', { texts: { en: 'Drink water through the day.' } }],
    ['publish tip', 'POST', '/api/admin/health-tips/1/publish', {}],
    ['list testimonials', 'GET', '/api/admin/testimonials'],
    ['retire testimonial', 'POST', '/api/admin/testimonials/1/retire'],
  ];
  it.each(adminRoutes)(
    '%s: 401 signed out, 403 for customers, pharmacists and doctors',
    async (_name, method, url, body) => {
      expect((await call(null, method, url, body)).statusCode).toBe(401);
      for (const who of [customer, pharmacist, doctor]) {
        const reply = await call(who, method, url, body);
        expect(reply.statusCode).toBe(403);
        expect(reply.json().code).toBe('FORBIDDEN');
      }
    },
  );

  it('a subadmin edits content, and every action is in the audit log', async () => {
    const created = await call(subadmin, 'POST', '/api/admin/testimonials', {
      name: 'Lakshmi N.',
      city: 'Chennai',
      quote: 'My father’s BP tablets arrive before the strip runs out.',
      rating: 5,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect((await call(subadmin, 'POST', `/api/admin/testimonials/${id}/publish`, {})).statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(id)))
      .orderBy(desc(auditLog.id));
    const mine = rows.filter((r) => r.targetType === 'testimonial');
    expect(mine.map((r) => r.action)).toEqual(['testimonial.published', 'testimonial.created']);
    expect(mine[0]!.actorUserId).toBe(subadmin.id);
    expect(mine[0]!.before).toMatchObject({ status: 'draft' });
    expect(mine[0]!.after).toMatchObject({ status: 'published', rating: 5 });
    // The customer's words and name are not copied into the log.
    expect(JSON.stringify(mine)).not.toContain('Lakshmi');
    const home = (await call(null, 'GET', '/api/testimonials')).json();
    expect(home.items[0]).toMatchObject({ id, city: 'Chennai' });
  });
});

describe('health tip of the day', () => {
  it('a tip published today is the tip of the day, in Hindi when it has Hindi, English otherwise', async () => {
    const created = await call(admin, 'POST', '/api/admin/health-tips', {
      texts: { en: 'Keep ORS packets at home through the monsoon.', hi: 'बरसात में घर पर ORS के पैकेट रखें।' },
    });
    expect(created.statusCode).toBe(201);
    expect((await call(null, 'GET', '/api/health-tips/today')).json().tip?.id).not.toBe(created.json().id);
    await call(admin, 'POST', `/api/admin/health-tips/${created.json().id}/publish`, {});
    const en = (await call(null, 'GET', '/api/health-tips/today')).json();
    expect(en.tip).toMatchObject({ id: created.json().id, language: 'en' });
    expect(en.tip.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await call(null, 'GET', '/api/health-tips/today?lang=hi')).json().tip.text).toContain('ORS');
    expect((await call(null, 'GET', '/api/health-tips/today?lang=bn')).json().tip.language).toBe('en');
    await call(admin, 'POST', `/api/admin/health-tips/${created.json().id}/retire`);
    expect((await call(null, 'GET', '/api/health-tips/today')).json().tip?.id).not.toBe(created.json().id);
  });
});

describe('bad input → 4xx with a code', () => {
  it('refuses control characters, huge text, wrong types and bad slugs', async () => {
    const cases: [unknown, number, string][] = [
      [article({ slug: 'Has Spaces' }), 400, 'VALIDATION_FAILED'],
      [article({ slug: 42 }), 400, 'VALIDATION_FAILED'],
      [article({ translations: { hi: article().translations.hi } }), 400, 'VALIDATION_FAILED'],
      [article({ reviewerName: '', reviewerRegistration: '' }), 400, 'VALIDATION_FAILED'],
      [article({ authorName: 'Dr.\u0000Null' }), 400, 'VALIDATION_FAILED'],
      [article({ tags: 'not-a-list' }), 400, 'VALIDATION_FAILED'],
      [article({ category: 'astrology' }), 400, 'VALIDATION_FAILED'],
      [
        article({
          translations: { en: { title: 'Long', summary: 'Far too long a body.', markdown: 'x'.repeat(70_000) } },
        }),
        400,
        'VALIDATION_FAILED',
      ],
      [article({ coverImageId: 999_999 }), 404, 'CONTENT_IMAGE_NOT_FOUND'],
    ];
    for (const [body, status, code] of cases) {
      const reply = await call(admin, 'POST', '/api/admin/articles', body);
      expect(reply.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(reply.json().code).toBe(code);
    }
    const codes = (await call(admin, 'POST', '/api/admin/articles', article({ slug: 'Bad Slug' }))).json();
    expect(codes.issues[0].code).toBe('ARTICLE_SLUG_INVALID');
    expect((await call(null, 'GET', '/api/articles?section=recipes')).statusCode).toBe(400);
    expect((await call(null, 'GET', '/api/articles/%00')).statusCode).toBe(400);
    expect((await call(null, 'GET', '/api/health-tips/today?lang=xx')).statusCode).toBe(400);
    expect((await call(admin, 'POST', '/api/admin/health-tips', { texts: { en: 42 } })).statusCode).toBe(400);
    expect(
      (await call(admin, 'POST', '/api/admin/testimonials', { name: 'A', city: 'B', quote: 'short', rating: 9 }))
        .statusCode,
    ).toBe(400);
    expect((await call(admin, 'POST', '/api/admin/health-tips/99999/publish', {})).json().code).toBe(
      'HEALTH_TIP_NOT_FOUND',
    );
    expect((await call(admin, 'POST', '/api/admin/articles/1/publish', { publishAt: 'tomorrow' })).statusCode).toBe(
      400,
    );
  });

  it('a second article with the same address is a conflict', async () => {
    const first = article();
    expect((await call(admin, 'POST', '/api/admin/articles', first)).statusCode).toBe(201);
    const again = await call(admin, 'POST', '/api/admin/articles', first);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ARTICLE_SLUG_TAKEN');
  });
});

describe('pictures', () => {
  it('keeps an uploaded picture as WebP without its metadata, refuses what is not a picture', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a7' } })
      .png()
      .withMetadata({ exif: { IFD0: { Artist: 'Someone' } } })
      .toBuffer();
    const uploaded = await call(admin, 'POST', '/api/admin/content/images', png, { 'content-type': 'image/png' });
    expect(uploaded.statusCode).toBe(201);
    const image = await call(null, 'GET', uploaded.json().url);
    expect(image.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(image.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();

    const fake = await call(admin, 'POST', '/api/admin/content/images', Buffer.from('<svg onload=alert(1)>'), {
      'content-type': 'image/png',
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().code).toBe('CONTENT_IMAGE_INVALID');
    const svg = await call(admin, 'POST', '/api/admin/content/images', '<svg/>', { 'content-type': 'image/svg+xml' });
    expect(svg.statusCode).toBe(415);
    expect(
      (await call(customer, 'POST', '/api/admin/content/images', png, { 'content-type': 'image/png' })).statusCode,
    ).toBe(403);
    expect((await call(null, 'GET', '/api/content/images/../../etc.webp')).statusCode).toBe(404);
    expect((await call(null, 'GET', '/api/content/images/99999.webp')).statusCode).toBe(404);
  });
});

describe('seeded content', () => {
  it('has at least 40 articles in English and Hindi, health ones reviewed by a registered doctor', async () => {
    const health = (await call(null, 'GET', '/api/articles?section=health')).json();
    const news = (await call(null, 'GET', '/api/articles?section=news')).json();
    expect(health.total + news.total).toBeGreaterThanOrEqual(40);
    expect(news.total).toBeGreaterThanOrEqual(5);
    const dengue = (await call(null, 'GET', '/api/articles/dengue-warning-signs?lang=hi')).json();
    expect(dengue.language).toBe('hi');
    expect(dengue.languages).toEqual(['en', 'hi']);
    expect(dengue.reviewer.registration).toMatch(/\w/);
    expect(dengue.html).toContain('<h2>');
    const tip = (await call(null, 'GET', '/api/health-tips/today?lang=hi')).json();
    expect(tip.tip.text).toMatch(/\p{Script=Devanagari}/u);
    expect((await call(null, 'GET', '/api/testimonials')).json().items.length).toBeGreaterThan(0);
  });

  it('an article page head carries Article JSON-LD with the reviewer; the sitemap lists live articles', async () => {
    const head = await t.app.content.articles.pageHead('/articles/dengue-warning-signs', 'https://aushadh.in', 'en');
    expect(head).toContain('<script type="application/ld+json">');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(head!)![1]!);
    expect(ld['@type']).toContain('Article');
    expect(ld.headline).toContain('Dengue');
    expect(ld.reviewedBy.identifier).toMatch(/\w/);
    expect(head).toContain('<link rel="canonical" href="https://aushadh.in/articles/dengue-warning-signs">');
    expect(await t.app.content.articles.pageHead('/articles/no-such-article', 'https://aushadh.in', 'en')).toBeNull();
    expect(await t.app.content.articles.pageHead('/products/1', 'https://aushadh.in', 'en')).toBeNull();

    const sitemap = await call(null, 'GET', '/sitemaps/articles.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain('/articles/dengue-warning-signs</loc>');
    expect(sitemap.body).toContain('/blog/aushadh-now-in-16-languages</loc>');
    expect((await call(null, 'GET', '/sitemap.xml')).body).toContain('/sitemaps/articles.xml');
  });
});
