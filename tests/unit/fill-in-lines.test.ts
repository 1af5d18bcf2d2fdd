// A text read fast has its `# fill in` marks placed (line, column and the value's pointer) without
// yaml's parse of the whole document: the parse is counted here, through a spy on yaml's parseDocument.
import { describe, expect, it, vi } from 'vitest';
import { parseSource } from '../../src/load/documents.js';
import { pointerAtLine } from '../../src/load/positions.js';

const parses = vi.hoisted(() => ({ count: 0 }));
vi.mock('yaml', async (original) => {
  const yaml = await original<typeof import('yaml')>();
  return { ...yaml, parseDocument: (...args: Parameters<typeof yaml.parseDocument>) => ((parses.count += 1), yaml.parseDocument(...args)) };
});

const TEXT = 'name: Shop  # fill in: the name\nhours:\n  - opens: "08:00" # fill in\n';

describe('given a shop.yaml with `# fill in` marks, read fast', () => {
  it('then its marks are placed without a parse of yaml\'s document', () => {
    const doc = parseSource('shop.yaml', 'shop', TEXT);
    expect(doc.data).toBeDefined();
    expect(pointerAtLine(doc, 3)).toBe('/hours/0/opens');
    expect(doc.lineCounter.linePos(TEXT.indexOf('opens'))).toEqual({ line: 3, col: 5 });
    expect(parses.count).toBe(0);
  });

  it('then the same text, with a line break yaml could count otherwise, is placed by the parse', () => {
    const doc = parseSource('shop.yaml', 'shop', TEXT.replace('hours:\n', 'hours:\r'));
    doc.lineCounter.linePos(0);
    expect(parses.count).toBe(1);
  });
});
