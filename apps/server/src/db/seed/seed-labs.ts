/**
 * The lab-test catalog (issue 14): partner labs, tests, packages, parameters and reference ranges from
 * data/lab-tests.ts. Deterministic and idempotent: skipped when the catalog is already loaded.
 */
import { count } from 'drizzle-orm';
import type { Database } from '../client.ts';
import {
  labPackageTests,
  labParameters,
  labPartners,
  labReferenceRanges,
  labTestGroups,
  labTests,
} from '../schema/labs.ts';
import { LAB_PACKAGES, LAB_PARTNERS, LAB_TESTS, type TestSeed } from './data/lab-tests.ts';

/** Listed first on /lab-tests: what people book most (the packages, then the everyday tests). */
const POPULAR = [
  'full-body-essential',
  'full-body-advanced',
  'cbc',
  'hba1c',
  'thyroid-profile',
  'lipid-profile',
  'vitamin-d',
  'diabetes-care',
  'womens-health',
  'fever-panel',
  'dengue-ns1',
  'vitamin-b12',
  'lft',
  'kft',
  'heart-care',
  'senior-citizen',
];

const searchTextOf = (seed: TestSeed, parameterNames: string[]) =>
  [seed.name, seed.alsoKnownAs, seed.code.replace(/-/g, ' '), ...parameterNames].join(' | ').toLowerCase();

export async function seedLabs(db: Database): Promise<{ tests: number; inserted: number }> {
  const all = [...LAB_TESTS, ...LAB_PACKAGES];
  const [existing] = await db.select({ n: count() }).from(labTests);
  if ((existing?.n ?? 0) > 0) return { tests: existing!.n, inserted: 0 };

  return db.transaction(async (tx) => {
    const partners = await tx
      .insert(labPartners)
      .values(LAB_PARTNERS.map(({ code: _code, ...partner }) => partner))
      .returning({ id: labPartners.id, name: labPartners.name });
    const partnerId = new Map<string, number>(LAB_PARTNERS.map((p, i) => [p.code, partners[i]!.id]));
    const byCode = new Map(LAB_TESTS.map((t) => [t.code, t]));

    const rows = await tx
      .insert(labTests)
      .values(
        all.map((seed, index) => {
          const parameterNames =
            seed.kind === 'package'
              ? (seed.tests ?? []).flatMap((code) => [byCode.get(code)!.name])
              : seed.parameters.map((p) => p.name);
          const popular = POPULAR.indexOf(seed.code);
          return {
            code: seed.code,
            kind: seed.kind,
            name: seed.name,
            alsoKnownAs: seed.alsoKnownAs,
            description: seed.description,
            sampleType: seed.sampleType,
            fastingHours: seed.fastingHours,
            preparation: seed.preparation,
            turnaroundHours: seed.turnaroundHours,
            mrpPaise: seed.mrp * 100,
            pricePaise: seed.price * 100,
            partnerLabId: partnerId.get(seed.partner)!,
            consentNote: seed.consentNote ?? null,
            searchText: searchTextOf(seed, parameterNames),
            rank: popular >= 0 ? popular : 100 + index,
          };
        }),
      )
      .returning({ id: labTests.id, code: labTests.code });
    const idOf = new Map(rows.map((row) => [row.code, row.id]));

    const groups = all.flatMap((seed) => seed.groups.map((groupSlug) => ({ testId: idOf.get(seed.code)!, groupSlug })));
    if (groups.length > 0) await tx.insert(labTestGroups).values(groups);

    const members = LAB_PACKAGES.flatMap((seed) =>
      (seed.tests ?? []).map((code, position) => {
        if (!idOf.has(code)) throw new Error(`Package ${seed.code} names an unknown test ${code}`);
        return { packageId: idOf.get(seed.code)!, testId: idOf.get(code)!, position };
      }),
    );
    await tx.insert(labPackageTests).values(members);

    for (const seed of LAB_TESTS) {
      if (seed.parameters.length === 0) continue;
      const parameters = await tx
        .insert(labParameters)
        .values(
          seed.parameters.map((p, position) => ({
            testId: idOf.get(seed.code)!,
            code: p.code,
            name: p.name,
            unit: p.unit,
            valueKind: p.kind,
            decimals: p.decimals,
            position,
          })),
        )
        .returning({ id: labParameters.id });
      const ranges = seed.parameters.flatMap((p, i) =>
        p.ranges.map((range) => ({
          parameterId: parameters[i]!.id,
          sex: range.sex ?? 'any',
          ageMinYears: range.ageMin ?? 0,
          ageMaxYears: range.ageMax ?? 120,
          low: range.low ?? null,
          high: range.high ?? null,
          normalText: range.normalText ?? null,
        })),
      );
      if (ranges.length > 0) await tx.insert(labReferenceRanges).values(ranges);
    }
    return { tests: all.length, inserted: all.length };
  });
}
