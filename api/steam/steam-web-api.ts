export interface SteamPlayer {
  profileUrl: string | null;
  avatarMedium: string | null;
  visibility: number | null;
}

interface PlayerSummaries {
  response?: { players?: { steamid?: string; profileurl?: string; avatarmedium?: string; communityvisibilitystate?: number }[] };
}

/** ISteamUser/GetPlayerSummaries for one SteamID64; undefined when Steam does not answer usefully. */
export async function fetchSteamPlayer(apiUrl: string, apiKey: string, steamId: string): Promise<SteamPlayer | undefined> {
  const url = new URL(`${apiUrl}/ISteamUser/GetPlayerSummaries/v2/`);
  url.searchParams.set('key', apiKey);
  url.searchParams.set('steamids', steamId);
  const response = await fetch(url, { signal: AbortSignal.timeout(5000), headers: { accept: 'application/json' } });
  if (!response.ok) return undefined;
  const body = (await response.json()) as PlayerSummaries;
  const player = body.response?.players?.find((p) => p.steamid === steamId);
  if (!player) return undefined;
  const httpUrl = (value: unknown) => (typeof value === 'string' && /^https?:\/\//.test(value) && value.length <= 500 ? value : null);
  return {
    profileUrl: httpUrl(player.profileurl),
    avatarMedium: httpUrl(player.avatarmedium),
    visibility: Number.isInteger(player.communityvisibilitystate) ? (player.communityvisibilitystate as number) : null,
  };
}
