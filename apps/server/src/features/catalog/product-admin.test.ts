import { ROLES, type Role } from '@aushadh/shared/auth/roles.ts';
import { CATALOG_CSV_COLUMNS, type CatalogImportReport } from '@aushadh/shared/catalog/product-admin-schemas.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCsv } from '../../lib/csv.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createSession, createUser } from '../../test/factories.ts';

/** Issue 17 item 3: the catalog's write side, every rule called on the API directly. */

let t: TestApp;
let admin: Record<string, string>;
let generic: string;
let maker: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await staff('admin')).cookies;
  const options = (await call(admin, 'GET', '/api/admin/products/options')).json();
  generic = options.generics.find((g: { key: string }) => g.key === 'paracetamol')?.key ?? options.generics[0].key;
  maker = options.manufacturers[0];
});
afterAll(() => t.close());

async function staff(role: Role | string) {
  const user = await createUser(t.db, { role });
  return { user, cookies: { aushadh_session: await createSession(t.db, user.id) } };
}

const call = (
  cookies: Record<string, string> | undefined,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: { 'error-format': 'codes' },
    ...(cookies ? { cookies } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const product = (overrides: Record<string, unknown> = {}) => ({
  name: 'Fevastop 650 Tablet',
  generic,
  strength: '650mg',
  medicineType: 'Tablet',
  manufacturer: maker,
  categoryId: 3,
  packSize: 'strip of 15 tablets',
  unitsPerPack: 15,
  mrpPaise: 3_400,
  pricePaise: 2_890,
  schedule: 'OTC',
  hsnCode: '3004',
  maxOrderQuantity: 10,
  isFeatured: false,
  ...overrides,
});

const countOf = async (query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
const productCount = () => countOf(sql`select count(*)::int as n from products`);

const searchIds = async (q: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/medicine/search?q=${encodeURIComponent(q)}` }))
    .json()
    .map((r: { id: number }) => r.id);

describe('who may use /api/admin/products', () => {
  it('signed out → 401; customers and every non-admin role → 403 on every route; subadmin allowed', async () => {
    const routes: ['GET' | 'POST' | 'PUT', string, unknown?][] = [
      ['GET', '/api/admin/products'],
      ['GET', '/api/admin/products/options'],
      ['GET', '/api/admin/products/export.csv'],
      ['POST', '/api/admin/products/import', { mode: 'dry-run', csv: 'id\n' }],
      ['POST', '/api/admin/products', product()],
      ['GET', '/api/admin/products/1'],
      ['PUT', '/api/admin/products/1', product()],
      ['PUT', '/api/admin/products/1/retired', { retired: true }],
      ['POST', '/api/admin/products/1/stock', { batchNumber: 'B1', expiryDate: '2030-01-31', quantity: 5 }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(undefined, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    for (const role of ROLES.filter((r) => r !== 'admin' && r !== 'subadmin')) {
      const { cookies } = await staff(role);
      for (const [method, url, payload] of routes) {
        expect((await call(cookies, method, url, payload)).statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    const subadmin = (await staff('subadmin')).cookies;
    expect((await call(subadmin, 'GET', '/api/admin/products')).statusCode).toBe(200);
    expect(
      (await call(subadmin, 'POST', '/api/admin/products', product({ name: 'Subadmin Cold Rub' }))).statusCode,
    ).toBe(201);
  });
});

describe('creating and editing', () => {
  it('creates a product that search finds at once; salts and the prescription flag follow from the input', async () => {
    const res = await call(admin, 'POST', '/api/admin/products', product({ name: 'Zyrovane 650 Tablet' }));
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created.saltComposition).toMatch(/\(650mg\)$/);
    expect(created.prescriptionRequired).toBe(false);
    expect(created.stock).toBe(0);
    expect(await searchIds('Zyrovane')).toContain(created.id);

    // Schedule H → prescription needed, and a prescription medicine is never featured.
    const edited = await call(admin, 'PUT', `/api/admin/products/${created.id}`, {
      ...product({ name: 'Zyrovane Forte 650 Tablet' }),
      schedule: 'H',
      isFeatured: true,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ prescriptionRequired: true, isFeatured: false, schedule: 'H' });
    expect(await searchIds('Zyrovane Forte')).toContain(created.id);
    // The product page shows the edit (its cached detail was dropped).
    const page = (await t.app.inject({ method: 'GET', url: `/api/products/${created.id}` })).json();
    expect(page.name).toBe('Zyrovane Forte 650 Tablet');

    const audit = (await call(admin, 'GET', `/api/admin/audit?targetId=${created.id}`)).json();
    const actions = audit.items
      .filter((e: { targetType: string }) => e.targetType === 'product')
      .map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['product.created', 'product.updated']));
  });

  it('an injection needs a prescription whatever its schedule', async () => {
    const res = await call(
      admin,
      'POST',
      '/api/admin/products',
      product({ name: 'Ceftrinova 1g Injection', medicineType: 'Injection' }),
    );
    expect(res.json().prescriptionRequired).toBe(true);
  });

  it('refuses a price above the MRP, Schedule X and narcotics, unknown generics and makers — nothing written', async () => {
    const before = await productCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ pricePaise: 3_500, mrpPaise: 3_400 }, 'PRODUCT_PRICE_ABOVE_MRP'],
      [{ schedule: 'X' }, 'PRODUCT_SCHEDULE_REFUSED'],
      [{ schedule: 'NDPS' }, 'PRODUCT_SCHEDULE_REFUSED'],
      [{ schedule: 'Q' }, 'PRODUCT_SCHEDULE_INVALID'],
      [{ generic: 'no-such-salt' }, 'PRODUCT_GENERIC_UNKNOWN'],
      [{ manufacturer: 'Nobody Pharma Pvt Ltd' }, 'PRODUCT_MANUFACTURER_UNKNOWN'],
      [{ categoryId: 99_999 }, 'CATEGORY_NOT_FOUND'],
      [{ hsnCode: '30' }, 'PRODUCT_HSN_INVALID'],
      [{ mrpPaise: 0 }, 'PRODUCT_PRICE_INVALID'],
    ];
    for (const [overrides, code] of cases) {
      const res = await call(admin, 'POST', '/api/admin/products', product(overrides));
      expect(res.statusCode, code).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, code).toBeLessThan(500);
      const body = res.json();
      const codes = [body.code, ...(body.issues ?? []).map((i: { code: string }) => i.code)];
      expect(codes, JSON.stringify(body)).toContain(code);
    }
    expect(await productCount()).toBe(before);
  });

  it('bad input → 4xx with a code, never a 5xx', async () => {
    const bodies: unknown[] = [
      product({ name: 'Dolo\u0000650' }),
      product({ name: 'x'.repeat(10_000) }),
      product({ mrpPaise: '34.00' }),
      product({ unitsPerPack: -1 }),
      product({ categoryId: 'three' }),
      { name: 'only a name' },
      [],
      'not json at all',
    ];
    for (const body of bodies) {
      const res = await call(admin, 'POST', '/api/admin/products', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().code).toEqual(expect.any(String));
    }
    for (const url of [
      '/api/admin/products/abc',
      '/api/admin/products/99999999999',
      '/api/admin/products?sort=evil',
      '/api/admin/products?page=0',
    ]) {
      const res = await call(admin, 'GET', url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
    expect((await call(admin, 'GET', '/api/admin/products/2000000000')).statusCode).toBe(404);
  });
});

describe('retiring and stock', () => {
  it('a retired product leaves search and the listing at once, sells nothing, and comes back when restored', async () => {
    const id = (await call(admin, 'POST', '/api/admin/products', product({ name: 'Quellora 500 Tablet' }))).json().id;
    const stock = await call(admin, 'POST', `/api/admin/products/${id}/stock`, {
      batchNumber: 'QL2601',
      expiryDate: '2029-06-30',
      quantity: 40,
    });
    expect(stock.statusCode).toBe(200);
    expect(stock.json().stock).toBe(40);
    expect(await searchIds('Quellora')).toContain(id);

    const retired = await call(admin, 'PUT', `/api/admin/products/${id}/retired`, { retired: true });
    expect(retired.json().retired).toBe(true);
    expect(await searchIds('Quellora')).not.toContain(id);
    const listing = (await t.app.inject({ method: 'GET', url: '/api/products?categoryId=3&q=Quellora' })).json();
    expect(listing.items.map((p: { id: number }) => p.id)).not.toContain(id);
    // The page stays for old orders, but it is out of stock.
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json().inStock).toBe(false);

    await call(admin, 'PUT', `/api/admin/products/${id}/retired`, { retired: false });
    expect(await searchIds('Quellora')).toContain(id);
    const list = (await call(admin, 'GET', '/api/admin/products?q=Quellora&status=active')).json();
    expect(list.items.map((p: { id: number }) => p.id)).toContain(id);
  });

  it('a batch with a past expiry is refused', async () => {
    const res = await call(admin, 'POST', '/api/admin/products/1/stock', {
      batchNumber: 'OLD01',
      expiryDate: '2020-01-31',
      quantity: 5,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('STOCK_EXPIRY_PAST');
  });
});

describe('the catalog file', () => {
  const rupees = (paise: number) => (paise / 100).toFixed(2);
  function row(i: number, overrides: Partial<Record<(typeof CATALOG_CSV_COLUMNS)[number], string>> = {}) {
    const mrp = 5_000 + i * 10;
    const cells: Record<string, string> = {
      id: '',
      name: `Imported Calcivit ${i} Tablet`,
      generic,
      strength: '500mg',
      form: 'Tablet',
      manufacturer: maker,
      category_id: '3',
      pack_size: 'strip of 10 tablets',
      units_per_pack: '10',
      mrp_inr: rupees(mrp),
      price_inr: rupees(mrp - 500),
      schedule: 'OTC',
      hsn_code: '3004',
      max_order_quantity: '10',
      featured: 'no',
      ...overrides,
    };
    return CATALOG_CSV_COLUMNS.map((c) => cells[c]!);
  }

  /** 1,000 rows, 10 of them wrong in ten different ways; returns the file and the bad rows' line numbers. */
  function fileWithTenBadRows() {
    const bad: Record<number, Partial<Record<(typeof CATALOG_CSV_COLUMNS)[number], string>>> = {
      17: { price_inr: '99.00', mrp_inr: '50.00' },
      101: { schedule: 'X' },
      202: { schedule: 'NDPS' },
      303: { generic: 'unobtainium' },
      404: { manufacturer: 'Nobody Pharma Pvt Ltd' },
      505: { mrp_inr: 'twelve' },
      606: { name: '' },
      707: { id: '2000000000' },
      808: { hsn_code: 'abc' },
      909: { category_id: '99999' },
    };
    const rows = Array.from({ length: 1000 }, (_, i) => row(i, bad[i]));
    // Line 1 is the header: row i is on line i + 2.
    return { csv: toCsv(CATALOG_CSV_COLUMNS, rows), badLines: Object.keys(bad).map((i) => Number(i) + 2) };
  }

  const importFile = async (mode: string, csv: string) => {
    const res = await call(admin, 'POST', '/api/admin/products/import', { mode, csv });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res.json() as CatalogImportReport;
  };

  it('1,000 rows with 10 bad: the dry run names the 10 lines and why; a real run imports nothing until fixed', async () => {
    const { csv, badLines } = fileWithTenBadRows();
    const before = await productCount();

    const dry = await importFile('dry-run', csv);
    expect(dry).toMatchObject({ rows: 1000, validRows: 990, invalidRows: 10, created: 0, updated: 0 });
    expect([...new Set(dry.issues.map((i) => i.line))].sort((a, b) => a - b)).toEqual(badLines);
    const byLine = new Map(dry.issues.map((i) => [i.line, i]));
    expect(byLine.get(19)).toMatchObject({ column: 'price_inr', code: 'PRODUCT_PRICE_ABOVE_MRP' });
    expect(byLine.get(103)).toMatchObject({ column: 'schedule', code: 'PRODUCT_SCHEDULE_REFUSED' });
    expect(byLine.get(305)).toMatchObject({ column: 'generic', code: 'PRODUCT_GENERIC_UNKNOWN' });
    expect(byLine.get(709)).toMatchObject({ column: 'id', code: 'PRODUCT_NOT_FOUND' });
    expect(await productCount()).toBe(before);

    const strict = await importFile('all-or-nothing', csv);
    expect(strict).toMatchObject({ invalidRows: 10, created: 0, updated: 0 });
    expect(await productCount()).toBe(before);

    // By explicit choice: the 990 good rows, whole, and not one cell of a bad row.
    const partial = await importFile('valid-rows-only', csv);
    expect(partial).toMatchObject({ created: 990, updated: 0, invalidRows: 10 });
    expect(await productCount()).toBe(before + 990);
    expect(await searchIds('Imported Calcivit 18')).toEqual(expect.any(Array));
    expect(await countOf(sql`select count(*)::int as n from products where name = 'Imported Calcivit 17 Tablet'`)).toBe(
      0,
    );
  });

  it('a fixed file imports whole in one transaction; the export reads back with no issues', async () => {
    const csv = toCsv(CATALOG_CSV_COLUMNS, [row(5000, { name: 'Ossiflex Calcium 500 Tablet' })]);
    const report = await importFile('all-or-nothing', csv);
    expect(report).toMatchObject({ created: 1, invalidRows: 0 });
    const id = (await searchIds('Ossiflex'))[0];
    expect(id).toEqual(expect.any(Number));

    const exported = await call(admin, 'GET', '/api/admin/products/export.csv');
    expect(exported.headers['content-type']).toMatch(/text\/csv/);
    const lines = exported.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(CATALOG_CSV_COLUMNS.join(','));
    // The exported header and a slice of rows, fed back as a dry run: nothing to report.
    const dry = await importFile('dry-run', [lines[0], ...lines.slice(1, 300)].join('\r\n'));
    expect(dry.issues).toEqual([]);
    expect(dry.validRows).toBe(299);

    // An update through the file moves the price and search follows.
    const ossiflexLine = lines.find((l: string) => l.startsWith(`${id},`))!;
    const edited = ossiflexLine.replace('Ossiflex Calcium 500 Tablet', 'Ossiflex Calcium Plus 500 Tablet');
    const updated = await importFile('all-or-nothing', [lines[0], edited].join('\r\n'));
    expect(updated).toMatchObject({ created: 0, updated: 1 });
    expect(await searchIds('Ossiflex Calcium Plus')).toContain(id);
  });

  it('refuses what is not a catalog file, with a code', async () => {
    for (const csv of ['"unclosed,quote\n1,2', 'name,price\nDolo,30', 'x'.repeat(3 * 1024 * 1024)]) {
      const res = await call(admin, 'POST', '/api/admin/products/import', { mode: 'dry-run', csv });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().code).toEqual(expect.any(String));
    }
    const wrongMode = await call(admin, 'POST', '/api/admin/products/import', { mode: 'yolo', csv: 'a' });
    expect(wrongMode.statusCode).toBe(400);
  });
});
