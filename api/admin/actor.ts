import { userInfo } from 'node:os';
import { SYSTEM_ACTORS } from '../../contract/audit-actors';

/** Who made a change, as the audit log records it: a staff member over HTTP, a person at the ops CLI, or the shop itself. */
export interface Actor {
  /** `staff:<id>`, `cli:<os user>`, or `system:steam` / `system:shop` (contract/audit-actors.ts). */
  name: string;
  /** The staff member's id (null for the CLI). */
  staffId: number | null;
  ip: string | null;
  userAgent: string | null;
}

export function staffActor(staffId: number, ip: string, userAgent: string | undefined): Actor {
  return { name: `staff:${staffId}`, staffId, ip, userAgent: (userAgent ?? '').slice(0, 500) || null };
}

/** The person running `npm run ops` on this machine. */
export function cliActor(): Actor {
  let user = process.env.USER ?? 'unknown';
  try {
    user = userInfo().username;
  } catch {
    // no passwd entry (a container's bare uid): $USER or 'unknown'
  }
  return { name: `cli:${user}`, staffId: null, ip: null, userAgent: null };
}

/** The shop acting on what Steam said (a bot paused because Steam will not let it trade): the console shows "Steam". */
export function steamActor(): Actor {
  return { name: SYSTEM_ACTORS.steam, staffId: null, ip: null, userAgent: null };
}
