import { afterAll, describe, expect, it } from 'vitest';
import { UNSTORABLE_TEXT_MESSAGE } from '../lib/error-handler.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import { addToCart, newCustomer } from '../test/checkout-helpers.ts';
import { createProduct, createSession, deliveryAddress } from '../test/factories.ts';
import { startOidcProvider } from '../test/oidc-test-provider.ts';
import {
  badInputs,
  type FuzzCase,
  type JsonSchema,
  type Operation,
  type Parameter,
  type ValidExample,
} from './bad-inputs.ts';

/**
 * Every operation of the app's own OpenAPI document gets at least MINIMUM_CASES bad requests (wrong types,
 * missing fields, huge and odd text, broken JSON, wrong content types, path parameters that are not ids…),
 * each sent signed out and signed in as a customer. None may answer 5xx (DESIGN §3), and every 4xx must
 * carry the one error model's `{ code, message }`. The inputs are seeded: the same run every time.
 */
const MINIMUM_CASES = 200;
const SEED = 0x8a05;

/**
 * Operations left out, each with its reason. Empty on purpose: the OAuth start/callback redirects are
 * fuzzed against the loopback OpenID provider below, so they never answer "not configured" (503).
 */
const EXCLUDED: Record<string, string> = {};

const MEDICATION_EXAMPLE = {
  origin: { kind: 'manual', productId: null },
  name: 'Glycomet 500',
  unitsPerDose: 1,
  times: ['08:00', '20:00'],
  food: 'after',
  days: [1, 2, 3, 4, 5, 6, 7],
  startsOn: '2026-11-20',
  unitsPerPack: 15,
  unitsOnHand: 30,
  timeZone: 'Asia/Kolkata',
};

