import {
  ADMIN_PRODUCT_PAGE_SIZE,
  CATALOG_CSV_COLUMNS,
  CATALOG_IMPORT_MAX_ROWS,
  LOW_STOCK_BELOW,
  paiseToRupees,
  prescriptionRequiredFor,
  productInputSchema,
  rupeesToPaise,
  type AdminProduct,
  type AdminProductListQuery,
  type AdminProductPage,
  type CatalogImportIssue,
  type CatalogImportMode,
  type CatalogImportReport,
  type ProductFormOptions,
  type ProductInput,
  type SellableSchedule,
} from '@aushadh/shared/catalog/product-admin-schemas.ts';
import type { ProductStock, ReceiveStockRequest } from '@aushadh/shared/catalog/stock-schemas.ts';
import { readMessageToken } from '@aushadh/shared/errors/message-token.ts';
import { renderError, type ErrorCode } from '@aushadh/shared/errors/error-texts.ts';
import { AppError } from '../../lib/app-error.ts';
import { csvRows, csvValue, parseCsv, toCsv } from '../../lib/csv.ts';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';
import type { AdminProductRow, ProductAdminRepository, ProductWrite } from './product-admin.repository.ts';

/** Who acts, and the audit trail their actions go to (the caller's `app.audit`, bound to the request). */
export interface ProductAuditor {
  record(entry: {
    action:
      | 'product.created'
      | 'product.updated'
      | 'product.retired'
      | 'product.restored'
      | 'product.stock-received'
      | 'catalog.imported';
    targetType: 'product' | 'catalog';
    targetId: number | string;
    before?: Record<string, unknown> | null;
    after?: Record<string, unknown> | null;
  }): Promise<void>;
}

export interface ProductAdminDeps {
  repository: ProductAdminRepository;
  uow: UnitOfWork;
  /** Inside the writing transaction: other instances hear of it on commit, this one reindexes search and shelves. */
  productsWritten(ids: number[]): Promise<void>;
  /** The chemist's rule for a received batch (stock-keeping.ts); joins the caller's transaction. */
  receiveStock(input: ReceiveStockRequest, byUserId: number): Promise<ProductStock>;
}

/** "Pantoprazole + Domperidone" with "40mg/10mg" → "Pantoprazole (40mg) + Domperidone (10mg)" (the seed's rule). */
export function saltCompositionOf(genericName: string, strength: string): string {
  if (!strength) return genericName;
  const salts = genericName.split('+').map((s) => s.trim());
  const doses = strength.split('/').map((s) => s.trim());
  if (salts.length > 1 && salts.length === doses.length) return salts.map((s, i) => `${s} (${doses[i]})`).join(' + ');
  return `${genericName} (${strength})`;
}

const toAdminProduct = (row: AdminProductRow): AdminProduct => ({
  id: row.id,
  name: row.name,
  generic: row.generic,
  genericName: row.genericName,
  saltComposition: row.saltComposition,
  strength: row.strength,
  medicineType: row.medicineType,
  manufacturer: row.manufacturer,
  categoryId: row.categoryId,
  categoryName: row.categoryName,
  packSize: row.packSize,
  unitsPerPack: row.unitsPerPack,
  mrpPaise: row.mrpPaise,
  pricePaise: row.pricePaise,
  schedule: row.schedule,
  prescriptionRequired: row.prescriptionRequired,
  hsnCode: row.hsnCode,
  maxOrderQuantity: row.maxOrderQuantity,
  isFeatured: row.isFeatured,
  stock: row.stock,
  retired: row.retiredAt !== null,
  updatedAt: row.updatedAt.toISOString(),
});

/** What the audit log keeps of a product: the fields an admin sets, no free text beyond the product's own. */
const auditView = (p: AdminProduct) => ({
  name: p.name,
  generic: p.generic,
  strength: p.strength,
  medicineType: p.medicineType,
  manufacturer: p.manufacturer,
  categoryId: p.categoryId,
  packSize: p.packSize,
  mrpPaise: p.mrpPaise,
  pricePaise: p.pricePaise,
  schedule: p.schedule,
  prescriptionRequired: p.prescriptionRequired,
  isFeatured: p.isFeatured,
  retired: p.retired,
});

interface Lookups {
  generics: Map<string, { id: number; key: string; name: string; kind: string }>;
  manufacturers: Map<string, { id: number; name: string }>;
  categories: Set<number>;
}

/** Products per query of the export. */
const EXPORT_CHUNK = 5000;

