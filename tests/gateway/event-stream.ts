// GET /graphql/stream read as a browser's EventSource would: the subscription's events one at a time.
import type { GraphQLBrowser } from './graphql-browser';

export interface StreamEvent {
  event: string;
  data: string;
}

/** Opens the stream of `query` on the gateway at `origin` with `b`'s cookies (none for null) and reads its events as they come. */
export async function openStream(origin: string, b: GraphQLBrowser | null, query: string, variables: Record<string, unknown>) {
  const params = new URLSearchParams({ query, variables: JSON.stringify(variables) });
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (b && b.cookies.size > 0) headers.cookie = b.cookieHeader;
  const response = await fetch(`${origin}/graphql/stream?${params}`, { headers });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  /** The next event (comments skipped), or null once the stream has ended. */
  async function next(): Promise<StreamEvent | null> {
    for (;;) {
      const end = buffered.indexOf('\n\n');
      if (end >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (block.startsWith(':')) continue;
        const field = (name: string) => block.split('\n').find((line) => line.startsWith(`${name}: `) || line === `${name}:`)?.replace(/^\w+: ?/, '') ?? '';
        return { event: field('event'), data: field('data') };
      }
      const chunk = await reader.read();
      if (chunk.done) return null;
      buffered += chunk.value;
    }
  }
  return { response, next, cancel: () => reader.cancel() };
}
