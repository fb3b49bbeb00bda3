import { customType } from 'drizzle-orm/pg-core';

/**
 * Binary content kept in the database (prescription pages, return photos): it travels with the database's
 * backup and every server instance sees it (issue 12). Read back as a Buffer on PGlite and PostgreSQL alike.
 */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
