// `shopsite edit`: the owner's editor. The dev server (cli/dev.ts) serves the live preview on a
// port of its own; the editor's server (server.ts) serves the forms and writes the data folder.
// The command prints the one address to open, with this run's secret in it. Ctrl-C stops both.
import { existsSync, statSync } from 'node:fs';
import { serveUntilStopped, startDev } from '../cli/dev.js';
import { ProblemsReported } from '../cli/errors.js';
import { bundleEditor } from './assets.js';
import { startEditServer, type EditServer } from './server.js';

export interface EditFlags {
  data: string;
  port: number;
  host: string;
  /** The schemas the forms come from (tests give a copy with a field added). */
  schemaDir?: string;
}

export interface Editor {
  url: string;
  /** The preview's site now (its base path follows the last good build). */
  readonly preview: string;
  close(): Promise<void>;
}

export async function startEditor(flags: EditFlags, log?: (line: string) => void): Promise<Editor> {
  const preview = await startDev({ data: flags.data, port: 0, host: flags.host, problemsStatus: 200 }, log);
  let assets: ReturnType<typeof bundleEditor> | undefined;
  let server: EditServer;
  try {
    server = await startEditServer({ dataDir: flags.data, host: flags.host, port: flags.port, preview: new URL(preview.url).origin, previewSite: () => preview.url, schemaDir: flags.schemaDir, assets: () => (assets ??= bundleEditor()), previewHas: (file) => preview.rebuiltWith(file, 3000) });
  } catch (error) {
    await preview.close();
    throw error;
  }
  void (assets ??= bundleEditor());
  return {
    url: server.url,
    get preview() {
      return preview.url;
    },
    close: async () => {
      await server.close();
      await preview.close();
    },
  };
}

export async function runEdit(flags: EditFlags): Promise<void> {
  if (!existsSync(flags.data) || !statSync(flags.data).isDirectory()) {
    process.stderr.write(`${flags.data}: no such folder\n  hint: pass the shop's data folder with --data, or run shopsite init first\n`);
    throw new ProblemsReported();
  }
  await serveUntilStopped(
    flags.port,
    () => startEditor(flags),
    (editor) => `Edit ${flags.data.replace(/(?<=.)\/+$/, '')}/ at:\n\n  ${editor.url}\n\nThis address holds a secret for this run: open it on this computer only. Ctrl-C stops.\n`,
  );
}
