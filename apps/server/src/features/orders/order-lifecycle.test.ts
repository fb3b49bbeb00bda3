import { ORDER_STATUSES, type OrderStatus } from '@aushadh/shared/orders/schemas.ts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { ORDER_ACTOR_ROLES, assertTransition, type OrderActorRole } from './order-lifecycle.ts';

/**
 * The order state machine written out once more, by hand, as the issue describes an order's life: the test
 * fails if the table in order-lifecycle.ts allows one move or one role more or less than this.
 */
const EXPECTED: Record<string, readonly OrderActorRole[]> = {
  'awaiting-prescription → processing': ['system', 'pharmacy'],
  'awaiting-prescription → cancelled': ['customer'],
  'processing → packed': ['chemist', 'pharmacy'],
  'processing → cancelled': ['customer'],
  'packed → shipped': ['delivery'],
  'packed → cancelled': ['customer'],
  'shipped → delivered': ['delivery'],
  'shipped → packed': ['delivery'],
  'delivered → return-requested': ['customer'],
  'return-requested → returned': ['chemist', 'pharmacy'],
  'return-requested → delivered': ['chemist', 'pharmacy'],
};

function outcome(from: OrderStatus, to: OrderStatus, role: OrderActorRole): 'allowed' | 403 | 409 {
  try {
    assertTransition(from, to, role);
    return 'allowed';
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    const { statusCode: status, code, params } = error as AppError;
    if (status === 409)
      expect({ code, params }).toEqual({ code: 'ORDER_TRANSITION_NOT_ALLOWED', params: { from, to } });
    else expect(code).toBe('FORBIDDEN');
    return status as 403 | 409;
  }
}

describe('the order state machine', () => {
  it('allows exactly the listed moves, each only to its roles: every from × to × role', () => {
    let checked = 0;
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const allowed = EXPECTED[`${from} → ${to}`];
        for (const role of ORDER_ACTOR_ROLES) {
          const expected = !allowed ? 409 : allowed.includes(role) ? 'allowed' : 403;
          expect(outcome(from, to, role), `${from} → ${to} by ${role}`).toBe(expected);
          checked += 1;
        }
      }
    }
    expect(checked).toBe(ORDER_STATUSES.length ** 2 * ORDER_ACTOR_ROLES.length);
  });

  it('ends in cancelled and returned: nothing leaves them, nothing stays where it is', () => {
    for (const role of ORDER_ACTOR_ROLES) {
      for (const to of ORDER_STATUSES) {
        expect(outcome('cancelled', to, role)).toBe(409);
        expect(outcome('returned', to, role)).toBe(409);
      }
      for (const status of ORDER_STATUSES) expect(outcome(status, status, role)).toBe(409);
    }
  });
});
