import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { BackgroundWork } from './background-work.ts';
import type { ChangeFeed } from './change-feed.ts';
import type { EventBus } from './events/event-bus.ts';
import type { PersonalDataRegistry } from './personal-data.ts';
import type { CounterStore } from './rate-limit.ts';
import type { Scheduler } from './scheduled-jobs.ts';
import type { UnitOfWork } from './unit-of-work.ts';

/**
 * What app.ts hands every feature plugin: configuration and the shared machinery, one of each per app.
 * Another feature's service is not in here: a plugin names the features it needs in its `dependencies`
 * and reads their services from the decorations they declare (`app.catalog`, `app.auth`, …).
 */
export interface AppCore {
  config: Config;
  database: DatabaseHandle;
  /** The unit of work every repository queries through and every use case opens transactions with. */
  uow: UnitOfWork;
  /** Domain events: published in the current transaction, delivered to subscribers after it commits. */
  events: EventBus;
  /** Work a request starts but does not wait for; drained before the database closes. */
  background: BackgroundWork;
  /** Cross-instance change notifications (LISTEN/NOTIFY). */
  changes: ChangeFeed;
  /** Attempt counters shared by every instance when Redis is configured. */
  counters: CounterStore;
  /** Each feature registers what it holds about a person (DPDP export and erasure). */
  personalData: PersonalDataRegistry;
  /** Each feature adds its clean-up jobs; they run on one instance at a time. */
  scheduledJobs: Scheduler;
}
