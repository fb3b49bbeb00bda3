import { GEOLOCATION } from '@aushadh/shared/constants.ts';
import { PINCODE_PATTERN } from '@aushadh/shared/delivery/pincode.ts';
import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { pincodeQueryOptions } from '../api/get-pincode.ts';

/** SPEC §8 geolocation and pincode-lookup failures, by kind (texts in the delivery namespace, verbatim). */
export type LocationErrorKind =
  'unsupported' | 'denied' | 'unavailable' | 'timeout' | 'failed' | 'pincodeNotFound' | 'pincodeLookupFailed';

export interface DeliveryLocation {
  /** The chosen delivery pincode (kept in local storage), or null. */
  pincode: string | null;
  /** Where it is, e.g. "New Delhi", when known. */
  place: string | null;
  detecting: boolean;
  /** Why the last detection failed, until the next attempt or a pincode is set. */
  error: LocationErrorKind | null;
  /** Whether that failure followed the visitor's own "Detect location" (else the quiet check on load). */
  errorFromVisitor: boolean;
}

export const PINCODE_STORAGE_KEY = 'pincode';
export const PINCODE_PLACE_STORAGE_KEY = 'pincodePlace';

function readStored(): Pick<DeliveryLocation, 'pincode' | 'place'> {
  try {
    const pincode = globalThis.localStorage?.getItem(PINCODE_STORAGE_KEY) ?? null;
    if (!pincode || !PINCODE_PATTERN.test(pincode)) return { pincode: null, place: null };
    return { pincode, place: globalThis.localStorage?.getItem(PINCODE_PLACE_STORAGE_KEY) || null };
  } catch {
    return { pincode: null, place: null };
  }
}

const COOKIE_MAX_AGE_S = 31_536_000;

/**
 * Cookies mirror local storage (like the language's), so the server renders the first HTML with the
 * visitor's pincode: the header's "Deliver to" and the product page's delivery check.
 */
function writeCookies(pincode: string | null, place: string | null): void {
  if (typeof document === 'undefined') return;
  const cookie = (name: string, value: string | null) =>
    (document.cookie = value
      ? `${name}=${encodeURIComponent(value)}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`
      : `${name}=; path=/; max-age=0; samesite=lax`);
  cookie(PINCODE_STORAGE_KEY, pincode);
  cookie(PINCODE_PLACE_STORAGE_KEY, pincode ? place : null);
}

let state: DeliveryLocation = { ...readStored(), detecting: false, error: null, errorFromVisitor: false };
// A pincode chosen before the cookie existed reaches the server from the next page on.
if (state.pincode && typeof document !== 'undefined' && !document.cookie.includes(`${PINCODE_STORAGE_KEY}=`)) {
  writeCookies(state.pincode, state.place);
}
const listeners = new Set<() => void>();

function emit(next: Partial<DeliveryLocation>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** Chooses the delivery pincode (and its place) and keeps it in local storage. */
export function setDeliveryPincode(pincode: string, place: string | null): void {
  try {
    globalThis.localStorage?.setItem(PINCODE_STORAGE_KEY, pincode);
    if (place) globalThis.localStorage?.setItem(PINCODE_PLACE_STORAGE_KEY, place);
    else globalThis.localStorage?.removeItem(PINCODE_PLACE_STORAGE_KEY);
  } catch {
    // Private mode: the choice still holds for this visit.
  }
  writeCookies(pincode, place);
  emit({ pincode, place, error: null, errorFromVisitor: false });
}

/** For tests: forget the chosen pincode and any detection state. */
export function resetDeliveryLocation(): void {
  try {
    globalThis.localStorage?.removeItem(PINCODE_STORAGE_KEY);
    globalThis.localStorage?.removeItem(PINCODE_PLACE_STORAGE_KEY);
  } catch {
    // ignore
  }
  writeCookies(null, null);
  autoDetectStarted = false;
  emit({ pincode: null, place: null, detecting: false, error: null, errorFromVisitor: false });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The pincode and place the server rendered the page with (from its cookies), provided by the app on the
 * server and, while hydrating, in the browser: the first render must show what the HTML shows.
 */
export const RenderedDeliveryLocationContext = createContext<Pick<DeliveryLocation, 'pincode' | 'place'> | null>(null);

export function useDeliveryLocation(): DeliveryLocation {
  const rendered = useContext(RenderedDeliveryLocationContext);
  const renderedState = useMemo<DeliveryLocation | null>(
    () => (rendered ? { ...rendered, detecting: false, error: null, errorFromVisitor: false } : null),
    [rendered],
  );
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => renderedState ?? state,
  );
}

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(resolve, reject, {
      timeout: GEOLOCATION.timeoutMs,
      enableHighAccuracy: GEOLOCATION.enableHighAccuracy,
      maximumAge: 0,
    });
  });
}

