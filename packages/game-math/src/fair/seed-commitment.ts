import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The commitment shown to a member before play: the lowercase hex SHA-256 of the server seed's
 * UTF-8 bytes. The seed itself stays secret until it is rotated; then anyone can hash the revealed
 * seed and check it against the commitment they were shown, proving the house did not swap it.
 */
export function commitServerSeed(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

/** True when `serverSeed` hashes to `commitment` (compared case-insensitively). */
export function verifyServerSeed(serverSeed: string, commitment: string): boolean {
  return commitServerSeed(serverSeed) === commitment.toLowerCase();
}
