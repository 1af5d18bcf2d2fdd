// The fast reading of a data file: YAML text to plain data with js-yaml's event parser (YAML 1.2,
// core schema), a tenth of the time of building yaml's document with every node's position. Most
// builds have no problem to place, so positions are worked out only when one is (load.ts parses
// the document then). Where the two libraries could read a text differently, this reader declines
// and the full parser alone decides: tags, anchors and aliases, directives, keys that are not
// plain strings, numbers past a double's range, and anything js-yaml refuses. What it reads is
// proven equal to yaml's reading over every data file of the repository (tests/unit/plain-yaml.test.ts).
import { CORE_SCHEMA, EVENT_ID, SCALAR_STYLE, constructFromEvents, parseEvents, type Event } from 'js-yaml';

/** The text's data, or undefined when only the full parser may read it (an empty document too). */
export function readPlainYaml(text: string): { data: unknown } | undefined {
  let events: Event[];
  try {
    events = parseEvents(text, {});
  } catch {
    return undefined;
  }
  if (!plainEvents(text, events)) return undefined;
  try {
    const [data] = constructFromEvents(events, { source: text, schema: CORE_SCHEMA, maxAliases: 0 });
    return data === null || data === undefined ? undefined : { data };
  } catch {
    return undefined;
  }
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
