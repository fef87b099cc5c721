import type { FastifyInstance } from 'fastify';
import { PAGE_ANSWERS_ID, type PageAnswers, type SentAnswer } from '../../machines/graphql-client/graphql-client';

export interface OpenedPage {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  html: string;
  /** The page's answers as the app reads them (files read back in); each keeps the `files` the page named. */
  answers: PageAnswers['answers'] | undefined;
  /** How many REST requests the page cost. */
  restRequests: number;
}

/** Opens pages of the shop `app()` as a browser does, counting the REST requests each costs with `restRequestsSoFar`. */
export function pageVisits(app: () => FastifyInstance, restRequestsSoFar: () => number) {
  async function open(url: string, headers: Record<string, string> = {}): Promise<OpenedPage> {
    const before = restRequestsSoFar();
    const response = await app().inject({ method: 'GET', url, headers });
    const script = new RegExp(`<script type="application/json" id="${PAGE_ANSWERS_ID}">(.*?)</script>`, 's').exec(response.body);
    const sent = script ? (JSON.parse(script[1]!) as PageAnswers).answers : undefined;
    const restRequests = restRequestsSoFar() - before;
    const answers = sent && (await Promise.all(sent.map((answer) => readFilesBackIn(answer, getFile))));
    return { status: response.statusCode, headers: response.headers, html: response.body, answers, restRequests };
  }
  const getFile = async (url: string) => {
    const file = await app().inject({ method: 'GET', url });
    if (file.statusCode !== 200) throw new Error(`${url} answered ${file.statusCode}`);
    return file.json();
  };
  return {
    open,
    /**
     * The page once it is kept: a new process answers its first operations slowly, and a page that came
     * late is rightly not kept, so this asks until a page comes from memory (no REST request).
     */
    async keptPage(url: string): Promise<OpenedPage> {
      for (let attempt = 0; attempt < 10; attempt++) {
        const page = await open(url);
        if (page.answers && page.restRequests === 0) return page;
      }
      throw new Error(`${url} was never served from memory`);
    },
    /** The next page at `url` that carries its first view (one that came late goes out without it, and is not kept). */
    async nextPageWithData(url: string): Promise<OpenedPage> {
      for (let attempt = 0; attempt < 5; attempt++) {
        const page = await open(url);
        if (page.answers) return page;
      }
      throw new Error(`${url} never came with its first view`);
    },
  };
}

export const answerOf = <T>(page: OpenedPage, operation: string) => page.answers!.find((answer) => answer.operation === operation)!.data as T;

export const priceOf = (page: OpenedPage) =>
  answerOf<{ product: { product: { price: { amount: number } } } }>(page, 'ProductDetail').product.product.price.amount;

export const copyrightOf = (page: OpenedPage) => answerOf<{ settings: { copyright: string } }>(page, 'Startup').settings.copyright;

/** An answer as the app reads it: the fields the page names as files (server/page-files.ts) fetched back in with `get`. */
export async function readFilesBackIn(answer: SentAnswer, get: (url: string) => Promise<unknown>): Promise<SentAnswer> {
  if (!answer.files) return answer;
  const fields = await Promise.all(Object.entries(answer.files).map(async ([field, url]) => [field, await get(url)] as const));
  return { ...answer, data: { ...(answer.data as object), ...Object.fromEntries(fields) } };
}
