/**
 * A defensive reader for OLE2 compound files (the container of .doc files). It validates
 * every sector chain (no cycles, no out-of-range sectors) so that a damaged file can be
 * refused before a less careful parser loops forever on it.
 */

export interface CfbEntry {
  name: string;
  /** 1 storage, 2 stream, 5 root. */
  type: number;
  start: number;
  size: number;
}

export interface CompoundFile {
  entries: CfbEntry[];
  /** A root-level stream's bytes, or null. */
  stream(name: string): Uint8Array | null;
}

export const CFB_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const END_OF_CHAIN = -2;
const MAX_STREAM_BYTES = 64 * 1024 * 1024;

function i32(b: Uint8Array, o: number): number {
  return (
    (b[o] ?? 0) | ((b[o + 1] ?? 0) << 8) | ((b[o + 2] ?? 0) << 16) | ((b[o + 3] ?? 0) << 24) | 0
  );
}
function u16(b: Uint8Array, o: number): number {
  return (b[o] ?? 0) | ((b[o + 1] ?? 0) << 8);
}

/** True when the bytes start with the OLE2 compound file signature. */
export function isCompoundFile(bytes: Uint8Array): boolean {
  return bytes.length >= 8 && CFB_SIGNATURE.every((v, i) => bytes[i] === v);
}

class CfbError extends Error {}

/** Follows a chain in an allocation table; throws on cycles, bad ids or over-long chains. */
function followChain(table: Int32Array, start: number, maxLength: number): number[] {
  const chain: number[] = [];
  const seen = new Set<number>();
  let sector = start;
  while (sector !== END_OF_CHAIN) {
    if (sector < 0 || sector >= table.length || seen.has(sector) || chain.length >= maxLength) {
      throw new CfbError("bad chain");
    }
    seen.add(sector);
    chain.push(sector);
    sector = table[sector]!;
  }
  return chain;
}

/** Every chain in a table must end: no cycles anywhere (some parsers follow any of them). */
function assertAcyclic(table: Int32Array): void {
  // 0 unvisited, 1 on the current path, 2 known to terminate.
  const state = new Uint8Array(table.length);
  for (let s = 0; s < table.length; s++) {
    if (state[s] !== 0) continue;
    const path: number[] = [];
    let cur = s;
    while (cur >= 0 && cur < table.length && state[cur] === 0) {
      state[cur] = 1;
      path.push(cur);
      cur = table[cur]!;
    }
    if (cur >= 0 && cur < table.length && state[cur] === 1) throw new CfbError("cycle");
    for (const p of path) state[p] = 2;
  }
}

/**
 * Parses a compound file; returns null when the structure is damaged.
 * @example parseCompoundFile(docBytes)?.entries.map((e) => e.name) // ["Root Entry", "WordDocument", "1Table", ...]
 */
export function parseCompoundFile(bytes: Uint8Array): CompoundFile | null {
  try {
    return parseOrThrow(bytes);
  } catch {
    return null;
  }
}

