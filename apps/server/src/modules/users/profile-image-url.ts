import { createHmac, timingSafeEqual } from "node:crypto";

const UPLOAD_PREFIX = "upload:";

/** users.image value for an avatar stored on disk, by version. */
export function uploadedImageValue(version: string): string {
  return `${UPLOAD_PREFIX}${version}`;
}

export function uploadedImageVersion(image: string | null): string | null {
  return image?.startsWith(UPLOAD_PREFIX) ? image.slice(UPLOAD_PREFIX.length) : null;
}

function signature(secret: string, userId: string, version: string): string {
  return createHmac("sha256", secret)
    .update(`profile-image:${userId}:${version}`)
    .digest("base64url")
    .slice(0, 32);
}

/**
 * The avatar's URL: signed for its owner so that an <img> (which sends no bearer token) can load it,
 * while nobody can guess another user's. A new upload gets a new version, so a new URL.
 */
export function profileImageUrl(
  secret: string,
  userId: string,
  image: string | null,
): string | null {
  const version = uploadedImageVersion(image);
  if (!version) return image;
  return `/api/user/profile-image/${encodeURIComponent(userId)}/${version}?sig=${signature(secret, userId, version)}`;
}

export function isValidImageSignature(
  secret: string,
  userId: string,
  version: string,
  sig: string,
): boolean {
  const expected = Buffer.from(signature(secret, userId, version));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
