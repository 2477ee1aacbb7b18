import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { createRandomSource, type RandomSource } from './random-source.ts';

/**
 * The provably fair byte stream. For one round (a server seed, a client seed and a nonce) the
 * bytes are HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${cursor}`) for
 * cursor 0, 1, 2, ..., 32 bytes per block, read in order. Anyone holding the revealed server seed
 * can recompute every block with any HMAC implementation and replay the round.
 */

/** The three inputs that fix a round's randomness. */
export interface FairSeeds {
  /** The secret server seed; its SHA-256 is published before play and the seed revealed on rotation. */
  serverSeed: string;
  /** The member's own seed, which the member may change at any time. */
  clientSeed: string;
  /** The round counter for this seed pair: 0, 1, 2, ... */
  nonce: number;
}

/** Bytes per HMAC-SHA256 block. */
export const FAIR_BLOCK_BYTES = 32;

/** The 32-byte block number `cursor` of a round's stream. */
export function fairBlock(seeds: FairSeeds, cursor: number): Uint8Array {
  const message = `${seeds.clientSeed}:${seeds.nonce}:${cursor}`;
  return hmac(sha256, utf8ToBytes(seeds.serverSeed), utf8ToBytes(message));
}

/** The first `count` bytes of a round's stream, crossing blocks as needed (for the verify page). */
export function fairBytes(seeds: FairSeeds, count: number): Uint8Array {
  const out = new Uint8Array(count);
  for (let offset = 0, cursor = 0; offset < count; cursor++, offset += FAIR_BLOCK_BYTES) {
    const block = fairBlock(seeds, cursor);
    out.set(block.subarray(0, Math.min(FAIR_BLOCK_BYTES, count - offset)), offset);
  }
  return out;
}

/**
 * A {@link RandomSource} reading the round's stream: each uint32 is the next 4 bytes read
 * big-endian; a block is computed only when the previous one is used up. Floats and bounded
 * integers follow the shared rules of `createRandomSource` (uint32 / 2^32; rejection sampling).
 *
 * The `bytesUsed` getter tells the verify page how far into the stream a round read.
 */
export function createFairRandom(seeds: FairSeeds): RandomSource & { readonly bytesUsed: number } {
  if (!Number.isSafeInteger(seeds.nonce) || seeds.nonce < 0) {
    throw new RangeError(`fair random: nonce must be a non-negative integer, got ${seeds.nonce}`);
  }
  const key = utf8ToBytes(seeds.serverSeed);
  let block = new Uint8Array(0);
  let cursor = 0;
  let offset = 0;
  let used = 0;

  const nextUint32 = (): number => {
    if (offset === block.length) {
      block = hmac(sha256, key, utf8ToBytes(`${seeds.clientSeed}:${seeds.nonce}:${cursor}`));
      cursor += 1;
      offset = 0;
    }
    // 32 is a multiple of 4, so a uint32 never straddles two blocks.
    const value =
      ((block[offset]! << 24) |
        (block[offset + 1]! << 16) |
        (block[offset + 2]! << 8) |
        block[offset + 3]!) >>>
      0;
    offset += 4;
    used += 4;
    return value;
  };

  const source = createRandomSource(nextUint32);
  return {
    ...source,
    get bytesUsed() {
      return used;
    },
  };
}
