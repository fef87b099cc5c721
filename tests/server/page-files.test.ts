import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { PageAnswers } from '../../machines/graphql-client/graphql-client';
import { startupVariables } from '../../machines/app/startup.request';
import { pageFiles, PAGE_FILES_PATH } from '../../server/page-files';

// Start-up's translations as a file of their own (server/page-files.ts): what a page carries, and a
// file named by another process's page, made from this process's own start-up answer.
const TRANSLATIONS = [{ key: 'cart.title', text: 'Cart' }];
const sent = (translations: unknown): PageAnswers => ({
  languageId: 10,
  answers: [
    { operation: 'Startup', variables: startupVariables(10), data: { isAuthenticated: false, translations } },
    { operation: 'ListingProducts', variables: {}, data: { products: [] } },
  ],
});

async function serve(current?: () => Promise<PageAnswers | undefined>) {
  const app = Fastify();
  const files = pageFiles(current);
  app.get(`${PAGE_FILES_PATH}:name`, files.send);
  await app.ready();
  return { app, files };
}

describe('page files', () => {
  it("take start-up's translations out of what the page carries, and nothing else", async () => {
    const { files } = await serve();
    const [startup, products] = files.split(sent(TRANSLATIONS)).answers;
    expect(startup!.data).toEqual({ isAuthenticated: false });
    expect(startup!.files?.translations).toMatch(/^\/page-data\/translations\.[\w-]{22}\.json$/);
    expect(products).toEqual(sent(TRANSLATIONS).answers[1]);
    // A start-up answer whose translations failed has none to take out.
    expect(files.split(sent(null)).answers[0]).toEqual(sent(null).answers[0]);
  });

  it("make a file another process's page named from this process's start-up answer, once for many asking at once", async () => {
    const { files: elsewhere } = await serve();
    const url = elsewhere.split(sent(TRANSLATIONS)).answers[0]!.files!.translations!;
    let asked = 0;
    const { app } = await serve(async () => {
      asked++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return sent(TRANSLATIONS);
    });
    const answers = await Promise.all(Array.from({ length: 10 }, () => app.inject({ method: 'GET', url })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(answers[0]!.json()).toEqual(TRANSLATIONS);
    expect(asked).toBe(1);
    // A file no start-up answer makes (an older version's) is not found.
    const old = elsewhere.split(sent([{ key: 'cart.title', text: 'Old cart' }])).answers[0]!.files!.translations!;
    expect((await app.inject({ method: 'GET', url: old })).statusCode).toBe(404);
  });
});
