// The fast reading of a data file: YAML text to plain data with js-yaml's event parser (YAML 1.2,
// core schema), a tenth of the time of building yaml's document with every node's position. Most
// builds have no problem to place, so positions are worked out only when one is (load.ts parses
// the document then). Where the two libraries could read a text differently, this reader declines
// and the full parser alone decides: tags, anchors and aliases, directives, keys that are not
// plain strings, numbers past a double's range, and anything js-yaml refuses. What it reads is
// proven equal to yaml's reading over every data file of the repository (tests/unit/plain-yaml.test.ts).
import { LineCounter } from 'yaml';
import { CORE_SCHEMA, EVENT_ID, SCALAR_STYLE, constructFromEvents, getScalarValue, parseEvents, type Event, type ScalarEvent } from 'js-yaml';

/** The text's data, or undefined when only the full parser may read it (an empty document too). */
export function readPlainYaml(text: string): { data: unknown } | undefined {
  const events = plainEventsOf(text);
  if (!events) return undefined;
  try {
    const [data] = constructFromEvents(events, { source: text, schema: CORE_SCHEMA, maxAliases: 0 });
    return data === null || data === undefined ? undefined : { data };
  } catch {
    return undefined;
  }
}

/** js-yaml's events of a text, or undefined when it refuses the text or the two readers could differ on them. */
function plainEventsOf(text: string): Event[] | undefined {
  let events: Event[];
  try {
    events = parseEvents(text, {});
  } catch {
    return undefined;
  }
  return plainEvents(text, events) ? events : undefined;
}

/** A YAML 1.2 core float or int that a double cannot hold: yaml reads it as Infinity, js-yaml as text. */
const NUMBER = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/;
/** Plain scalars the core schema reads as null: a key written so is "" to yaml and "null" to js-yaml. */
const NULL = /^(?:~|null|Null|NULL|)$/;

/**
 * True when the events hold nothing on which the two readers could differ: one document without
 * directives, no tag, anchor or alias, no mapping key but a string, no number out of range.
 */
function plainEvents(text: string, events: Event[]): boolean {
  let documents = 0;
  // Per open collection: a mapping (whose next scalar is a key when `key` is set) or a sequence.
  const open: { mapping: boolean; key: boolean }[] = [];
  const atKey = () => open.at(-1)?.mapping === true && open.at(-1)?.key === true;
  const valueDone = () => {
    const top = open.at(-1);
    if (top?.mapping) top.key = !top.key;
  };
  for (const event of events) {
    switch (event.type) {
      case EVENT_ID.DOCUMENT:
        if (++documents > 1 || event.directives.length) return false;
        break;
      case EVENT_ID.ALIAS:
        return false;
      case EVENT_ID.SCALAR: {
        if (event.tagStart >= 0 || event.anchorStart >= 0) return false;
        const inKey = atKey();
        if (event.style === SCALAR_STYLE.PLAIN) {
          const value = text.slice(event.valueStart, event.valueEnd);
          if (inKey && NULL.test(value)) return false;
          if (NUMBER.test(value) && !Number.isFinite(Number(value))) return false;
        }
        valueDone();
        break;
      }
      case EVENT_ID.SEQUENCE:
      case EVENT_ID.MAPPING:
        if (event.tagStart >= 0 || event.anchorStart >= 0 || atKey()) return false;
        open.push({ mapping: event.type === EVENT_ID.MAPPING, key: true });
        break;
      case EVENT_ID.POP:
        // Closes a collection (its parent's value is then done) or the document.
        if (open.pop()) valueDone();
        break;
    }
  }
  return documents === 1;
}

/**
 * The text's lines as yaml's parser counts them (a line starts after every \n), without a parse;
 * undefined when a line break other than \n could be counted otherwise.
 */
export function countLines(text: string): LineCounter | undefined {
  if (/\r(?!\n)|[\u0085\u2028\u2029]/.test(text)) return undefined;
  const lines = new LineCounter();
  lines.addNewLine(0);
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines.addNewLine(at + 1);
  return lines;
}

/**
 * Each line's path to the deepest key or list item that starts on it (positions.ts pointerAtLine),
 * from js-yaml's events: a text marked `# fill in` is then placed without yaml's parse, four
 * times the cost (every imported shop has such marks). The same walk as over yaml's document,
 * proven equal over every data file (tests/unit/plain-yaml.test.ts). Undefined where the fast
 * reader would decline the events, or a line break other than \n could count lines differently;
 * positions.ts asks only for a text the fast reader read.
 */
export function linePaths(text: string): Map<number, (string | number)[]> | undefined {
  const lines = countLines(text);
  if (!lines) return undefined;
  // Only the events the fast reader reads (the data is not built again).
  const events = plainEventsOf(text);
  if (!events) return undefined;
  const lineAt = (offset: number) => lines.linePos(offset).line;
  const found = new Map<number, (string | number)[]>();
  // Per open collection: its path, and a mapping's key to come (undefined: a key is next) or a
  // sequence's next index.
  const open: { at: (string | number)[]; mapping: boolean; key?: string; index: number }[] = [];
  // A node's line as yaml's range gives it: a quoted text's opening quote, a block text's header
  // (js-yaml's value of a block text starts on the line after its header).
  const lineOf = (event: Event): number => {
    if (event.type === EVENT_ID.SCALAR) {
      if (event.style === SCALAR_STYLE.LITERAL_BLOCK || event.style === SCALAR_STYLE.FOLDED_BLOCK) return lineAt(event.valueStart) - 1;
      return lineAt(event.style === SCALAR_STYLE.PLAIN ? event.valueStart : event.valueStart - 1);
    }
    return event.type === EVENT_ID.SEQUENCE || event.type === EVENT_ID.MAPPING ? lineAt(event.start) : -1;
  };
  for (const event of events) {
    const top = open.at(-1);
    if (event.type === EVENT_ID.POP) {
      if (open.pop()) {
        const parent = open.at(-1);
        if (parent?.mapping) parent.key = undefined;
        else if (parent) parent.index++;
      }
      continue;
    }
    if (event.type === EVENT_ID.DOCUMENT || event.type === EVENT_ID.ALIAS) continue;
    let at: (string | number)[] | undefined;
    if (top?.mapping && top.key === undefined) {
      // A key (readPlainYaml allows only scalar keys).
      const key = getScalarValue(text, event as ScalarEvent);
      // yaml names a key by its value: `1.0:` is 1, `True:` is true. Such a key is left to it.
      if ((event as ScalarEvent).style === SCALAR_STYLE.PLAIN && /^(?:[-+.0-9]|(?:true|True|TRUE|false|False|FALSE)$)/.test(key)) return undefined;
      top.key = key;
      found.set(lineOf(event), [...top.at, key]);
      continue;
    }
    if (top?.mapping) at = [...top.at, top.key!];
    else if (top) {
      at = [...top.at, top.index];
      const line = lineOf(event);
      if (event.type === EVENT_ID.SCALAR || !found.has(line)) found.set(line, at);
    } else at = [];
    if (event.type === EVENT_ID.SEQUENCE || event.type === EVENT_ID.MAPPING) open.push({ at, mapping: event.type === EVENT_ID.MAPPING, index: 0 });
    else if (top?.mapping) top.key = undefined;
    else if (top) top.index++;
  }
  return found;
}
