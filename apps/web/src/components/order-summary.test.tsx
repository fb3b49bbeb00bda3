import { toCartTotals } from '@aushadh/shared/pricing/cart-totals.ts';
import { PLUS_MEMBERSHIP, priceOrder } from '@aushadh/shared/pricing/price-order.ts';
import { DISCOUNT_LABEL_KEYS } from '@aushadh/shared/pricing/schemas.ts';
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { makeCart, makeCartItem } from '../test/cart-fixtures.ts';
import { renderWithProviders, setupTestI18n } from '../test/render-with-providers.tsx';
import { OrderSummary } from './order-summary.tsx';

beforeAll(async () => {
  await setupTestI18n();
});

afterAll(async () => {
  await i18n.changeLanguage('en');
});

// 2 × Dolo 650 (MRP ₹34, ₹28.90), a 20 % coupon, and PLUS: −₹10.20, −₹11.56, −₹2.31, delivery free.
const totals = toCartTotals(
  priceOrder({
    lines: [{ productId: 101, quantity: 2, mrpPaise: 3400, pricePaise: 2890, kind: 'medicine', categoryId: 1 }],
    coupon: { code: 'FIRST20', type: 'percent', percent: 20 },
    // PLUS with the extra percent issue 18 turns on.
    membership: { ...PLUS_MEMBERSHIP, extraDiscountPercent: 5, maxDiscountPaise: 10_000 },
  }),
  { plusMember: true, prescriptionRequired: false },
);

describe('order summary', () => {
  it('names every discount, in the order the pricing applied them', () => {
    renderWithProviders(<OrderSummary totals={totals} />);
    expect(screen.getByText('Discount on MRP')).toBeInTheDocument();
    expect(screen.getByTestId('summary-discount')).toHaveTextContent('−₹10.20');
    expect(screen.getByText('Coupon FIRST20')).toBeInTheDocument();
    expect(screen.getByTestId('summary-discount-coupon')).toHaveTextContent('−₹11.56');
    expect(screen.getByText('PLUS member discount')).toBeInTheDocument();
    expect(screen.getByTestId('summary-discount-membership')).toHaveTextContent('−₹2.31');
    expect(screen.getByTestId('summary-delivery')).toHaveTextContent('FREE (PLUS)');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('₹43.93');
    expect(screen.getByText('You save ₹24.07 on this order')).toBeInTheDocument();
  });

  it('shows the MRP discount alone for an answer without the list', () => {
    const { discounts: _omitted, ...older } = makeCart([makeCartItem({ quantity: 2 })]).totals;
    renderWithProviders(<OrderSummary totals={older} />);
    expect(screen.getByText('Discount on MRP')).toBeInTheDocument();
    expect(screen.getByTestId('summary-discount')).toHaveTextContent('−₹10.20');
  });

  it('has every discount name in each language that has the cart namespace', async () => {
    for (const language of ['en', 'hi', 'ar']) {
      await i18n.changeLanguage(language);
      await i18n.loadNamespaces('cart');
      for (const key of Object.values(DISCOUNT_LABEL_KEYS)) {
        expect(i18n.getResource(language, 'cart', key), `${language}: ${key}`).toEqual(expect.any(String));
      }
    }
    renderWithProviders(<OrderSummary totals={totals} />);
    expect(screen.getByText('القسيمة FIRST20')).toBeInTheDocument();
  });
});
