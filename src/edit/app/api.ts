// The editor's calls to its server, relative to the page's address (which holds the run's secret).
import type { EntryChoices, ListedFile, OpenedDoc, Problems, SaveResult } from '../documents.js';

export type { EntryChoices, ListedFile, OpenedDoc, Problems, SaveResult };
export type Schema = Record<string, unknown>;
export type Opened = OpenedDoc & { schema: Schema; validators: string };
export type PhotoResult = { ok: true; src: string } | { ok: false; problems: string[] };

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, { cache: 'no-store', ...init });
  const body = (await res.json()) as T & { error?: string };
  if (!res.ok && body.error) throw new Error(body.error);
  return body;
}

const post = (data: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(data) });

export const api = {
  files: () => call<{ preview: string; files: ListedFile[] }>('api/files'),
  open: (kind: string) => call<Opened>(`api/doc/${kind}`),
  check: (kind: string, data: unknown) => call<Problems & { text: string }>(`api/check/${kind}`, post({ data })),
  /** `confirm`: the places whose stand-in value the owner said is right (their # fill in marks go). */
  save: (kind: string, data: unknown, version: string, confirm: string[] = []) =>
    call<SaveResult & { kind: string; preview: string }>(`api/save/${kind}`, post({ data, version, ...(confirm.length ? { confirm } : {}) })),
  photo: (file: File) => call<PhotoResult>(`api/photo?name=${encodeURIComponent(file.name)}`, { method: 'POST', body: file }),
};
