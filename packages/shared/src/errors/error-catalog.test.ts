import { describe, expect, it } from 'vitest';
import { registerFormSchema, changePasswordRequestSchema, verifyOtpRequestSchema } from '../auth/schemas.ts';
import { addToCartRequestSchema } from '../cart/schemas.ts';
import { pincodeLookupQuerySchema } from '../delivery/schemas.ts';
import { addressInputSchema, ORDER_STATUSES, paymentInputSchema, placeOrderRequestSchema } from '../orders/schemas.ts';
import { deleteAccountRequestSchema } from '../privacy/schemas.ts';
import { safeText } from '../text.ts';
import { APP_ERROR_CODES, errorStatus, genericCode } from './app-error-codes.ts';
import { ERROR_CATALOG, ERROR_CODES, ORDER_STATUS_WORDS, errorDefinition, renderError } from './error-catalog.ts';
import { ERROR_CODE_LIST } from './error-code-list.ts';
import { parseErrorParams } from './error-texts.ts';
import { templateVariables } from './message-template.ts';
import { messageToken, readMessageToken } from './message-token.ts';

/** What the server's `message` says for a schema's message: the token rendered, other text as it is. */
function englishMessage(message: string): string {
  const token = readMessageToken(message);
  return token ? renderError(token.code, token.params) : message;
}

describe('error catalog', () => {
  it('keeps every generic code, each its own generic', () => {
    for (const code of APP_ERROR_CODES) expect(genericCode(code), code).toBe(code);
  });

  it('gives each code a status, and params for every placeholder of its text', () => {
    for (const code of ERROR_CODES) {
      const { en, params } = ERROR_CATALOG[code] as { en: string | { one: string; other: string }; params?: never };
      expect(errorStatus(code), code).toBeGreaterThanOrEqual(400);
      const texts = typeof en === 'string' ? [en] : [en.one, en.other];
      const keys = Object.keys((params as { shape?: object } | undefined)?.shape ?? {});
      for (const text of texts) expect(keys, code).toEqual(expect.arrayContaining(templateVariables(text)));
    }
  });

  it('renders SPEC §5/§8 wording, plurals and field labels', () => {
    expect(renderError('USERNAME_TOO_SHORT', { min: 4 })).toBe('Username must be at least 4 characters');
    expect(renderError('PINCODE_REQUIRED')).toBe('Please enter a pincode');
    expect(renderError('RATE_LIMITED', { minutes: 1, retryAfterSeconds: 30 })).toBe(
      'Too many attempts. Please wait 1 minute and try again.',
    );
    expect(renderError('TEXT_FORBIDDEN_CHARACTER', { field: 'cardName' })).toBe(
      'Name on card contains a character that is not allowed',
    );
  });

  it('says an order status param as a word, and has one for every status', () => {
    expect(Object.keys(ORDER_STATUS_WORDS)).toEqual([...ORDER_STATUSES]);
    expect(renderError('ORDER_NOT_CANCELLABLE', { status: 'delivered' })).toBe(
      'This order is already delivered and can no longer be cancelled.',
    );
  });
});

describe('message tokens', () => {
  it('carry a code and its params, and render in English', () => {
    const token = messageToken('STOCK_TOO_LOW', { name: 'Dolo 650', left: 3, requested: 4 });
    expect(readMessageToken(token)).toEqual({
      code: 'STOCK_TOO_LOW',
      params: { name: 'Dolo 650', left: 3, requested: 4 },
    });
    expect(englishMessage(token)).toBe('Only 3 of Dolo 650 left in stock: you asked for 4.');
    expect(readMessageToken(messageToken('EMAIL_INVALID'))).toEqual({ code: 'EMAIL_INVALID', params: {} });
  });

  it('are not read from other text, nor with params that do not fit', () => {
    for (const text of [
      'Invalid input',
      'Expected {productId}.{svg}',
      'OUT_OF_STOCK',
      'OUT_OF_STOCK{"nom":1}',
      'EMAIL_INVALID{',
    ]) {
      expect(readMessageToken(text), text).toBeNull();
    }
  });

  it('are what the shared schemas say instead of English', () => {
    const messages = [
      registerFormSchema.safeParse({ name: 'R', email: 'x', username: 'a b', password: '1', confirmPassword: '2' }),
      registerFormSchema.safeParse({
        name: 'R\u0000v',
        email: 'r@x.in',
        username: 'ravi',
        password: 'Strong#1',
        confirmPassword: 'Other#12',
      }),
      verifyOtpRequestSchema.safeParse({ email: 'r@x.in', otp: '12a' }),
      changePasswordRequestSchema.safeParse({ currentPassword: '', password: 'abcdef', confirmPassword: 'abcdeg' }),
      deleteAccountRequestSchema.safeParse({}),
      addressInputSchema.safeParse({
        fullName: 'P',
        email: 'no',
        phone: '123',
        address: 'x',
        city: '',
        state: '',
        pincode: '01',
      }),
      addressInputSchema.safeParse({
        fullName: 'P'.repeat(101),
        email: 'p@x.in',
        phone: '9876543210',
        address: 'House 1',
        city: 'Delhi',
        state: 'Delhi',
        pincode: '',
      }),
      paymentInputSchema.safeParse({
        method: 'credit-card',
        cardNumber: '4111',
        cardName: '',
        expiry: '13/20',
        cvv: '1',
      }),
      paymentInputSchema.safeParse({ method: 'upi', upiId: 'nope' }),
      placeOrderRequestSchema.safeParse({ payment: { method: 'cod' } }),
      addToCartRequestSchema.safeParse({ userId: ' ', productId: 'x', quantity: 1.5 }),
      pincodeLookupQuerySchema.safeParse({ lat: 'north', lng: 'east' }),
    ].flatMap((result) => result.error?.issues.map((issue) => issue.message) ?? []);
    expect(messages.length).toBeGreaterThan(20);
    for (const message of messages) expect(readMessageToken(message), message).not.toBeNull();
  });

  it('safeText with an English label keeps plain English (schemas no one translates)', () => {
    const note = safeText({ label: 'Note', max: 3 });
    expect(note.safeParse('long').error?.issues[0]?.message).toBe('Note must be at most 3 characters');
    const name = safeText({ field: 'name', max: 3 });
    expect(englishMessage(name.safeParse('long').error?.issues[0]?.message ?? '')).toBe(
      'Name must be at most 3 characters',
    );
  });
});

describe('the error code list without zod', () => {
  it('names exactly the codes of the catalog, in its order', () => {
    expect([...ERROR_CODE_LIST]).toEqual(ERROR_CODES);
  });
});

describe('params checked without zod (the web)', () => {
  it("accept and refuse what the server's zod schemas do", () => {
    const samples: unknown[] = [
      undefined,
      null,
      [],
      { name: 'Dolo 650', left: 3, requested: 4, extra: true },
      { name: 'Dolo 650', left: 2.5, requested: 4 },
      { max: 5 },
      { max: '5' },
      { field: 'cardName', min: 2 },
      { field: 'nope', min: 2 },
      { status: 'shipped' },
      { provider: 'google' },
      { provider: 'github' },
      { providerName: 'Facebook' },
      { pincode: '110001', place: 'Delhi' },
    ];
    for (const code of ERROR_CODES) {
      const schema = errorDefinition(code).params;
      for (const sample of samples) {
        const zod = schema ? schema.safeParse(sample) : { success: true, data: {} };
        expect(parseErrorParams(code, sample), `${code} ${JSON.stringify(sample)}`).toEqual(
          zod.success ? zod.data : null,
        );
      }
    }
  });
});
