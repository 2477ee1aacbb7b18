import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { commitServerSeed, createFairRandom, fairBlock, fairBytes, verifyServerSeed } from '../index.ts';

// The scheme, restated with node:crypto as an independent implementation (test-only: the package
// itself must run in browsers, so it uses @noble/hashes).
const seeds = { serverSeed: 'haneul-server-seed-0001', clientSeed: 'player-client-seed', nonce: 42 };
const nodeBlock = (cursor: number) =>
  createHmac('sha256', seeds.serverSeed).update(`${seeds.clientSeed}:${seeds.nonce}:${cursor}`).digest();
const nodeUint32s = (count: number) => {
  const bytes = Buffer.concat(Array.from({ length: Math.ceil((count * 4) / 32) }, (_, c) => nodeBlock(c)));
  return Array.from({ length: count }, (_, i) => bytes.readUInt32BE(i * 4));
};
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('provably fair stream', () => {
  it('matches the published test vectors and node:crypto, block by block', () => {
    // Fixed vectors, computed once with node:crypto: they pin the message format for good.
    expect(hex(fairBlock(seeds, 0))).toBe('2c7c30114aaa2892a8a2ed681288a6bc321112f0e752acc8097f753dfdbf06be');
    expect(hex(fairBlock(seeds, 1))).toBe('fb6b410b42d63efa63d0903f8b47886faebd79bf282a6d0c549027bfe21083c5');
    for (let cursor = 0; cursor < 5; cursor++)
      expect(hex(fairBlock(seeds, cursor))).toBe(nodeBlock(cursor).toString('hex'));
    expect(hex(fairBytes(seeds, 70))).toBe(
      Buffer.concat([nodeBlock(0), nodeBlock(1), nodeBlock(2)])
        .subarray(0, 70)
        .toString('hex'),
    );
  });

  it('reads uint32s big-endian across block boundaries', () => {
    const rng = createFairRandom(seeds);
    const drawn = Array.from({ length: 20 }, () => rng.nextUint32());
    expect(drawn.slice(0, 10)).toEqual([
      746336273, 1252665490, 2829249896, 310945468, 839979760, 3880955080, 159348029, 4257154750, 4218110219,
      1121337082,
    ]);
    expect(drawn).toEqual(nodeUint32s(20));
    expect(rng.bytesUsed).toBe(80);
  });

  it('makes floats as uint32 / 2^32', () => {
    const rng = createFairRandom(seeds);
    const floats = Array.from({ length: 3 }, () => rng.nextFloat());
    expect(floats).toEqual([0.17376995482482016, 0.29165891231969, 0.6587360743433237]);
    expect(floats).toEqual(nodeUint32s(3).map((u) => u / 2 ** 32));
  });

  it('makes bounded integers by rejection sampling, agreeing with an independent implementation', () => {
    const bounds = [37, 6, 52, 416, 1_000_000, 3 * 2 ** 30, 2 ** 31 + 1];
    const stream = nodeUint32s(64);
    let next = 0;
    const expected = bounds.map((n) => {
      for (;;) {
        const u = stream[next++]!;
        if (u < 2 ** 32 - (2 ** 32 % n)) return u % n;
      }
    });
    const rng = createFairRandom(seeds);
    const drawn = bounds.map((n) => rng.nextInt(n));
    expect(drawn.slice(0, 5)).toEqual([23, 4, 44, 28, 979760]);
    expect(drawn).toEqual(expected);
  });

  it('is deterministic and changes with every input', () => {
    const draw = (s: typeof seeds) => {
      const rng = createFairRandom(s);
      return Array.from({ length: 8 }, () => rng.nextUint32());
    };
    expect(draw(seeds)).toEqual(draw({ ...seeds }));
    expect(draw({ ...seeds, nonce: 43 })).not.toEqual(draw(seeds));
    expect(draw({ ...seeds, clientSeed: 'other' })).not.toEqual(draw(seeds));
    expect(draw({ ...seeds, serverSeed: 'other' })).not.toEqual(draw(seeds));
    expect(() => createFairRandom({ ...seeds, nonce: -1 })).toThrow(RangeError);
  });

  it('commits to the server seed with its SHA-256 hex', () => {
    const commitment = commitServerSeed(seeds.serverSeed);
    expect(commitment).toBe('cfaa33907cf3cfa4c83982d9886d934131043eafb3280582a1ffcfcf858370ed');
    expect(commitment).toBe(createHash('sha256').update(seeds.serverSeed).digest('hex'));
    expect(commitServerSeed('하늘')).toBe(createHash('sha256').update('하늘', 'utf8').digest('hex'));
    expect(verifyServerSeed(seeds.serverSeed, commitment.toUpperCase())).toBe(true);
    expect(verifyServerSeed('a different seed', commitment)).toBe(false);
  });
});