type Resolution = { ok: true; write: ProductWrite } | { ok: false; column: string; code: ErrorCode };

export function createProductAdmin(deps: ProductAdminDeps) {
  const { repository, uow } = deps;

  async function lookups(): Promise<Lookups> {
    const [generics, makers, categories] = await Promise.all([
      repository.generics(),
      repository.manufacturers(),
      repository.categories(),
    ]);
    return {
      generics: new Map(generics.map((g) => [g.key.toLowerCase(), g])),
      manufacturers: new Map(makers.map((m) => [m.name.toLowerCase(), m])),
      categories: new Set(categories.map((c) => c.id)),
    };
  }

  /** The schema's rules hold already; these need the catalog: a known generic, maker and category. */
  function resolve(input: ProductInput, known: Lookups): Resolution {
    const generic = known.generics.get(input.generic.toLowerCase());
    if (!generic) return { ok: false, column: 'generic', code: 'PRODUCT_GENERIC_UNKNOWN' };
    const maker = known.manufacturers.get(input.manufacturer.toLowerCase());
    if (!maker) return { ok: false, column: 'manufacturer', code: 'PRODUCT_MANUFACTURER_UNKNOWN' };
    if (!known.categories.has(input.categoryId)) return { ok: false, column: 'categoryId', code: 'CATEGORY_NOT_FOUND' };
    // The schema refused X and NDPS; what is left is a schedule the shop may sell.
    const schedule = input.schedule as SellableSchedule;
    const prescriptionRequired = prescriptionRequiredFor(schedule, input.medicineType);
    return {
      ok: true,
      write: {
        name: input.name,
        monographId: generic.id,
        manufacturerId: maker.id,
        categoryId: input.categoryId,
        medicineType: input.medicineType,
        strength: input.strength,
        saltComposition: saltCompositionOf(generic.name, input.strength),
        compositionKey: `${generic.key}|${input.strength}|${input.medicineType}`.toLowerCase(),
        packSize: input.packSize,
        unitsPerPack: input.unitsPerPack,
        mrpPaise: input.mrpPaise,
        pricePaise: input.pricePaise,
        prescriptionRequired,
        schedule,
        hsnCode: input.hsnCode,
        // Indian law forbids advertising prescription medicines: never featured, whatever was asked.
        isFeatured: input.isFeatured && !prescriptionRequired,
        maxOrderQuantity: input.maxOrderQuantity,
        tags: [input.medicineType.toLowerCase(), prescriptionRequired ? 'prescription' : 'otc'],
      },
    };
  }

  async function resolveOrThrow(input: ProductInput): Promise<ProductWrite> {
    const resolved = resolve(input, await lookups());
    if (!resolved.ok) throw new AppError(resolved.code);
    return resolved.write;
  }

  async function getProduct(id: number): Promise<AdminProduct> {
    const [row] = await repository.byIds([id]);
    if (!row) throw new AppError('PRODUCT_NOT_FOUND');
    return toAdminProduct(row);
  }

  /** A CSV row as the product schema's input; cells that are not numbers stay text so the schema names them. */
  function rowInput(cells: Record<string, string>) {
    const number = (text: string) => (/^-?\d+$/.test(text.trim()) ? Number(text.trim()) : text);
    const money = (text: string) => rupeesToPaise(text) ?? text;
    const flag = (text: string) => {
      const value = text.trim().toLowerCase();
      return value === '' || ['no', 'false', '0', 'n'].includes(value)
        ? false
        : ['yes', 'true', '1', 'y'].includes(value)
          ? true
          : text;
    };
    return {
      name: cells.name,
      generic: cells.generic,
      strength: cells.strength,
      medicineType: cells.form,
      manufacturer: cells.manufacturer,
      categoryId: number(cells.category_id ?? ''),
      packSize: cells.pack_size,
      unitsPerPack: number(cells.units_per_pack ?? ''),
      mrpPaise: money(cells.mrp_inr ?? ''),
      pricePaise: money(cells.price_inr ?? ''),
      schedule: (cells.schedule ?? '').trim().toUpperCase(),
      hsnCode: cells.hsn_code,
      maxOrderQuantity: number(cells.max_order_quantity ?? ''),
      isFeatured: flag(cells.featured ?? ''),
    };
  }

  /** Schema field → the file's column, so a report names what the admin sees in their spreadsheet. */
  const COLUMN_OF: Record<string, string> = {
    medicineType: 'form',
    categoryId: 'category_id',
    packSize: 'pack_size',
    unitsPerPack: 'units_per_pack',
    mrpPaise: 'mrp_inr',
    pricePaise: 'price_inr',
    hsnCode: 'hsn_code',
    maxOrderQuantity: 'max_order_quantity',
    isFeatured: 'featured',
  };

  function issue(
    line: number,
    column: string,
    code: ErrorCode,
    params: Record<string, unknown> = {},
  ): CatalogImportIssue {
    return { line, column, code, params, message: renderError(code, params) };
  }

  return {
    getProduct,

    async listProducts(query: AdminProductListQuery): Promise<AdminProductPage> {
      const { rows, total } = await repository.page(query, {
        limit: ADMIN_PRODUCT_PAGE_SIZE,
        lowStockBelow: LOW_STOCK_BELOW,
      });
      return { items: rows.map(toAdminProduct), total, page: query.page, pageSize: ADMIN_PRODUCT_PAGE_SIZE };
    },

    /** Active products with fewer than LOW_STOCK_BELOW sellable units (the admin dashboard). */
    countLowStock: () => repository.countLowStock(LOW_STOCK_BELOW),

    async formOptions(): Promise<ProductFormOptions> {
      const [generics, makers, categories] = await Promise.all([
        repository.generics(),
        repository.manufacturers(),
        repository.categories(),
      ]);
      return {
        generics: generics.map((g) => ({ key: g.key, name: g.name, kind: g.kind })),
        manufacturers: makers.map((m) => m.name),
        categories,
      };
    },

    async createProduct(auditor: ProductAuditor, input: ProductInput): Promise<AdminProduct> {
      const write = await resolveOrThrow(input);
      const id = await uow.transaction(async () => {
        const [created] = await repository.insert([write]);
        const product = await getProduct(created!);
        await auditor.record({
          action: 'product.created',
          targetType: 'product',
          targetId: created!,
          after: auditView(product),
        });
        await deps.productsWritten([created!]);
        return created!;
      });
      return getProduct(id);
    },

    async updateProduct(auditor: ProductAuditor, id: number, input: ProductInput): Promise<AdminProduct> {
      const write = await resolveOrThrow(input);
      await uow.transaction(async () => {
        const before = await getProduct(id);
        await repository.update(id, write);
        const after = await getProduct(id);
        await auditor.record({
          action: 'product.updated',
          targetType: 'product',
          targetId: id,
          before: auditView(before),
          after: auditView(after),
        });
        await deps.productsWritten([id]);
      });
      return getProduct(id);
    },

    /** Retired: off sale, out of search and shelves at once; kept for the orders that name it. Restorable. */
    async setRetired(auditor: ProductAuditor, id: number, retired: boolean): Promise<AdminProduct> {
      await uow.transaction(async () => {
        const before = await getProduct(id);
        if (before.retired === retired) return;
        await repository.setRetired(id, retired);
        await auditor.record({
          action: retired ? 'product.retired' : 'product.restored',
          targetType: 'product',
          targetId: id,
          before: { retired: before.retired },
          after: { retired },
        });
        await deps.productsWritten([id]);
      });
      return getProduct(id);
    },

    /** A received batch, and its audit record, in one transaction. */
    async receiveStock(auditor: ProductAuditor, byUserId: number, input: ReceiveStockRequest): Promise<ProductStock> {
      return uow.transaction(async () => {
        const stock = await deps.receiveStock(input, byUserId);
        await auditor.record({
          action: 'product.stock-received',
          targetType: 'product',
          targetId: input.productId,
          after: { batchNumber: input.batchNumber, expiryDate: input.expiryDate, quantity: input.quantity },
        });
        return stock;
      });
    },

    /**
     * The whole catalog as the import reads it back (retired products too: ids stay stable), a chunk at a time:
     * the first bytes go out at once, so a large catalog never idles the connection past its timeout.
     */
    async *exportCsv(): AsyncGenerator<string> {
      yield toCsv(CATALOG_CSV_COLUMNS, []);
      for (let after = 0; ;) {
        const chunk = await repository.chunkAfter(after, EXPORT_CHUNK);
        if (chunk.length === 0) return;
        const rows = chunk.map((p) => [
          p.id,
          p.name,
          p.generic,
          p.strength,
          p.medicineType,
          p.manufacturer,
          p.categoryId,
          p.packSize,
          p.unitsPerPack,
          paiseToRupees(p.mrpPaise),
          paiseToRupees(p.pricePaise),
          p.schedule,
          p.hsnCode,
          p.maxOrderQuantity,
          p.isFeatured ? 'yes' : 'no',
        ]);
        yield csvRows(rows);
        after = chunk.at(-1)!.id;
      }
    },

    /**
     * A catalog file: every row checked by the product schema and against the catalog, the report names each
     * bad row's line, column and reason. A dry run writes nothing; all-or-nothing writes only a file without
     * errors; valid-rows-only writes the good rows (by the admin's explicit choice). Whole rows only, in one
     * transaction: a failure while writing rolls everything back.
     */
    async importCsv(auditor: ProductAuditor, mode: CatalogImportMode, csv: string): Promise<CatalogImportReport> {
      const parsed = parseCsv(csv);
      if (!parsed || parsed.length === 0) throw new AppError('CSV_FILE_INVALID');
      const [header, ...records] = parsed;
      const columns = header!.cells.map((c) => c.trim().toLowerCase());
      const missing = CATALOG_CSV_COLUMNS.filter((c) => c !== 'id' && !columns.includes(c));
      if (missing.length > 0) throw new AppError('CSV_COLUMNS_MISSING', { columns: missing.join(', ') });
      if (records.length > CATALOG_IMPORT_MAX_ROWS) {
        throw new AppError('CSV_TOO_MANY_ROWS', { max: CATALOG_IMPORT_MAX_ROWS });
      }
      const known = await lookups();
      const issues: CatalogImportIssue[] = [];
      const creates: ProductWrite[] = [];
      const updates: { id: number; write: ProductWrite }[] = [];
      const seenIds = new Set<number>();
      const existingIds = new Set(
        (
          await repository.byIds(
            records
              .map((r) => Number(r.cells[columns.indexOf('id')]?.trim() || NaN))
              .filter((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647),
          )
        ).map((p) => p.id),
      );
      for (const record of records) {
        const cells: Record<string, string> = {};
        columns.forEach((column, i) => {
          cells[column] = csvValue(record.cells[i] ?? '');
        });
        const rowIssues: CatalogImportIssue[] = [];
        if (record.cells.length !== columns.length) {
          rowIssues.push(
            issue(record.line, '', 'CSV_ROW_CELL_COUNT', { expected: columns.length, found: record.cells.length }),
          );
        }
        const idText = (cells.id ?? '').trim();
        let id: number | null = null;
        if (idText) {
          id = /^\d{1,10}$/.test(idText) ? Number(idText) : NaN;
          if (!existingIds.has(id)) rowIssues.push(issue(record.line, 'id', 'PRODUCT_NOT_FOUND'));
          else if (seenIds.has(id)) rowIssues.push(issue(record.line, 'id', 'CSV_DUPLICATE_ID'));
          else seenIds.add(id);
        }
        const result = productInputSchema.safeParse(rowInput(cells));
        if (!result.success) {
          for (const problem of result.error.issues) {
            const field = String(problem.path[0] ?? '');
            const token = readMessageToken(problem.message);
            rowIssues.push(
              token
                ? issue(record.line, COLUMN_OF[field] ?? field, token.code, token.params)
                : issue(record.line, COLUMN_OF[field] ?? field, 'CSV_CELL_INVALID'),
            );
          }
        } else {
          const resolved = resolve(result.data, known);
          if (!resolved.ok)
            rowIssues.push(issue(record.line, COLUMN_OF[resolved.column] ?? resolved.column, resolved.code));
          else if (rowIssues.length === 0) {
            if (id === null) creates.push(resolved.write);
            else updates.push({ id, write: resolved.write });
          }
        }
        issues.push(...rowIssues);
      }
      const invalidRows = new Set(issues.map((i) => i.line)).size;
      const report: CatalogImportReport = {
        mode,
        rows: records.length,
        validRows: records.length - invalidRows,
        invalidRows,
        created: 0,
        updated: 0,
        issues,
      };
      if (mode === 'dry-run' || (mode === 'all-or-nothing' && invalidRows > 0)) return report;
      if (creates.length + updates.length === 0) return report;
      await uow.transaction(async () => {
        const created = await repository.insert(creates);
        for (const { id, write } of updates) await repository.update(id, write);
        await auditor.record({
          action: 'catalog.imported',
          targetType: 'catalog',
          targetId: 'csv',
          after: { mode, rows: records.length, created: created.length, updated: updates.length, skipped: invalidRows },
        });
        await deps.productsWritten([...created, ...updates.map((u) => u.id)]);
        report.created = created.length;
        report.updated = updates.length;
      });
      return report;
    },
  };
}

export type ProductAdmin = ReturnType<typeof createProductAdmin>;
