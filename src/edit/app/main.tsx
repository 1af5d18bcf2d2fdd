// The owner's editor in the browser: the data folder's files as forms drawn from their schemas,
// the build's problems beside the fields they concern, and the site's live preview beside the
// form (a tab away on a phone). What is written and when is the server's to decide.
import { StrictMode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { ValidatorType } from '@rjsf/utils';
import { api, type ListedFile, type Opened, type Problems, type SaveResult } from './api.js';
import { templates, type EditorContext } from './form-parts.js';
import { widgets } from './widgets.js';
import { changes, clashes, merged, placeOf, valueInWords, type Change } from './merge.js';
import { entriesOf, errorTree, identities, pointerPath, valueAt, withMadeIds, withoutRefsToRemoved } from './paths.js';
import { settle } from './settle.js';
import { heldBack, useFollowedData } from './new-entries.js';
import { goToField, ProblemList, titleOf } from './problem-list.js';

/**
 * The form library resolves a schema's conditions with ajv; the build judges the data. The
 * server compiles each kind's validators (the page admits no eval): they come as a module.
 */
async function validatorFor(opened: Opened): Promise<ValidatorType> {
  const compiled = (await import(/* @vite-ignore */ new URL(opened.validators, location.href).href)) as { default: ValidatorFunctions };
  return createPrecompiledValidator(compiled.default, opened.schema);
}
const CHECK_AFTER_MS = 500;
/** The status while nothing is under way: what the part holds, when that needs saying. */
const resting = (doc: { kind: string; exists: boolean }) => (doc.exists ? '' : `${titleOf(doc.kind)}: nothing of this shop’s own yet, the brand’s values are used`);

type Status = { tone: 'info' | 'good' | 'warn' | 'bad'; text: string };
type Conflict = Extract<SaveResult, { status: 'conflict' }>;

/** Plain data as JSON has it (no undefined values). */
const plain = (data: unknown): unknown => (data === undefined ? undefined : JSON.parse(JSON.stringify(data)));

function App() {
  const [files, setFiles] = useState<ListedFile[]>([]);
  const [preview, setPreview] = useState('');
  /** The page the preview shows: the file's own once it opens, then the one of the part last saved. */
  const [showing, setShowing] = useState('/');
  const [kind, setKind] = useState('shop');
  const [doc, setDoc] = useState<Opened>();
  const [validator, setValidator] = useState<ValidatorType>();
  /** The form's data, and which of its lists' entries were added since the file was opened or a save was tried. */
  const { data, marks, setData, filed, tried } = useFollowedData();
  const [problems, setProblems] = useState<Problems>({ here: [], elsewhere: [] });
  const [status, setStatus] = useState<Status>({ tone: 'info', text: 'Loading…' });
  const [conflict, setConflict] = useState<Conflict>();
  const [view, setView] = useState<'form' | 'preview'>('form');
  /** Each opening of a file draws a new form; a save keeps the one there (and the field being typed in). */
  const [opening, setOpening] = useState(0);
  /** The places whose stand-in value (marked # fill in) the owner said is right, to be saved as the shop's own. */
  const [confirmed, setConfirmed] = useState<string[]>([]);
  const checking = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** The latest check asked for: an earlier one that answers later is stale. */
  const latestCheck = useRef(0);
  /** The latest file asked to open: an earlier one that answers later is not shown. */
  const latestOpen = useRef(0);
  /** The file the form shows, and on a phone where the form was scrolled to when the preview was shown. */
  const shown = useRef('');
  const formAt = useRef(0);
  /** Changes not saved: the form's data is not the file's. */
  const dirty = doc !== undefined && (JSON.stringify(data) !== JSON.stringify(doc.data) || confirmed.length > 0);

  useEffect(() => {
    void api.files().then((listed) => {
      setFiles(listed.files);
      setPreview(listed.preview);
    });
  }, []);

  const open = useCallback(async (next: string) => {
    // A check under way is of data no longer in the form (Undo all changes, Leave them out).
    clearTimeout(checking.current);
    latestCheck.current++;
    // A file asked for while another was opening is the one shown, whichever answers last.
    const asked = ++latestOpen.current;
    setStatus({ tone: 'info', text: `Opening ${titleOf(next)}…` });
    const opened = await api.open(next);
    const checker = await validatorFor(opened);
    if (asked !== latestOpen.current) return;
    setValidator(() => checker);
    setDoc(opened);
    filed(opened.data);
    setShowing(opened.page);
    setOpening((n) => n + 1);
    setConfirmed([]);
    setProblems(opened.problems);
    setConflict(undefined);
    setStatus({ tone: 'info', text: resting(opened) });
    // Another file opens at its top: the last one's place in it would be anywhere.
    if (next !== shown.current) {
      document.getElementById('form')?.scrollTo(0, 0);
      formAt.current = 0;
    }
    shown.current = next;
    setKind(next);
  }, []);

  // A file changed on disk: the choice is brought into view, its first button focused, wherever the form was.
  useEffect(() => {
    if (!conflict) return;
    const first = document.querySelector<HTMLElement>('.conflict button');
    first?.closest('.conflict')?.scrollIntoView({ block: 'start' });
    first?.focus();
  }, [conflict]);

  // On a phone the form and the preview take turns: back from the preview, the form is where it was.
  const show = (next: 'form' | 'preview') => {
    const form = document.getElementById('form');
    if (next === 'preview' && form) formAt.current = form.scrollTop;
    setView(next);
  };
  useEffect(() => {
    if (view === 'form') document.getElementById('form')?.scrollTo(0, formAt.current);
  }, [view]);

  useEffect(() => {
    void open('shop');
  }, [open]);

  // Changes not saved are not lost without a word: the browser asks before the page is left or
  // reloaded, and opening another file asks first (the dialog below).
  const [leaving, setLeaving] = useState<string>();
  const undoing = useRef<HTMLDialogElement>(null);
  const undoAll = () => {
    undoing.current?.close();
    // The Undo button goes with the changes: the focus goes to Save, not to the page's start.
    document.querySelector<HTMLElement>('.top .save')?.focus();
    void open(kind);
  };
  const asking = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    addEventListener('beforeunload', warn);
    return () => {
      removeEventListener('beforeunload', warn);
    };
  }, [dirty]);
  useEffect(() => {
    if (leaving !== undefined && !asking.current?.open) asking.current?.showModal();
  }, [leaving]);
  /** The field to go to once the part chosen opens (a problem's place there), as a JSON Pointer. */
  const focusAt = useRef<string>(undefined);
  const choose = (next: string, at?: string) => {
    focusAt.current = at;
    if (dirty) setLeaving(next);
    else void open(next);
  };
  useEffect(() => {
    if (focusAt.current === undefined || !doc) return;
    goToField(doc.kind, focusAt.current);
    focusAt.current = undefined;
  }, [opening, doc]);
  /** Staying (the button, Escape, or a save refused): the field an Open button asked for is no longer asked for. */
  const stay = () => {
    focusAt.current = undefined;
    asking.current?.close();
  };
  const leave = async (saveFirst: boolean) => {
    const next = leaving!;
    asking.current?.close();
    setLeaving(undefined);
    if (!saveFirst || (await save())) void open(next);
    else stay();
  };

  const change = (event: IChangeEvent) => {
    const next = withoutRefsToRemoved(doc?.schema, kind, doc?.choices[kind], dataNow.current, settle(doc?.data, plain(event.formData)));
    // A confirmation holds for the value it was made of: an entry removed above it puts another there.
    setConfirmed((was) => {
      const kept = was.filter((at) => JSON.stringify(valueAt(next, pointerPath(at))) === JSON.stringify(valueAt(dataNow.current, pointerPath(at))));
      return kept.length === was.length ? was : kept;
    });
    setData(next);
    // "Saved" or "Not saved" no longer says how things are once the owner changes something (the
    // form reports its first drawing as a change too: only a difference from the file is one).
    const unsaved = `${titleOf(kind)}: changes not saved yet`;
    if (doc && JSON.stringify(next) !== JSON.stringify(doc.data)) setStatus({ tone: 'info', text: unsaved });
    else if (doc) setStatus((was) => (was.text === unsaved ? { tone: 'info', text: resting(doc) } : was));
    clearTimeout(checking.current);
    checking.current = setTimeout(() => {
      const asked = ++latestCheck.current;
      void api.check(kind, next).then((found) => {
        if (asked === latestCheck.current) setProblems(found);
      }, () => undefined);
    }, CHECK_AFTER_MS);
  };

  /** Saves the form's data (or `what`, which the form then holds); true when the file now holds it. */
  const save = async (version = doc?.version, what = data): Promise<boolean> => {
    if (!doc || version === undefined) return false;
    clearTimeout(checking.current);
    latestCheck.current++;
    if (what !== data) setData(what);
    tried();
    setStatus({ tone: 'info', text: 'Saving…' });
    const sent = confirmed;
    const result = await api.save(kind, what, version, sent);
    if (result.status === 'conflict') {
      setConflict(result);
      setStatus({ tone: 'bad', text: `${titleOf(kind)} changed on disk since you opened it: nothing was written. Choose what to keep at the top of the form.` });
      return false;
    }
    if (result.status === 'refused') {
      setProblems(result.problems);
      const here = result.problems.here.some((p) => p.severity === 'error');
      setStatus({ tone: 'bad', text: here ? 'Not saved: the site would have problems. Each is shown beside its field.' : 'Not saved: the change would break another part of the site, named above the form.' });
      // The first problem brought into view, its field focused (or the list above the form), once
      // the form shows it: a few frames, when a check was under way as Save was pressed.
      const focusFirst = (frames: number) => {
        const field = document.querySelector<HTMLElement>('.has-problem :is(input, select, textarea)');
        if (!field && frames > 0) return void requestAnimationFrame(() => focusFirst(frames - 1));
        if (!field) return void document.querySelector<HTMLElement>('#form .problems')?.focus();
        // The message in view with its field: a group's (a special day with neither hours nor
        // closed) stands above the group's first field, where focusing the field alone left it
        // cut off at the form's top on a phone.
        field.focus({ preventScroll: true });
        field.closest('.has-problem')?.querySelector('.error-detail')?.scrollIntoView({ block: 'nearest' });
        field.scrollIntoView({ block: 'nearest' });
      };
      requestAnimationFrame(() => focusFirst(30));
      return false;
    }
    setConflict(undefined);
    // Those sent are saved; one made while the save was under way waits for the next.
    setConfirmed((was) => was.filter((at) => !sent.includes(at)));
    // A new entry's slug or id the owner left empty was made from its name: the form shows it,
    // beside what was typed while the save was under way.
    const made = result.status === 'saved' ? result.made : [];
    filed(withMadeIds(what, made), (now) => withMadeIds(now, made));
    setDoc({ ...doc, data: withMadeIds(what, made), version: result.version, exists: doc.exists || result.status === 'saved' });
    // A first save of the shop's own file: the menu no longer says this part is the brand's.
    if (result.status === 'saved') setFiles((listed) => listed.map((f) => (f.kind === kind ? { ...f, exists: true } : f)));
    if (result.status === 'saved') {
      setProblems(result.problems);
      // The preview goes to the page that shows what was saved, rebuilt with it (a new service's page is there).
      if (result.page) setShowing(result.page);
      // A new siteUrl may move the site under another base path (a GitHub Pages project site).
      setPreview(result.preview);
    }
    // Saved all the same, a warning (a coupon that has ended, a time zone that names no place) is said with it, and not that the preview shows it.
    const warnings = result.status === 'saved' ? result.problems.here.filter((p) => p.severity === 'warning' && p.path).length : 0;
    const said = warnings ? `, with ${warnings} warning${warnings === 1 ? '' : 's'} beside ${warnings === 1 ? 'its field' : 'their fields'}` : '';
    const shown = result.status === 'saved' && (result.note ?? (warnings ? '' : 'The preview shows it.'));
    setStatus({ tone: warnings ? 'warn' : 'good', text: result.status === 'saved' ? `Saved ${titleOf(kind)}${said}.${shown ? ` ${shown}` : ''}` : 'Nothing changed: nothing written.' });
    return true;
  };

  // Ctrl+S (Cmd+S on a Mac) saves, as in every editor the owner knows. A key held down, or pressed
  // again while a save is under way, saves once: a second would be refused as a change on disk.
  const saving = useRef(save);
  saving.current = save;
  const underWay = useRef(false);
  useEffect(() => {
    const keys = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        if (event.repeat || underWay.current) return;
        underWay.current = true;
        void saving.current().finally(() => {
          underWay.current = false;
        });
      }
    };
    addEventListener('keydown', keys);
    return () => {
      removeEventListener('keydown', keys);
    };
  }, []);

  // The form library draws a field again when anything in its props differs, the context
  // included: a context that changed with every letter drew every field of the file on every key
  // (200 ms a key in the services' file). The shop's own data is in it for the brand's values,
  // and the form's entries for the fields that name one of the same file (a testimonial's
  // review), which depend only on the entries' slugs and ids (and names, for the latter): it
  // changes when they do, in a file that has either.
  const named = doc?.choices[doc.kind];
  const ids = doc?.brand || named ? `${identities(data)}${named ? JSON.stringify(entriesOf(data, named)) : ''}` : '';
  const dataNow = useRef(data);
  dataNow.current = data;
  // (The form library compares contexts by value, functions aside: `ids` is in it to tell.)
  // The stand-ins not yet said to be right, as one text: a check that finds the same ones draws no field again.
  const standIns = useMemo(() => problems.here.flatMap((p) => (p.code === 'unfilled-value' && p.path && !confirmed.includes(p.path) ? [p.path] : [])).join('\n'), [problems, confirmed]);
  const context: EditorContext = useMemo(
    () => ({
      brand: doc?.brand?.data, own: doc?.brand ? data : undefined, current: () => dataNow.current, ids,
      placeholders: doc?.placeholders ?? {}, kind: doc?.kind ?? '', choices: doc?.choices ?? {},
      standIns: new Set(standIns ? standIns.split('\n') : []),
      confirm: (pointer: string) => setConfirmed((was) => (was.includes(pointer) ? was : [...was, pointer])),
    }),
    [doc, ids, standIns],
  );
  // What is still to fill in of an entry just added is not a problem yet (new-entries.ts): no red
  // under a new coupon's every field before the owner typed a letter. A save tried shows them all.
  const shownHere = useMemo(
    () =>
      problems.here.filter(
        (p) =>
          p.path !== undefined && p.path !== '' && !heldBack(p, marks) &&
          // A stand-in the owner said is right is theirs now: its warning goes with the save.
          !(p.code === 'unfilled-value' && confirmed.includes(p.path)),
      ),
    [problems, marks, confirmed],
  );
  const extraErrors = useMemo(() => errorTree(shownHere), [shownHere]);
  const general = [...problems.here.filter((p) => !p.path), ...problems.elsewhere];
  const errorCount = general.filter((p) => p.severity === 'error').length;

  return (
    <div className={`layout show-${view}`}>
      <header className="top">
        <h1>Edit your site</h1>
        <div className="views" role="group" aria-label="Show">
          <button type="button" aria-pressed={view === 'form'} onClick={() => show('form')}>Edit</button>
          <button type="button" aria-pressed={view === 'preview'} onClick={() => show('preview')}>Preview</button>
        </div>
        <button type="button" className="save" onClick={() => void save()} disabled={!doc}>
          Save{dirty ? ' changes' : ''}
        </button>
        {dirty && (
          <button type="button" onClick={() => undoing.current?.showModal()}>
            Undo all changes
          </button>
        )}
        <p className={`status ${status.tone}`} role="status" aria-live="polite">{status.text}</p>
      </header>
      <nav className="files" aria-label="Parts of the site">
        <ul>
          {files.map((f) => (
            <li key={f.kind}>
              <button type="button" aria-current={f.kind === kind ? 'page' : undefined} onClick={() => choose(f.kind)}>
                {titleOf(f.kind)}
                {!f.exists && f.brand ? <span className="tag">the brand’s</span> : null}
              </button>
            </li>
          ))}
        </ul>
        {/* On a phone, a list to choose from: a row of tabs would hide most of them off screen. */}
        <div className="files-pick">
          <label htmlFor="files-pick">Editing</label>
          <select id="files-pick" value={kind} onChange={(event) => choose(event.target.value)}>
            {files.map((f) => (
              <option key={f.kind} value={f.kind}>
                {titleOf(f.kind)}
                {!f.exists && f.brand ? ' (the brand’s)' : ''}
              </option>
            ))}
          </select>
        </div>
      </nav>
      <main className="form" id="form">
        {conflict && doc && (
          <ConflictView conflict={conflict} opened={doc.data} mine={data} onKeepDisk={() => void open(kind)} onSave={(what) => void save(conflict.version, what)} />
        )}
        {general.length > 0 && (
          <section className={`problems${errorCount ? '' : ' warnings-only'}`} aria-labelledby="problems-title" tabIndex={-1}>
            <h2 id="problems-title">{errorCount ? `${errorCount} problem${errorCount === 1 ? '' : 's'} to fix` : `${general.length} warning${general.length === 1 ? '' : 's'} in other parts of the site`}</h2>
            {errorCount > 0 && <ProblemList problems={general.filter((p) => p.severity === 'error')} kind={kind} choose={choose} />}
            {/* Warnings (values still to fill in, in a new shop: dozens) folded, so the form is not pages below them. */}
            {general.length > errorCount && (
              <details className="other-warnings">
                <summary>{errorCount ? `${general.length - errorCount} warning${general.length - errorCount === 1 ? '' : 's'} too` : 'Show them'}</summary>
                <ProblemList problems={general.filter((p) => p.severity !== 'error')} kind={kind} choose={choose} />
              </details>
            )}
          </section>
        )}
        {doc?.brand && <p className="brand-note">This shop belongs to a brand. Fields left empty use <span className="tag">the brand’s</span> value; “Back to the brand’s” removes this shop’s own.</p>}
        {doc && validator && (
          <Form
            key={`${kind}:${opening}`}
            schema={doc.schema}
            formData={data}
            onChange={change}
            validator={validator}
            templates={templates}
            widgets={widgets}
            formContext={context}
            extraErrors={extraErrors}
            noHtml5Validate
            noValidate
            showErrorList={false}
            experimental_defaultFormStateBehavior={{ emptyObjectFields: 'skipDefaults', arrayMinItems: { populate: 'never' }, constAsDefaults: 'always' }}
            idPrefix={kind}
          />
        )}
      </main>
      <dialog ref={asking} className="leaving" aria-labelledby="leaving-text" onCancel={stay} onClose={() => setLeaving(undefined)}>
        <p id="leaving-text">Your changes to {titleOf(kind)} are not saved yet.</p>
        <div className="dialog-actions">
          <button type="button" className="save" onClick={() => void leave(true)}>Save them</button>
          <button type="button" className="danger" onClick={() => void leave(false)}>Leave them out</button>
          <button type="button" onClick={stay}>Stay here</button>
        </div>
      </dialog>
      {/* All the changes go at once, and no button brings them back: asked first, the focus (the dialog's first button) on keeping them. */}
      <dialog ref={undoing} className="leaving" aria-labelledby="undoing-text">
        <p id="undoing-text">Undo all your changes to {titleOf(kind)}? The form goes back to how it was saved.</p>
        <div className="dialog-actions">
          <button type="button" onClick={() => undoing.current?.close()}>Keep them</button>
          <button type="button" className="danger" onClick={undoAll}>Undo them</button>
        </div>
      </dialog>
      <section className="preview" aria-label="Preview">
        {/* The page the file's words are on (coupons.yaml: the coupons page), then the page of the part last saved. */}
        {/* A new frame for another page: the page shown reloads as the save's rebuild ends, and its reload would undo a navigation under way. */}
        {preview && <iframe key={showing} src={new URL(`.${showing}`, preview).href} title="Preview of your site" />}
      </section>
    </div>
  );
}

