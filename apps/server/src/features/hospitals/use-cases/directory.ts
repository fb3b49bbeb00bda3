import {
  HOSPITAL_LIMITS,
  mapsUrlOf,
  type HospitalDetail,
  type HospitalList,
  type HospitalsQuery,
  type HospitalSummary,
  type NearbyQuery,
} from '@aushadh/shared/hospitals/schemas.ts';
import { AppError } from '../../../lib/app-error.ts';
import { boundingBox, distanceKm } from '../hospital-text.ts';
import type { HospitalsDeps } from '../hospitals-deps.ts';
import type { HospitalRow } from '../hospitals.repository.ts';

export function toSummary(row: HospitalRow, distance: number | null = null): HospitalSummary {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    specialties: row.specialties,
    beds: row.beds,
    emergency24x7: row.emergency24x7,
    nabhAccredited: row.nabhAccredited,
    phone: row.phone,
    hours: row.hours,
    address: row.address,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    latitude: row.latitude,
    longitude: row.longitude,
    distanceKm: distance === null ? null : Math.round(distance * 10) / 10,
  };
}

/** How long the in-memory directory is trusted before it is read again (another instance's approvals). */
const INDEX_TTL_MS = 60_000;

interface DirectoryIndex {
  at: number;
  /** Approved hospitals by latitude: a nearby search binary-searches the box's latitude band. */
  byLatitude: HospitalRow[];
  /** The same in listing order (city, then name). */
  byCity: HospitalRow[];
  byId: Map<number, HospitalRow>;
  cities: string[];
  /** Who practises where (doctor_hospitals), both ways. */
  doctorsAt: Map<number, number[]>;
  hospitalsOf: Map<number, number[]>;
}

