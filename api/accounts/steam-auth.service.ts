import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { findUserBySteamLogin, insertUser, updateUser, type UserRow } from './users.repository';
import { nowSeconds } from '../lib/secrets';
import { steamLoginUrl, verifySteamAssertion, type Assertion } from '../steam/steam-openid';
import { fetchSteamPlayer, type SteamPlayer } from '../steam/steam-web-api';
import { transact, type ServiceContext } from '../lib/service-context';
import type { SessionProof, StepUpService } from './step-up.service';

export const STEAM_CALLBACK_PATH = '/api/auth/steam/callback';

/** 'Login with Steam': OpenID 2.0 against STEAM_OPENID_URL, then the linked account or a new one. */
export function createSteamAuthService(context: ServiceContext, stepUp: StepUpService, log: FastifyBaseLogger) {
  const { db, config, sessions } = context;
  const returnTo = (state: string) => `${config.publicUrl}${STEAM_CALLBACK_PATH}?state=${encodeURIComponent(state)}`;

  async function player(steamId: string): Promise<SteamPlayer | undefined> {
    if (!config.steamApiKey) return undefined;
    try {
      return await fetchSteamPlayer(config.steamApiUrl, config.steamApiKey, steamId);
    } catch (error) {
      log.warn({ err: error instanceof Error ? error.message : String(error) }, 'Steam Web API unavailable; signing in without profile data');
      return undefined;
    }
  }

  /** The SteamID the provider vouches for; a provider that cannot be asked is a failed sign-in, not a 500. */
  async function verified(query: Assertion, state: string): Promise<string | undefined> {
    try {
      return await verifySteamAssertion(config.steamOpenIdUrl, returnTo(state), query);
    } catch (error) {
      // fetch says only "fetch failed"; the reason (ECONNREFUSED, a timeout) is its cause.
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
      log.warn({ err: `${error instanceof Error ? error.message : String(error)}${cause}` }, 'Steam check_authentication failed; Steam sign-in refused');
      return undefined;
    }
  }

  return {
    /** A fresh state (kept in a cookie) and the provider URL to redirect to. */
    start() {
      const state = randomBytes(16).toString('base64url');
      return { state, url: steamLoginUrl(config.steamOpenIdUrl, returnTo(state), `${config.publicUrl}/`) };
    },

    /**
     * Verifies the assertion (network, outside any transaction), then signs in the account linked
     * to the SteamID, links it to the signed-in user if that account has no Steam link yet, or
     * creates an account. Only this proof links a SteamID for signing in (steam_login_id).
     */
    async finish(query: Assertion, state: string, currentUser: UserRow | null, session: SessionProof) {
      const steamId = await verified(query, state);
      if (!steamId) return undefined;
      // Linking a way to sign in moves control of the account: it needs a recent sign-in or password,
      // or a stolen session could add its thief's Steam account and sign in with it from then on.
      if (currentUser && currentUser.steam_login_id === null && !(await findUserBySteamLogin(db, steamId))) {
        try {
          await stepUp.require(session);
        } catch {
          log.warn({ userId: currentUser.id }, 'Steam account not linked: no recent sign-in or password confirmation');
          return undefined;
        }
      }
      const profile = await player(steamId);
      const steamFields = profile
        ? { steam_profile_url: profile.profileUrl, avatar_medium: profile.avatarMedium, community_visibility_state: profile.visibility }
        : {};
      return transact(context, async (tx) => {
        let user = await findUserBySteamLogin(tx, steamId);
        if (!user && currentUser && currentUser.steam_login_id === null) {
          // The proven ID replaces whatever the user had typed.
          await updateUser(tx, currentUser.id, { steam_login_id: steamId, steam_id: null, ...steamFields });
          user = currentUser;
        } else if (user) {
          if (profile) await updateUser(tx, user.id, steamFields);
        } else {
          user = await insertUser(tx, { email: null, steam_login_id: steamId, created_at: nowSeconds(), ...steamFields });
        }
        return { user, sessionId: await sessions.start(tx, user.id, session.idHash) };
      });
    },
  };
}

export type SteamAuthService = ReturnType<typeof createSteamAuthService>;
