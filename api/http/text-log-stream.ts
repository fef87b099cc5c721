import { Writable } from 'node:stream';

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const OMITTED = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err', 'reqId', 'v']);

/**
 * pino writes JSON lines; this turns each into one readable line (`12:00:00 INFO message key=value`),
 * with an error's stack below it. LOG_FORMAT=json skips it and keeps the JSON.
 */
export function textLogStream(out: NodeJS.WritableStream = process.stdout): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        // Fastify announces each interface it listens on; the runtime prints the one ready line instead.
        if (line && !line.includes('"msg":"Server listening at ')) out.write(`${formatLine(line)}\n`);
      }
      done();
    },
  });
}

export function formatLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const time = new Date(typeof entry.time === 'number' ? entry.time : Date.now()).toISOString().slice(11, 19);
  const level = LEVELS[entry.level as number] ?? String(entry.level);
  const fields = Object.entries(entry)
    .filter(([key]) => !OMITTED.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const err = entry.err as { message?: string; stack?: string } | undefined;
  const text = [time, level, entry.msg ?? '', ...fields].filter((part) => part !== '').join(' ');
  return err ? `${text}${err.stack ? `\n${err.stack}` : ` ${err.message ?? ''}`}` : text;
}
