// Raw HTTP for the server tests: every header as sent (fetch joins repeated ones and may not set
// Host), a body read whole, and no keep-alive socket left open when the test ends.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** Header names and values in the order sent, names as written: [name, value, name, value, …]. */
  rawHeaders: string[];
  body: Buffer;
}

export function request(url: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: options.method ?? 'GET', headers: options.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** How many times a header was sent, whatever the case of its name. */
export function countHeader(answer: Answer, name: string): number {
  return answer.rawHeaders.filter((value, i) => i % 2 === 0 && value.toLowerCase() === name.toLowerCase()).length;
}
