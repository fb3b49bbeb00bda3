/**
 * Issue 15's constants without zod (SPEC §9 numbers, services, prices, response times; the request statuses):
 * the home page's emergency strip and the floating call button are on every first visit, which must not load
 * zod (docs/perf.md "JavaScript diet"). The request schemas are in schemas.ts.
 */

/* ───────────────────────── SPEC §9 emergency numbers and services (issue 15) ───────────────────────── */

/** SPEC §9's emergency numbers, in its order, each with what it is for (the tel: href has no dashes). */
export const EMERGENCY_NUMBERS = [
  { key: 'national', number: '112', href: 'tel:112' },
  { key: 'ambulance', number: '102', href: 'tel:102' },
  { key: 'women', number: '1800-180-1104', href: 'tel:18001801104' },
  { key: 'poison', number: '1800-116-117', href: 'tel:1800116117' },
  { key: 'disaster', number: '1800-180-1233', href: 'tel:18001801233' },
  { key: 'mentalHealth', number: '1800-599-0019', href: 'tel:18005990019' },
] as const;
export type EmergencyNumberKey = (typeof EMERGENCY_NUMBERS)[number]['key'];

export const EMERGENCY_SERVICE_KINDS = ['ambulance', 'air-ambulance', 'medical-team', 'consultation'] as const;
export type EmergencyServiceKind = (typeof EMERGENCY_SERVICE_KINDS)[number];

/**
 * SPEC §3 emergency service (name, description, url, responseTime, price, isEmergency) with SPEC §9's prices
 * (rupees) and response times (minutes); all 24/7. Name and description are translated by the web from the
 * kind; the English here is what the API answers.
 */
export const EMERGENCY_SERVICES = [
  {
    kind: 'ambulance',
    name: 'Emergency Ambulance',
    description: 'Basic or advanced life support ambulance to the nearest hospital.',
    url: '/emergency/ambulance',
    responseTime: '15-30',
    price: 1500,
    isEmergency: true,
  },
  {
    kind: 'air-ambulance',
    name: 'Air Ambulance',
    description: 'Critical-care transfer by air between cities, with a doctor and paramedic on board.',
    url: '/emergency/air-ambulance',
    responseTime: '45-60',
    price: 50000,
    isEmergency: true,
  },
  {
    kind: 'medical-team',
    name: 'Emergency Medical Team',
    description: 'A doctor and nurse at your door with emergency drugs, oxygen and a monitor.',
    url: '/emergency/medical-team',
    responseTime: '20-40',
    price: 5000,
    isEmergency: true,
  },
  {
    kind: 'consultation',
    name: 'Emergency Consultation',
    description: 'An emergency physician on a video or phone call within minutes.',
    url: '/emergency/consultation',
    responseTime: '5-10',
    price: 2000,
    isEmergency: false,
  },
] as const satisfies readonly {
  kind: EmergencyServiceKind;
  name: string;
  description: string;
  url: string;
  responseTime: string;
  price: number;
  isEmergency: boolean;
}[];
export const EMERGENCY_AVAILABILITY = '24/7';
export const emergencyServiceOf = (kind: EmergencyServiceKind) => EMERGENCY_SERVICES.find((s) => s.kind === kind)!;

/** SPEC: "In a life-threatening emergency, call 112 first" — shown before any request form. */
export const CALL_112_FIRST = 'In a life-threatening emergency, call 112 first';

export const REQUEST_STATUSES = ['requested', 'dispatched', 'arrived', 'completed', 'cancelled'] as const;
export type EmergencyRequestStatus = (typeof REQUEST_STATUSES)[number];
/** The next status staff may move a request to from each status. */
export const EMERGENCY_NEXT: Record<EmergencyRequestStatus, readonly EmergencyRequestStatus[]> = {
  requested: ['dispatched', 'cancelled'],
  dispatched: ['arrived', 'cancelled'],
  arrived: ['completed'],
  completed: [],
  cancelled: [],
};
export const SUPPORT_LEVELS = ['basic', 'advanced'] as const;
