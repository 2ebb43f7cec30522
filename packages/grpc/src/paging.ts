// The page a list RPC asks for (common.v1.PageRequest) as a list read takes it.
import type { PageRequest__Output } from '@platform/protos/generated/common/v1/PageRequest.ts';

export const DEFAULT_PAGE_LIMIT = 20;
export const MAX_PAGE_LIMIT = 100;

/** The gateway already normalises paging; this only keeps a direct caller within bounds. */
export function pageOf(page: PageRequest__Output | null): { limit: number; offset: number } {
  const limit = page?.limit && page.limit > 0 ? Math.min(page.limit, MAX_PAGE_LIMIT) : DEFAULT_PAGE_LIMIT;
  return { limit, offset: Math.max(0, page?.offset ?? 0) };
}
