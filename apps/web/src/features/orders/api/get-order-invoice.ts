/**
 * GET /api/orders/{id}/invoice.pdf: the tax invoice, downloaded by the browser itself (a plain link: the
 * session cookie goes with it, and the server answers it as an attachment).
 */
export function orderInvoiceUrl(id: number): string {
  return `/api/orders/${id}/invoice.pdf`;
}
