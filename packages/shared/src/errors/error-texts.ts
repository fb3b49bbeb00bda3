import type { AppErrorCode } from './app-error-codes.ts';
import { fillTemplate } from './message-template.ts';

/**
 * Every error the API answers and every validation message of the shared schemas, listed once: its generic code
 * (which gives the HTTP status and is what a client that does not know the specific code sees), its parameters
 * and its English text (SPEC §5/§8 wording where SPEC gives one). The web shows `t('errors:<CODE>', params)`
 * from locales/<lang>/errors.json; a test keeps those in step with this list.
 *
 * Without zod, so the web's first page can show errors without carrying it: a param is described by its kind,
 * and error-catalog.ts makes the server's zod schemas from the same descriptions.
 */

/** A param's kind: a whole number, any text, or one of a list of values. */
export type ParamKind = 'count' | 'text' | readonly string[];

export interface ErrorTextDefinition {
  generic: AppErrorCode;
  params?: Readonly<Record<string, ParamKind>>;
  /** English; `{{name}}` placeholders as i18next writes them. Plural forms are chosen by the `countBy` param. */
  en: string | { one: string; other: string };
  /** With plural forms: the numeric param that picks one (passed to i18next as `count`). */
  countBy?: string;
}

/** Fields whose label starts a generic text message ("Name contains …"), for `safeText`'s `field`. */
export const FIELD_LABELS = {
  username: 'Username',
  name: 'Name',
  fullName: 'Full name',
  address: 'Address',
  city: 'City',
  state: 'State',
  cardName: 'Name on card',
  searchText: 'Search text',
  manufacturer: 'Manufacturer',
  // Prescriptions (issue 12)
  notes: 'Notes',
  prescriberName: "Doctor's name",
  prescriberRegistration: "Doctor's registration number",
  patientName: "Patient's name",
  medicineName: 'Medicine name',
  reviewNote: 'Note',
  // Order life (issue 12)
  note: 'Note',
  reason: 'Reason',
  // Products (issue 17 item 3)
  strength: 'Strength',
  medicineType: 'Form',
  packSize: 'Pack size',
  // Health blog (issue 16)
  title: 'Title',
  summary: 'Summary',
  content: 'Text',
  // E-mail campaigns (issue 17)
  subject: 'Subject',
  message: 'Message',
  // Partner verification (issue 17 item 5)
  tradeName: 'Trade name',
  pharmacistName: "Pharmacist's name",
  council: 'Medical council',
  qualification: 'Qualification',
} as const;
export type FieldKey = keyof typeof FIELD_LABELS;
const FIELD_KEYS = Object.keys(FIELD_LABELS) as readonly FieldKey[];

/** Order statuses as a sentence says them ("This order is already shipped"), for a `status` param. */
export const ORDER_STATUS_WORDS = {
  'awaiting-prescription': 'awaiting prescription',
  processing: 'processing',
  packed: 'packed',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
  'return-requested': 'awaiting a return decision',
  returned: 'returned',
} as const;
const ORDER_STATUS_KEYS = Object.keys(ORDER_STATUS_WORDS) as readonly (keyof typeof ORDER_STATUS_WORDS)[];

/**
 * Params whose value is a key of a word list, not text: the English shows the list's word, the web the word
 * from the errors.json table of the same name (`fields.cardName`, `orderStatuses.shipped`).
 */
export const WORD_PARAMS = {
  field: { table: 'fields', words: FIELD_LABELS },
  status: { table: 'orderStatuses', words: ORDER_STATUS_WORDS },
  from: { table: 'orderStatuses', words: ORDER_STATUS_WORDS },
  to: { table: 'orderStatuses', words: ORDER_STATUS_WORDS },
} as const satisfies Record<string, { table: string; words: Record<string, string> }>;
export type WordParam = keyof typeof WORD_PARAMS;

/** The word a word param's value stands for (undefined when the value is not on its list). */
export function wordOf(param: WordParam, value: unknown): string | undefined {
  const { words } = WORD_PARAMS[param];
  return typeof value === 'string' && Object.hasOwn(words, value) ? words[value as keyof typeof words] : undefined;
}

const PROVIDERS = ['google', 'facebook'] as const;
const PROVIDER_NAMES = ['Google', 'Facebook'] as const;