/** Valid requests the JSON Schema cannot describe (card checksum, one of address / addressId, mobile…). */
const VALID_EXAMPLES: Record<string, ValidExample> = {
  'POST /api/orders': {
    body: {
      address: deliveryAddress,
      saveAddress: false,
      payment: {
        method: 'credit-card',
        cardNumber: '4111 1111 1111 1111',
        cardName: 'Priya Sharma',
        expiry: '12/39',
        cvv: '123',
      },
    },
  },
  'PUT /api/user/profile': { body: { name: 'Priya Sharma', mobile: '9876543210' } },
  'POST /api/addresses': { body: { ...deliveryAddress, isDefault: false } },
  'PUT /api/addresses/{id}': { body: { ...deliveryAddress, isDefault: false } },
  'GET /api/products': { query: { q: 'paracetamol', manufacturer: 'Cipla', minPrice: '0', sort: 'price-asc' } },
  'GET /api/medicine/search': { query: { q: 'paracetamol' } },
  'GET /api/delivery-check': { query: { pincode: '560001' } },
  'GET /api/checkout/summary': { query: { pincode: '560001' } },
  'GET /api/pincode': { query: { lat: '12.97', lng: '77.59' } },
  // Lab tests (issue 14): a slot tomorrow, a new person, UPI.
  'POST /api/lab-bookings': {
    body: {
      patients: [{ patient: { name: 'Priya Sharma', sex: 'female', ageYears: 34, relation: 'self' }, testIds: [1] }],
      address: deliveryAddress,
      slot: { date: new Date(Date.now() + 86_400_000 + 330 * 60_000).toISOString().slice(0, 10), startHour: 9 },
      payment: { method: 'upi', upiId: 'priya@okaxis' },
    },
  },
  'POST /api/lab-bookings/{id}/reschedule': {
    body: { date: new Date(Date.now() + 86_400_000 + 330 * 60_000).toISOString().slice(0, 10), startHour: 10 },
  },
  // Doctors (issue 13): a slot the day after tomorrow at 10:00 India time, UPI; a verification code's shape.
  'POST /api/doctors/{id}/appointments': {
    body: {
      mode: 'clinic',
      startsAt: `${new Date(Date.now() + 2 * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10)}T10:00:00+05:30`,
      patient: { name: 'Priya Sharma', age: 34, gender: 'female', phone: '9876543210' },
      symptoms: 'Fever for two days',
      payment: { method: 'upi', upiId: 'priya@okaxis' },
    },
  },
  // Medication tracking and notifications (issue 19): a twice-daily schedule; a push subscription's JSON.
  'POST /api/medications': { body: MEDICATION_EXAMPLE },
  'PUT /api/medications/{id}': { body: MEDICATION_EXAMPLE },
  'POST /api/medications/{id}/doses': { body: { scheduledFor: '2026-11-24T02:30:00.000Z', status: 'taken' } },
  'POST /api/notification-tokens': {
    body: {
      token: JSON.stringify({
        endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz',
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
      }),
      userId: 1,
    },
  },
  'DELETE /api/notification-tokens': { body: { endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz' } },
  'PUT /api/notification-preferences': {
    body: { push: true, email: true, quietFrom: '22:00', quietUntil: '07:00', timeZone: 'Asia/Kolkata' },
  },
  'POST /api/appointments/{id}/reschedule': {
    body: {
      startsAt: `${new Date(Date.now() + 2 * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10)}T10:30:00+05:30`,
    },
  },
  'GET /api/e-prescriptions/verify/{code}': { path: { code: 'ABCD-EFGH' } },
  // Hospitals and emergency (issue 15): a point in Noida, a visit the day after tomorrow, a tracking code's shape.
  'GET /api/hospitals/nearby': { query: { lat: '28.62', lng: '77.36' } },
  'POST /api/hospitals/{id}/appointments': {
    body: {
      department: 'cardiology',
      date: new Date(Date.now() + 2 * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10),
      timeWindow: 'morning',
      patientName: 'Ramesh Gupta',
      patientAge: 58,
      patientPhone: '9876543210',
      reason: 'Chest discomfort',
    },
  },
  'GET /api/emergency-requests/track/{code}': { path: { code: 'EM-ABCD2345' } },
  // PLUS (issue 18): a plan paid by card; an unsubscribe link's token of the right shape (its signature is checked
  // after validation, so a wrong one is the feature's own answer, not the schema's).
  'POST /api/plus/purchase': {
    body: {
      plan: 'plus-3',
      payment: {
        method: 'credit-card',
        cardNumber: '4111 1111 1111 1111',
        cardName: 'Priya Sharma',
        expiry: '12/39',
        cvv: '123',
      },
    },
  },
  'POST /api/email/unsubscribe': { body: { token: `1.1.${'A'.repeat(43)}` } },
  // RFC 8058's one-click post: the token rides in the link's query, the form says One-Click.
  'POST /api/email/unsubscribe/one-click': {
    query: { token: `1.1.${'A'.repeat(43)}` },
    body: { 'List-Unsubscribe': 'One-Click' },
  },
  // An uploaded article picture: `<id>.webp` (features/content).
  'GET /api/content/images/{file}': { path: { file: '1.webp' } },
  'POST /api/home-services': {
    body: {
      kind: 'nursing',
      patientName: 'Kamla Devi',
      phone: '9898989898',
      address: 'C-7, Indirapuram',
      city: 'Ghaziabad',
      pincode: '201014',
      preferredDate: new Date(Date.now() + 2 * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10),
      preferredWindow: 'evening',
    },
  },
};

// Google and Facebook both point at a real (loopback) OpenID provider, so the redirect routes run their code.
const PUBLIC_URL = 'http://aushadh.test';
const idp = await startOidcProvider({
  clientId: 'aushadh-web',
  clientSecret: 'a-long-test-client-secret-value',
  redirectUri: `${PUBLIC_URL}/api/auth/google/callback`,
  accounts: [],
});
const t = await buildTestApp({
  PUBLIC_URL,
  GOOGLE_CLIENT_ID: 'aushadh-web',
  GOOGLE_CLIENT_SECRET: 'a-long-test-client-secret-value',
  GOOGLE_ISSUER: idp.issuer,
  FACEBOOK_CLIENT_ID: 'aushadh-web',
  FACEBOOK_CLIENT_SECRET: 'a-long-test-client-secret-value',
  FACEBOOK_ISSUER: idp.issuer,
  OIDC_ALLOW_INSECURE: 'true',
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
const document = t.app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
const operations: Operation[] = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    method: method.toUpperCase(),
    path,
    parameters: operation.parameters ?? [],
    body: operation.requestBody?.content?.['application/json']?.schema,
  })),
);
/** The signed-in customer (factories): a new session when a request ended it, a new account if it was deleted. */
let customer = await newCustomer(t);
let session = customer.cookies.aushadh_session!;
// Something in the cart, so checkout and order routes run past "your cart is empty".
const product = await createProduct(t.db);
expect((await addToCart(t, customer.cookies, customer.id, product.id, 1)).statusCode).toBe(200);
async function freshSession() {
  const fresh = await createSession(t.db, customer.id);
  const check = await t.app.inject({ method: 'GET', url: '/api/user', cookies: { aushadh_session: fresh } });
  if (check.statusCode === 200) return fresh;
  customer = await newCustomer(t);
  return customer.cookies.aushadh_session!;
}

