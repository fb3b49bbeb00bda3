import {
  EMERGENCY_NEXT,
  emergencyServiceOf,
  type EmergencyRequestStatus,
} from '@aushadh/shared/emergency/emergency-constants.ts';
import {
  HOME_SERVICE_NEXT,
  type EmergencyRequest,
  type EmergencyRequestInput,
  type HomeServiceInput,
  type HomeServiceRequest,
  type HomeServiceStatus,
} from '@aushadh/shared/emergency/schemas.ts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { EventBus } from '../../lib/events/event-bus.ts';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';
import type { DeliveryService } from '../delivery/delivery.service.ts';
import { isVisitDate, referenceCode } from '@aushadh/shared/emergency/visit-dates.ts';
import type { EmergencyRepository, EmergencyRow, HomeServiceRow } from './emergency.repository.ts';

export interface EmergencyDeps {
  repository: EmergencyRepository;
  uow: UnitOfWork;
  /** The pickup pincode must be one India Post knows. */
  delivery: Pick<DeliveryService, 'place'>;
  /** An ambulance's destination hospital, by id (approved ones only). */
  hospitals: { approvedName(id: number): Promise<string | null> };
  events: Pick<EventBus, 'publish'>;
  now?: () => Date;
  log?: FastifyBaseLogger | undefined;
}
export interface Actor {
  id: number;
  role: string;
}

const historyOut = (history: EmergencyRow['history']) =>
  history.map(({ status, at, byRole, note }) => ({ status, at, byRole, ...(note ? { note } : {}) }));

function emergencyView(row: EmergencyRow): EmergencyRequest {
  return {
    id: row.id,
    trackingCode: row.trackingCode,
    service: row.service,
    contactName: row.contactName,
    phone: row.phone,
    pickupAddress: row.pickupAddress,
    pincode: row.pincode,
    destinationHospitalId: row.destinationHospitalId,
    destination: row.destination,
    patientCondition: row.patientCondition,
    supportLevel: row.supportLevel,
    pricePaise: row.pricePaise,
    status: row.status,
    history: historyOut(row.history),
    createdAt: row.createdAt.toISOString(),
  };
}

