import { SUPPORT_CONTACT } from '../constants.ts';

/**
 * Ordering through a chat app (SPEC §1, §2 floating contact buttons): the chat app's link to our number with
 * SPEC's prefilled greeting about ordering medicines. WhatsApp's wa.me opens the app on a phone, the web
 * client elsewhere.
 */
export const CHAT_ORDER_HREF = `https://wa.me/${SUPPORT_CONTACT.whatsappNumber}?text=${encodeURIComponent(SUPPORT_CONTACT.whatsappGreeting)}`;
