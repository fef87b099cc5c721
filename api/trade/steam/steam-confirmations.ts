import { setTimeout as delay } from 'node:timers/promises';
import { getConfirmationKey, time as totpTime } from 'steam-totp';
import type SteamCommunity from 'steamcommunity';
import type { Limiter } from './steam-limiter';

const OFFSET_TTL_MS = 12 * 60 * 60 * 1000;

/**
 * Mobile confirmations with the bot's identity secret. steamcommunity's acceptConfirmationForObject
 * would do the same, but it asks steam-totp for Steam's clock, which goes straight to the real
 * api.steampowered.com; here Steam's time comes from ITwoFactorService/QueryTime over the community's
 * HTTP, and the confirmation list and answer use the community's public methods.
 */
export function createConfirmer(community: SteamCommunity, identitySecret: string, retryDelayMs = 1500, inTurn: Limiter = (work) => work()) {
  let offset: { seconds: number; at: number } | null = null;
  let lastTime = 0;

  const serverOffset = async (): Promise<number> => {
    if (offset && Date.now() - offset.at < OFFSET_TTL_MS) return offset.seconds;
    const body = await new Promise<unknown>((resolve, reject) =>
      community.httpRequest(
        { uri: 'https://api.steampowered.com/ITwoFactorService/QueryTime/v1/', method: 'POST', json: true },
        (err, _response, result) => (err ? reject(err) : resolve(result)),
        'steam-totp',
      ),
    );
    const serverTime = Number((body as { response?: { server_time?: unknown } } | null)?.response?.server_time);
    if (!Number.isFinite(serverTime)) throw new Error('Malformed API response from QueryTime');
    offset = { seconds: serverTime - Math.floor(Date.now() / 1000), at: Date.now() };
    return offset.seconds;
  };

  // Steam refuses a key whose time was used already: every key gets a time after the last one.
  const nextTime = (skew: number) => (lastTime = Math.max(totpTime(skew), lastTime + 1));

  // The key's time is taken when the call's turn comes: a key made before a wait could be stale.
  const list = (skew: number) =>
    inTurn(() => {
      const listTime = nextTime(skew);
      return new Promise<SteamCommunity.Confirmation[]>((resolve, reject) =>
        community.getConfirmations(listTime, { tag: 'list', key: getConfirmationKey(identitySecret, listTime, 'list') }, (err, found) =>
          err ? reject(err) : resolve(found),
        ),
      );
    });

  /**
   * Confirms the object's (an offer's) mobile confirmation; false when Steam does not list it yet. A new
   * offer's confirmation can take seconds to be listed: it is looked for again after 1, 2, 4… times
   * `retryDelayMs` for up to `waitMs` (0: one look).
   */
  return async function confirm(objectId: string, waitMs = 0): Promise<boolean> {
    const skew = await serverOffset();
    const until = Date.now() + waitMs;
    let gap = retryDelayMs;
    let confirmation = (await list(skew)).find((c) => c.creator === objectId);
    while (!confirmation && Date.now() + gap <= until) {
      await delay(gap);
      gap *= 2;
      confirmation = (await list(skew)).find((c) => c.creator === objectId);
    }
    if (!confirmation) return false;
    const { id, key: confirmationKey } = confirmation;
    await inTurn(() => {
      const acceptTime = nextTime(skew);
      const key = { tag: 'accept', key: getConfirmationKey(identitySecret, acceptTime, 'accept') };
      return new Promise<void>((resolve, reject) =>
        community.respondToConfirmation(id, confirmationKey, acceptTime, key, true, (err) => (err ? reject(err) : resolve())),
      );
    });
    return true;
  };
}