function homeView(row: HomeServiceRow): HomeServiceRequest {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    patientName: row.patientName,
    phone: row.phone,
    address: row.address,
    city: row.city,
    pincode: row.pincode,
    preferredDate: row.preferredDate,
    preferredWindow: row.preferredWindow,
    notes: row.notes,
    status: row.status,
    staffNote: row.staffNote,
    history: historyOut(row.history),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Emergency requests (SPEC §9 services, ambulance requests) tracked requested → dispatched → arrived →
 * completed by staff, and home-care requests confirmed by staff (issue 15).
 */
export function createEmergencyService(deps: EmergencyDeps) {
  const { repository, uow, events, delivery, hospitals } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** Anyone may ask for help (a guest without an account too): tracked by the code answered. */
    async request(input: EmergencyRequestInput, userId: number | null): Promise<EmergencyRequest> {
      const place = await delivery.place(input.pincode);
      if (!place) throw new AppError('PINCODE_UNKNOWN', {}, { field: 'pincode' });
      let destination = input.destination ?? '';
      if (input.destinationHospitalId !== undefined) {
        const name = await hospitals.approvedName(input.destinationHospitalId);
        if (!name) throw new AppError('HOSPITAL_NOT_FOUND', {}, { field: 'destinationHospitalId' });
        destination = name;
      }
      const service = emergencyServiceOf(input.service);
      return uow.transaction(async () => {
        const row = await repository.insertEmergency({
          trackingCode: referenceCode('EM', 8),
          service: input.service,
          userId,
          contactName: input.contactName,
          phone: input.phone,
          pickupAddress: input.pickupAddress,
          pincode: place.pincode,
          destinationHospitalId: input.destinationHospitalId ?? null,
          destination,
          patientCondition: input.patientCondition,
          supportLevel: input.service === 'ambulance' ? (input.supportLevel ?? 'basic') : null,
          pricePaise: service.price * 100,
          status: 'requested',
          history: [
            { status: 'requested', at: now().toISOString(), byUserId: userId, byRole: userId ? 'customer' : null },
          ],
        });
        await events.publish('emergency-request.status-changed', {
          requestId: row.id,
          userId,
          from: null,
          to: 'requested',
        });
        return emergencyView(row);
      });
    },

    /** By the tracking code (the guest's way back); unknown: 404. */
    async track(code: string): Promise<EmergencyRequest> {
      const row = await repository.findEmergencyByCode(code);
      if (!row) throw new AppError('REQUEST_NOT_FOUND');
      return emergencyView(row);
    },

    async mine(userId: number): Promise<EmergencyRequest[]> {
      return (await repository.emergenciesOfUser(userId)).map(emergencyView);
    },

    async staffList(status?: EmergencyRequestStatus): Promise<EmergencyRequest[]> {
      return (await repository.emergencies(status)).map(emergencyView);
    },

    /** Staff move a request one step along requested → dispatched → arrived → completed (or cancel it). */
    async move(staff: Actor, id: number, to: EmergencyRequestStatus, note?: string): Promise<EmergencyRequest> {
      const row = await repository.findEmergency(id);
      if (!row) throw new AppError('REQUEST_NOT_FOUND');
      if (!EMERGENCY_NEXT[row.status].includes(to)) throw new AppError('REQUEST_STEP_NOT_ALLOWED');
      return uow.transaction(async () => {
        const moved = await repository.moveEmergency(id, row.status, to, {
          status: to,
          at: now().toISOString(),
          byUserId: staff.id,
          byRole: staff.role,
          ...(note ? { note } : {}),
        });
        if (!moved) throw new AppError('REQUEST_STEP_NOT_ALLOWED');
        await events.publish('emergency-request.status-changed', {
          requestId: id,
          userId: row.userId,
          from: row.status,
          to,
        });
        return emergencyView(moved);
      });
    },

    /* ── care at home ── */
    async requestHomeService(userId: number, input: HomeServiceInput): Promise<HomeServiceRequest> {
      if (!isVisitDate(input.preferredDate, now()))
        throw new AppError('VISIT_DATE_INVALID', {}, { field: 'preferredDate' });
      const place = await delivery.place(input.pincode);
      if (!place) throw new AppError('PINCODE_UNKNOWN', {}, { field: 'pincode' });
      return uow.transaction(async () => {
        const row = await repository.insertHomeService({
          reference: referenceCode('HC'),
          kind: input.kind,
          userId,
          patientName: input.patientName,
          phone: input.phone,
          address: input.address,
          city: input.city,
          pincode: place.pincode,
          preferredDate: input.preferredDate,
          preferredWindow: input.preferredWindow,
          notes: input.notes ?? '',
          status: 'requested',
          history: [{ status: 'requested', at: now().toISOString(), byUserId: userId, byRole: 'customer' }],
        });
        await events.publish('home-service.status-changed', { requestId: row.id, userId, from: null, to: 'requested' });
        return homeView(row);
      });
    },

    async myHomeServices(userId: number): Promise<HomeServiceRequest[]> {
      return (await repository.homeServicesOfUser(userId)).map(homeView);
    },

    async staffHomeServices(status?: HomeServiceStatus): Promise<HomeServiceRequest[]> {
      return (await repository.homeServices(status)).map(homeView);
    },

    async moveHomeService(staff: Actor, id: number, to: HomeServiceStatus, note?: string): Promise<HomeServiceRequest> {
      const row = await repository.findHomeService(id);
      if (!row) throw new AppError('REQUEST_NOT_FOUND');
      if (!HOME_SERVICE_NEXT[row.status].includes(to)) throw new AppError('REQUEST_STEP_NOT_ALLOWED');
      return uow.transaction(async () => {
        const moved = await repository.moveHomeService(
          id,
          row.status,
          to,
          { status: to, at: now().toISOString(), byUserId: staff.id, byRole: staff.role, ...(note ? { note } : {}) },
          note ?? null,
        );
        if (!moved) throw new AppError('REQUEST_STEP_NOT_ALLOWED');
        await events.publish('home-service.status-changed', {
          requestId: id,
          userId: row.userId,
          from: row.status,
          to,
        });
        return homeView(moved);
      });
    },
  };
}

export type EmergencyService = ReturnType<typeof createEmergencyService>;