const nameOf = (operation: Operation) => `${operation.method} ${operation.path}`;

let ipCounter = 0;
const nextAddress = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

/** Each request from its own address, so per-address rate limits do not turn the run into a wall of 429s. */
const inject = (request: FuzzCase, cookies: Record<string, string>) =>
  t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    cookies: request.cookies ?? cookies,
    remoteAddress: nextAddress(),
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });

function problemWith(response: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  if (response.statusCode >= 500) return `${response.statusCode} ${response.body.slice(0, 300)}`;
  if (response.statusCode < 400) return null;
  try {
    const body = JSON.parse(response.body) as { code?: unknown; message?: unknown };
    // The error handler's net for text PostgreSQL cannot store: the schema should have refused it first.
    if (body.message === UNSTORABLE_TEXT_MESSAGE) return `reached the database: ${response.body}`;
    if (typeof body.code === 'string' && typeof body.message === 'string') return null;
  } catch {
    // not JSON: reported below
  }
  return `${response.statusCode} without {code, message}: ${response.body.slice(0, 200)}`;
}

describe('OpenAPI fuzz: no bad input gets a 5xx', () => {
  it('reads a real document, and every operation is fuzzed or excluded with a reason', () => {
    expect(operations.length).toBeGreaterThan(40);
    for (const name of Object.keys(EXCLUDED)) expect(operations.map(nameOf)).toContain(name);
  });

  it.for(operations.filter((o) => !(nameOf(o) in EXCLUDED)).map((o) => [nameOf(o), o] as const))(
    '%s',
    async ([, operation]) => {
      const { valid, cases } = badInputs(operation, {
        minimum: MINIMUM_CASES,
        seed: SEED,
        example: {
          ...VALID_EXAMPLES[nameOf(operation)],
          path: {
            userId: String(customer.id),
            id: String(product.id),
            pincode: '201309',
            ...VALID_EXAMPLES[nameOf(operation)]?.path,
          },
        },
      });
      expect(cases.length).toBeGreaterThanOrEqual(MINIMUM_CASES);
      const problems: string[] = [];
      // Each case breaks one thing of a valid request: so the valid one must get past validation.
      const baseline = await inject(valid, { aushadh_session: session });
      expect(baseline.statusCode, baseline.body).toBeLessThan(500);
      const baselineCode = baseline.statusCode === 400 ? (baseline.json() as { code?: string }).code : undefined;
      expect(baselineCode, `add a valid example for ${nameOf(operation)}: ${baseline.body}`).not.toBe(
        'VALIDATION_FAILED',
      );
      const send = async (fuzzCase: FuzzCase, signedIn: boolean) => {
        const response = await inject(fuzzCase, signedIn ? { aushadh_session: session } : {});
        const problem = problemWith(response);
        if (problem)
          problems.push(
            `${signedIn ? 'signed in' : 'signed out'}: ${fuzzCase.label} [${fuzzCase.url.slice(0, 120)}] → ${problem}`,
          );
        // Sign-out, a new sign-in or account deletion replace the session: carry on with a fresh one.
        if (signedIn && response.cookies.some((c) => c.name === 'aushadh_session')) session = await freshSession();
      };
      // Two requests in flight: argon2 and the database overlap with parsing and validation.
      const queue = [...cases.map((c) => [c, false] as const), ...cases.map((c) => [c, true] as const)];
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) await send(next[0], next[1]);
      };
      await Promise.all([worker(), worker()]);
      expect(problems.slice(0, 15), `${problems.length} of ${cases.length * 2} requests`).toEqual([]);
    },
  );
});
