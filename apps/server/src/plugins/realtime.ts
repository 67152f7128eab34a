import { EventEmitter } from "node:events";
import type { RealtimeEvent } from "@hirelens/contracts";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import pg from "pg";

const CHANNEL = "hirelens_realtime";

/** A user's event, as carried between processes. */
export interface RealtimeMessage {
  userId: string;
  event: RealtimeEvent;
}

/**
 * Publishes progress events to every API process. On PostgreSQL through NOTIFY (each process
 * LISTENs on one dedicated connection, reconnected when it drops, and re-emits locally); on PGlite,
 * which one process owns, in process. Subscribers only ever see the local emitter. `publish`
 * never rejects.
 */
export interface RealtimeBus {
  publish(userId: string, event: Omit<RealtimeEvent, "at">): Promise<void>;
  subscribe(userId: string, listener: (event: RealtimeEvent) => void): () => void;
}

declare module "fastify" {
  interface FastifyInstance {
    realtime: RealtimeBus;
  }
}

export const realtimePlugin = fp(async (app: FastifyInstance) => {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const deliver = (message: RealtimeMessage) => emitter.emit(message.userId, message.event);

  const pool =
    app.database.kind === "postgres"
      ? (app.db as unknown as { $client: pg.Pool }).$client
      : undefined;
  if (pool) await listen(app, pool, deliver);

  const bus: RealtimeBus = {
    async publish(userId, event) {
      const message: RealtimeMessage = {
        userId,
        event: { ...event, at: new Date().toISOString() },
      };
      if (!pool) {
        deliver(message);
        return;
      }
      // Publishing follows a committed change: it must never turn that request into an error.
      // When NOTIFY fails (database gone, payload too large), this process's clients still hear it.
      try {
        await pool.query("select pg_notify($1, $2)", [CHANNEL, JSON.stringify(message)]);
      } catch (error) {
        app.log.warn(
          { err: error, type: event.type },
          "realtime publish failed; delivered locally",
        );
        deliver(message);
      }
    },
    subscribe(userId, callback) {
      emitter.on(userId, callback);
      return () => emitter.off(userId, callback);
    },
  };
  app.decorate("realtime", bus);
});

/** Longest wait between two attempts to get the LISTEN connection back. */
const MAX_RECONNECT_MS = 5_000;

/**
 * LISTENs on a dedicated connection (LISTEN belongs to one session) and gets it back whenever it
 * drops: a restarted database or a killed backend costs the events sent meanwhile, not all of
 * them from then on. Resolves once the first LISTEN is in place.
 */
async function listen(
  app: FastifyInstance,
  pool: pg.Pool,
  deliver: (message: RealtimeMessage) => void,
): Promise<void> {
  let client: pg.Client | undefined;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = 100;

  const connect = async (): Promise<void> => {
    const next = new pg.Client(pool.options);
    next.on("notification", (notification) => {
      if (notification.channel !== CHANNEL || !notification.payload) return;
      try {
        deliver(JSON.parse(notification.payload) as RealtimeMessage);
      } catch (error) {
        app.log.warn({ err: error }, "bad realtime payload");
      }
    });
    let dropped = false;
    const drop = (error?: Error) => {
      if (dropped) return;
      dropped = true;
      if (closing) return;
      app.log.warn({ err: error }, "realtime listener lost its connection; reconnecting");
      next.end().catch(() => {});
      schedule();
    };
    next.on("error", drop);
    next.on("end", () => drop());
    await next.connect();
    await next.query(`listen ${CHANNEL}`);
    // The app closed while this reconnect was under way: do not keep the process alive.
    if (closing) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    delay = 100;
  };
  const schedule = () => {
    if (closing || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: unknown) => {
        app.log.warn({ err: error }, "realtime listener could not reconnect yet");
        delay = Math.min(delay * 2, MAX_RECONNECT_MS);
        schedule();
      });
    }, delay);
  };

  await connect();
  app.addHook("onClose", async () => {
    closing = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => {});
  });
}
