import type { User } from '@aushadh/shared/auth/schemas.ts';
import type { Cart } from '@aushadh/shared/cart/schemas.ts';
import type { Address, OrderDetail, PaymentInput } from '@aushadh/shared/orders/schemas.ts';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryFallback } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { CHECKOUT_SUMMARIES_KEY, useCheckoutSummary } from '../api/get-checkout-summary.ts';
import { usePlaceOrder } from '../api/place-order.ts';
import { AddressStep } from '../components/address-step.tsx';
import type { DeliveryCheckSlotProps } from '../components/address-step.tsx';
import { CheckoutOrderSummary } from '../components/checkout-order-summary.tsx';
import { CouponBox } from '../components/coupon-box.tsx';
import { CheckoutStepper } from '../components/checkout-stepper.tsx';
import type { CheckoutStep } from '../components/checkout-stepper.tsx';
import { ConfirmationStep } from '../components/confirmation-step.tsx';
import { PaymentStep } from '../components/payment-step.tsx';
import { newIdempotencyKey } from '../hooks/new-idempotency-key.ts';

export interface CheckoutPageProps {
  user: User;
  /** The cart's totals view (the cart feature), composed by the app. */
  renderTotals: (cart: Cart) => ReactNode;
  /** The delivery check for a pincode (the delivery feature), composed by the app. */
  renderDeliveryCheck: (props: DeliveryCheckSlotProps) => ReactNode;
  /** The order emptied the cart on the server: refetch it. */
  onOrderPlaced: (order: OrderDetail) => void;
  /** Opens the cart so the customer can fix what the server refused. */
  onReviewCart: () => void;
  /** The header's Deliver-to pincode (the delivery feature): a new address starts with it. */
  deliverToPincode?: string | null;
  /**
   * For a cart with prescription-only lines: choose a prescription already uploaded, or upload one (the
   * prescriptions feature, composed by the app). The choice goes with the order as `prescriptionId`.
   */
  renderPrescription?: (props: {
    value: number | null;
    onChange: (prescriptionId: number | null) => void;
  }) => ReactNode;
}

