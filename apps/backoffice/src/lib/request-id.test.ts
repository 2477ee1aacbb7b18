import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { newRequestId } from './request-id';

describe('newRequestId', () => {
  it('makes UUIDs the contract accepts, a new one each time', () => {
    const ids = Array.from({ length: 50 }, newRequestId);
    for (const id of ids) expect(z.uuid().safeParse(id).success, id).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
