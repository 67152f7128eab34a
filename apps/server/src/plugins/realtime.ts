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
 * LISTENs on one pooled connection and re-emits locally); on PGlite, which one process owns, in
 * process. Subscribers only ever see the local emitter.
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

  let listener: pg.Client | undefined;
  if (app.database.kind === "postgres") {
    // A dedicated connection (not a pooled one): LISTEN belongs to one session for its lifetime.
    const pool = (app.db as unknown as { $client: pg.Pool }).$client;
    listener = new pg.Client(pool.options);
    listener.on("error", (error) => app.log.warn({ err: error }, "realtime listener error"));
    await listener.connect();
    listener.on("notification", (notification) => {
      if (notification.channel !== CHANNEL || !notification.payload) return;
      try {
        deliver(JSON.parse(notification.payload) as RealtimeMessage);
      } catch (error) {
        app.log.warn({ err: error }, "bad realtime payload");
      }
    });
    await listener.query(`listen ${CHANNEL}`);
    app.addHook("onClose", async () => {
      await listener?.end().catch(() => {});
    });
  }

  const bus: RealtimeBus = {
    async publish(userId, event) {
      const message: RealtimeMessage = {
        userId,
        event: { ...event, at: new Date().toISOString() },
      };
      if (listener) {
        await listener.query("select pg_notify($1, $2)", [CHANNEL, JSON.stringify(message)]);
      } else {
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