/** /checkout: address → payment → confirmation, with the order summary beside every step (SPEC §2). */
export default function CheckoutPage({
  user,
  renderTotals,
  renderDeliveryCheck,
  onOrderPlaced,
  onReviewCart,
  deliverToPincode = null,
  renderPrescription,
}: CheckoutPageProps) {
  const { t } = useTranslation('checkout');
  const queryClient = useQueryClient();
  // A code the customer applied; without one the server applies the best eligible offer itself.
  const [couponCode, setCouponCode] = useState<string | null>(null);
  const summary = useCheckoutSummary(null, couponCode);
  const place = usePlaceOrder();
  // One key for this checkout attempt: a double click or a retry after a lost answer returns the same order.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [step, setStep] = useState<CheckoutStep>('address');
  const [addressId, setAddressId] = useState<number | null>(null);
  const [address, setAddress] = useState<Address | null>(null);
  const [available, setAvailable] = useState<boolean | null>(null);
  const [order, setOrder] = useState<OrderDetail | null>(null);
  const [prescriptionId, setPrescriptionId] = useState<number | null>(null);
  const onAvailabilityChange = useCallback((next: boolean | null) => setAvailable(next), []);

  const continueToPayment = (chosen: Address) => {
    setAddressId(chosen.id);
    setAddress(chosen);
    place.reset();
    setStep('payment');
    window.scrollTo({ top: 0 });
  };

  const placeOrder = (payment: PaymentInput) => {
    if (addressId === null || place.isPending) return;
    place.mutate(
      {
        idempotencyKey,
        body: {
          addressId,
          payment,
          ...(prescriptionId !== null ? { prescriptionId } : {}),
          ...(couponCode !== null ? { couponCode } : {}),
        },
      },
      {
        onSuccess: (placed) => {
          setOrder(placed);
          setStep('confirmation');
          window.scrollTo({ top: 0 });
          onOrderPlaced(placed);
        },
        onError: (error) => {
          console.error('[checkout] placing the order failed', error);
          // Stock or prices moved: show the cart as it is now.
          if (isApiError(error, 409)) void queryClient.invalidateQueries({ queryKey: CHECKOUT_SUMMARIES_KEY });
        },
      },
    );
  };

  const title = <title>{`${t('page.title')} | ${t('brand.name')}`}</title>;
  const heading = (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('page.title')}</h1>
      <CheckoutStepper current={step} onStepClick={(target) => target === 'address' && setStep('address')} />
    </div>
  );

  if (summary.data === undefined && !order) {
    return (
      <Shell>
        {title}
        {heading}
        <QueryFallback
          query={summary}
          loading={<Spinner label={t('page.loading')} className="min-h-[40vh]" />}
          errorTitle={t('page.loadFailed')}
        />
      </Shell>
    );
  }
  const cart = summary.data?.cart;
  if (!order && (!cart || cart.items.length === 0)) {
    return (
      <Shell>
        {title}
        <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900">{t('page.title')}</h1>
        <StateMessage
          icon={<ShoppingBag />}
          title={t('page.emptyTitle')}
          description={t('page.emptyDescription')}
          action={
            <Button asChild>
              <Link to="/products">{t('page.browse')}</Link>
            </Button>
          }
        />
      </Shell>
    );
  }

  const problems = !order && cart ? cart.items.filter((item) => item.problem !== null) : [];
  const placeError = place.error ? <PlaceOrderError error={place.error} onReviewCart={onReviewCart} /> : null;

  return (
    <Shell>
      {title}
      {heading}
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="flex min-w-0 flex-col gap-4">
          {problems.length > 0 ? (
            <div
              role="alert"
              className="flex flex-col gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900 sm:flex-row sm:items-center"
            >
              <AlertTriangle className="size-5 shrink-0 text-red-600" aria-hidden="true" />
              <p className="flex-1">{t('page.problems', { count: problems.length })}</p>
              <Button variant="outline" size="sm" onClick={onReviewCart}>
                {t('page.reviewCart')}
              </Button>
            </div>
          ) : null}
          {step !== 'confirmation' && cart?.totals.prescriptionRequired && renderPrescription
            ? renderPrescription({ value: prescriptionId, onChange: setPrescriptionId })
            : null}
          {step === 'address' ? (
            <AddressStep
              user={user}
              selectedId={addressId}
              onSelect={setAddressId}
              onContinue={continueToPayment}
              renderDeliveryCheck={renderDeliveryCheck}
              available={available}
              onAvailabilityChange={onAvailabilityChange}
              deliverToPincode={deliverToPincode}
            />
          ) : null}
          {step === 'payment' && summary.data && address ? (
            <PaymentStep
              summary={summary.data}
              address={address}
              onBack={() => setStep('address')}
              onPlaceOrder={placeOrder}
              pending={place.isPending}
              error={placeError}
            />
          ) : null}
          {step === 'confirmation' && order ? <ConfirmationStep order={order} /> : null}
        </div>
        <aside className="flex flex-col gap-4 lg:sticky lg:top-32">
          {!order && summary.data ? (
            <CouponBox offer={summary.data.offer} typedCode={couponCode} onCodeChange={setCouponCode} />
          ) : null}
          <CheckoutOrderSummary
            {...(order ? { order } : cart ? { cart } : {})}
            renderTotals={renderTotals}
            onEditCart={onReviewCart}
          />
        </aside>
      </div>
    </Shell>
  );
}

function Shell({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8 lg:px-6">{children}</div>;
}

/** What went wrong, plainly: stock (409) with a way to fix the cart, a declined demo payment, a lost session. */
function PlaceOrderError({ error, onReviewCart }: { error: Error; onReviewCart: () => void }) {
  const { t } = useTranslation('checkout');
  const { error: errorText } = useErrorText();
  let title = t('errors.genericTitle');
  let description = errorText(error) ?? t('errors.generic');
  let action: ReactNode = null;
  if (isApiError(error, 409)) {
    title = t('errors.conflictTitle');
    action = (
      <Button variant="outline" size="sm" onClick={onReviewCart}>
        {t('page.reviewCart')}
      </Button>
    );
  } else if (isApiError(error, 402)) {
    title = t('errors.declinedTitle');
  } else if (isApiError(error, 401)) {
    title = t('errors.signInTitle');
    description = t('errors.signIn');
    action = (
      <Button asChild variant="outline" size="sm">
        <Link to="/login?redirect=%2Fcheckout">{t('errors.signInAction')}</Link>
      </Button>
    );
  } else if (!isApiError(error)) {
    title = t('errors.networkTitle');
    description = t('errors.network');
  }
  return (
    <div
      role="alert"
      className="flex flex-col gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-950"
      data-testid="place-order-error"
    >
      <p className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="size-4 shrink-0 text-red-600" aria-hidden="true" />
        {title}
      </p>
      <p>{description}</p>
      {action ? <div>{action}</div> : null}
    </div>
  );
}
