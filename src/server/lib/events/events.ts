import type { Database } from '../../db/database.ts';
import { afterCommit } from '../../db/transact.ts';
import type { AssistedNotificationType } from '../../../shared/schemas/live-events.ts';

/**
 * Domain events (docs/product/member-loop.md): every change members and administrators make is published through
 * this one interface, so the work that consumes them (notifications, live streams, mail) hangs
 * off one place instead of every service. An event is stored as a row of `domain_event` with an
 * increasing id (a reader that missed some asks for those after the last id it saw), then handed
 * to the subscribers of this process. Subscribers hear of an event only once its change has
 * committed: a live stream told of the event reads it from the database (decision 032), and a
 * rolled-back act must tell nobody. Published inside a transaction of `transact`
 * (db/transact.ts), the row is written in it and handed on after the commit.
 */
export type DomainEventType =
  | 'interest.received'
  | 'interest.accepted'
  | 'interest.declined'
  | 'interest.withdrawn'
  | 'connection.ended'
  | 'shortlist.added'
  | 'shortlist.removed'
  | 'member.not-interested'
  | 'member.interested-again'
  | 'member.blocked'
  | 'member.unblocked'
  | 'report.filed'
  | 'moderation.outcome'
  | 'moderation.warning'
  | 'moderation.hidden'
  | 'moderation.action'
  | 'photo.requested'
  | 'photo.granted'
  | 'photo.approved'
  | 'photo.rejected'
  | 'message.sent'
  | 'message.read'
  | 'profile.viewed'
  | 'plan.expiring'
  | 'account.two-step-reset'
  | 'call.ringing'
  | 'call.answered'
  | 'call.signal'
  | 'call.ended'
  | 'family.acted'
  | AssistedNotificationType;

export interface DomainEvent {
  type: DomainEventType;
  /** Who made the change (null for the system, e.g. an automatic hide). */
  actorId: number | null;
  /** Whom it is for (a notification's reader), when anyone. */
  recipientId: number | null;
  data: Record<string, unknown>;
}

export interface StoredEvent extends DomainEvent {
  id: number;
  createdAt: string;
}

/**
 * A subscriber gets the stored event and the database handle it was published with, and writes
 * what it derives (a notification) through that handle.
 */
export type EventHandler = (event: StoredEvent, db: Database) => void | Promise<void>;

export interface EventBus {
  /**
   * Stores the event and hands it to this process's subscribers (after the commit, when `db` is a
   * transaction of `transact`); returns it with its id.
   */
  publish(db: Database, event: DomainEvent): Promise<StoredEvent>;
  /**
   * Stores the event only, in the caller's transaction, so the change and its event are one
   * commit (on PostgreSQL each commit waits for its WAL to reach the disk); `announce` hands it
   * to the subscribers once that transaction has committed.
   */
  record(db: Database, event: DomainEvent): Promise<StoredEvent>;
  /** Hands a recorded (and committed) event to this process's subscribers. */
  announce(db: Database, stored: StoredEvent): Promise<void>;
  /**
   * Announces a committed event without keeping the caller waiting for every subscriber: the
   * first (the live streams, which write to their sockets at once) has it before this returns;
   * the notification and the mail that follow are written in the background. `settled` waits
   * for them.
   */
  handOn(db: Database, stored: StoredEvent): void;
  /** Resolves once every hand-over still running has finished (before the database closes). */
  settled(): Promise<void>;
  /** Every event from now on (of one type, when named); returns the way to stop. */
  subscribe(handler: EventHandler, type?: DomainEventType): () => void;
  /** A recipient's events after `afterId`, oldest first (a reconnecting reader's replay). */
  since(db: Database, recipientId: number, afterId: number, limit?: number): Promise<StoredEvent[]>;
}

/** The row an event is stored as: by `record`, or by a writer that stores it in its own statement. */
export const eventRow = (event: DomainEvent, createdAt: string) => ({
  type: event.type,
  actorId: event.actorId,
  recipientId: event.recipientId,
  data: JSON.stringify(event.data),
  createdAt,
});

type Row = { id: number; type: string; actorId: number | null; recipientId: number | null; data: string; createdAt: string };
const toEvent = (row: Row): StoredEvent => ({
  id: Number(row.id),
  type: row.type as DomainEventType,
  actorId: row.actorId === null ? null : Number(row.actorId),
  recipientId: row.recipientId === null ? null : Number(row.recipientId),
  data: JSON.parse(row.data) as Record<string, unknown>,
  createdAt: row.createdAt,
});

/**
 * The in-process bus: subscribers run after the row is written, one after another; a subscriber
 * that throws is reported to `onError` and never fails the change that published the event.
 */
export function createInProcessEventBus(onError: (error: unknown, event: StoredEvent) => void = () => {}): EventBus {
  const handlers = new Set<{ handler: EventHandler; type?: DomainEventType }>();
  const running = new Set<Promise<void>>();
  const bus: EventBus = {
    async publish(db, event) {
      const stored = await bus.record(db, event);
      await afterCommit(db, (committed) => bus.announce(committed, stored));
      return stored;
    },
    async record(db, event) {
      const createdAt = new Date().toISOString();
      const row = await db.insertInto('domainEvent').values(eventRow(event, createdAt)).returning('id').executeTakeFirstOrThrow();
      return { ...event, id: Number(row.id), createdAt };
    },
    async announce(db, stored) {
      for (const entry of [...handlers]) {
        if (entry.type && entry.type !== stored.type) continue;
        try {
          await entry.handler(stored, db);
        } catch (error) {
          onError(error, stored);
        }
      }
    },
    handOn(db, stored) {
      // announce reports a failing subscriber to onError and never rejects.
      const handing = bus.announce(db, stored).finally(() => running.delete(handing));
      running.add(handing);
    },
    async settled() {
      while (running.size) await Promise.all(running);
    },
    subscribe(handler, type) {
      const entry = { handler, type };
      handlers.add(entry);
      return () => void handlers.delete(entry);
    },
    async since(db, recipientId, afterId, limit = 100) {
      const rows = await db
        .selectFrom('domainEvent')
        .select(['id', 'type', 'actorId', 'recipientId', 'data', 'createdAt'])
        .where('recipientId', '=', recipientId)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute();
      return (rows as Row[]).map(toEvent);
    },
  };
  return bus;
}
