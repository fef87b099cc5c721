/**
 * The audit log's actors that are the shop itself rather than a person (`staff:<id>`, `cli:<os user>`):
 * a change Steam made the shop do (a bot paused because Steam will not let it trade) and the shop's own.
 */
export const SYSTEM_ACTORS = { steam: 'system:steam', shop: 'system:shop' } as const;

const LABELS: Record<string, string> = {
  [SYSTEM_ACTORS.steam]: 'Steam',
  [SYSTEM_ACTORS.shop]: 'the shop',
  // Bot pauses written before the system actors had their prefix.
  steam: 'Steam',
};

/** How the console names an actor: "Steam" or "the shop" for the system's own, anyone else as recorded. */
export const actorLabel = (actor: string): string => LABELS[actor] ?? actor;
