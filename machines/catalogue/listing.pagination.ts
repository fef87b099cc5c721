export const PAGINATION_CHUNK = 5;

export function totalPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** The chunk of page buttons holding `page`: pages 1–5, 6–10, … (the last chunk may be shorter). */
export function pageChunk(page: number, pages: number, chunk: number = PAGINATION_CHUNK): number[] {
  const current = Math.min(Math.max(1, page), Math.max(1, pages));
  const start = Math.floor((current - 1) / chunk) * chunk + 1;
  const end = Math.min(pages, start + chunk - 1);
  const result: number[] = [];
  for (let p = start; p <= end; p += 1) result.push(p);
  return result;
}