/** The first index whose latitude is ≥ `lat`. */
function lowerBound(rows: HospitalRow[], lat: number): number {
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (rows[mid]!.latitude < lat) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * /hospitals, /nearby-hospitals and /hospitals/{id}: the approved directory, held in memory (decision 0014:
 * ~10,000 rows, read again after a minute or at once after an approval here). A nearby search takes the
 * latitude band of the bounding box by binary search, checks longitude, then the exact haversine distance.
 */
export function createDirectory(deps: HospitalsDeps) {
  const { repository, delivery, doctors } = deps;
  let index: DirectoryIndex | null = null;
  let loading: Promise<DirectoryIndex> | null = null;

  async function load(): Promise<DirectoryIndex> {
    const rows = await repository.allApproved();
    const doctorsAt = new Map<number, number[]>();
    const hospitalsOf = new Map<number, number[]>();
    for (const { doctorId, hospitalId } of await repository.allDoctorLinks()) {
      doctorsAt.set(hospitalId, [...(doctorsAt.get(hospitalId) ?? []), doctorId]);
      hospitalsOf.set(doctorId, [...(hospitalsOf.get(doctorId) ?? []), hospitalId]);
    }
    const byCity = [...rows].sort(
      (a, b) => a.city.localeCompare(b.city) || a.name.localeCompare(b.name) || a.id - b.id,
    );
    return {
      at: Date.now(),
      byLatitude: [...rows].sort((a, b) => a.latitude - b.latitude),
      byCity,
      byId: new Map(rows.map((r) => [r.id, r])),
      cities: [...new Set(byCity.map((r) => r.city))],
      doctorsAt,
      hospitalsOf,
    };
  }

  async function directory(): Promise<DirectoryIndex> {
    if (index && Date.now() - index.at < INDEX_TTL_MS) return index;
    loading ??= load()
      .then((fresh) => (index = fresh))
      .finally(() => {
        loading = null;
      });
    // A stale index answers while the fresh one loads (never a burst of reloads).
    return index ?? loading;
  }

  /** Pincode places (India Post data, unchanging): asked once per pincode and process. */
  const places = new Map<string, Awaited<ReturnType<typeof delivery.place>>>();
  async function placeOf(pincode: string) {
    if (!places.has(pincode)) {
      if (places.size >= 20_000) places.clear();
      places.set(pincode, await delivery.place(pincode));
    }
    return places.get(pincode)!;
  }

  /** Where distances are measured from: the given point, else the pincode's post office. */
  async function originOf(q: { lat?: number | undefined; lng?: number | undefined; pincode?: string | undefined }) {
    if (q.lat !== undefined && q.lng !== undefined) return { latitude: q.lat, longitude: q.lng, label: '' };
    if (q.pincode) {
      const place = await placeOf(q.pincode);
      if (!place) throw new AppError('PINCODE_UNKNOWN', {}, { field: 'pincode' });
      return { latitude: place.latitude, longitude: place.longitude, label: `${place.officeName}, ${place.pincode}` };
    }
    return null;
  }

  /** Hospitals within `radiusKm` of a point, nearest first (ties by id). */
  function within(
    dir: DirectoryIndex,
    lat: number,
    lng: number,
    radiusKm: number,
    keep: (row: HospitalRow) => boolean,
  ) {
    const box = boundingBox(lat, lng, radiusKm);
    const found: { row: HospitalRow; km: number }[] = [];
    for (let i = lowerBound(dir.byLatitude, box.minLat); i < dir.byLatitude.length; i += 1) {
      const row = dir.byLatitude[i]!;
      if (row.latitude > box.maxLat) break;
      if (row.longitude < box.minLng || row.longitude > box.maxLng || !keep(row)) continue;
      const km = distanceKm(lat, lng, row.latitude, row.longitude);
      if (km <= radiusKm) found.push({ row, km });
    }
    return found.sort((a, b) => a.km - b.km || a.row.id - b.row.id);
  }

  function matcher(query: Pick<HospitalsQuery, 'q' | 'city' | 'specialty' | 'emergency'>) {
    const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 6);
    const city = query.city?.toLowerCase();
    return (row: HospitalRow) =>
      (!city || row.city.toLowerCase() === city) &&
      (!query.specialty || row.specialties.includes(query.specialty)) &&
      (!query.emergency || row.emergency24x7) &&
      words.every((w) => row.searchText.includes(w));
  }

  return {
    /** Forget the index (after an approval here): the next request reads the directory again. */
    invalidate() {
      index = null;
    },

    async list(query: HospitalsQuery): Promise<HospitalList> {
      const [dir, origin] = await Promise.all([directory(), originOf(query)]);
      const page = query.page ?? 1;
      const pageSize = HOSPITAL_LIMITS.pageSize;
      const keep = matcher(query);
      const matches: { row: HospitalRow; km: number | null }[] = origin
        ? within(dir, origin.latitude, origin.longitude, query.radiusKm ?? HOSPITAL_LIMITS.maxRadiusKm, keep)
        : dir.byCity.filter(keep).map((row) => ({ row, km: null }));
      return {
        items: matches.slice((page - 1) * pageSize, page * pageSize).map(({ row, km }) => toSummary(row, km)),
        total: matches.length,
        page,
        pageSize,
        cities: dir.cities,
        origin,
      };
    },

    /** Nearest first within the radius (50 km by default), km shown. */
    async nearby(query: NearbyQuery) {
      const [dir, origin] = await Promise.all([directory(), originOf(query)]);
      const radiusKm = query.radiusKm ?? HOSPITAL_LIMITS.nearbyRadiusKm;
      const rows = within(
        dir,
        origin!.latitude,
        origin!.longitude,
        radiusKm,
        (row) => !query.emergency || row.emergency24x7,
      );
      return {
        origin: origin!,
        radiusKm,
        items: rows.slice(0, query.limit ?? 20).map(({ row, km }) => toSummary(row, km)),
      };
    },

    /** An approved hospital (a pending or rejected one is not found for the public). */
    async detail(id: number): Promise<HospitalDetail> {
      const dir = await directory();
      const row = dir.byId.get(id) ?? (await repository.find(id));
      if (!row || row.status !== 'approved') throw new AppError('HOSPITAL_NOT_FOUND');
      const cards = await doctors.cards(dir.doctorsAt.get(id) ?? []);
      return {
        ...toSummary(row),
        status: row.status,
        mapsUrl: mapsUrlOf(row.latitude, row.longitude),
        doctors: cards.sort((a, b) => a.specialty.name.localeCompare(b.specialty.name) || a.name.localeCompare(b.name)),
      };
    },

    /** The approved hospitals a doctor practises at (the doctor's page), by name; an unknown doctor: none. */
    async ofDoctor(doctorId: number): Promise<HospitalSummary[]> {
      const dir = await directory();
      return (dir.hospitalsOf.get(doctorId) ?? [])
        .flatMap((id) => {
          const row = dir.byId.get(id);
          return row ? [toSummary(row)] : [];
        })
        .sort((a, b) => a.name.localeCompare(b.name));
    },
  };
}