export const ERROR_TEXTS = {
  /* ─────────────── Generic codes: the status classes every client has always seen ─────────────── */
  VALIDATION_FAILED: {
    generic: 'VALIDATION_FAILED',
    en: 'Some details are not valid. Please check them and try again.',
  },
  BAD_REQUEST: { generic: 'BAD_REQUEST', en: 'The request could not be understood. Please try again.' },
  UNAUTHENTICATED: { generic: 'UNAUTHENTICATED', en: 'Authentication Required: please sign in to continue.' },
  FORBIDDEN: { generic: 'FORBIDDEN', en: "Access Denied: you don't have permission to access this page." },
  NOT_FOUND: { generic: 'NOT_FOUND', en: 'Not found' },
  CONFLICT: {
    generic: 'CONFLICT',
    en: 'This was changed by another request at the same time. Please try again.',
  },
  CART_FULL: {
    generic: 'CART_FULL',
    params: { max: 'count' },
    en: 'Your cart can hold up to {{max}} different products. Please place an order or remove a product first.',
  },
  PAYMENT_DECLINED: { generic: 'PAYMENT_DECLINED', en: 'The payment was declined. Please try another payment method.' },
  PAYLOAD_TOO_LARGE: { generic: 'PAYLOAD_TOO_LARGE', en: 'The request is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { generic: 'UNSUPPORTED_MEDIA_TYPE', en: 'This type of content is not supported.' },
  RATE_LIMITED: {
    generic: 'RATE_LIMITED',
    params: { minutes: 'count', retryAfterSeconds: 'count' },
    en: {
      one: 'Too many attempts. Please wait {{minutes}} minute and try again.',
      other: 'Too many attempts. Please wait {{minutes}} minutes and try again.',
    },
    countBy: 'minutes',
  },
  INTERNAL: { generic: 'INTERNAL', en: 'Something went wrong on our side. Please try again in a moment.' },
  UNAVAILABLE: { generic: 'UNAVAILABLE', en: 'This service is briefly unavailable. Please try again in a minute.' },

  /* ─────────────── Requests as a whole (lib) ─────────────── */
  CROSS_SITE_REQUEST: { generic: 'FORBIDDEN', en: 'Cross-site request refused' },
  UNSTORABLE_TEXT: {
    generic: 'BAD_REQUEST',
    en: 'The request contains characters that cannot be stored. Remove control characters and try again.',
  },

  /* ─────────────── Accounts (auth) ─────────────── */
  INVALID_CREDENTIALS: { generic: 'UNAUTHENTICATED', en: 'Invalid username or password' },
  SIGN_IN_AGAIN: { generic: 'UNAUTHENTICATED', en: 'Please sign in again' },
  WRONG_CURRENT_PASSWORD: { generic: 'BAD_REQUEST', en: 'Your current password is not correct' },
  EMAIL_TAKEN: { generic: 'CONFLICT', en: 'An account with this email already exists. Please sign in instead.' },
  USERNAME_TAKEN: { generic: 'CONFLICT', en: 'This username is already taken. Please choose another.' },
  ACCOUNT_TAKEN: { generic: 'CONFLICT', en: 'This username or email is already registered.' },
  INVALID_OTP: { generic: 'BAD_REQUEST', en: 'Invalid or expired OTP. Please request a new one.' },
  INVALID_LOGIN_CODE: { generic: 'BAD_REQUEST', en: 'Invalid or expired login code. Please request a new one.' },
  ACCOUNT_NOT_FOUND: { generic: 'NOT_FOUND', en: 'Account not found' },
  ACCOUNT_DISABLED: {
    generic: 'FORBIDDEN',
    en: 'This account has been disabled. Please write to care@aushadh.in.',
  },
  LAST_ADMIN: { generic: 'CONFLICT', en: 'There must always be at least one active admin.' },
  STAFF_ROLE_NOT_ALLOWED: {
    generic: 'FORBIDDEN',
    en: 'Only an admin can create, change or promote to an admin or subadmin account.',
  },
  OWN_ACCOUNT_UNCHANGEABLE: {
    generic: 'CONFLICT',
    en: 'You cannot change the role of your own account or disable it.',
  },
  CONFIRMATION_PHRASE_REQUIRED: {
    generic: 'BAD_REQUEST',
    params: { phrase: 'text' },
    en: 'Type {{phrase}} to confirm',
  },
  PASSWORD_TOO_COMMON: {
    generic: 'VALIDATION_FAILED',
    en: 'This password is too common. Please choose a less common password.',
  },
  PASSWORD_MATCHES_ACCOUNT: { generic: 'VALIDATION_FAILED', en: 'Your password must not be your username or e-mail.' },
  CONFIRM_EMAIL_BEFORE_LINKING: {
    generic: 'FORBIDDEN',
    params: { provider: PROVIDERS },
    en: 'Please confirm your e-mail address first: sign in with a code sent to it, then link {{provider}}.',
  },
  SOCIAL_EMAIL_MISSING: {
    generic: 'BAD_REQUEST',
    params: { provider: PROVIDERS },
    en: 'Your {{provider}} account did not share an e-mail address, which we need to create your account.',
  },
  SOCIAL_EMAIL_TAKEN: {
    generic: 'CONFLICT',
    params: { provider: PROVIDERS },
    en: 'An account with this e-mail already exists. Sign in with your password or a login code, then link {{provider}} from your profile.',
  },
  SOCIAL_SIGN_IN_NOT_CONFIGURED: {
    generic: 'UNAVAILABLE',
    params: { providerName: PROVIDER_NAMES },
    en: '{{providerName}} sign-in is not configured on this server.',
  },
  SOCIAL_PROVIDER_UNREACHABLE: {
    generic: 'UNAVAILABLE',
    en: 'The sign-in provider could not be reached. Please try again later.',
  },
  /** The provider's callback, shown on the login page it redirects to. */
  SOCIAL_SESSION_EXPIRED: { generic: 'BAD_REQUEST', en: 'Your sign-in session expired. Please try again.' },
  SOCIAL_SIGN_IN_FAILED: {
    generic: 'BAD_REQUEST',
    en: 'We could not complete the sign-in with your account. Please try again.',
  },
  SOCIAL_ACCOUNT_UNIDENTIFIED: { generic: 'BAD_REQUEST', en: 'The provider did not identify your account.' },

  /* ─────────────── Catalog, pictures, sitemap ─────────────── */
  PRICE_RANGE_INVALID: { generic: 'BAD_REQUEST', en: 'minPrice must not be greater than maxPrice' },
  PRODUCT_NOT_FOUND: { generic: 'NOT_FOUND', en: 'Product not found' },
  CATEGORY_NOT_FOUND: { generic: 'NOT_FOUND', en: 'Category not found' },
  SPECIALTY_NOT_FOUND: { generic: 'NOT_FOUND', en: 'Specialty not found' },
  PRODUCT_IMAGE_NOT_FOUND: { generic: 'NOT_FOUND', en: 'Product image not found' },
  CATEGORY_IMAGE_NOT_FOUND: { generic: 'NOT_FOUND', en: 'Category image not found' },
  IMAGES_BUSY: {
    generic: 'UNAVAILABLE',
    en: 'Pictures are being prepared for many visitors. Please try again shortly.',
  },
  SITEMAP_NOT_FOUND: { generic: 'NOT_FOUND', en: 'Sitemap not found' },

  /* ─────────────── Delivery and pincodes (SPEC §8) ─────────────── */
  PINCODE_REQUIRED: { generic: 'VALIDATION_FAILED', en: 'Please enter a pincode' },
  PINCODE_INVALID: { generic: 'VALIDATION_FAILED', en: 'Please enter a valid 6-digit pincode' },
  /** GET /api/pincodes/{pincode}: India Post does not know it. */
  PINCODE_UNKNOWN: { generic: 'NOT_FOUND', en: 'This pincode is not in India Post’s list. Please check it.' },
  PINCODE_NOT_DETERMINED: { generic: 'NOT_FOUND', en: 'Could not determine your pincode' },
  /** An address refused on its pincode, city or state (a field error). */
  ADDRESS_PINCODE_UNKNOWN: {
    generic: 'VALIDATION_FAILED',
    en: 'This pincode is not in India Post’s list. Please check it.',
  },
  ADDRESS_PINCODE_NOT_SERVED: { generic: 'VALIDATION_FAILED', en: "Sorry, we don't deliver to this pincode yet." },
  CITY_PINCODE_MISMATCH: {
    generic: 'VALIDATION_FAILED',
    params: { pincode: 'text', place: 'text' },
    en: 'This city does not match pincode {{pincode}} ({{place}}).',
  },
  STATE_PINCODE_MISMATCH: {
    generic: 'VALIDATION_FAILED',
    params: { pincode: 'text', place: 'text' },
    en: 'This state does not match pincode {{pincode}} ({{place}}).',
  },

  /* ─────────────── Cart ─────────────── */
  NOT_YOUR_CART: { generic: 'FORBIDDEN', en: 'This cart does not belong to you.' },
  CART_ITEM_NOT_FOUND: { generic: 'NOT_FOUND', en: 'Cart item not found' },
  OUT_OF_STOCK: { generic: 'CONFLICT', params: { name: 'text' }, en: '{{name}} is out of stock' },
  STOCK_TOO_LOW: {
    generic: 'CONFLICT',
    params: { name: 'text', left: 'count', requested: 'count' },
    en: 'Only {{left}} of {{name}} left in stock: you asked for {{requested}}.',
  },
  RENTAL_NOT_OFFERED: { generic: 'NOT_FOUND', params: { name: 'text' }, en: '{{name}} is not offered for rent.' },
  RENTAL_PERIOD_INVALID: { generic: 'VALIDATION_FAILED', en: 'Choose a rental period the item allows.' },
  RENTAL_UNITS_UNAVAILABLE: {
    generic: 'CONFLICT',
    params: { name: 'text', left: 'count' },
    en: 'Only {{left}} of {{name}} can be rented right now.',
  },
  QUANTITY_LIMIT: {
    generic: 'CONFLICT',
    params: { name: 'text', max: 'count', requested: 'count' },
    en: 'You can order at most {{max}} of {{name}} at a time: you asked for {{requested}}.',
  },
  SIGN_IN_TO_MOVE_CART: { generic: 'UNAUTHENTICATED', en: 'Please sign in to move your cart into your account.' },

  /* ─────────────── Addresses, checkout, orders, invoices ─────────────── */
  SIGN_IN_TO_ORDER: { generic: 'UNAUTHENTICATED', en: 'Please sign in to place your order. Your cart will be kept.' },
  ADDRESS_NOT_FOUND: { generic: 'NOT_FOUND', en: 'Address not found' },
  ADDRESS_BOOK_FULL: {
    generic: 'CONFLICT',
    params: { max: 'count' },
    en: 'You can save up to {{max}} addresses. Please remove one first.',
  },
  ADDRESSES_CHANGED: { generic: 'CONFLICT', en: 'Your addresses were changed at the same time. Please try again.' },
  PRESCRIPTION_NOT_FOUND: {
    generic: 'NOT_FOUND',
    en: 'We could not find that prescription in your account. Please upload it again, or place the order without it.',
  },
  PINCODE_NOT_SERVICEABLE: {
    generic: 'CONFLICT',
    params: { pincode: 'text' },
    en: "Sorry, we don't deliver to your area yet. (pincode {{pincode}})",
  },
  CART_EMPTY: { generic: 'CONFLICT', en: 'Your cart is empty. Add medicines to your cart before checking out.' },
  COD_LIMIT_EXCEEDED: {
    generic: 'BAD_REQUEST',
    /** The limit as the English text writes it ("Rs. 5,000"). */
    params: { limit: 'text' },
    en: 'Cash on delivery is available for orders up to {{limit}}. Please choose another payment method.',
  },
  // Offers and PLUS (issue 18): a typed code that cannot apply says why.
  COUPON_CODE_INVALID: { generic: 'VALIDATION_FAILED', en: 'Enter a coupon code of 3 to 20 letters or digits.' },
  COUPON_NOT_FOUND: { generic: 'NOT_FOUND', params: { code: 'text' }, en: 'There is no offer with the code {{code}}.' },
  COUPON_NOT_STARTED: {
    generic: 'BAD_REQUEST',
    params: { code: 'text' },
    en: 'The offer {{code}} has not started yet.',
  },
  COUPON_EXPIRED: { generic: 'BAD_REQUEST', params: { code: 'text' }, en: 'The offer {{code}} has ended.' },
  COUPON_FIRST_ORDER_ONLY: {
    generic: 'BAD_REQUEST',
    params: { code: 'text' },
    en: 'The offer {{code}} is only for your first order.',
  },
  COUPON_ALREADY_USED: {
    generic: 'BAD_REQUEST',
    params: { code: 'text' },
    en: 'You have already used the offer {{code}}.',
  },
  COUPON_PLUS_ONLY: {
    generic: 'BAD_REQUEST',
    params: { code: 'text' },
    en: 'The offer {{code}} is for PLUS members only.',
  },
  COUPON_CARD_ONLY: {
    generic: 'BAD_REQUEST',
    params: { code: 'text' },
    en: 'The offer {{code}} applies only when you pay by credit or debit card.',
  },
  COUPON_MINIMUM_ORDER: {
    generic: 'BAD_REQUEST',
    /** The amount still missing as the English text writes it ("Rs. 120"). */
    params: { code: 'text', amount: 'text' },
    en: 'Add {{amount}} more of eligible items to use the offer {{code}}.',
  },
  COUPON_NOT_APPLICABLE: {
    generic: 'BAD_REQUEST',
    params: { code: 'text' },
    en: 'The offer {{code}} does not apply to any item in your cart.',
  },
  PLUS_PAYMENT_METHOD: { generic: 'VALIDATION_FAILED', en: 'Please pay for PLUS by card or UPI.' },
  PLUS_NOT_MEMBER: { generic: 'CONFLICT', en: 'You have no PLUS membership to cancel.' },
  CART_CHANGED: {
    generic: 'CONFLICT',
    en: 'Prices or your cart changed while you were checking out. Please review your order and place it again.',
  },
  ORDER_QUANTITY_LIMIT: {
    generic: 'CONFLICT',
    params: { name: 'text', max: 'count' },
    en: 'You can order at most {{max}} of {{name}} at a time. Please reduce the quantity.',
  },
  SOLD_OUT_AT_CHECKOUT: {
    generic: 'CONFLICT',
    params: { name: 'text' },
    en: '{{name}} is out of stock. Please remove it from your cart to place the order.',
  },
  STOCK_SHORT_AT_CHECKOUT: {
    generic: 'CONFLICT',
    params: { name: 'text', left: 'count', quantity: 'count' },
    en: 'Only {{left}} of {{name}} left in stock (you have {{quantity}} in your cart). Please reduce the quantity.',
  },
  CARD_DECLINED: {
    generic: 'PAYMENT_DECLINED',
    en: 'Your card was declined (demo). Please use another card or payment method.',
  },
  UPI_DECLINED: {
    generic: 'PAYMENT_DECLINED',
    en: 'The UPI payment was declined (demo). Please try another UPI ID or payment method.',
  },
  ORDER_NOT_FOUND: { generic: 'NOT_FOUND', en: 'Order not found' },
  ORDER_ALREADY_CANCELLED: { generic: 'CONFLICT', en: 'This order is already cancelled.' },
  ORDER_NOT_CANCELLABLE: {
    generic: 'CONFLICT',
    params: { status: ORDER_STATUS_KEYS },
    en: 'This order is already {{status}} and can no longer be cancelled.',
  },
  NO_INVOICE: {
    generic: 'CONFLICT',
    en: 'This order was cancelled before payment, so no tax invoice was issued.',
  },

  /* ─────────────── Order life (issue 12): state machine, packing, delivery, returns, stock ─────────────── */
  ORDER_TRANSITION_NOT_ALLOWED: {
    generic: 'CONFLICT',
    params: { from: ORDER_STATUS_KEYS, to: ORDER_STATUS_KEYS },
    en: 'This order is {{from}}: it cannot become {{to}} now.',
  },
  ORDER_NOT_AWAITING_PRESCRIPTION: {
    generic: 'CONFLICT',
    en: 'This order is not waiting for a prescription any more.',
  },
  PACK_LINES_MISMATCH: {
    generic: 'VALIDATION_FAILED',
    en: 'Choose one batch for every line of the order.',
  },
  PACK_BATCH_NOT_FOUND: {
    generic: 'CONFLICT',
    params: { name: 'text' },
    en: 'That batch is not on the shelf for {{name}}. Please pick another batch.',
  },
  PACK_BATCH_EXPIRES_TOO_SOON: {
    generic: 'CONFLICT',
    params: { name: 'text', batch: 'text', expiry: 'text', minExpiry: 'text' },
    en: 'Batch {{batch}} of {{name}} expires on {{expiry}}: it must last until {{minExpiry}} (90 days after delivery). Please pick another batch.',
  },
  PACK_BATCH_TOO_SMALL: {
    generic: 'CONFLICT',
    params: { name: 'text', batch: 'text', left: 'count' },
    en: 'Only {{left}} left in batch {{batch}} of {{name}}. Please pick another batch.',
  },
  RIDER_NOT_FOUND: { generic: 'NOT_FOUND', en: 'No delivery partner with this account.' },
  RIDER_ASSIGN_NOT_PACKED: {
    generic: 'CONFLICT',
    params: { status: ORDER_STATUS_KEYS },
    en: 'Only a packed order waiting for pickup can be given to a rider: this one is {{status}}.',
  },
  DELIVERY_CODE_WRONG: {
    generic: 'BAD_REQUEST',
    params: { left: 'count' },
    en: {
      one: 'That is not the delivery code. {{left}} try left.',
      other: 'That is not the delivery code. {{left}} tries left.',
    },
    countBy: 'left',
  },
  DELIVERY_CODE_LOCKED: {
    generic: 'CONFLICT',
    params: { phone: 'text' },
    en: 'Too many wrong delivery codes: this order is locked. Please call support on {{phone}}.',
  },
  COD_AMOUNT_MISMATCH: {
    generic: 'BAD_REQUEST',
    params: { total: 'text' },
    en: 'Collect {{total}} in cash, then mark the order delivered.',
  },
  RETURN_WINDOW_CLOSED: {
    generic: 'CONFLICT',
    params: { days: 'count' },
    en: 'Returns are accepted within {{days}} days of delivery.',
  },
  RETURN_LINE_INVALID: {
    generic: 'VALIDATION_FAILED',
    en: 'Choose items of this order, each once.',
  },
  RETURN_QUANTITY_TOO_LARGE: {
    generic: 'VALIDATION_FAILED',
    params: { name: 'text', max: 'count' },
    en: 'You can return at most {{max}} of {{name}}.',
  },
  RETURN_PHOTO_REQUIRED: { generic: 'VALIDATION_FAILED', en: 'Please add a photo of the items.' },
  RETURN_PHOTO_INVALID: {
    generic: 'UNSUPPORTED_MEDIA_TYPE',
    en: 'The photo must be a JPEG or PNG image.',
  },
  RETURN_PHOTO_TOO_LARGE: { generic: 'PAYLOAD_TOO_LARGE', en: 'The photo must be at most 5 MB.' },
  RETURN_NOT_FOUND: { generic: 'NOT_FOUND', en: 'Return not found' },
  RETURN_ALREADY_DECIDED: { generic: 'CONFLICT', en: 'This return was already decided.' },
  RETURN_DECISION_LINES: {
    generic: 'VALIDATION_FAILED',
    en: 'Say for every returned line whether it can be sold again.',
  },
  STOCK_EXPIRY_PAST: { generic: 'VALIDATION_FAILED', en: 'The expiry date must be in the future.' },
  STOCK_BATCH_EXPIRY_MISMATCH: {
    generic: 'CONFLICT',
    params: { batch: 'text', expiry: 'text' },
    en: 'Batch {{batch}} is already on the shelf with expiry {{expiry}}.',
  },
  STOCK_BATCH_NOT_FOUND: { generic: 'NOT_FOUND', en: 'Batch not found' },
  STOCK_WRITE_OFF_TOO_MANY: {
    generic: 'CONFLICT',
    params: { left: 'count' },
    en: 'Only {{left}} units can be written off now.',
  },

  /* ─────────────── Doctors and consultations (issue 13) ─────────────── */
  SLOT_TAKEN: {
    generic: 'CONFLICT',
    en: 'This slot has just been booked by someone else. Please choose another time.',
  },
  SLOT_UNAVAILABLE: {
    generic: 'VALIDATION_FAILED',
    en: 'The doctor is not available at this time. Please choose one of the times shown.',
  },
  CONSULT_MODE_UNAVAILABLE: {
    generic: 'VALIDATION_FAILED',
    en: 'This doctor does not offer this kind of consultation.',
  },
  APPOINTMENT_CHANGE_CLOSED: {
    generic: 'CONFLICT',
    en: 'A consultation can be cancelled or rescheduled only until 2 hours before it starts.',
  },
  APPOINTMENT_NOT_ACTIVE: { generic: 'CONFLICT', en: 'This consultation can no longer be changed.' },
  CONSULTATION_TOO_EARLY: { generic: 'CONFLICT', en: 'This consultation has not started yet.' },
  DOCTOR_PROFILE_MISSING: { generic: 'FORBIDDEN', en: 'Your account is not linked to a doctor profile.' },
  SITTINGS_OVERLAP: { generic: 'VALIDATION_FAILED', en: 'Two sittings on the same day overlap.' },
  EPRESCRIPTION_PROHIBITED: {
    generic: 'VALIDATION_FAILED',
    params: { name: 'text' },
    en: '{{name}} cannot be prescribed: Schedule X and narcotic medicines are not allowed on an e-prescription.',
  },
  EPRESCRIPTION_VIDEO_ONLY: {
    generic: 'VALIDATION_FAILED',
    params: { name: 'text' },
    en: '{{name}} can be prescribed only after a video consultation.',
  },
  VIDEO_ROOM_CLOSED: {
    generic: 'CONFLICT',
    en: 'The video room is open from 10 minutes before the consultation until 30 minutes after its end.',
  },
  VIDEO_NOT_STARTED: {
    generic: 'CONFLICT',
    en: 'Start the consultation before joining the video call.',
  },
  VIDEO_NOT_VIDEO: {
    generic: 'CONFLICT',
    en: 'This consultation is an in-clinic visit, not a video call.',
  },
  VIDEO_MESSAGE_INVALID: {
    generic: 'VALIDATION_FAILED',
    en: 'The call received a message it could not understand.',
  },
  APPOINTMENT_REPORT_INVALID: {
    generic: 'VALIDATION_FAILED',
    params: { name: 'text' },
    en: '{{name}} must be a JPG, PNG or PDF file of at most 5 MB.',
  },
  APPOINTMENT_REPORTS_FULL: {
    generic: 'CONFLICT',
    en: 'At most 5 reports can be attached to one booking.',
  },

  /* ─────────────── Validation messages of the shared schemas (SPEC §5 verbatim) ─────────────── */
  USERNAME_TOO_SHORT: {
    generic: 'VALIDATION_FAILED',
    params: { min: 'count' },
    en: 'Username must be at least {{min}} characters',
  },
  USERNAME_TOO_LONG: {
    generic: 'VALIDATION_FAILED',
    params: { max: 'count' },
    en: 'Username must be at most {{max}} characters',
  },
  USERNAME_CHARACTERS: {
    generic: 'VALIDATION_FAILED',
    en: 'Username may contain letters, digits, dot, underscore and hyphen only',
  },
  NAME_TOO_SHORT: {
    generic: 'VALIDATION_FAILED',
    params: { min: 'count' },
    en: 'Name must be at least {{min}} characters',
  },
  EMAIL_INVALID: { generic: 'VALIDATION_FAILED', en: 'Please enter a valid email address' },
  PASSWORD_TOO_SHORT: {
    generic: 'VALIDATION_FAILED',
    params: { min: 'count' },
    en: 'Password must be at least {{min}} characters',
  },
  PASSWORD_TOO_LONG: { generic: 'VALIDATION_FAILED', en: 'Password is too long' },
  CONFIRM_PASSWORD_TOO_SHORT: {
    generic: 'VALIDATION_FAILED',
    params: { min: 'count' },
    en: 'Confirm password must be at least {{min}} characters',
  },
  PASSWORDS_DONT_MATCH: { generic: 'VALIDATION_FAILED', en: "Passwords don't match" },
  CURRENT_PASSWORD_REQUIRED: { generic: 'VALIDATION_FAILED', en: 'Enter your current password' },
  OTP_FORMAT: {
    generic: 'VALIDATION_FAILED',
    params: { length: 'count' },
    en: 'OTP must be {{length}} digits',
  },
  MOBILE_INVALID: { generic: 'VALIDATION_FAILED', en: 'Enter a valid 10-digit Indian mobile number' },
  TEXT_FORBIDDEN_CHARACTER: {
    generic: 'VALIDATION_FAILED',
    params: { field: FIELD_KEYS },
    en: '{{field}} contains a character that is not allowed',
  },
  TEXT_DIRECTION_CHARACTER: {
    generic: 'VALIDATION_FAILED',
    params: { field: FIELD_KEYS },
    en: '{{field}} contains a text-direction character that is not allowed',
  },
  TEXT_TOO_SHORT: {
    generic: 'VALIDATION_FAILED',
    params: { field: FIELD_KEYS, min: 'count' },
    en: '{{field}} must be at least {{min}} characters',
  },
  TEXT_TOO_LONG: {
    generic: 'VALIDATION_FAILED',
    params: { field: FIELD_KEYS, max: 'count' },
    en: '{{field}} must be at most {{max}} characters',
  },
  SEARCH_TEXT_TOO_LONG: { generic: 'VALIDATION_FAILED', en: 'Search text is too long' },
  LATITUDE_INVALID: { generic: 'VALIDATION_FAILED', en: 'lat must be a number' },
  LONGITUDE_INVALID: { generic: 'VALIDATION_FAILED', en: 'lng must be a number' },
  CART_OWNER_REQUIRED: { generic: 'VALIDATION_FAILED', en: 'A cart owner id is required' },
  PRODUCT_ID_INVALID: { generic: 'VALIDATION_FAILED', en: 'productId must be a product id' },
  QUANTITY_NOT_WHOLE: { generic: 'VALIDATION_FAILED', en: 'Quantity must be a whole number' },
  QUANTITY_TOO_SMALL: {
    generic: 'VALIDATION_FAILED',
    params: { min: 'count' },
    en: 'Quantity must be at least {{min}}',
  },
  QUANTITY_TOO_LARGE: {
    generic: 'VALIDATION_FAILED',
    params: { max: 'count' },
    en: 'Quantity can be at most {{max}}',
  },
  FULL_NAME_REQUIRED: { generic: 'VALIDATION_FAILED', en: 'Please enter the full name (at least 2 characters)' },
  PHONE_INVALID: { generic: 'VALIDATION_FAILED', en: 'Please enter a valid 10-digit Indian mobile number' },
  ADDRESS_LINE_REQUIRED: { generic: 'VALIDATION_FAILED', en: 'Please enter the address (house, street, area)' },
  CITY_REQUIRED: { generic: 'VALIDATION_FAILED', en: 'Please enter the city' },
  STATE_REQUIRED: { generic: 'VALIDATION_FAILED', en: 'Please enter the state' },
  ADDRESS_CHOICE_REQUIRED: { generic: 'VALIDATION_FAILED', en: 'Choose a saved address or enter a new one' },
  CARD_NUMBER_INVALID: { generic: 'VALIDATION_FAILED', en: 'Please enter a valid card number' },
  CARD_NAME_REQUIRED: { generic: 'VALIDATION_FAILED', en: 'Please enter the name on the card' },
  CARD_EXPIRY_INVALID: { generic: 'VALIDATION_FAILED', en: 'Please enter a valid expiry date (MM/YY) in the future' },
  CVV_INVALID: { generic: 'VALIDATION_FAILED', en: 'CVV must be 3 or 4 digits' },
  UPI_ID_INVALID: { generic: 'VALIDATION_FAILED', en: 'Please enter a valid UPI ID (for example name@bank)' },
  IDEMPOTENCY_KEY_REQUIRED: { generic: 'VALIDATION_FAILED', en: 'An Idempotency-Key header is required' },
  IDEMPOTENCY_KEY_INVALID: {
    generic: 'VALIDATION_FAILED',
    en: 'Idempotency-Key must be 8–100 letters, digits or . _ : -',
  },
  /* Order life (issue 12): validation */
  DELIVERY_CODE_FORMAT: { generic: 'VALIDATION_FAILED', en: 'Enter the 4-digit delivery code' },
  BATCH_NUMBER_INVALID: {
    generic: 'VALIDATION_FAILED',
    en: 'Batch number: 2–30 letters, digits, - or /',
  },

  /* ─────────────── Prescriptions (issue 12) ─────────────── */
  /** SPEC §5: the dialog's own text for a missing file. */
  PRESCRIPTION_FILE_REQUIRED: { generic: 'VALIDATION_FAILED', en: 'Please select a valid prescription file first.' },
  PRESCRIPTION_TOO_MANY_FILES: {
    generic: 'PAYLOAD_TOO_LARGE',
    params: { max: 'count' },
    en: 'You can upload up to {{max}} pages for one prescription.',
  },
  PRESCRIPTION_FILE_TOO_LARGE: {
    generic: 'PAYLOAD_TOO_LARGE',
    params: { name: 'text', maxMb: 'count' },
    en: '{{name}} is larger than {{maxMb}} MB. Please choose a smaller file.',
  },
  PRESCRIPTION_FILE_EMPTY: {
    generic: 'VALIDATION_FAILED',
    params: { name: 'text' },
    en: '{{name}} is empty. Please choose the file again.',
  },
  PRESCRIPTION_FILE_TYPE: {
    generic: 'UNSUPPORTED_MEDIA_TYPE',
    params: { name: 'text' },
    en: '{{name}} is not a JPG, PNG or PDF file.',
  },
  PRESCRIPTION_FILE_BROKEN: {
    generic: 'VALIDATION_FAILED',
    params: { name: 'text' },
    en: '{{name}} could not be read and may be damaged. Please take the photo again or choose another file.',
  },
  PRESCRIPTION_UPLOAD_UNREADABLE: {
    generic: 'BAD_REQUEST',
    en: 'The upload could not be read. Please try again.',
  },
  PRESCRIPTION_UNKNOWN: { generic: 'NOT_FOUND', en: 'Prescription not found' },
  PRESCRIPTION_ALREADY_REVIEWED: {
    generic: 'CONFLICT',
    en: 'This prescription has already been reviewed. Reload the queue to see its decision.',
  },
  PRESCRIPTION_OWN_UPLOAD: {
    generic: 'FORBIDDEN',
    en: 'You cannot verify a prescription you uploaded yourself. Another pharmacist must review it.',
  },
  PHARMACIST_REGISTRATION_MISSING: {
    generic: 'CONFLICT',
    en: 'Your pharmacy council registration number is not on your account, so you cannot approve prescriptions yet.',
  },
  PRESCRIPTION_NOT_COVERING: {
    generic: 'CONFLICT',
    params: { name: 'text' },
    en: '{{name}} is not covered by an approved, valid prescription with quantity left.',
  },
  REVIEW_MEDICINE_UNKNOWN: {
    generic: 'VALIDATION_FAILED',
    en: 'One of the medicines is no longer in the catalogue. Remove it and pick it again.',
  },
  REVIEW_MEDICINES_COUNT: {
    generic: 'VALIDATION_FAILED',
    params: { max: 'count' },
    en: 'Add at least one medicine and at most {{max}}.',
  },
  REVIEW_MEDICINE_REPEATED: { generic: 'VALIDATION_FAILED', en: 'Each medicine can be listed only once.' },
  REVIEW_NOTE_REQUIRED: { generic: 'VALIDATION_FAILED', en: 'Please add a note for the customer.' },
  PRESCRIBED_ON_IN_FUTURE: { generic: 'VALIDATION_FAILED', en: 'The prescription date cannot be in the future.' },
  VALID_UNTIL_IN_PAST: {
    generic: 'VALIDATION_FAILED',
    en: 'The prescription must be valid until today or later.',
  },
  DATE_INVALID: { generic: 'VALIDATION_FAILED', en: 'Please enter a valid date.' },
  DATE_RANGE_INVALID: { generic: 'VALIDATION_FAILED', en: 'The start date must not be after the end date.' },

  /* ─────────────── Lab tests at home (issue 14) ─────────────── */
  LAB_TEST_NOT_FOUND: { generic: 'NOT_FOUND', en: 'Lab test not found' },
  LAB_BOOKING_NOT_FOUND: { generic: 'NOT_FOUND', en: 'Lab booking not found' },
  LAB_REPORT_NOT_FOUND: { generic: 'NOT_FOUND', en: 'Lab report not found' },
  LAB_SLOT_FULL: { generic: 'CONFLICT', en: 'This collection slot is full. Please choose another time.' },
  LAB_SLOT_UNAVAILABLE: {
    generic: 'VALIDATION_FAILED',
    en: 'Please choose a collection slot between tomorrow and the next 7 days.',
  },
  LAB_BOOKING_LOCKED: {
    generic: 'CONFLICT',
    en: 'The sample has been collected: this booking can no longer be changed.',
  },
  LAB_STEP_NOT_ALLOWED: { generic: 'CONFLICT', en: 'This booking is not at the step for this action.' },
  LAB_CONSENT_REQUIRED: {
    generic: 'VALIDATION_FAILED',
    params: { name: 'text' },
    en: 'Please read and accept the consent note for {{name}}.',
  },
  LAB_RESULT_INVALID: { generic: 'VALIDATION_FAILED', params: { name: 'text' }, en: 'Enter a number for {{name}}.' },
  LAB_RESULTS_INCOMPLETE: {
    generic: 'CONFLICT',
    en: 'Enter every result or upload the report PDF for each person first.',
  },
  LAB_REPORT_FILE_INVALID: { generic: 'VALIDATION_FAILED', en: 'The report must be a PDF file of at most 10 MB.' },
  LAB_SAMPLE_ID_INVALID: {
    generic: 'VALIDATION_FAILED',
    en: 'Enter the sample id from the tube label: 4 to 32 letters, digits or dashes.',
  },
  LAB_SAMPLE_ID_TAKEN: { generic: 'CONFLICT', en: 'This sample id is already used on another sample.' },

  /* ─────────────── Hospitals, health services, emergency (issue 15) ─────────────── */
  HOSPITAL_NOT_FOUND: { generic: 'NOT_FOUND', en: 'Hospital not found' },
  HOSPITAL_APPOINTMENT_NOT_FOUND: { generic: 'NOT_FOUND', en: 'Appointment not found' },
  REQUEST_NOT_FOUND: { generic: 'NOT_FOUND', en: 'Request not found' },
  LOCATION_REQUIRED: {
    generic: 'VALIDATION_FAILED',
    en: 'Share your location or enter a pincode to see hospitals near you.',
  },
  HOSPITAL_PHONE_INVALID: {
    generic: 'VALIDATION_FAILED',
    en: 'Please enter a valid phone number: a 10-digit mobile or a landline with its STD code.',
  },
  HOSPITAL_SPECIALTIES_INVALID: {
    generic: 'VALIDATION_FAILED',
    en: 'List 1 to 20 specialties separated by commas, each at most 60 characters.',
  },
  VISIT_DATE_INVALID: { generic: 'VALIDATION_FAILED', en: 'Please choose a date from tomorrow up to 30 days ahead.' },
  HOSPITAL_ALREADY_REVIEWED: { generic: 'CONFLICT', en: 'This hospital has already been reviewed.' },
  REQUEST_STEP_NOT_ALLOWED: { generic: 'CONFLICT', en: 'This request cannot move to that status now.' },
  HOSPITAL_NOT_LINKED: {
    generic: 'FORBIDDEN',
    en: 'Your account is not linked to a hospital yet. Please contact Aushadh support.',
  },

  /* ─────────────── Medication tracking and notifications (issue 19) ─────────────── */
  MEDICATION_NOT_FOUND: { generic: 'NOT_FOUND', en: 'Medicine not found in your tracker' },
  MEDICATION_SOURCE_NOT_FOUND: {
    generic: 'NOT_FOUND',
    en: 'That medicine is not in the order or e-prescription you chose.',
  },
  MEDICATION_LIMIT: {
    generic: 'CONFLICT',
    params: { max: 'count' },
    en: 'You can track at most {{max}} medicines. Remove one you no longer take first.',
  },
  MEDICATION_TIME_INVALID: { generic: 'VALIDATION_FAILED', en: 'Enter a time of day such as 08:00.' },
  MEDICATION_TIMES_REPEATED: { generic: 'VALIDATION_FAILED', en: 'Each time of day can be chosen only once.' },
  MEDICATION_ENDS_BEFORE_START: { generic: 'VALIDATION_FAILED', en: 'The last day must be on or after the first day.' },
  TIME_ZONE_INVALID: { generic: 'VALIDATION_FAILED', en: 'This time zone is not known.' },
  DOSE_NOT_SCHEDULED: { generic: 'VALIDATION_FAILED', en: 'No dose of this medicine is scheduled at that time.' },
  MEDICATION_NOT_REORDERABLE: {
    generic: 'CONFLICT',
    en: 'This medicine was added by hand without a product, so it cannot be reordered. Search for it instead.',
  },
  NOTIFICATION_NOT_FOUND: { generic: 'NOT_FOUND', en: 'Notification not found' },
  NOTIFICATION_TOKEN_INVALID: {
    generic: 'VALIDATION_FAILED',
    en: 'This browser gave a push subscription that cannot be used. Please try enabling notifications again.',
  },
  NOTIFICATION_TOKEN_NOT_YOURS: {
    generic: 'FORBIDDEN',
    en: 'Notifications can only be enabled for your own account.',
  },
  QUIET_HOURS_INCOMPLETE: {
    generic: 'VALIDATION_FAILED',
    en: 'Give both the start and the end of quiet hours, or neither.',
  },

  /* ─────────────── Health chat (issue 16 item 2) ─────────────── */
  CHAT_NOT_FOUND: { generic: 'NOT_FOUND', en: 'Conversation not found' },
  CHAT_DOCTOR_NOT_CONSULTED: {
    generic: 'FORBIDDEN',
    en: 'You can write to a doctor once you have booked a consultation with them.',
  },
  CHAT_ALREADY_TAKEN: { generic: 'CONFLICT', en: 'Another pharmacist has already taken this conversation.' },
  CHAT_ATTACHMENT_INVALID: {
    generic: 'VALIDATION_FAILED',
    params: { name: 'text' },
    en: '{{name}} must be a JPG, PNG or PDF file of at most 5 MB.',
  },
  CHAT_FRAME_INVALID: { generic: 'BAD_REQUEST', en: 'The chat received a message it could not understand.' },

  /* ─────────────── Health blog, tips, testimonials (issue 16 item 3, issue 17 item 4) ─────────────── */
  ARTICLE_NOT_FOUND: { generic: 'NOT_FOUND', en: 'Article not found' },
  HEALTH_TIP_NOT_FOUND: { generic: 'NOT_FOUND', en: 'Health tip not found' },
  TESTIMONIAL_NOT_FOUND: { generic: 'NOT_FOUND', en: 'Testimonial not found' },
  CONTENT_IMAGE_NOT_FOUND: { generic: 'NOT_FOUND', en: 'Picture not found' },
  ARTICLE_SLUG_TAKEN: { generic: 'CONFLICT', en: 'Another article already uses this web address.' },
  CONTENT_ALREADY_RETIRED: { generic: 'CONFLICT', en: 'This has already been retired.' },
  ARTICLE_SLUG_INVALID: {
    generic: 'VALIDATION_FAILED',
    en: 'Web address: 3 to 120 lower-case letters, digits and hyphens.',
  },
  ARTICLE_ENGLISH_REQUIRED: { generic: 'VALIDATION_FAILED', en: 'Write the English version first.' },
  ARTICLE_REVIEWER_REQUIRED: {
    generic: 'VALIDATION_FAILED',
    en: "A health article needs the reviewing doctor's name and registration number.",
  },
  CONTENT_IMAGE_INVALID: {
    generic: 'VALIDATION_FAILED',
    en: 'The picture must be a JPG, PNG or WebP image of at most 5 MB.',
  },
  // Analytics and e-mail campaigns (issue 17 items 6, 7)
  ANALYTICS_RANGE_INVALID: {
    generic: 'VALIDATION_FAILED',
    params: { max: 'count' },
    en: 'The end date must be on or after the start date, and the range at most {{max}} days.',
  },
  CAMPAIGN_NOT_FOUND: { generic: 'NOT_FOUND', en: 'Campaign not found' },
  CAMPAIGN_ALREADY_SENT: { generic: 'CONFLICT', en: 'This campaign is already being sent or has been sent.' },
  CAMPAIGN_CATEGORY_REQUIRED: {
    generic: 'VALIDATION_FAILED',
    en: 'Choose a category for the "bought a category" segment, and only for it.',
  },
  CAMPAIGN_NOT_SENDING: { generic: 'CONFLICT', en: 'Only a campaign that is being sent can be paused.' },
  PRODUCT_PICTURE_TYPE: { generic: 'UNSUPPORTED_MEDIA_TYPE', en: 'The picture must be a JPEG, PNG or WebP image.' },
  PRODUCT_PICTURE_INVALID: { generic: 'BAD_REQUEST', en: 'This picture could not be read. Try another file.' },
  UNSUBSCRIBE_LINK_INVALID: {
    generic: 'BAD_REQUEST',
    en: 'This unsubscribe link is not valid. You can change your e-mail choices in your profile.',
  },
  /* ─────────────── Admin: products and the catalog file, customers (issue 17 items 2, 3) ─────────────── */
  PRODUCT_PRICE_INVALID: { generic: 'VALIDATION_FAILED', en: 'Enter an amount from ₹0.01 to ₹10,00,000' },
  PRODUCT_PRICE_ABOVE_MRP: { generic: 'VALIDATION_FAILED', en: 'The selling price cannot be more than the MRP' },
  PRODUCT_SCHEDULE_INVALID: { generic: 'VALIDATION_FAILED', en: 'Schedule must be OTC, G, H or H1' },
  PRODUCT_SCHEDULE_REFUSED: {
    generic: 'VALIDATION_FAILED',
    en: 'Schedule X and narcotic (NDPS) medicines cannot be sold online',
  },
  PRODUCT_HSN_INVALID: { generic: 'VALIDATION_FAILED', en: 'HSN code: 4 to 8 digits' },
  PRODUCT_GENERIC_UNKNOWN: { generic: 'VALIDATION_FAILED', en: 'Choose a generic (salt) from the catalog’s list' },
  PRODUCT_MANUFACTURER_UNKNOWN: { generic: 'VALIDATION_FAILED', en: 'Choose a manufacturer from the catalog’s list' },
  CSV_FILE_INVALID: { generic: 'BAD_REQUEST', en: 'This file is not a CSV file the catalog can read' },
  CSV_COLUMNS_MISSING: {
    generic: 'BAD_REQUEST',
    params: { columns: 'text' },
    en: 'The file has no column for: {{columns}}',
  },
  CSV_TOO_MANY_ROWS: {
    generic: 'BAD_REQUEST',
    params: { max: 'count' },
    en: 'A file may hold at most {{max}} rows: split it into several files',
  },
  CSV_ROW_CELL_COUNT: {
    generic: 'VALIDATION_FAILED',
    params: { expected: 'count', found: 'count' },
    en: 'This row has {{found}} cells; the header has {{expected}}',
  },
  CSV_DUPLICATE_ID: { generic: 'VALIDATION_FAILED', en: 'This product id appears more than once in the file' },
  CSV_CELL_INVALID: { generic: 'VALIDATION_FAILED', en: 'This value is not valid' },
  CUSTOMER_NOT_FOUND: { generic: 'NOT_FOUND', en: 'Customer not found' },
  // Partner verification (issue 17 item 5)
  PARTNER_NOT_VERIFIED: {
    generic: 'FORBIDDEN',
    en: 'Your account is not verified, so you cannot do this yet. See the Verification page for what is needed.',
  },
  PARTNER_NOT_FOUND: { generic: 'NOT_FOUND', en: 'Partner not found' },
  PARTNER_STATUS_CHANGE_INVALID: {
    generic: 'CONFLICT',
    en: 'This verification change is not possible from the current status.',
  },
  PARTNER_DETAILS_INCOMPLETE: {
    generic: 'CONFLICT',
    en: 'Fill in every detail and upload the required documents first.',
  },
  PARTNER_DETAILS_LOCKED: {
    generic: 'CONFLICT',
    en: 'Verified details cannot be changed here. Please write to the admin team to change them.',
  },
  PARTNER_DOCUMENT_INVALID: {
    generic: 'VALIDATION_FAILED',
    params: { name: 'text' },
    en: '{{name}} must be a JPG, PNG or PDF file of at most 5 MB.',
  },
  PARTNER_DOCUMENTS_FULL: { generic: 'CONFLICT', en: 'At most 10 documents can be kept. Remove one first.' },
  PARTNER_DOCUMENT_NOT_FOUND: { generic: 'NOT_FOUND', en: 'Document not found' },
  GSTIN_INVALID: { generic: 'VALIDATION_FAILED', en: 'Enter a valid 15-character GSTIN.' },
  DRUG_LICENCE_INVALID: {
    generic: 'VALIDATION_FAILED',
    en: 'Enter the drug licence number as printed on the licence.',
  },
  REGISTRATION_NUMBER_INVALID: {
    generic: 'VALIDATION_FAILED',
    en: 'Enter the registration number as printed on the certificate.',
  },
  QUALIFICATION_REQUIRED: { generic: 'VALIDATION_FAILED', en: 'Add at least one qualification.' },
} as const satisfies Record<string, ErrorTextDefinition>;

type Texts = typeof ERROR_TEXTS;
export type ErrorCode = keyof Texts;
export const ERROR_CODES = Object.keys(ERROR_TEXTS) as [ErrorCode, ...ErrorCode[]];

type ParamValue<K> = K extends 'count'
  ? number
  : K extends 'text'
    ? string
    : K extends readonly (infer V)[]
      ? V
      : never;
/** The params a code takes (undefined when it takes none), typed from their kinds. */
export type ErrorParams<C extends ErrorCode> = Texts[C] extends { params: infer P }
  ? { -readonly [N in keyof P]: ParamValue<P[N]> }
  : undefined;
/** The params argument of a function taking a code: required when the code has params, absent otherwise. */
export type ErrorParamsArgs<C extends ErrorCode> = ErrorParams<C> extends undefined ? [] : [params: ErrorParams<C>];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_TEXTS, value);

