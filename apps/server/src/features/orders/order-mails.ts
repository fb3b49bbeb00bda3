import type { User } from '@aushadh/shared/auth/schemas.ts';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@aushadh/shared/i18n/languages.ts';
import type { OrderStatus } from '@aushadh/shared/orders/schemas.ts';
import { localizedMail } from '../mail/mail.service.ts';
import type { OrderRow } from './orders.repository.ts';
import { orderNumber } from './order-model.ts';

/** A mail the orders feature sends its customer, in the customer's language (`users.language`). */
export interface OrderMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The customer as the mails need them; without a language (an old caller) the mail is English. */
type Recipient = Pick<User, 'name' | 'email'> & { language?: LanguageCode | undefined };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function confirmationMail(
  user: Recipient,
  orderId: number,
  lines: { quantity: number; name: string; packSize: string; pricePaise: number; rental?: { periods: number } }[],
  totalPaise: number,
  status: OrderStatus,
  estimatedTo: string | null,
): OrderMail {
  const number = orderNumber(orderId);
  return localizedMail(user.email, user.language ?? DEFAULT_LANGUAGE, (t, f) => ({
    subject: t('order.confirmedSubject', { number }),
    name: user.name,
    paragraphs: [
      t('order.thanks', { number }),
      // Product names stay as printed on the pack, in every language.
      lines
        .map(
          (l) =>
            `  ${t('order.line', { quantity: l.quantity, name: l.name, packSize: l.packSize, amount: f.money(l.pricePaise * l.quantity * (l.rental?.periods ?? 1)) })}`,
        )
        .join('\n'),
      t('total', { amount: f.money(totalPaise) }),
      status === 'awaiting-prescription' ? t('order.awaitingPrescription') : '',
      estimatedTo
        ? t('order.expectedBy', { date: ISO_DAY.test(estimatedTo) ? f.longDay(estimatedTo, 'long') : estimatedTo })
        : '',
      t('order.demo'),
    ],
  }));
}

/**
 * The customer's mail for an order's move, or null when the move needs none (the store's own steps). Short:
 * the order page has the details and the timeline.
 */
export function statusMail(
  user: Recipient,
  order: Pick<OrderRow, 'id' | 'status' | 'paymentStatus' | 'totalPaise' | 'paymentMethod'>,
  from: OrderStatus,
  note: string,
): OrderMail | null {
  const number = orderNumber(order.id);
  const mail = (
    subjectKey: string,
    paragraphs: (t: (key: string, params?: object) => string, money: (paise: number) => string) => string[],
  ) =>
    localizedMail(user.email, user.language ?? DEFAULT_LANGUAGE, (t, f) => ({
      subject: t(subjectKey, { number }),
      name: user.name,
      paragraphs: paragraphs((key, params) => t(key, { number, note, ...params }), f.money),
    }));
  switch (order.status) {
    case 'cancelled':
      return mail('order.cancelledSubject', (t) => [
        [t('order.cancelledBody'), order.paymentStatus === 'voided' ? t('order.noMoneyTaken') : ''].join(' ').trim(),
      ]);
    case 'shipped':
      return mail('order.shippedSubject', (t, money) => [
        [
          t('order.shippedBody'),
          order.paymentMethod === 'cod' ? t('order.keepCash', { amount: money(order.totalPaise) }) : '',
          t('order.deliveryCode'),
        ]
          .filter(Boolean)
          .join(' '),
      ]);
    case 'delivered':
      return from === 'return-requested'
        ? mail('order.returnDeclinedSubject', (t) => [t('order.returnDeclinedBody')])
        : mail('order.deliveredSubject', (t) => [t('order.deliveredBody')]);
    case 'returned':
      return mail('order.returnApprovedSubject', (t) => [`${t('order.returnApprovedBody')} ${note}`.trim()]);
    default:
      return null;
  }
}
