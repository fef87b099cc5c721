/** A UTC day as YYYY-MM-DD. */
export const dayOf = (unixMs: number) => new Date(unixMs).toISOString().slice(0, 10);
