import type { BetterAuthOptions } from "better-auth";
import type { DBAdapter, Where } from "better-auth/adapters";
import { hashToken } from "../lib/token-hash.ts";

type AdapterFactory = (options: BetterAuthOptions) => DBAdapter<BetterAuthOptions>;
type Row = Record<string, unknown>;

const SESSION_MODEL = "session";
const TOKEN_FIELD = "token";

/** The token conditions of a session query, hashed; `raw` maps each hash back to what was asked. */
function hashWhere(where: Where[] | undefined, raw: Map<string, string>): Where[] | undefined {
  return where?.map((clause) => {
    if (clause.field !== TOKEN_FIELD) return clause;
    const { value } = clause;
    const hashOne = (token: string) => {
      const hashed = hashToken(token);
      raw.set(hashed, token);
      return hashed;
    };
    if (typeof value === "string") return { ...clause, value: hashOne(value) };
    if (Array.isArray(value)) {
      return { ...clause, value: (value as unknown[]).map((item) => hashOne(String(item))) };
    }
    return clause;
  });
}

/** A row read back: the token the caller asked with, when it asked by token; else the hash. */
function restoreToken<T>(row: T, raw: Map<string, string>): T {
  if (!row || typeof row !== "object") return row;
  const token = (row as Row)[TOKEN_FIELD];
  if (typeof token !== "string") return row;
  const original = raw.get(token);
  return original ? ({ ...(row as Row), [TOKEN_FIELD]: original } as T) : row;
}

function wrapAdapter(adapter: DBAdapter<BetterAuthOptions>): DBAdapter<BetterAuthOptions> {
  const isSession = (model: string) => model === SESSION_MODEL;
  return {
    ...adapter,
    async create<T extends Row, R = T>(data: Parameters<DBAdapter["create"]>[0]): Promise<R> {
      const token = (data.data as Row)[TOKEN_FIELD];
      if (!isSession(data.model) || typeof token !== "string") {
        return adapter.create<T, R>(data as Parameters<DBAdapter["create"]>[0] & { data: T });
      }
      const raw = new Map([[hashToken(token), token]]);
      const created = await adapter.create<T, R>({
        ...data,
        data: { ...(data.data as T), [TOKEN_FIELD]: hashToken(token) },
      });
      return restoreToken(created, raw);
    },
    async findOne(data) {
      if (!isSession(data.model)) return adapter.findOne(data);
      const raw = new Map<string, string>();
      const where = hashWhere(data.where, raw) ?? [];
      return restoreToken(await adapter.findOne({ ...data, where }), raw);
    },
    async findMany<T>(data: Parameters<DBAdapter["findMany"]>[0]): Promise<T[]> {
      if (!isSession(data.model)) return adapter.findMany<T>(data);
      const raw = new Map<string, string>();
      const rows = await adapter.findMany<T>({ ...data, where: hashWhere(data.where, raw) });
      return rows.map((row) => restoreToken(row, raw));
    },
    count(data) {
      if (!isSession(data.model)) return adapter.count(data);
      return adapter.count({ ...data, where: hashWhere(data.where, new Map()) });
    },
    async update(data) {
      if (!isSession(data.model)) return adapter.update(data);
      const raw = new Map<string, string>();
      const where = hashWhere(data.where, raw) ?? [];
      return restoreToken(await adapter.update({ ...data, where }), raw);
    },
    updateMany(data) {
      if (!isSession(data.model)) return adapter.updateMany(data);
      return adapter.updateMany({ ...data, where: hashWhere(data.where, new Map()) ?? [] });
    },
    delete(data) {
      if (!isSession(data.model)) return adapter.delete(data);
      return adapter.delete({ ...data, where: hashWhere(data.where, new Map()) ?? [] });
    },
    deleteMany(data) {
      if (!isSession(data.model)) return adapter.deleteMany(data);
      return adapter.deleteMany({ ...data, where: hashWhere(data.where, new Map()) ?? [] });
    },
    async consumeOne(data) {
      if (!isSession(data.model)) return adapter.consumeOne(data);
      const raw = new Map<string, string>();
      const where = hashWhere(data.where, raw) ?? [];
      return restoreToken(await adapter.consumeOne({ ...data, where }), raw);
    },
    async incrementOne(data) {
      if (!isSession(data.model)) return adapter.incrementOne(data);
      const raw = new Map<string, string>();
      const where = hashWhere(data.where, raw) ?? [];
      return restoreToken(await adapter.incrementOne({ ...data, where }), raw);
    },
    transaction(callback) {
      return adapter.transaction((trx) =>
        callback(wrapAdapter(trx as DBAdapter<BetterAuthOptions>)),
      );
    },
  };
}

/**
 * better-auth keeps the session token in plain text; this adapter stores its SHA-256 instead and
 * hashes every look-up by token, so a copy of the sessions table holds no usable bearer token.
 * Rows found by token carry the token the caller presented; other rows (a user's session list)
 * carry the hash, which is no bearer token.
 */
export function withHashedSessionTokens(factory: AdapterFactory): AdapterFactory {
  return (options) => wrapAdapter(factory(options));
}
