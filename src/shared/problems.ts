// Catalogue of every problem a user can meet. Codes are permanent and searchable; the README's list
// of problems is checked against this table by a test, and tests/integration/catalogue.test.ts
// produces each one. Each entry builds its own message (and its usual hint) from the facts a stage
// passes: `problem('missing-file', { kind: 'faq' }, { file })`, so wording lives here, not at call sites.
import { byCodeUnits } from './order.js';
import type { Problem } from './types.js';
import { count as n, entry, type Entry } from './catalogue-entry.js';
import { ADDRESS_CATALOGUE } from './problems-address.js';
import { FLEET_CATALOGUE } from './problems-fleet.js';
import { IMPORT_CATALOGUE } from './problems-import.js';

/**
 * Messages still written at their call site, from what failed there: template-error (esbuild's
 * text) and head-invalid-child in render.ts, internal-error in cli/dev.ts. To move to arguments
 * when those modules next change.
 */
const asGiven = (text: string) => text;

/** A field's name and value without the colon and space YAML reads between them. */
const COLON_MESSAGES = {
  missing: (key: string) => `no colon after "${key}": YAML cannot tell the field's name from its value`,
  space: (key: string) => `the colon after "${key}" needs a space after it`,
  nbsp: (key: string) => `the space after "${key}:" is a non-breaking space, which YAML does not read as a space`,
  fullwidth: (key: string) => `the colon after "${key}" is a full-width colon (：), which YAML does not read as a colon`,
};

const INIT_HINT = 'npx shopsite init DIR writes a complete set to start from';
const COPY_INSTEAD = 'copy the file into the data folder instead of linking to it';