export function errorTextDefinition(code: ErrorCode): ErrorTextDefinition {
  return ERROR_TEXTS[code];
}

/** Whether a value is of a param's kind (what the server's zod schema of that kind accepts). */
export function isParamValue(kind: ParamKind, value: unknown): boolean {
  if (kind === 'count') return Number.isInteger(value);
  if (kind === 'text') return typeof value === 'string';
  return typeof value === 'string' && kind.includes(value);
}

/**
 * The code's params checked against their kinds, unlisted ones dropped; null when they do not fit (a client
 * then shows the message).
 */
export function parseErrorParams(code: ErrorCode, params: unknown): Record<string, unknown> | null {
  const kinds = errorTextDefinition(code).params;
  if (!kinds) return {};
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return null;
  const checked: Record<string, unknown> = {};
  for (const [param, kind] of Object.entries(kinds)) {
    const value = (params as Record<string, unknown>)[param];
    if (!isParamValue(kind, value)) return null;
    checked[param] = value;
  }
  return checked;
}

/** The English text of a code with its params (a word param shows as its word: a field's label, a status). */
export function renderError(code: ErrorCode, params: Readonly<Record<string, unknown>> = {}): string {
  const { en, countBy } = errorTextDefinition(code);
  const values: Record<string, unknown> = { ...params };
  for (const param of Object.keys(WORD_PARAMS) as WordParam[]) {
    if (param in values) values[param] = wordOf(param, values[param]) ?? values[param];
  }
  const template = typeof en === 'string' ? en : countBy && values[countBy] === 1 ? en.one : en.other;
  return fillTemplate(template, values);
}
