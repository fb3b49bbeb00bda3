import { createHmac, timingSafeEqual } from 'node:crypto';
import { FIRST_NAME_PLACEHOLDER } from '@aushadh/shared/campaigns/schemas.ts';

/**
 * The unsubscribe link's token: user and campaign ids with an HMAC over both, so a link works for its own
 * recipient only and cannot be made up. It never expires: an old mail's link must still work (DPDP §6(4):
 * withdrawing is as easy as giving). Campaign 0 is a test send.
 */
export function unsubscribeToken(secret: string, userId: number, campaignId: number): string {
  return `${userId}.${campaignId}.${signature(secret, userId, campaignId)}`;
}

function signature(secret: string, userId: number, campaignId: number): string {
  return createHmac('sha256', secret).update(`unsubscribe:${userId}:${campaignId}`).digest('base64url');
}

/** The ids a genuine token names; null for anything else. */
export function readUnsubscribeToken(secret: string, token: string): { userId: number; campaignId: number } | null {
  const [user, campaign, given] = token.split('.');
  const userId = Number(user);
  const campaignId = Number(campaign);
  if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(campaignId) || !given) return null;
  const expected = Buffer.from(signature(secret, userId, campaignId));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? { userId, campaignId } : null;
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * A campaign mail for one person: the body's paragraphs with their first name, and the footer every marketing
 * mail must carry — why they get it and the link that stops it. Text and HTML say the same.
 */
export function renderCampaignMail(
  campaign: { subject: string; body: string },
  recipient: { name: string },
  unsubscribeUrl: string,
): { subject: string; text: string; html: string } {
  const firstName = recipient.name.trim().split(/\s+/)[0] || 'there';
  const body = campaign.body.replaceAll(FIRST_NAME_PLACEHOLDER, firstName);
  const footer = 'You receive this because you agreed to offers and health news from Aushadh.';
  const text = `${body}\n\n—\n${footer}\nUnsubscribe: ${unsubscribeUrl}\n`;
  const paragraphs = body
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`)
    .join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
${paragraphs}
<hr><p style="font-size:12px;color:#555">${escapeHtml(footer)} <a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>
</body></html>`;
  return { subject: campaign.subject, text, html };
}

/**
 * The list headers of a campaign mail: `List-Unsubscribe` with a mailto and the signed one-click https link
 * (RFC 2369), and `List-Unsubscribe-Post` (RFC 8058), so a mail program's "Unsubscribe" button withdraws
 * the consent with one POST, without opening a page.
 */
export function listUnsubscribeHeaders(mailbox: string, token: string, oneClickUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<mailto:${mailbox}?subject=unsubscribe%20${token}>, <${oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