function parseOrThrow(bytes: Uint8Array): CompoundFile {
  if (!isCompoundFile(bytes) || bytes.length < 512) throw new CfbError("header");
  const sectorShift = u16(bytes, 30);
  const miniShift = u16(bytes, 32);
  if ((sectorShift !== 9 && sectorShift !== 12) || miniShift !== 6) throw new CfbError("shift");
  const sectorSize = 1 << sectorShift;
  const sectorCount = Math.floor((bytes.length - sectorSize) / sectorSize) + 1;
  const fatSectors = i32(bytes, 44);
  const dirStart = i32(bytes, 48);
  const miniCutoff = i32(bytes, 56);
  const miniFatStart = i32(bytes, 60);
  const miniFatCount = i32(bytes, 64);
  let difatStart = i32(bytes, 68);
  const difatCount = i32(bytes, 72);
  if (fatSectors < 1 || fatSectors > sectorCount || difatCount < 0 || difatCount > sectorCount) {
    throw new CfbError("counts");
  }
  const sectorOffset = (id: number) => {
    if (id < 0 || id >= sectorCount) throw new CfbError("sector");
    return (id + 1) * sectorSize;
  };

  const fatIds: number[] = [];
  for (let i = 0; i < 109 && fatIds.length < fatSectors; i++) fatIds.push(i32(bytes, 76 + i * 4));
  const seenDifat = new Set<number>();
  for (let n = 0; n < difatCount && fatIds.length < fatSectors; n++) {
    if (seenDifat.has(difatStart)) throw new CfbError("difat cycle");
    seenDifat.add(difatStart);
    const off = sectorOffset(difatStart);
    for (let i = 0; i < sectorSize / 4 - 1 && fatIds.length < fatSectors; i++) {
      fatIds.push(i32(bytes, off + i * 4));
    }
    difatStart = i32(bytes, off + sectorSize - 4);
  }
  if (fatIds.length < fatSectors) throw new CfbError("difat short");

  const perSector = sectorSize / 4;
  const fat = new Int32Array(fatSectors * perSector);
  fatIds.forEach((id, n) => {
    const off = sectorOffset(id);
    for (let i = 0; i < perSector; i++) fat[n * perSector + i] = i32(bytes, off + i * 4);
  });
  assertAcyclic(fat);

  const readChain = (start: number, size?: number): Uint8Array => {
    const chain = followChain(fat, start, sectorCount);
    const out = new Uint8Array(chain.length * sectorSize);
    chain.forEach((id, n) => {
      const off = sectorOffset(id);
      out.set(bytes.subarray(off, off + sectorSize), n * sectorSize);
    });
    return size === undefined ? out : out.subarray(0, Math.min(size, out.length));
  };

  const dir = readChain(dirStart);
  const entries: Array<CfbEntry & { left: number; right: number; child: number }> = [];
  for (let off = 0; off + 128 <= dir.length; off += 128) {
    const nameLength = Math.min(64, Math.max(0, u16(dir, off + 64) - 2));
    let name = "";
    for (let i = 0; i < nameLength; i += 2) name += String.fromCharCode(u16(dir, off + i));
    entries.push({
      name,
      type: dir[off + 66] ?? 0,
      left: i32(dir, off + 68),
      right: i32(dir, off + 72),
      child: i32(dir, off + 76),
      start: i32(dir, off + 116),
      size: i32(dir, off + 120) >>> 0,
    });
  }
  const root = entries[0];
  if (root?.type !== 5) throw new CfbError("root");

  // The red-black tree of the root storage must be a tree.
  const rootChildren: number[] = [];
  const visited = new Set<number>();
  const stack = root.child >= 0 ? [root.child] : [];
  while (stack.length) {
    const id = stack.pop()!;
    if (id < 0) continue;
    if (id >= entries.length || visited.has(id)) throw new CfbError("tree");
    visited.add(id);
    rootChildren.push(id);
    const e = entries[id]!;
    stack.push(e.left, e.right);
  }

  // Every storage's tree, not only the root's: an entry may be reached once at most.
  const reached = new Set<number>();
  const all = [0];
  while (all.length) {
    const id = all.pop()!;
    if (id < 0) continue;
    if (id >= entries.length || reached.has(id)) throw new CfbError("forest");
    reached.add(id);
    const e = entries[id]!;
    all.push(e.child, id === 0 ? -1 : e.left, id === 0 ? -1 : e.right);
  }

  let miniFat: Int32Array | null = null;
  let miniStream: Uint8Array | null = null;
  const miniFatFor = (): { table: Int32Array; data: Uint8Array } => {
    if (!miniFat || !miniStream) {
      if (miniFatCount < 0 || miniFatCount > sectorCount) throw new CfbError("minifat");
      const raw = miniFatCount > 0 ? readChain(miniFatStart) : new Uint8Array(0);
      miniFat = new Int32Array(raw.length / 4);
      for (let i = 0; i < miniFat.length; i++) miniFat[i] = i32(raw, i * 4);
      assertAcyclic(miniFat);
      miniStream = root.start >= 0 ? readChain(root.start, root.size) : new Uint8Array(0);
    }
    return { table: miniFat, data: miniStream };
  };

  const publicEntries = entries.map(({ name, type, start, size }) => ({ name, type, start, size }));
  return {
    entries: publicEntries,
    stream(name: string): Uint8Array | null {
      const id = rootChildren.find((i) => entries[i]!.type === 2 && entries[i]!.name === name);
      if (id === undefined) return null;
      const e = entries[id]!;
      if (e.size > MAX_STREAM_BYTES) throw new CfbError("stream size");
      if (e.size === 0) return new Uint8Array(0);
      if (e.size >= miniCutoff) {
        const data = readChain(e.start, e.size);
        if (data.length < e.size) throw new CfbError("stream short");
        return data;
      }
      const { table, data } = miniFatFor();
      const chain = followChain(table, e.start, table.length);
      const out = new Uint8Array(chain.length * 64);
      chain.forEach((id2, n) => {
        if ((id2 + 1) * 64 > data.length) throw new CfbError("mini sector");
        out.set(data.subarray(id2 * 64, id2 * 64 + 64), n * 64);
      });
      if (out.length < e.size) throw new CfbError("stream short");
      return out.subarray(0, e.size);
    },
  };
}

/** Stream names of a compound file found by scanning raw directory bytes (damaged files). */
export function scanCompoundNames(bytes: Uint8Array, names: string[]): string[] {
  const found: string[] = [];
  for (const name of names) {
    const pattern = new Uint8Array(name.length * 2);
    for (let i = 0; i < name.length; i++) pattern[i * 2] = name.charCodeAt(i);
    outer: for (let i = 0; i + pattern.length <= bytes.length; i++) {
      for (let j = 0; j < pattern.length; j++) if (bytes[i + j] !== pattern[j]) continue outer;
      found.push(name);
      break;
    }
  }
  return found;
}
