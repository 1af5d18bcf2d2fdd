// npm run bench's figure for the owner's editor: a save (a new shop name, through the editor's
// API as its page sends it) until the live preview serves the page with it, whole round trip.
import { serveCopy } from './bench-server.mjs';

export async function editSaveToPreview({ root, bin, temp, runs }) {
  const { child, url } = await serveCopy({ root, bin, temp, command: 'edit', address: /http:\/\/127\.0\.0\.1:\d+\/\S+\// });
  try {
    const headers = { origin: new URL(url).origin, 'content-type': 'application/json' };
    const { preview } = await (await fetch(`${url}api/files`)).json();
    const times = [];
    for (let i = 0; i < runs; i++) {
      const doc = await (await fetch(`${url}api/doc/shop`)).json();
      // Plain words, so that the page holds them as they are (no HTML escapes).
      const name = `Bench Auto ${i}`;
      const started = process.hrtime.bigint();
      const saved = await (await fetch(`${url}api/save/shop`, { method: 'POST', headers, body: JSON.stringify({ data: { ...doc.data, name }, version: doc.version }) })).json();
      if (saved.status !== 'saved') throw new Error(`the editor did not save: ${JSON.stringify(saved).slice(0, 300)}`);
      const deadline = Date.now() + 10_000;
      while (!(await (await fetch(preview)).text()).includes(name)) {
        if (Date.now() > deadline) throw new Error('the preview did not show a save within 10 s');
        await new Promise((r) => setTimeout(r, 5));
      }
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    return times;
  } finally {
    child.kill('SIGINT');
  }
}
