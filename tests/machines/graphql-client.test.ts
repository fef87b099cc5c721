import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerOnlyFrom, gql, prefetchGql, setGqlLanguage, takeAnswerInHand } from '../../machines/graphql-client/graphql-client';
import { ProductDetailQuery } from '../../machines/catalogue/product-detail.queries';
import { StaticPageQuery, StaticPagesQuery } from '../../machines/text-page/text-page.actors';

// The answers a page came with, as machines take them (answerOnlyFrom stands in for the page's
// script element here: it feeds the same table, and no request ever leaves).
const DETAIL = { product: { __typename: 'NotFoundError', errorCode: 404, message: 'gone' } };
const PAGE = { staticPage: { __typename: 'StaticPage', id: 1, title: 'Terms', slug: 'terms', header: '<h1>Terms</h1>', content: '<p>Terms.</p>' } };

const settlesSoon = (answer: Promise<unknown>) => Promise.race([answer.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 50))]);

describe('answers the page came with', () => {
  it('stay in hand for a render React throws away and starts again, until the request itself takes them', async () => {
    answerOnlyFrom({ languageId: 10, answers: [{ operation: 'ProductDetail', variables: { id: '7', currency: 'EUR', langId: 10 }, data: DETAIL }] });
    await prefetchGql(ProductDetailQuery, { id: '7', currency: 'EUR', langId: 10 });
    expect(takeAnswerInHand(ProductDetailQuery, { id: '7', currency: 'EUR', langId: 10 })).toEqual({ data: DETAIL });
    expect(takeAnswerInHand(ProductDetailQuery, { id: '7', currency: 'EUR', langId: 10 })).toEqual({ data: DETAIL });
    expect(takeAnswerInHand(ProductDetailQuery, { id: '7', currency: 'USD', langId: 10 })).toBeUndefined();
    expect(await gql(ProductDetailQuery, { id: '7', currency: 'EUR', langId: 10 })).toEqual(DETAIL);
    expect(takeAnswerInHand(ProductDetailQuery, { id: '7', currency: 'EUR', langId: 10 })).toBeUndefined();
  });

  it('are taken only in the language they were asked in', async () => {
    answerOnlyFrom({ languageId: 10, answers: [{ operation: 'TextPageContent', variables: { id: 1 }, data: PAGE }] });
    await prefetchGql(StaticPageQuery, { id: 1 });
    setGqlLanguage(11);
    expect(takeAnswerInHand(StaticPageQuery, { id: 1 })).toBeUndefined();
    setGqlLanguage(10);
    expect(takeAnswerInHand(StaticPageQuery, { id: 1 })).toEqual({ data: PAGE });
  });

  it("on the server's render, an operation they do not answer is never answered, and never asked", async () => {
    answerOnlyFrom({ languageId: 10, answers: [] });
    expect(await settlesSoon(gql(ProductDetailQuery, { id: '8', currency: 'EUR', langId: 10 }))).toBe(false);
    expect(await settlesSoon(prefetchGql(ProductDetailQuery, { id: '8', currency: 'EUR', langId: 10 }))).toBe(false);
  });
});

describe('a field the page names as a file (server/page-files.ts)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is fetched and read back into its answer, which is in hand only once the file is here', async () => {
    let answerFile: (response: Response) => void = () => {};
    const fetched: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      fetched.push(url);
      return new Promise<Response>((resolve) => (answerFile = resolve));
    });
    const pages = [{ id: 1, title: 'Terms', slug: 'terms' }];
    answerOnlyFrom({ languageId: 10, answers: [{ operation: 'TextPageList', variables: {}, data: { other: 1 }, files: { staticPages: '/page-data/x.json' } }] });
    const answer = prefetchGql(StaticPagesQuery, {});
    expect(fetched).toEqual(['/page-data/x.json']);
    expect(takeAnswerInHand(StaticPagesQuery, {})).toBeUndefined();
    answerFile(new Response(JSON.stringify(pages)));
    expect(await answer).toEqual({ other: 1, staticPages: pages });
    expect(takeAnswerInHand(StaticPagesQuery, {})).toEqual({ data: { other: 1, staticPages: pages } });
  });

  it('that cannot be had fails the page\'s answer, so the operation is asked for instead', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"status":"ERROR"}', { status: 404 }));
    answerOnlyFrom({ languageId: 10, answers: [{ operation: 'TextPageList', variables: {}, data: {}, files: { staticPages: '/page-data/gone.json' } }] });
    await expect(prefetchGql(StaticPagesQuery, {})).rejects.toThrow('/page-data/gone.json answered 404');
    expect(takeAnswerInHand(StaticPagesQuery, {})).toBeUndefined();
  });
});
