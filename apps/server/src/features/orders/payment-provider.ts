import { randomBytes } from 'node:crypto';
import type { PaymentInput } from '@aushadh/shared/orders/schemas.ts';
import { AppError } from '../../lib/app-error.ts';

export interface PaymentAuthorization {
  reference: string;
  status: 'authorized' | 'pay-on-delivery';
  /** Card payments: the last four digits only. */
  cardLast4: string | null;
  upiId: string | null;
}

/**
 * The interface a real gateway (Razorpay, PayU, …) would implement: authorize before the order is written,
 * void when the order cannot be placed. Card data never goes further than this call.
 */
export interface PaymentProvider {
  readonly name: string;
  authorize(request: {
    amountPaise: number;
    payment: PaymentInput;
    orderReference: string;
  }): Promise<PaymentAuthorization>;
  void(reference: string): Promise<void>;
  /**
   * Pays back part or all of a payment (an approved return). The same `idempotencyKey` answers the first
   * refund again, so a retried decision never refunds twice.
   */
  refund(request: { reference: string; amountPaise: number; idempotencyKey: string }): Promise<{ reference: string }>;
}

/** Documented test values that the demo declines, so the failure path can be tried. */
export const DEMO_DECLINED_CARD = '4000000000000002';
export const DEMO_DECLINED_UPI = 'declined@demo';

/** SPEC §2/§9: a demonstration, no real payment is processed. Formats were already checked by zod. */
export function createDemoPaymentProvider(): PaymentProvider {
  const voided = new Set<string>();
  const refunds = new Map<string, { reference: string }>();
  return {
    name: 'demo',
    async authorize({ payment }) {
      const reference = `demo_${randomBytes(9).toString('base64url')}`;
      switch (payment.method) {
        case 'credit-card':
        case 'debit-card':
          if (payment.cardNumber === DEMO_DECLINED_CARD) throw new AppError('CARD_DECLINED');
          return { reference, status: 'authorized', cardLast4: payment.cardNumber.slice(-4), upiId: null };
        case 'upi':
          if (payment.upiId.toLowerCase() === DEMO_DECLINED_UPI) throw new AppError('UPI_DECLINED');
          return { reference, status: 'authorized', cardLast4: null, upiId: payment.upiId };
        case 'cod':
          return { reference, status: 'pay-on-delivery', cardLast4: null, upiId: null };
      }
    },
    async void(reference) {
      voided.add(reference);
    },
    async refund({ idempotencyKey }) {
      const earlier = refunds.get(idempotencyKey);
      if (earlier) return earlier;
      const refund = { reference: `demo_rf_${randomBytes(9).toString('base64url')}` };
      refunds.set(idempotencyKey, refund);
      return refund;
    },
  };
}
