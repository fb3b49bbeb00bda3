import type { FastifyInstance } from 'fastify';
import type { NotificationsService } from './notifications.service.ts';

/**
 * Order, prescription, consultation and lab events reach the person through the inbox and their channels.
 * Each notice is keyed on the event's id, so a redelivered event never notifies twice.
 */
export function subscribeToDomainEvents(app: FastifyInstance, notifications: NotificationsService) {
  const { orders, doctors } = app;
  app.events.subscribe({
    name: 'notify-orders',
    events: ['order.placed', 'order.status-changed'],
    async handle(event) {
      const { orderId, userId } = event.payload;
      const order = await orders.getOrder(userId, orderId).catch(() => null);
      if (!order) return;
      const link = `/orders/${orderId}`;
      const dedupeKey = `event:${event.id}`;
      if (event.type === 'order.placed') {
        await notifications.notify(userId, {
          kind: 'order-placed',
          params: { orderNumber: order.orderNumber },
          link,
          dedupeKey,
        });
      } else {
        await notifications.notify(userId, {
          kind: 'order-status',
          params: { orderNumber: order.orderNumber, status: event.payload.to },
          link,
          dedupeKey,
        });
      }
    },
  });
  app.events.subscribe({
    name: 'notify-prescriptions',
    events: ['prescription.reviewed'],
    async handle(event) {
      const { userId, outcome } = event.payload;
      // A guest's upload has no one to notify yet.
      if (userId === null) return;
      await notifications.notify(userId, {
        kind: 'prescription-reviewed',
        params: { outcome },
        link: '/profile',
        dedupeKey: `event:${event.id}`,
      });
    },
  });
  app.events.subscribe({
    name: 'notify-appointments',
    events: ['appointment.booked'],
    async handle(event) {
      const { userId, appointmentId } = event.payload;
      const appointment = await doctors.myAppointment(userId, appointmentId).catch(() => null);
      if (!appointment) return;
      await notifications.notify(userId, {
        kind: 'appointment-booked',
        params: { doctor: appointment.doctor.name, startsAt: appointment.startsAt },
        link: `/doctors/${appointment.doctor.id}/success`,
        dedupeKey: `event:${event.id}`,
      });
    },
  });
  app.events.subscribe({
    name: 'notify-lab-bookings',
    events: ['lab-booking.status-changed'],
    async handle(event) {
      const { userId, to } = event.payload;
      // The booking itself is mailed by labs; the inbox hears of each later step.
      if (event.payload.from === null) return;
      await notifications.notify(userId, {
        kind: 'lab-booking-status',
        params: { status: to },
        link: '/lab-tests',
        dedupeKey: `event:${event.id}`,
      });
    },
  });
}
