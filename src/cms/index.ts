// `build --cms`: /admin/, a git-based content manager (Decap CMS) for owners who edit from
// anywhere. Takes the data folder, the site's data and the schemas; returns /admin/'s two files
// and the header rule that serves them, or problems. Its configuration comes from the schemas
// alone (fields.ts); it never writes into the data folder.
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import type { HeaderRule } from '../hosting/index.js';
import { problem } from '../shared/problems.js';
import { SCHEMA_DIR } from '../shared/paths.js';
import { DOC_KINDS, type OutputFile, type Problem, type SiteData } from '../shared/types.js';
import { cmsPolicy, DECAP_INTEGRITY, DECAP_SCRIPT, LOCAL_BACKEND, type CmsSettings } from './decap.js';
import { objectFields, type SchemaNode, type SchemaSet } from './fields.js';
import { escapeHtml } from '../shared/escape-html.js';

export interface CmsOptions {
  /** decap-server's API (LOCAL_BACKEND unless a test runs its own elsewhere). */
  localBackend?: string;
}

/** Where the data files lie in their git repository: its folder, and each kind's file from there. */
export interface CmsLocation {
  /** The data folder relative to the repository's root, with '/' ('' at the root). */
  folder: string;
  files: { kind: string; file: string }[];
}

export interface CmsOutput {
  files: OutputFile[];
  /** /admin/'s own headers: its policy replaces the site's there. */
  rule?: HeaderRule;
  problems: Problem[];
}

/** schemas/*.schema.json by file name, as `$ref`s name them. */
export function readSchemas(dir = SCHEMA_DIR): SchemaSet {
  const names = readdirSync(dir).filter((n) => n.endsWith('.schema.json')).sort();
  return Object.fromEntries(names.map((n) => [n, JSON.parse(readFileSync(path.join(dir, n), 'utf8')) as SchemaNode]));
}

/**
 * The git repository holding the data folder (the nearest folder above it with a .git, which a
 * worktree or submodule has as a file), and the data files there; undefined outside any.
 */
export function cmsLocation(dataDir: string): CmsLocation | undefined {
  const data = realpathSync(dataDir);
  let root = data;
  while (!existsSync(path.join(root, '.git'))) {
    const parent = path.dirname(root);
    if (parent === root) return undefined;
    root = parent;
  }
  const folder = path.relative(root, data).split(path.sep).filter(Boolean).join('/');
  const files = DOC_KINDS.flatMap((kind) => {
    const name = [`${kind}.yaml`, `${kind}.yml`].find((n) => isFile(path.join(data, n)));
    return name ? [{ kind, file: folder ? `${folder}/${name}` : name }] : [];
  });
  return { folder, files };
}

const isFile = (file: string) => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

/** Decap's config.yml, as data: the backend from shop.yaml's cms, a file entry per data file. */
export function cmsConfig(cms: CmsSettings, location: CmsLocation, schemas: SchemaSet, options: { siteUrl: string; localBackend?: string }): Record<string, unknown> {
  const local = options.localBackend ?? LOCAL_BACKEND;
  const backend = {
    name: cms.backend,
    repo: cms.repo,
    branch: cms.branch,
    ...(cms.apiRoot ? { api_root: cms.apiRoot } : {}),
    ...(cms.authUrl ? { base_url: cms.authUrl } : {}),
  };
  const files = location.files.map(({ kind, file }) => {
    const name = `${kind}.schema.json`;
    const schema = schemas[name];
    if (!schema) throw new Error(`no schema ${name} for ${file}`);
    return { name: kind, label: typeof schema.title === 'string' ? schema.title : kind, file, fields: objectFields({ node: schema, file: name }, schemas) };
  });
  return {
    backend,
    // Decap turns to decap-server only when /admin/ is opened from localhost (or 127.0.0.1).
    local_backend: local === LOCAL_BACKEND ? true : { url: local },
    site_url: options.siteUrl,
    media_folder: location.folder ? `${location.folder}/images` : 'images',
    // Photos are named relative to the data folder in the data (images/bay.jpg).
    public_folder: 'images',
    collections: [{ name: 'data', label: 'Shop data', editor: { preview: false }, files }],
  };
}


/** /admin/index.html: Decap's script from unpkg, pinned and checked; never indexed. */
export function adminPage(shopName: string, base: string, metaPolicy?: string): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    ...(metaPolicy ? [`<meta http-equiv="Content-Security-Policy" content="${escapeHtml(metaPolicy)}">`] : []),
    `<title>Edit the site · ${escapeHtml(shopName)}</title>`,
    `<link href="${base}/admin/config.yml" type="text/yaml" rel="cms-config-url">`,
    '</head>',
    '<body>',
    `<script src="${DECAP_SCRIPT}" integrity="${DECAP_INTEGRITY}" crossorigin="anonymous"></script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

const CONFIG_HEAD = '# Written by shopsite build --cms from schemas/*.schema.json and shop.yaml\'s cms: change those, not this file.\n';

/** /admin/'s files and headers, or the problem that keeps the build from writing them. */
export function cmsFiles(site: SiteData, dataDir: string, hosting: { base: string; baseUrl: string; meta: boolean }, options: CmsOptions = {}): CmsOutput {
  const cms = site.shop.cms;
  if (!cms) return { files: [], problems: [problem('cms-not-configured', {}, { source: { kind: 'shop', path: '/cms' } })] };
  const location = cmsLocation(dataDir);
  if (!location) return { files: [], problems: [problem('cms-no-repository', { folder: dataDir }, { file: dataDir })] };
  const localBackend = options.localBackend ?? LOCAL_BACKEND;
  const config = cmsConfig(cms, location, readSchemas(), { siteUrl: hosting.baseUrl, localBackend });
  const policy = cmsPolicy(cms, localBackend);
  return {
    files: [
      { file: 'admin/config.yml', contents: CONFIG_HEAD + stringify(config, { lineWidth: 0 }) },
      { file: 'admin/index.html', contents: adminPage(site.shop.name, hosting.base, hosting.meta ? cmsPolicy(cms, localBackend, { meta: true }) : undefined) },
    ],
    rule: { path: `${hosting.base}/admin/*`, headers: { 'Content-Security-Policy': policy, 'X-Robots-Tag': 'noindex' }, replaces: true },
    problems: [],
  };
}