/** One side's changes, each at its place in the form's words; those both sides made marked. */
function ChangeList({ title, changes: made, data, both = [] }: { title: string; changes: Change[]; data: unknown; both?: Change[] }) {
  return (
    <div className="changes">
      <h3>{title}</h3>
      {made.length ? (
        <ul>
          {made.map((c) => (
            <li key={JSON.stringify(c.path)}>
              <strong>{placeOf(c.path, data)}</strong>: {valueInWords(c.before)} → {valueInWords(c.after)}
              {both.includes(c) && <em> (changed on disk too)</em>}
            </li>
          ))}
        </ul>
      ) : (
        <p>Nothing.</p>
      )}
    </div>
  );
}

/**
 * The file changed on disk since it was opened: both sides' changes field by field, all kept with
 * one button; where both changed a field, the owner picks whose change it keeps. The file's text
 * on both sides is there too, for whoever reads YAML.
 */
function ConflictView({ conflict, opened, mine, onKeepDisk, onSave }: { conflict: Conflict; opened: unknown; mine: unknown; onKeepDisk: () => void; onSave: (data: unknown) => void }) {
  const ours = changes(opened, mine);
  const theirs = changes(opened, conflict.diskData);
  const both = clashes(ours, theirs);
  return (
    <section className="conflict" aria-labelledby="conflict-title">
      <h2 id="conflict-title">The file changed on disk</h2>
      <p>
        Someone or something saved this file after you opened it. Nothing was written.{' '}
        {both.length ? 'You both changed the same field: choose whose change it keeps; the other changes are kept.' : 'You changed other fields: both sets of changes can be kept.'}
      </p>
      <ChangeList title="Changed on disk" changes={theirs} data={conflict.diskData} />
      <ChangeList title="Your changes" changes={ours} data={mine} both={both} />
      <div className="dialog-actions">
        {both.length ? (
          <>
            <button type="button" className="save" onClick={() => onSave(merged(opened, mine, conflict.diskData, 'mine'))}>
              Keep both, mine where we both changed a field
            </button>
            <button type="button" onClick={() => onSave(merged(opened, mine, conflict.diskData, 'theirs'))}>
              Keep both, theirs where we both changed a field
            </button>
          </>
        ) : (
          <button type="button" className="save" onClick={() => onSave(merged(opened, mine, conflict.diskData, 'theirs'))}>
            Keep both
          </button>
        )}
        <button type="button" onClick={onKeepDisk}>Use the file on disk (drop my changes)</button>
        <button type="button" onClick={() => onSave(mine)}>Save mine over it (the other changes are lost)</button>
      </div>
      <details>
        <summary>The file’s text, on disk and yours</summary>
        <div className="both">
          <figure>
            <figcaption>On disk now</figcaption>
            <pre tabIndex={0}>{conflict.disk}</pre>
          </figure>
          <figure>
            <figcaption>Yours</figcaption>
            <pre tabIndex={0}>{conflict.mine}</pre>
          </figure>
        </div>
      </details>
    </section>
  );
}

createRoot(document.getElementById('editor')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