function geolocationErrorKind(error: unknown): LocationErrorKind {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : null;
  if (code === 1) return 'denied';
  if (code === 2) return 'unavailable';
  if (code === 3) return 'timeout';
  return 'failed';
}

/**
 * Detects the pincode from the device (SPEC §4/§9: 10 s timeout, high accuracy) through GET /api/pincode,
 * and keeps it. Resolves with the failure kind (null on success); it never rejects.
 */
export async function detectDeliveryPincode(
  queryClient: QueryClient,
  { byVisitor = true }: { byVisitor?: boolean } = {},
): Promise<LocationErrorKind | null> {
  if (state.detecting) return null;
  if (typeof navigator === 'undefined' || !('geolocation' in navigator) || !navigator.geolocation) {
    emit({ error: 'unsupported', errorFromVisitor: byVisitor });
    return 'unsupported';
  }
  emit({ detecting: true, error: null, errorFromVisitor: byVisitor });
  let position: GeolocationPosition;
  try {
    position = await currentPosition();
  } catch (error) {
    const kind = geolocationErrorKind(error);
    console.warn('[delivery] geolocation failed', error);
    emit({ detecting: false, error: kind });
    return kind;
  }
  try {
    const { latitude, longitude } = position.coords;
    const found = await queryClient.fetchQuery(pincodeQueryOptions(latitude, longitude));
    emit({ detecting: false });
    setDeliveryPincode(found.pincode, found.district || found.officeName);
    return null;
  } catch (error) {
    console.warn('[delivery] pincode lookup failed', error);
    // A 404 (nowhere near an office) or a point outside India (400): "Could not determine your pincode".
    const kind: LocationErrorKind =
      isApiError(error, 404) || isApiError(error, 400) ? 'pincodeNotFound' : 'pincodeLookupFailed';
    emit({ detecting: false, error: kind });
    return kind;
  }
}

let autoDetectStarted = false;

/** The browser's geolocation permission without asking for it ('prompt' when it cannot say). */
async function geolocationPermission(): Promise<PermissionState> {
  try {
    const status = await navigator.permissions?.query({ name: 'geolocation' });
    return status?.state ?? 'prompt';
  } catch {
    return 'prompt';
  }
}

/**
 * SPEC §4: with no pincode set, detection starts once on load — but only where the visitor has already
 * allowed location: a first visit is not met by a permission prompt (nor by a "denied" error when it is
 * refused). Otherwise the header offers "Detect location" and the browser asks when the visitor presses it.
 */
export function autoDetectDeliveryPincode(queryClient: QueryClient): void {
  if (autoDetectStarted || state.pincode !== null) return;
  autoDetectStarted = true;
  if (typeof navigator === 'undefined' || !navigator.geolocation) return;
  void geolocationPermission().then((permission) => {
    if (state.pincode !== null) return;
    if (permission === 'granted') void detectDeliveryPincode(queryClient, { byVisitor: false });
    // Blocked for this site: the header says "Set location", and the dialog explains it without alarm.
    else if (permission === 'denied') emit({ error: 'denied', errorFromVisitor: false });
  });
}
