// Start-up's translations are a third of a page's compressed bytes (some 500 texts), the same on every
// page of a site version. So a page names them instead of carrying them: they go out as one file, named
// by its content and kept by the browser for a year, which the page preloads in its head and the app
// reads back into start-up's answer (machines/graphql-client/graphql-client.ts). The server renders the page from
// the whole answer; only what the page carries is split.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { operationName, type PageAnswers } from '../machines/graphql-client/graphql-client';
import { StartupDocument } from '../machines/app/startup.request';
import { LruMap } from '../gateway/lru-map';
import { jsonAsset, sendAsset, type Asset } from './static-assets';

/** Where the files are served: /page-data/translations.<hash>.json. */
export const PAGE_FILES_PATH = '/page-data/';

/** Files of the last site versions and languages: a page of an older one names a file no longer kept. */
const KEPT_FILES = 16;

const STARTUP = operationName(StartupDocument);
const FILE_NAME = /^translations\.[\w-]{22}\.json$/;

export interface PageFiles {
  /** `sent` as the page carries it: start-up's translations replaced by the address of their file. */
  split(sent: PageAnswers): PageAnswers;
  /** GET /page-data/<name>: the file, or the not-found handler's 404 (a file of another version). */
  send(request: FastifyRequest<{ Params: { name: string } }>, reply: FastifyReply): unknown;
}

/**
 * `current` answers the page answers this process would send now (its kept start-up): a page another
 * process sent may name a file this one has not made yet.
 */
export function pageFiles(current?: (request: FastifyRequest) => Promise<PageAnswers | undefined>): PageFiles {
  const files = new LruMap<Asset>(KEPT_FILES);
  // Start-up's answer is kept per site version (server/first-view.ts): its translations are one array.
  const names = new WeakMap<object, string>();
  const fileOf = (translations: object): string => {
    const known = names.get(translations);
    if (known !== undefined && files.get(known)) return `${PAGE_FILES_PATH}${known}`;
    const body = Buffer.from(JSON.stringify(translations));
    const name = `translations.${createHash('sha256').update(body).digest('base64url').slice(0, 22)}.json`;
    names.set(translations, name);
    if (!files.get(name)) files.set(name, jsonAsset(body));
    return `${PAGE_FILES_PATH}${name}`;
  };
  const split = (sent: PageAnswers): PageAnswers => ({
    ...sent,
    answers: sent.answers.map((answer) => {
      const data = answer.data as { translations?: object | null } | null;
      if (answer.operation !== STARTUP || !data?.translations) return answer;
      const { translations, ...rest } = data;
      return { ...answer, data: rest, files: { translations: fileOf(translations) } };
    }),
  });
  // One at a time: a flood of unknown names costs one start-up answer at a time, most often the kept one.
  let refilling: Promise<void> | undefined;
  const refill = (request: FastifyRequest) =>
    (refilling ??= (current?.(request) ?? Promise.resolve(undefined))
      .then((sent) => void (sent && split(sent)), () => {})
      .finally(() => (refilling = undefined)));
  return {
    split,
    async send(request, reply) {
      const { name } = request.params;
      if (!FILE_NAME.test(name)) return reply.callNotFound();
      if (!files.get(name)) await refill(request);
      const file = files.get(name);
      return file ? sendAsset(request, reply, file) : reply.callNotFound();
    },
  };
}
