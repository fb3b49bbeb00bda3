import type {
  LabGroup,
  LabTestDetail,
  LabTestList,
  LabTestSummary,
  LabTestsQuery,
} from '@aushadh/shared/labs/schemas.ts';
import { LAB_GROUPS } from '@aushadh/shared/labs/schemas.ts';
import { AppError } from '../../../lib/app-error.ts';
import { adultRangeLine } from '../lab-ranges.ts';
import type { LabsDeps } from '../labs-deps.ts';
import type { LabTestRow, ParameterRow, PartnerRow, RangeRow } from '../labs.repository.ts';

export interface CatalogEntry {
  row: LabTestRow;
  summary: LabTestSummary;
  partner: PartnerRow;
  /** A test's own parameters; a package's tests' parameters, in order. */
  parameters: (ParameterRow & { testName: string; ranges: RangeRow[] })[];
  /** A package's tests (ids); a test: itself. */
  testIds: number[];
  search: string;
}

export interface LabCatalog {
  byId: Map<number, CatalogEntry>;
  list: CatalogEntry[];
}

const normalise = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The catalog (≈ 90 rows) is read once and kept in memory: listing and search are a filter over an array
 * (docs/perf.md "Lab tests"). It only changes with a seed or a release.
 */
export function createLabCatalog({ repository }: LabsDeps) {
  let loading: Promise<LabCatalog> | null = null;

  async function build(): Promise<LabCatalog> {
    const data = await repository.loadCatalog();
    const partners = new Map(data.partners.map((p) => [p.id, p]));
    const rangesOf = new Map<number, RangeRow[]>();
    for (const range of data.ranges)
      rangesOf.set(range.parameterId, [...(rangesOf.get(range.parameterId) ?? []), range]);
    const testsById = new Map(data.tests.map((t) => [t.id, t]));
    const paramsOf = new Map<number, (ParameterRow & { testName: string; ranges: RangeRow[] })[]>();
    for (const p of data.parameters) {
      const testName = testsById.get(p.testId)?.name ?? '';
      paramsOf.set(p.testId, [...(paramsOf.get(p.testId) ?? []), { ...p, testName, ranges: rangesOf.get(p.id) ?? [] }]);
    }
    const membersOf = new Map<number, number[]>();
    for (const m of data.members) membersOf.set(m.packageId, [...(membersOf.get(m.packageId) ?? []), m.testId]);
    const groupsOf = new Map<number, LabGroup[]>();
    for (const g of data.groups) {
      if ((LAB_GROUPS as readonly string[]).includes(g.groupSlug))
        groupsOf.set(g.testId, [...(groupsOf.get(g.testId) ?? []), g.groupSlug as LabGroup]);
    }

    const list = data.tests.map((row): CatalogEntry => {
      const testIds = row.kind === 'package' ? (membersOf.get(row.id) ?? []) : [row.id];
      const parameters = testIds.flatMap((id) => paramsOf.get(id) ?? []);
      const partner = partners.get(row.partnerLabId)!;
      const summary: LabTestSummary = {
        id: row.id,
        code: row.code,
        kind: row.kind,
        name: row.name,
        alsoKnownAs: row.alsoKnownAs,
        description: row.description,
        sampleType: row.sampleType,
        fastingHours: row.fastingHours,
        turnaroundHours: row.turnaroundHours,
        mrpPaise: row.mrpPaise,
        pricePaise: row.pricePaise,
        discountPercent: Math.round(((row.mrpPaise - row.pricePaise) / row.mrpPaise) * 100),
        groups: (LAB_GROUPS as readonly LabGroup[]).filter((g) => groupsOf.get(row.id)?.includes(g)),
        parameterCount: parameters.length,
        testCount: testIds.length,
        partner: {
          name: partner.name,
          city: partner.city,
          nablAccredited: partner.nablAccredited,
          nablCertificate: partner.nablCertificate,
        },
        hasConsentNote: testIds.some((id) => testsById.get(id)?.consentNote),
      };
      return { row, summary, partner, parameters, testIds, search: ` ${normalise(row.searchText)} ` };
    });
    return { byId: new Map(list.map((e) => [e.row.id, e])), list };
  }

  const catalog = () => {
    loading ??= build().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };

  return {
    catalog,

    /** GET /api/lab-tests: search (every word must appear, at a word's start), group and kind filters. */
    async list(query: LabTestsQuery): Promise<LabTestList> {
      const { list } = await catalog();
      const words = normalise(query.q ?? '')
        .split(' ')
        .filter(Boolean);
      const matching = list.filter((e) => words.every((w) => e.search.includes(` ${w}`)));
      // A match in the name or its other names first (a package that merely includes the test after it).
      if (words.length > 0) {
        const own = (e: CatalogEntry) => {
          const text = ` ${normalise(`${e.row.name} ${e.row.alsoKnownAs} ${e.row.code}`)} `;
          return words.every((w) => text.includes(` ${w}`)) ? 0 : 1;
        };
        matching.sort((a, b) => own(a) - own(b));
      }
      const groupCounts = Object.fromEntries(
        LAB_GROUPS.map((g) => [g, matching.filter((e) => e.summary.groups.includes(g)).length]),
      );
      const items = matching.filter(
        (e) => (!query.group || e.summary.groups.includes(query.group)) && (!query.kind || e.row.kind === query.kind),
      );
      return { items: items.map((e) => e.summary), total: items.length, groupCounts };
    },

    /**
     * The active tests and packages of `ids` (duplicates dropped, order kept), for a doctor's recommendation;
     * an unknown or retired id is LAB_TEST_NOT_FOUND naming the list's position under `field`.
     */
    async activeTests(ids: readonly number[], field: string): Promise<{ id: number; name: string }[]> {
      const { byId } = await catalog();
      return [...new Set(ids)].map((id) => {
        const entry = byId.get(id);
        if (!entry) throw new AppError('LAB_TEST_NOT_FOUND', {}, { field: `${field}.${ids.indexOf(id)}` });
        return { id, name: entry.row.name };
      });
    },

    async detail(id: number): Promise<LabTestDetail> {
      const { byId } = await catalog();
      const entry = byId.get(id);
      if (!entry) throw new AppError('LAB_TEST_NOT_FOUND');
      const consentNotes = entry.testIds.map((t) => byId.get(t)?.row.consentNote).filter(Boolean);
      return {
        ...entry.summary,
        preparation: entry.row.preparation,
        consentNote: consentNotes[0] ?? null,
        partner: { ...entry.summary.partner, address: entry.partner.address },
        parameters:
          entry.row.kind === 'test'
            ? entry.parameters.map((p) => ({ name: p.name, unit: p.unit, range: adultRangeLine(p.ranges, p.decimals) }))
            : [],
        tests:
          entry.row.kind === 'package'
            ? entry.testIds.map((t) => {
                const test = byId.get(t)!;
                return { id: t, name: test.row.name, parameters: test.parameters.map((p) => p.name) };
              })
            : [],
      };
    },
  };
}
