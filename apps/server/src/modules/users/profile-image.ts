import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { PROFILE_IMAGE_SIZE_PX, USER_MESSAGES } from "@hirelens/contracts";
import sharp from "sharp";
import { AppError } from "../../lib/app-error.ts";

export type ImageType = "image/png" | "image/jpeg" | "image/webp" | "image/gif";

/** The image type by its first bytes (never by file name or declared type); null when not an image we take. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const starts = (signature: number[], offset = 0) =>
    signature.every((byte, i) => bytes[offset + i] === byte);
  const ascii = (text: string, offset = 0) => starts([...Buffer.from(text, "latin1")], offset);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (ascii("GIF87a") || ascii("GIF89a")) return "image/gif";
  if (ascii("RIFF") && ascii("WEBP", 8)) return "image/webp";
  return null;
}

/** Square-crops and resizes to PROFILE_IMAGE_SIZE_PX, as WebP; refuses anything that is not a real image. */
export async function toAvatar(bytes: Uint8Array): Promise<Buffer> {
  if (!sniffImageType(bytes))
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", USER_MESSAGES.profileImageInvalid);
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000, animated: false })
      .rotate()
      .resize(PROFILE_IMAGE_SIZE_PX, PROFILE_IMAGE_SIZE_PX, { fit: "cover" })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", USER_MESSAGES.profileImageInvalid);
  }
}

export function userUploadDir(dataDir: string, userId: string): string {
  if (!/^[A-Za-z0-9_-]+$/.test(userId)) throw new AppError("NOT_FOUND");
  return join(dataDir, "uploads", userId);
}

const avatarFile = (version: string) => `avatar-${version}.webp`;

/** Writes a new avatar version under DATA_DIR/uploads/<userId>/ and removes the older ones. */
export async function storeAvatar(
  dataDir: string,
  userId: string,
  avatar: Buffer,
): Promise<string> {
  const dir = userUploadDir(dataDir, userId);
  const version = randomBytes(8).toString("hex");
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, avatarFile(version)), avatar);
  await removeAvatars(dataDir, userId, version);
  return version;
}

export async function removeAvatars(dataDir: string, userId: string, keepVersion?: string) {
  const dir = userUploadDir(dataDir, userId);
  const names = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter(
        (name) =>
          name.startsWith("avatar-") && name !== (keepVersion ? avatarFile(keepVersion) : ""),
      )
      .map((name) => rm(join(dir, name), { force: true })),
  );
}

export async function readAvatar(
  dataDir: string,
  userId: string,
  version: string,
): Promise<Buffer | null> {
  if (!/^[a-f0-9]{16}$/.test(version)) return null;
  return readFile(join(userUploadDir(dataDir, userId), avatarFile(version))).catch(() => null);
}
