// The import rules of src/ and templates/ (docs/architecture.md, Layout), checked by `npm test`
// (npm run test:imports). Type-only imports count for circles, not for layers: a type is no code.
const STAGES = '^src/(load|validate|routes[.]ts|render[.]ts|bundle|check|hosting|write[.]ts|scaffold|import)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import circle: modules that cannot be read, tested or moved one at a time.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-is-a-leaf',
      comment: 'src/shared/ holds what every stage uses; it imports nothing else of shopsite.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^(src/(?!shared/)|templates/)', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'stages-below-commands',
      comment: 'A pipeline stage never reaches up to the stage order (build.ts), the fleet or the command line.',
      severity: 'error',
      from: { path: STAGES },
      to: { path: '^src/(build[.]ts|fleet/|cli/)' },
    },
    {
      name: 'load-before-validate',
      comment: 'Stage 1 reads documents; validation (stage 2) reads what it loaded, never the other way.',
      severity: 'error',
      from: { path: '^src/load/' },
      to: { path: '^src/validate/' },
    },
    {
      name: 'speed-helpers-are-leaves',
      comment: 'What the stages use of src/fast/ (prebuilt files, the build cache) imports no stage.',
      severity: 'error',
      from: { path: '^src/fast/(prebuilt|build-cache)[.]ts$' },
      to: { path: '^(src/(?!shared/)|templates/)', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'templates-import-templates',
      comment:
        'templates/ render from the data they are given: they import other templates, src/shared/ and the date rules the browser shares (src/client/expiry.ts), nothing of the engine.',
      severity: 'error',
      from: { path: '^templates/' },
      to: { path: '^src/(?!shared/|client/expiry[.]ts$)', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'engine-renders-templates-through-render',
      comment: 'The engine reaches the templates only through the render stage, which bundles them (types aside).',
      severity: 'error',
      from: { path: '^src/(?!client/)' },
      to: { path: '^templates/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'browser-runtime-stays-in-the-browser',
      comment: "src/client/ is the browser's: it imports itself, data types and the islands it hydrates (templates/islands/), never the Node side.",
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^(src/(?!client/|shared/)|templates/(?!islands/))', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'editor-app-stays-in-the-browser',
      comment: "src/edit/app/ is the owner's editor in the browser: it imports itself, the form library, the fields' labels (shared/labels.ts), the reader of a typed time (shared/time-of-day.ts), JSON Pointers (shared/json-pointer.ts) and slugify (shared/slug.ts), which import nothing, and only the types of what its server answers.",
      severity: 'error',
      from: { path: '^src/edit/app/' },
      to: { path: '^(src/(?!edit/app/|shared/(labels|time-of-day|json-pointer|slug)[.]ts$)|templates/)', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'engine-never-imports-the-editor',
      comment: 'The editor is a command on top of the stages: nothing below the command line imports it.',
      severity: 'error',
      from: { path: '^src/(?!edit/|cli/)' },
      to: { path: '^src/edit/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
};
