import type { Cart, CartItem, CartMutationResponse, CartOwnerId } from '@aushadh/shared/cart/schemas.ts';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/use-toast.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useAddToCartMutation } from '../api/add-to-cart.ts';
import { useClearCartMutation } from '../api/clear-cart.ts';
import { cartQueryKey, cartScopeKey, useCartQuery } from '../api/get-cart.ts';
import { useRemoveCartItemMutation } from '../api/remove-cart-item.ts';
import { useUpdateCartItemMutation } from '../api/update-cart-item.ts';
import { CartContext } from '../hooks/use-cart.ts';
import type { AddToCartInput, CartState } from '../hooks/use-cart.ts';

export interface CartProviderProps {
  /** Signed-in user id, else the guest id; null while unknown (nothing is fetched then). */
  ownerId: CartOwnerId | null;
  /** Opens the cart drawer ("View cart" in the toast). */
  onOpenCart: () => void;
  children: ReactNode;
}

/**
 * SPEC §4 cart ownership on the client: the cart is fetched on load and whenever the owner changes (the
 * owner is part of the query key), refetched after every add, update and remove, and emptied only after
 * the server's clear succeeded. Failures are logged and, unlike SPEC, also shown (issue 5: a silent failed
 * add loses a sale).
 */
export function CartProvider({ ownerId, onOpenCart, children }: CartProviderProps) {
  const { t, i18n } = useTranslation('cart');
  const queryClient = useQueryClient();
  const query = useCartQuery(ownerId);
  const addMutation = useAddToCartMutation();
  const updateMutation = useUpdateCartItemMutation();
  const removeMutation = useRemoveCartItemMutation();
  const clearMutation = useClearCartMutation();
  const [pending, setPending] = useState<ReadonlySet<number>>(() => new Set());
  const openCartRef = useRef(onOpenCart);
  useEffect(() => {
    openCartRef.current = onOpenCart;
  }, [onOpenCart]);

  // A cart that cannot be loaded: log it and say so once per failure.
  const failedAt = query.errorUpdatedAt;
  useEffect(() => {
    if (!query.isError) return;
    console.error('[cart] could not load the cart', query.error);
    toast({ title: t('toasts.loadFailedTitle'), description: t('toasts.loadFailed'), variant: 'destructive' });
  }, [query.isError, query.error, failedAt, t]);

  const markPending = useCallback((productId: number, on: boolean) => {
    setPending((current) => {
      const next = new Set(current);
      if (on) next.add(productId);
      else next.delete(productId);
      return next;
    });
  }, []);

  /** Shows the server's answer at once, then refetches every cart view (SPEC §4: refetch after a change). */
  const settle = useCallback(
    async (response?: CartMutationResponse) => {
      if (response && ownerId !== null) {
        const { notice: _notice, notices: _notices, ...cart } = response;
        queryClient.setQueryData(cartQueryKey(ownerId), cart);
      }
      await queryClient.invalidateQueries({ queryKey: cartScopeKey });
    },
    [ownerId, queryClient],
  );

  const fail = useCallback(
    (action: 'add' | 'update' | 'remove' | 'clear', error: unknown) => {
      console.error(`[cart] ${action} failed`, error);
      const say = (message: string | undefined) =>
        toast({
          title: t(`toasts.${action}FailedTitle`),
          description: message ?? t('errors.generic'),
          variant: 'destructive',
        });
      if (isApiError(error, 403)) say(t('errors.notYourCart'));
      else {
        // The error catalog is not part of the first visit (bench/bundle-size.ts): it loads when a cart call fails.
        void Promise.all([import('../../../lib/error-text.ts'), i18n.loadNamespaces('errors')]).then(
          ([{ errorText }]) => say(errorText(error, i18n.getFixedT(null, 'errors'))),
          () => say(undefined),
        );
      }
      void queryClient.invalidateQueries({ queryKey: cartScopeKey });
    },
    [i18n, queryClient, t],
  );

  const add = useCallback(
    async ({ productId, quantity, name, prescriptionRequired, rentalPeriods }: AddToCartInput): Promise<boolean> => {
      if (ownerId === null) {
        toast({ title: t('toasts.addFailedTitle'), description: t('errors.notReady'), variant: 'destructive' });
        return false;
      }
      markPending(productId, true);
      try {
        const response = await addMutation.mutateAsync({
          userId: ownerId,
          productId,
          quantity,
          ...(rentalPeriods === undefined ? {} : { rentalPeriods }),
        });
        await settle(response);
        const lines = [name];
        const notice = response.notices
          ? response.notices.map((n) => t(`notices.${n.code}`, { ...n.params })).join(' ')
          : response.notice;
        if (notice) lines.push(notice);
        if (prescriptionRequired) lines.push(t('rx.atCheckout'));
        toast({
          title: t('toasts.added'),
          description: lines.join(' · '),
          variant: 'success',
          action: { label: t('toasts.viewCart'), onClick: () => openCartRef.current() },
        });
        return true;
      } catch (error) {
        fail('add', error);
        return false;
      } finally {
        markPending(productId, false);
      }
    },
    [addMutation, fail, markPending, ownerId, settle, t],
  );

  const setQuantity = useCallback(
    async (item: CartItem, quantity: number): Promise<boolean> => {
      markPending(item.productId, true);
      try {
        await settle(await updateMutation.mutateAsync({ cartItemId: item.id, quantity }));
        return true;
      } catch (error) {
        fail('update', error);
        return false;
      } finally {
        markPending(item.productId, false);
      }
    },
    [fail, markPending, settle, updateMutation],
  );

  const remove = useCallback(
    async (item: CartItem): Promise<boolean> => {
      markPending(item.productId, true);
      try {
        await settle(await removeMutation.mutateAsync(item.id));
        toast({
          title: t('toasts.removed'),
          description: item.name,
          action: {
            label: t('toasts.undo'),
            altText: t('toasts.undoAlt', { name: item.name }),
            onClick: () => {
              if (ownerId === null) return;
              markPending(item.productId, true);
              addMutation
                .mutateAsync({ userId: ownerId, productId: item.productId, quantity: item.quantity })
                .then((response) => settle(response))
                .catch((error: unknown) => fail('add', error))
                .finally(() => markPending(item.productId, false));
            },
          },
        });
        return true;
      } catch (error) {
        fail('remove', error);
        return false;
      } finally {
        markPending(item.productId, false);
      }
    },
    [addMutation, fail, markPending, ownerId, removeMutation, settle, t],
  );

  const clear = useCallback(async (): Promise<boolean> => {
    if (ownerId === null) return false;
    try {
      // The local cart is emptied only from the server's answer (SPEC §4).
      await settle(await clearMutation.mutateAsync(ownerId));
      return true;
    } catch (error) {
      fail('clear', error);
      return false;
    }
  }, [clearMutation, fail, ownerId, settle]);

  const refetch = useCallback(() => void queryClient.invalidateQueries({ queryKey: cartScopeKey }), [queryClient]);
  /** Only what prices the cart beyond the reply (the checkout summary) is read again. */
  const showCart = useCallback(
    (next: Cart) => {
      if (ownerId === null) return refetch();
      const ownKey = cartQueryKey(ownerId);
      queryClient.setQueryData(ownKey, next);
      const ownHash = hashKey(ownKey);
      void queryClient.invalidateQueries({ queryKey: cartScopeKey, predicate: (q) => q.queryHash !== ownHash });
    },
    [ownerId, queryClient, refetch],
  );
  const openCart = useCallback(() => openCartRef.current(), []);

  const cart = query.data;
  const value = useMemo<CartState>(
    () => ({
      ownerId,
      cart,
      error: query.isError,
      itemCount: cart?.totals.itemCount ?? 0,
      itemFor: (productId) => cart?.items.find((item) => item.productId === productId),
      pendingProductIds: pending,
      add,
      setQuantity,
      remove,
      clear,
      refetch,
      showCart,
      openCart,
    }),
    [add, cart, clear, openCart, ownerId, pending, query.isError, refetch, remove, setQuantity, showCart],
  );

  return <CartContext value={value}>{children}</CartContext>;
}
