import { featurePlugin } from '../../lib/feature-plugin.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { createNotificationsService, type NotificationsService } from './notifications.service.ts';
import { subscribeToDomainEvents } from './domain-notices.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The inbox, push subscriptions and channels (issue 19); other features notify through it. */
    notifications: NotificationsService;
  }
}

/** Web push (VAPID), the in-app inbox and e-mail fallback; orders, prescriptions, consultations and labs reach people here. */
export const notificationsPlugin = featurePlugin(
  'notifications',
  { features: ['auth', 'orders', 'doctors'], decorators: ['mail', 'events'] },
  async (app, { uow, config, personalData }) => {
    const notifications = createNotificationsService({
      repository: createNotificationsRepository(uow),
      uow,
      events: app.events,
      mail: app.mail,
      people: app.auth,
      publicUrl: config.PUBLIC_URL ?? 'https://aushadh.in',
      log: app.log,
    });
    app.decorate('notifications', notifications);
    personalData.register(notifications.personalData);
    app.events.subscribe({
      name: 'notification-delivery',
      events: ['notification.created'],
      handle: (event) => notifications.deliver(event.payload.notificationId),
    });
    subscribeToDomainEvents(app, notifications);
    // Made at first start and kept in the database: every instance signs pushes with the same pair.
    if (config.NODE_ENV !== 'test') app.addHook('onReady', async () => void (await notifications.vapidKeys()));
    await app.register(notificationsRoutes, { notifications });
  },
);