export const CATALOGUE = {
  'yaml-syntax': entry({
    title: 'The YAML cannot be read',
    /**
     * The parser's own words, without the position it appends (printed in front instead); or, for
     * the mistakes load.ts recognises and mends, what is wrong on the line, in the user's terms.
     */
    message: (
      a:
        | { reason: string }
        | { cause: 'indent'; start: string; found: number; expected: number }
        | { cause: 'tab'; start: string; found: number; expected: number }
        | { cause: 'nbsp'; start: string; found: number; expected: number }
        | { cause: 'quote'; key: string; value: string; reason: string }
        | { cause: 'colon'; how: 'missing' | 'space' | 'nbsp' | 'fullwidth'; key: string; fixed: string }
        | { cause: 'early-quote'; quote: string; before: string; key: string; value: string },
    ) =>
      !('cause' in a)
        ? a.reason
        : a.cause === 'indent'
          ? `"${a.start}" is indented ${a.found} space${a.found === 1 ? '' : 's'}: the lines it belongs with, ${a.expected}`
          : a.cause === 'tab' || a.cause === 'nbsp'
            ? `a ${a.cause === 'tab' ? 'tab' : 'non-breaking space'} indents "${a.start}"`
            : a.cause === 'colon'
              ? COLON_MESSAGES[a.how](a.key)
              : a.cause === 'early-quote'
                ? `the ${a.quote} after "${a.before.length > 30 ? `…${a.before.slice(-29).trimStart()}` : a.before}" ends the quoted text before the line does`
                : /:(\s|$)/.test(a.value)
                  ? `the colon in "${a.value}" makes YAML read a new key where text was meant`
                  : /^[*&!%`|>?]/.test(a.value)
                    ? `a value that starts with ${a.value[0]} is not text to YAML unless it is in quotes`
                    : a.reason,
    hint: (a) =>
      !('cause' in a)
        ? 'check indentation and quotes near this position'
        : a.cause === 'indent'
          ? `indent it ${a.expected} spaces, so that it starts at column ${a.expected + 1}`
          : a.cause === 'tab' || a.cause === 'nbsp'
            ? `YAML indents with spaces only: replace the ${a.cause === 'tab' ? 'tab' : 'indent'} with ${a.expected} spaces, so that it starts at column ${a.expected + 1}`
            : a.cause === 'colon'
              ? `write ${a.fixed}`
              : a.cause === 'early-quote'
                ? `quote the whole text with the other kind of quotes: ${a.key}${a.value}`
                : `put the text in quotes: ${a.key}"${a.value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`,
  }),
  'yaml-misread': entry({
    title: 'YAML that reads otherwise than it looks',
    /** Valid YAML whose data is not what its writer sees (load/misreads.ts); curly quotes around `words` may be meant: a warning. */
    message: (
      a:
        | { cause: 'comment'; comment: string; value: string; fix: string }
        | { cause: 'curly'; value: string; fix: string; words: boolean }
        | { cause: 'item'; item: string; value: string; column?: number },
    ) =>
      a.cause === 'comment'
        ? `"${a.comment}" starts a comment: YAML reads this value as ${a.value ? `"${a.value}"` : 'empty'}`
        : a.cause === 'curly'
          ? `the curly quotes around ${a.value} are read as part of the text`
          : `"${a.item}" is read as more of the text above: "${a.value}"`,
    hint: (a) =>
      a.cause === 'comment'
        ? `put the text in quotes: ${a.fix} (a comment needs a space after its #)`
        : a.cause === 'curly'
          ? `${a.words ? "if they were meant as YAML's quotes, write straight ones" : 'write straight quotes'}: ${a.fix} (a phone's keyboard may type curly ones)`
          : a.column
            ? `to make it an item of the list, start its - at column ${a.column}, as the items above`
            : "a list starts on the line after its field's name: the name and its colon alone, then one - item per line",
  }),
  'missing-file': entry({
    title: 'A data file is missing',
    message: ({ kind }: { kind: string }) => `${kind}.yaml is missing`,
    hint: ({ kind }) => `every shop needs ${kind}.yaml; ${INIT_HINT}`,
  }),
  'unreadable-file': entry({
    title: 'A data file that cannot be read',
    message: ({ name, reason }: { name: string; reason: string }) => `${name} cannot be read (${reason})`,
    hint: ({ reason }) =>
      reason === 'EACCES' ? 'give yourself read permission on the file' : reason === 'EISDIR' ? 'it is a folder: a data file must be a file' : 'check the file',
  }),
  'invalid-image': entry({
    title: 'An image file that cannot be read as an image',
    message: (a: { file: string; why: 'unreadable' | 'not-an-image'; reason: string } | { file: string; why: 'extension' | 'unsized' }) =>
      a.why === 'unreadable'
        ? `${a.file} cannot be read (${a.reason})`
        : a.why === 'not-an-image'
          ? `${a.file} cannot be read as an image: ${a.reason}`
          : a.why === 'extension'
            ? `"${a.file}" is not an image shopsite can use`
            : `${a.file} has no size of its own`,
    hint: (a) =>
      ({
        unreadable: 'check the file and its permissions',
        'not-an-image': 'save it again as JPEG, PNG, WebP or AVIF',
        extension: 'use a JPEG, PNG, WebP, AVIF, GIF or SVG file',
        unsized: 'give its <svg> element a viewBox (or width and height), or write width and height next to src',
      })[a.why],
  }),
  'invalid-url': entry({
    title: 'An address that is not a valid URL',
    message: ({ url }: { url: string }) => `"${url}" is not a valid web address`,
    hint: 'check the host name and any % signs; spaces must be written %20',
  }),
  'unknown-time-zone': entry({
    title: 'A time zone no browser knows',
    message: ({ zone }: { zone: string; guess?: string }) => `"${zone}" is not a time zone`,
    hint: ({ guess }) => `${guess ? `did you mean "${guess}"? ` : ''}write an IANA name such as America/New_York, America/Chicago, America/Denver or America/Los_Angeles`,
  }),
  'time-zone-no-place': entry({
    title: "A time zone that names no place (EST, UTC, Etc/GMT+5): a fixed clock, which may not be the shop's",
    message: ({ zone, clock, summer }: { zone: string; clock: string; summer: boolean }) =>
      `"${zone}" names no place: the site reads the shop's hours by ${clock === zone ? 'its' : `${clock}'s`} clock${summer ? '' : ', with no summer time'}`,
    hint: "write the zone of the shop's place, an IANA name such as America/New_York, America/Chicago, America/Denver or America/Los_Angeles",
  }),
  'coupon-ended': entry({
    title: 'A coupon whose last day has passed',
    message: ({ day }: { day: string }) => `this coupon ended on ${day}: it is not on the site`,
    hint: 'give it a later last day, rolling or never to offer it again, or remove it',
  }),
  'hours-department': entry({
    title: "A department given to the first schedule of hours, the shop's own",
    message: ({ department }: { department: string }) => `the first schedule is the shop's own hours: it is no ${department} of the shop`,
    hint: () => 'give the department to the schedule of that part of the business (the gas station), after the shop\'s own',
  }),
  'hours-overlap': entry({
    title: 'Two ranges of hours open at once on a day (a line copied and not changed)',
    message: ({ day, opens, closes, other }: { day: string; opens: string; closes: string; other: string }) =>
      `${/^\d/.test(day) ? day : `on ${day}`}, ${opens}-${closes} overlaps ${other}`,
    hint: 'the pages would show both: change or remove one of the two; hours that meet, 12:00 then 12:00, are fine',
  }),
  'hours-range': entry({
    title: "Opening hours (the week's or a special day's) that close when or before they open",
    message: ({ opens, closes }: { opens: string; closes: string }) => `closes at ${closes}, ${closes === opens ? 'when' : 'before'} it opens at ${opens}`,
    hint: ({ closes }) => {
      const [hour, minute] = closes.split(':').map(Number) as [number, number];
      const afternoon = hour >= 1 && hour < 12 ? `${String(hour + 12)}:${String(minute).padStart(2, '0')}` : undefined;
      return `${afternoon ? `for ${closes} in the afternoon write ${afternoon}, which is ${hour}${minute ? `:${String(minute).padStart(2, '0')}` : ''}pm; ` : ''}a range opens and closes on the same day: "24:00" is midnight at its end`;
    },
  }),
  'special-day-past': entry({
    title: 'A special day that is over',
    message: ({ day }: { day: string }) => `${day} is over: the site no longer shows this special day`,
    hint: 'remove it, or give it next year\'s date if it comes again',
  }),
  'special-hours': entry({
    title: 'Special hours that cannot be read one way',
    message: (a: { why: 'closed-and-hours' | 'neither' | 'no-such-day' | 'through-before' | 'twice'; day?: string; other?: string }) =>
      ({
        'closed-and-hours': 'says both closed: true and hours',
        neither: 'says neither closed: true nor hours',
        'no-such-day': `${a.day} is not a day of the calendar`,
        'through-before': `through ${a.day} comes before the first day`,
        twice: `${a.day} is also given by ${a.other}`,
      })[a.why],
    hint: ({ why }) =>
      ({
        'closed-and-hours': 'keep closed: true for a day closed all day, or the hours of the day',
        neither: 'add closed: true for a day closed all day, or hours: [{ opens: "08:00", closes: "12:00" }]',
        'no-such-day': 'write the date as YYYY-MM-DD, in quotes, a day that exists',
        'through-before': 'through is the last day of the range, on or after date',
        twice: 'give each day once: remove one entry, or shorten a range',
      })[why],
  }),
  ...ADDRESS_CATALOGUE,
  'unknown-file': entry({
    title: 'A YAML file shopsite does not know',
    /** `ignored`: a file of the user's own (a backup, notes), left out with a warning. */
    message: ({ name, repeats, ignored }: { name: string; repeats?: string; ignored?: boolean }) =>
      repeats
        ? `${name} repeats ${repeats}: keep one of .yaml and .yml`
        : ignored
          ? `${name} is not shop data: shopsite leaves it out`
          : `shopsite reads no file named ${name}`,
  }),
  'unknown-field': entry({ title: 'A field the schema does not define', message: (_: object) => 'unknown field' }),
  'missing-field': entry({
    title: 'A required field is missing',
    message: ({ field }: { field: string }) => `missing field "${field}"`,
    hint: ({ field }) => `add ${field}`,
  }),
  'wrong-type': entry({
    title: 'A value of the wrong type',
    message: ({ type, empty }: { type: string; empty: boolean }) => `${empty ? 'is empty: ' : ''}must be ${article(type)}`,
    hint: ({ type, empty }) => (empty ? 'write a value after the colon' : `change it to ${article(type)}`),
  }),
  'invalid-value': entry({
    title: 'A value outside what the field allows',
    message: (
      a:
        | { rule: 'maxLength' | 'minLength'; length: number; limit: number }
        | { rule: 'minimum' | 'maximum'; value: string; limit: number }
        | { rule: 'minItems' | 'maxItems'; count: number; limit: number }
        | { rule: 'uniqueItems'; first: number; second: number }
        | { rule: 'enum'; allowed: string[] }
        | { rule: 'pattern'; slug: boolean }
        | { rule: 'discriminator'; value: string; tags: string[] }
        | { rule: 'other'; text: string },
    ) => {
      switch (a.rule) {
        case 'maxLength':
          return `is ${a.length} characters long: at most ${a.limit} allowed`;
        case 'minLength':
          return `is ${a.length} characters long: write at least ${a.limit}`;
        case 'minimum':
          return `is ${a.value}: the least allowed is ${a.limit}`;
        case 'maximum':
          return `is ${a.value}: the most allowed is ${a.limit}`;
        case 'minItems':
        case 'maxItems':
          return a.rule === 'maxItems' ? `has ${a.count}: at most ${a.limit} allowed` : `${a.count ? `has ${a.count}` : 'is empty'}: at least ${a.limit} needed`;
        case 'uniqueItems':
          return `items ${a.first} and ${a.second} are the same`;
        case 'enum':
          return `must be one of: ${a.allowed.join(', ')}`;
        case 'pattern':
          return a.slug ? 'must be lower-case letters, digits and hyphens' : 'is not in the expected form';
        case 'discriminator':
          return `unknown type "${a.value}": must be one of ${a.tags.join(', ')}`;
        case 'other':
          return a.text;
      }
    },
  }),
  'duplicate-slug': entry({
    title: 'Two entries share one slug or id',
    message: ({ value, field, first }: { value: string; field: string; first: string }) => `"${value}" is already the ${field} of ${first}`,
    hint: 'each slug and id must be unique in its file',
  }),
  'unresolved-reference': entry({
    title: 'A reference to an entry that does not exist',
    message: ({ entry: what, field, value }: { entry: string; field: string; value: string }) => `no ${what} has the ${field} "${value}"`,
    hint: ({ entry: what }) => `name another ${what}, remove this reference, or add the ${what} it names`,
  }),
  'unknown-placeholder': entry({
    title: 'A {placeholder} shopsite cannot fill',
    /** `unfilled`: copy of the brand's that this shop has no value for. */
    message: ({ name, unfilled }: { name: string; unfilled?: boolean }) => (unfilled ? `{${name}} is not filled for this shop` : `{${name}} cannot be filled here`),
  }),
  'placeholder-zero': entry({
    title: 'Copy whose {years} or {reviewCount} reads 0 (a new shop: "for 0 years")',
    message: ({ name, field }: { name: string; field: string }) => `{${name}} reads 0 here: shop.yaml's ${field} is 0`,
  }),
  'unsafe-path': entry({
    title: 'A file path that leaves the data folder',
    /** `copy`: for a path on the user's computer, the data folder's file to write instead (`copied`: it is there already). */
    message: ({ file, how }: { file: string; how: 'path' | 'link' | 'data-file-link'; copy?: string; copied?: boolean }) =>
      how === 'path'
        ? `"${file}" is outside the data folder`
        : how === 'link'
          ? `"${file}" leads outside the data folder through a symbolic link`
          : `${file} is a link to a file outside the data folder`,
    hint: ({ how, copy, copied }) =>
      copy
        ? copied
          ? `write ${copy}, the data folder's copy: a photo on your computer is not part of the site`
          : `a photo on your computer is not part of the site: copy it into the data folder's images/ and write ${copy}`
        : how === 'path' ? 'use a path inside the data folder, such as images/shop.jpg, or an https URL' : COPY_INSTEAD,
  }),
  'unsafe-svg': entry({
    title: 'An SVG that could run script or load other files, or that cannot be checked',
    message: ({ file, line, col, reason }: { file: string; line: number; col: number; reason: string }) => `${file}:${line}:${col} ${reason}`,
    hint: 'remove scripts, event handlers (on…) and links to other files, or export it again as plain SVG (or as PNG)',
  }),
  'missing-image': entry({
    title: 'An image file that does not exist',
    /** `guess`: the data folder's file the path most likely meant (one differing only in case first). */
    message: ({ file, found }: { file: string; found: 'nothing' | 'a folder' | 'not a regular file'; guess?: string; src?: string }) =>
      found === 'nothing' ? `no file at ${file}` : `${file} is ${found}, not an image`,
    hint: ({ found, guess, src }) =>
      found !== 'nothing'
        ? 'name an image file, such as images/shop.jpg'
        : !guess
          ? 'check the file name and its folder'
          : guess.toLowerCase() === src?.toLowerCase()
            ? `did you mean "${guess}"? Names differ by capital letters on most web hosts: write it as the file is named`
            : `did you mean "${guess}"?`,
  }),
  'duplicate-route': entry({
    title: 'Two pages would be written to one file',
    message: ({ page, other, file }: { page: string; other: string; file: string }) => `${page} and ${other} would both be written to ${file}`,
    hint: 'give one of them another slug',
  }),
  'duplicate-title': entry({
    title: 'Two pages share one title',
    message: ({ page, other, title }: { page: string; other: string; title: string }) => `${page} has the same title as ${other}: "${title}"`,
    hint: 'search engines show titles in results: give each page its own',
  }),
  'similar-copy': entry({
    title: 'Two make or service pages with mostly the same words',
    message: ({ page, other, percent }: { page: string; other: string; percent: number }) =>
      `the copy of ${page} repeats ${other}: ${percent}% of its phrases are the same`,
    hint: 'write each page for its own make or service: pasted copy with the name swapped reads as duplicate content to search engines and to visitors',
  }),
  'host-limit': entry({
    title: "More rules than the host accepts, or a rule longer than it reads",
    message: ({ host, what, limit }: { host: string; what: string; limit: string }) => `${host} accepts at most ${limit}; this site needs ${what}`,
    hint: 'fewer redirects (an old address that no one visits any more can go), or host "vercel" or "netlify" in shop.yaml',
  }),
  'analytics-host': entry({
    title: 'Vercel Web Analytics on a site not hosted on Vercel',
    message: ({ host }: { host: string }) => `Vercel Web Analytics only works on Vercel, and this site is built for host "${host}"`,
    hint: 'its script (/_vercel/insights/script.js) exists only on Vercel deployments: every page would ask for it and get a 404. Set host: vercel in shop.yaml, or analytics provider: none',
  }),
  'cms-not-configured': entry({
    title: 'build --cms without the repository the content manager saves to',
    message: () => 'the content manager (--cms) needs cms in shop.yaml: the repository it saves to',
    hint: 'add, for example, cms: { backend: github, repo: owner/name, branch: main } (docs/cms.md), or build without --cms',
  }),
  'cms-no-repository': entry({
    title: 'build --cms for a data folder in no git repository',
    message: ({ folder }: { folder: string }) => `${folder} is in no git repository, and the content manager (--cms) saves to the data files in one`,
    hint: 'put the data folder under git (git init, then push it to the host named in shop.yaml\'s cms), or build without --cms',
  }),
  'unfilled-value': entry({
    title: 'A value marked # fill in, still as shopsite init wrote it',
    message: ({ what }: { what: string }) => `still to fill in${what ? `: ${what}` : ''}`,
    hint: 'write the real value, then delete the "# fill in" comment',
  }),
  'long-title': entry({
    title: 'A page title longer than search results show',
    message: ({ page, title }: { page: string; title: string }) => `the title of ${page} has ${title.length} characters: "${title}"`,
  }),
  'template-error': entry({ title: 'A template failed to render', message: asGiven }),
  'head-invalid-child': entry({ title: 'A page head element the metadata helper does not support', message: asGiven }),
  'unknown-page': entry({
    title: 'A link or redirect to a page the site does not have',
    message: ({ path }: { path: string }) => `${path} is not a page of this site`,
    hint: 'use the path of one of its pages, with its trailing slash',
  }),
  'broken-link': entry({
    title: 'A link or asset that points at no written file',
    message: ({ page, href }: { page: string; href: string }) => `${page} links to ${href}, which is not a written file`,
    hint: 'a route or asset is missing: check the slug or the template',
  }),
  'unsafe-output': entry({
    title: 'An output folder that would overwrite the project or its data, or that is a file',
    message: ({ outDir, why }: { outDir: string; why: string }) => `refusing to write the site into ${outDir}: ${why}`,
  }),
  'output-not-shopsite': entry({
    title: 'An output folder holding files shopsite did not write (replaced only with --force)',
    message: ({ outDir, why }: { outDir: string; why: string }) => `refusing to write the site into ${outDir}: ${why}`,
  }),
  'output-not-writable': entry({
    title: 'An output folder that cannot be written (permissions, a full disk, a file in the way)',
    message: ({ folder, cause, at }: { folder: string; cause: string; at?: string }) => `cannot write the site into ${folder}: ${cause}${at ? ` (${at})` : ''}`,
  }),
  'empty-file': entry({
    title: 'A data file with nothing in it',
    message: ({ name }: { name: string; kind: string }) => `${name} is empty`,
    hint: ({ kind }) => `write the ${kind} data into it; ${INIT_HINT}`,
  }),
  'too-large': entry({
    title: 'A data file, text or document larger than any shop needs',
    message: (a: { what: 'file'; name: string; kb: number; limitKb: number } | { what: 'text' | 'expanded'; length: number; limit: number }) =>
      a.what === 'file'
        ? `${a.name} is ${a.kb} KB: a data file may be at most ${a.limitKb} KB`
        : a.what === 'text'
          ? `this text is ${n(a.length)} characters long: at most ${n(a.limit)} allowed`
          : `its text comes to ${n(a.length)} characters once aliases are expanded: at most ${n(a.limit)} allowed`,
    hint: (a) =>
      a.what === 'file'
        ? "a shop's data is a few hundred KB at most: check that this is the file you meant"
        : a.what === 'text'
          ? 'split it into paragraphs, or check that an alias (*name) does not repeat a long text'
          : 'aliases (*name) repeat what their anchor (&name) holds: repeat less, or write the text once',
  }),
  'invalid-text': entry({
    title: 'Bytes that are not UTF-8 text (a file saved as UTF-16), or control characters in a value',
    /** `utf16`: the program whose "Unicode" saved it so, Notepad's for a data file, Excel's for a sheet. */
    message: (a: { byte: number } | { char: number; codePoint: number } | { name: string; utf16: 'Notepad' | 'Excel' }) =>
      'utf16' in a
        ? `${a.name} is saved as UTF-16 (${a.utf16}'s "Unicode${a.utf16 === 'Excel' ? ' Text' : ''}")`
        : 'byte' in a
        ? `byte 0x${a.byte.toString(16).padStart(2, '0')} is not UTF-8 text`
        : `character ${a.char} of this text is U+${a.codePoint.toString(16).toUpperCase().padStart(4, '0')}, a control character`,
    hint: (a) =>
      'utf16' in a
        ? a.utf16 === 'Excel'
          ? 'export it again as "CSV UTF-8": in Excel, File > Save As > CSV UTF-8'
          : 'save it again as UTF-8: in Notepad, File > Save As, Encoding: UTF-8'
        : 'byte' in a
        ? 'save the file as UTF-8 (most editors have it under "Save with encoding")'
        : 'remove it (an escape such as "\\0" or "\\x01" in double quotes writes one); text may hold tabs and line breaks',
  }),
  'invalid-brand': entry({
    title: 'A brand folder that cannot be used',
    message: (a: { why: 'missing' | 'file' | 'self'; dir: string } | { why: 'chain' }) =>
      a.why === 'missing'
        ? `no brand folder at ${a.dir}`
        : a.why === 'file'
          ? `${a.dir} is a file, not a brand folder`
          : a.why === 'self'
            ? 'a shop cannot be its own brand'
            : 'a brand cannot name a brand of its own',
    hint: (a) =>
      a.why === 'chain'
        ? "a brand is one folder: remove brand from the brand's shop.yaml, and move what it would take from the other into it"
        : "brand is the brand's folder, relative to this shop's folder (brand: ../brand)",
  }),
  'data-folder-missing': entry({
    title: 'The data folder does not exist',
    message: ({ dir }: { dir: string }) => `no data folder at ${dir}`,
    hint: 'pass the folder that holds shop.yaml with --data DIR',
  }),
  'internal-error': entry({ title: 'A fault in shopsite itself (please report it)', message: asGiven }),
  ...IMPORT_CATALOGUE,
  ...FLEET_CATALOGUE,
};

export type ProblemCode = keyof typeof CATALOGUE;
/** What the catalogue entry of `code` needs to write its message. */
export type MessageArgs<C extends ProblemCode> = Parameters<(typeof CATALOGUE)[C]['message']>[0];

type Where = Partial<Omit<Problem, 'code' | 'message' | 'severity'>> & { severity?: Problem['severity'] };

export function problem<C extends ProblemCode>(code: C, args: MessageArgs<C>, where: Where = {}): Problem {
  const entry = CATALOGUE[code] as Entry<MessageArgs<C>>;
  const { severity = 'error', hint = typeof entry.hint === 'function' ? entry.hint(args) : entry.hint, ...rest } = where;
  return { code, severity, message: entry.message(args), ...(hint ? { hint } : {}), ...rest };
}

/** A schema's type as a sentence names it: "a string", "a whole number" (an integer), "a list" (an array). */
function article(type: string): string {
  const words = type === 'integer' ? 'whole number' : type === 'array' ? 'list' : type;
  return /^[aeiou]/.test(words) ? `an ${words}` : `a ${words}`;
}

export function hasErrors(problems: Problem[]): boolean {
  return problems.some((p) => p.severity === 'error');
}

/** Sorted by file, line, column, then path, so output is stable and reads top to bottom. */
export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) =>
      byCodeUnits(a.file ?? '', b.file ?? '') ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.col ?? 0) - (b.col ?? 0) ||
      byCodeUnits(a.path ?? '', b.path ?? ''),
  );
}

/** `site-data/shop.yaml:3:1  /phnoe  unknown field` then `  hint: ...`. */
export function formatProblem(p: Problem): string {
  const where = p.file ? `${p.file}${p.line ? `:${p.line}:${p.col ?? 1}` : ''}` : '';
  const head = [where, p.path, p.severity === 'warning' ? `warning: ${p.message}` : p.message]
    .filter(Boolean)
    .join('  ');
  return p.hint ? `${head}\n  hint: ${p.hint}` : head;
}
