import { siteSettings, type Db } from '@haneul/db';

/** One page of a list: the rows to skip and to take for a 1-based page number. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** The window of `page` (1-based) when pages hold `size` rows. */
export function pageWindow(page: number, size: number): PageWindow {
  return { limit: size, offset: (page - 1) * size };
}

/**
 * The operator's page size for community lists (the wire's `maxCount`). A setting below 1 would
 * break paging and the contract's positive `maxCount`, so it is read as 1.
 */
export async function communityPageSize(db: Db): Promise<number> {
  const { helpPageSize } = await siteSettings(db);
  return Math.max(1, helpPageSize);
}
