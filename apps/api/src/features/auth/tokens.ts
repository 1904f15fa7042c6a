import { errors, jwtVerify, SignJWT } from "jose";
import { unauthorized } from "../../http/errors.js";

export interface TokenClaims {
  userId: string;
  sessionId: string;
}

export const INVALID_TOKEN = "Invalid access_token";
export const EXPIRED_TOKEN = "access_token expired";

/** Signs an HS256 token carrying the user (`sub`) and the session id (`sid`) it belongs to. */
export function signAccessToken(key: Uint8Array, claims: TokenClaims, expiresAt: Date): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.userId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
}

/**
 * Verifies signature, algorithm (HS256 only, so `alg: none` and key-confusion tokens fail) and expiry
 * (a token without `exp` is refused).
 * Throws a 401 with the spec's 'access_token expired' or 'Invalid access_token'.
 */
export async function verifyAccessToken(key: Uint8Array, token: string): Promise<TokenClaims> {
  try {
    // Every token we sign expires; one without `exp` was not made here, or would live forever.
    const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"], requiredClaims: ["exp"] });
    const sessionId = payload.sid;
    if (typeof payload.sub !== "string" || typeof sessionId !== "string") throw unauthorized(INVALID_TOKEN);
    return { userId: payload.sub, sessionId };
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw unauthorized(EXPIRED_TOKEN);
    throw unauthorized(INVALID_TOKEN);
  }
}
