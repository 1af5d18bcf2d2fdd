// How the form library draws shopsite's schemas: each field with its label, its help (the
// schema's description), the build's problems and, in a brand's shop, the brand's value and a way
// back to it; buttons with words; lists' entries titled, long ones folded (the widgets are in
// widgets.tsx). Nothing here names a field of a schema: what a field is comes from the schema.
import { isValidElement, useEffect, useRef, useState, type ReactNode } from 'react';
import { getDefaultRegistry } from '@rjsf/core';
import { descriptionId, errorId, getTemplate, getUiOptions } from '@rjsf/utils';
import type { ArrayFieldItemTemplateProps, FieldTemplateProps, IconButtonProps, ObjectFieldTemplateProps, SubmitButtonProps, TemplatesType, TitleFieldProps } from '@rjsf/utils';
import type { EntryChoices } from './api.js';
import { brandValue, entryName, pointerOf, slugless, summary, valueAt, type FieldPath } from './paths.js';
import { entryLabel, fieldLabel } from '../../shared/labels.js';
import { GroupProblemLink } from './group-problem.js';
import { useRemovalAsked } from './removal.js';
import { focusing } from './list-focus.js';
import { AddOnADate, DatedListContext, useDatedList } from './dated-add.js';
import { mergeKeyOf } from '../../shared/slug.js';

export interface EditorContext {
  /** The brand's data for this file, when the shop has a brand. */
  brand?: unknown;
  /** The shop's own data for the brand's values (brandValue): as the form holds it when an entry's slug or id last changed. */
  own: unknown;
  /** The form's data now. */
  current: () => unknown;
  /** The entries' slugs and ids in the form now (paths.ts identities): the fields that read `current` for them are drawn again when they change. */
  ids: string;
  placeholders: Record<string, string>;
  /** The file's kind, and the entries its fields may name by kind (documents.ts EntryChoices). */
  kind: string;
  choices: Record<string, EntryChoices>;
  /** The places (JSON Pointers) whose value is still a stand-in, marked # fill in, and not yet said to be right. */
  standIns: Set<string>;
  /** Says the stand-in at a place is right as it is: the save makes it the shop's own. */
  confirm: (pointer: string) => void;
}

const defaults = getDefaultRegistry();

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

function PlaceholderNote({ text, placeholders }: { text: unknown; placeholders: Record<string, string> }) {
  if (typeof text !== 'string') return null;
  const names = [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
  if (!names.length) return null;
  return (
    <p className="note">
      {names.map((name, i) => (
        <span key={name}>
          {i ? '; ' : ''}
          <code>{`{${name}}`}</code>{' '}
          {placeholders[name] !== undefined ? <>becomes “{placeholders[name]}” on your pages</> : <>is not a fact shopsite knows: write the word itself, or add it under placeholders in the shop’s file</>}
        </span>
      ))}
    </p>
  );
}

/** Whether a field's help is shown whole: a slug to be made from the entry's name says so only while it is empty. */
const madeHelpShown = (schema: FieldTemplateProps['schema'], value: unknown) => typeof (schema as Record<string, unknown>)[FILLED_HELP] !== 'string' || slugless(value);

/** A slug's help without what is said of an empty one, once it has a value (schemas.ts withMadeIdHelp). */
function MadeHelpLeftOut({ id, schema, registry }: Pick<FieldTemplateProps, 'id' | 'schema' | 'registry'>) {
  const text = String((schema as Record<string, unknown>)[FILLED_HELP]);
  const Description = getTemplate('DescriptionFieldTemplate', registry);
  return text ? <Description id={descriptionId(id)} description={text} schema={schema} registry={registry} /> : null;
}

/** A made slug's help once it has a value: the help without what is said of an empty one. */
const FILLED_HELP = 'x-help-filled';

/** The fields that name a list's entry: the entry's identity, never "back to the brand's". */
const IDENTITY = new Set(['slug', 'id']);

function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, errors, help, description, hidden, required, displayLabel, registry, schema, fieldPathId, formData, onChange, rawErrors } = props;
  if (hidden) return <div hidden>{children}</div>;
  const context = registry.formContext as EditorContext;
  const path = fieldPathId.path as FieldPath;
  const theirs = context.brand === undefined || !path.length ? undefined : brandValue(context.brand, context.own, path);
  const kind = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const scalar = kind !== 'object' && kind !== 'array';
  return (
    <div className={`field field-${kind ?? 'any'}${!rawErrors?.length ? '' : rawErrors.every((e) => e.startsWith('Warning: ')) ? ' has-warning' : ' has-problem'}`}>
      {displayLabel && scalar && (
        <label htmlFor={id}>
          {/* An entry of a list of single values is numbered ("Review 2"), as its buttons are. */}
          {entryTitle(label, undefined, typeof path[path.length - 1] === 'number' ? (path[path.length - 1] as number) : undefined)}
          {/* A slug made from the entry's name when left empty is not the owner's to fill in. */}
          {required && (schema as Record<string, unknown>)['x-made-from'] === undefined && <span className="required"> (required)</span>}
        </label>
      )}
      {/* A list of boxes to tick (the days) is one group, named by its field (widgets.tsx SelectWidget): its problem says "Days". */}
      {displayLabel && kind === 'array' && (
        <p className="group-label" id={`${id}__label`}>
          {label}
          {required && <span className="required"> (required)</span>}
        </p>
      )}
      {displayLabel && (madeHelpShown(schema, formData) ? description : <MadeHelpLeftOut id={id} schema={schema} registry={registry} />)}
      {/* A group's own problem (a special day with neither Closed nor hours) at its top, not below its last field. */}
      {!scalar && errors}
      {!scalar && rawErrors?.length ? <GroupProblemLink groupId={id} messageId={errorId(fieldPathId)} /> : null}
      {typeof (schema as Record<string, unknown>)['x-date-order'] === 'string' ? (
        <DatedListContext.Provider value={{ id, path, entries: formData, by: (schema as Record<string, string>)['x-date-order']!, onChange }}>{children}</DatedListContext.Provider>
      ) : (
        children
      )}
      {theirs !== undefined && (formData === undefined || Array.isArray(theirs)) && (
        <p className="brand">
          <span className="tag">The brand’s</span> {summary(theirs)}
          {Array.isArray(theirs) && formData !== undefined ? ' (entries here change the brand’s of the same name, or add to them)' : ''}
        </p>
      )}
      {/* Not where this shop's file replaces the brand's: none of the brand's is there to leave out. */}
      {Array.isArray(theirs) && (context.current() as { merge?: string } | undefined)?.merge !== 'replace' && (
        <LeaveOut theirs={theirs} own={formData} schema={schema} onLeave={(entry) => onChange([...(Array.isArray(formData) ? formData : []), entry], path)} />
      )}
      {theirs !== undefined && formData === undefined && <PlaceholderNote text={theirs} placeholders={context.placeholders} />}
      {theirs !== undefined && formData !== undefined && !IDENTITY.has(String(path[path.length - 1])) && (
        <BackToBrand id={id} label={label} dropped={Array.isArray(formData) ? formData.length : undefined} onBack={() => onChange(undefined, path)} />
      )}
      <PlaceholderNote text={formData} placeholders={context.placeholders} />
      {scalar && errors}
      {context.standIns.has(pointerOf(path)) && (
        <button
          type="button"
          className="confirm"
          aria-label={label ? `It is right: ${label}` : undefined}
          onClick={() => {
            context.confirm(pointerOf(path));
            // The button goes with the warning: the focus stays in its field.
            document.getElementById(id)?.focus();
          }}
        >
          It is right
        </button>
      )}
      {help}
    </div>
  );
}

/**
 * Each of the brand's entries of a list merged by slug or id (services, coupons), or by its
 * question (a FAQ entry without a slug), that this shop neither changes nor leaves out, with a
 * button that leaves it out of this shop's site: an entry of its key with `omit: true`, which the
 * owner would otherwise have to type.
 */
function LeaveOut({ theirs, own, schema, onLeave }: { theirs: unknown[]; own: unknown; schema: FieldTemplateProps['schema']; onLeave: (entry: Record<string, unknown>) => void }) {
  const items = schema.items as { properties?: Record<string, unknown> } | undefined;
  if (!items?.properties?.omit) return null;
  // An entry is named by its slug or id, else (a FAQ entry) by its question, as the merge reads it.
  const field = (['slug', 'id'] as const).find((k) => items.properties![k]);
  const byQuestion = 'question' in items.properties;
  const mergeKey = (entry: unknown) => (entry && typeof entry === 'object' ? mergeKeyOf(entry as Record<string, unknown>, field, byQuestion) : undefined);
  const keyOf = (entry: unknown) => (field && typeof (entry as Record<string, unknown>)[field] === 'string' ? field : 'question');
  const held = new Set((Array.isArray(own) ? own : []).map(mergeKey));
  const offered = theirs.filter((e) => mergeKey(e) !== undefined && !held.has(mergeKey(e)));
  if (!offered.length) return null;
  return (
    <details className="leave-out">
      <summary>Leave one of the brand’s out of this shop’s site</summary>
      <ul>
        {offered.map((entry) => {
          const key = keyOf(entry);
          const value = (entry as Record<string, unknown>)[key] as string;
          return (
            <li key={value}>
              <button
                type="button"
                onClick={(event) => {
                  // The button goes with the entry left out: the focus goes back to the list's summary.
                  const summary = event.currentTarget.closest('details')?.querySelector('summary');
                  onLeave({ [key]: value, omit: true });
                  requestAnimationFrame(() => summary?.focus());
                }}
              >
                Leave out {entryName(entry) ?? value}
              </button>
            </li>
          );
        })}
      </ul>
    </details>
  );
}

/**
 * "Back to the brand's": the shop's own value removed, the focus left in the field (now the
 * brand's value). A list's removes every entry of the shop's own, its own coupons too: it says so,
 * and asks first.
 */
function BackToBrand({ id, label, dropped, onBack }: { id: string; label?: string; dropped?: number; onBack: () => void }) {
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) keep.current?.focus();
  }, [asking]);
  const back = () => {
    onBack();
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  };
  const named = label ? <span className="visually-hidden"> {label}</span> : null;
  if (dropped === undefined) {
    return (
      <button type="button" className="back" onClick={back}>
        Back to the brand’s{named}
      </button>
    );
  }
  const entries = `${dropped} ${dropped === 1 ? 'entry' : 'entries'}`;
  if (!asking) {
    return (
      <button type="button" className="back" onClick={() => setAsking(true)}>
        Only the brand’s{named} (drops this shop’s {entries})
      </button>
    );
  }
  return (
    <div className="back-asking" role="group" aria-label={`Drop this shop’s ${entries}?`}>
      <span>Drop this shop’s {entries}{label ? ` of ${label}` : ''}? The brand’s are used instead.</span>
      <button type="button" className="danger" onClick={back}>Drop them</button>
      <button type="button" ref={keep} onClick={() => setAsking(false)}>Keep them</button>
    </div>
  );
}


/**
 * Which entry a list's button acts on, for a screen reader: "Hours 1, Schedule 2" from the
 * button's id (`shop_hours_0_schedule_1__remove`), in the form's words ("Special hours", not
 * specialHours), since every entry has the same buttons. A group's name is a place of its own
 * ("Links, Profiles 1"), never run into its field's ("Links Profiles 1").
 */
export function entryOf(id: string | undefined): string {
  const parts = (id ?? '').replace(/__\w+$/, '').split('_').slice(1);
  const words: string[] = [];
  const index = (part: string | undefined) => part !== undefined && /^\d+$/.test(part);
  parts.forEach((part, i) => {
    const list = parts[i - 1];
    // An entry is its list's, numbered from 1: "Hours 1", not "Hours, 1".
    if (!index(part)) words.push(fieldLabel(part));
    else if (list !== undefined && !index(list)) words[words.length - 1] = `${entryLabel(list)} ${Number(part) + 1}`;
    else words.push(String(Number(part) + 1));
  });
  return words.join(', ');
}

/**
 * What a list's Add button says it adds to, from its id: the list alone ("Profiles"), as the form
 * titles it, and for a screen reader where that list is (`of`: "Links", "Special day 1"), empty
 * for a list of the file's own.
 */
export function addedTo(id: string | undefined): { list: string; of: string } {
  const entry = entryOf(id);
  const at = entry.lastIndexOf(', ');
  return at < 0 ? { list: entry, of: '' } : { list: entry.slice(at + 2), of: entry.slice(0, at) };
}

/** A button with its words (the library draws icons from a font the editor does not load). */
function WordButton({ title, icon: _icon, iconType: _type, uiSchema: _ui, registry: _registry, className, ...rest }: IconButtonProps) {
  const entry = entryOf(rest.id);
  return (
    <button type="button" className={`word-button ${className ?? ''}`} {...rest}>
      {title}
      {entry && <span className="visually-hidden"> ({entry})</span>}
    </button>
  );
}

/** A list's Remove, which asks first (removal.tsx), then puts the focus where the owner goes on from. */
function RemoveButton(p: IconButtonProps) {
  const { ask, dialog } = useRemovalAsked(p.id, (p.registry.formContext as EditorContext).current, entryOf(p.id), focusing(p.id, p.onClick));
  return (
    <>
      <WordButton {...p} title="Remove" className="danger" onClick={ask} />
      {dialog}
    </>
  );
}

/**
 * A list's Add, saying which list ("Add to Hours"), so that a list inside an entry (a special
 * day's hours) and the list of entries below it (the special days) do not both read "Add"; which
 * entry or group the list is in is for a screen reader ("of Special day 1", "of Links").
 */
function AddButton({ uiSchema: _ui, registry: _registry, className, ...rest }: IconButtonProps) {
  const { list, of } = addedTo(rest.id);
  const words = (
    <>
      Add{list && ` to ${list}`}
      {of && <span className="visually-hidden"> of {of}</span>}
    </>
  );
  // A list of days the site shows in date order asks the new day's date first (dated-add.tsx).
  const dated = useDatedList(rest.id);
  if (dated) return <AddOnADate list={dated}>{words}</AddOnADate>;
  return (
    <button type="button" className={`word-button add ${className ?? ''}`} {...rest} onClick={focusing(rest.id, rest.onClick)}>
      {words}
    </button>
  );
}

/** A list's entry with its buttons below it (beside it, they push a phone's page sideways). */
function ArrayFieldItemTemplate({ children, className, buttonsProps, hasToolbar, registry, uiSchema, schema, index }: ArrayFieldItemTemplateProps) {
  const Buttons = getTemplate('ArrayFieldItemButtonsTemplate', registry, getUiOptions(uiSchema));
  const folded = (schema as Record<string, unknown>)['x-fold'] === true;
  return (
    <div className={`${className ?? ''} entry`}>
      {folded ? (
        <Fold path={buttonsProps.fieldPathId.path as FieldPath} title={schema.title} index={index} registry={registry}>
          {children}
        </Fold>
      ) : (
        children
      )}
      {hasToolbar && (
        <div className="entry-tools">
          <Buttons {...buttonsProps} />
        </div>
      )}
    </div>
  );
}

/**
 * A long entry of a list of many (a service's sections, x-fold in schemas.ts) folded under its
 * title, so that a file of ten services is not a page of 700 fields: a new one (nothing to name
 * it yet) starts open, and one with a problem opens by itself, never shut under the owner.
 */
function Fold({ path, title, index, registry, children }: { path: FieldPath; title?: string; index: number; registry: ArrayFieldItemTemplateProps['registry']; children: ReactNode }) {
  const context = registry.formContext as EditorContext;
  const data = valueAt(context.current(), path);
  const fold = useRef<HTMLDetailsElement>(null);
  const [startsOpen] = useState(() => entryName(data) === undefined);
  // Its fields are drawn once it is first opened: closed, they are not drawn again on every key
  // typed elsewhere in the file (a file of ten services has some 600 fields in its folds).
  const [opened, setOpened] = useState(startsOpen);
  // The entry's problems, from its field's error tree (the form library's), drawn or not.
  const problems = isValidElement<{ errorSchema?: unknown }>(children) && holdsMessages(children.props.errorSchema);
  useEffect(() => {
    if (problems && fold.current && !fold.current.open) fold.current.open = true;
  }, [problems]);
  return (
    <details
      ref={fold}
      className="fold"
      open={startsOpen}
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary>{titleIn(context, title ?? '', data, path)}</summary>
      {opened || problems ? children : null}
    </details>
  );
}

/** Whether a part of the form's error tree holds a problem or a warning anywhere inside. */
const holdsMessages = (tree: unknown): boolean =>
  !!tree && typeof tree === 'object' && Object.entries(tree).some(([key, value]) => (key === '__errors' ? Array.isArray(value) && value.length > 0 : holdsMessages(value)));

/**
 * An entry of a list is titled by what it is ("Coupon 4: Free Battery Check"), not by its place
 * alone ("Coupons-4"), or by its kind alone ("Service"): the owner removes the right coupon
 * without reading its fields. `index` is its place in the list, when the form library's title
 * does not say it.
 */
export function entryTitle(title: string | undefined, formData: unknown, index?: number): string | undefined {
  const place = title && /^(.*)-(\d+)$/.exec(title);
  if (!title || (!place && index === undefined)) return title;
  const [kind, number] = place ? [place[1], place[2]] : [title, String(index! + 1)];
  const named = entryName(formData);
  return `${kind} ${number}${named ? `: ${named}` : ''}`;
}

/** A schema's mark on a field of the site's set-up (validate/schema.ts AJV_OPTIONS). */
const SETUP = 'x-setup';

/** Whether a part of the form's error tree holds a problem. */
const troubled = (errors: unknown): boolean =>
  !!errors && typeof errors === 'object' && Object.entries(errors).some(([key, value]) => (key === '__errors' ? Array.isArray(value) && value.length > 0 : troubled(value)));

/** The set-up's fields, closed until opened, or until one has a problem: then opened, and never shut under the owner's typing. */
function SetupGroup({ troubled, children }: { troubled: boolean; children: ReactNode }) {
  const group = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (troubled && group.current) group.current.open = true;
  }, [troubled]);
  return (
    <details ref={group} className="setup">
      <summary>Site set-up: addresses, host and services, usually made once by whoever built the site</summary>
      {children}
    </details>
  );
}

/** An object's fields that hold a value. */
const withoutEmpty = (data: object) => Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined && v !== ''));

/**
 * An entry's title in the form (entryTitle), at `path`. An entry of a brand's shop that changes
 * one of the brand's holds only its slug and what it changes: it is named as the brand names it,
 * unless it renames it, with the shop's placeholders filled ("Service 1: Florida State Inspection").
 */
function titleIn(context: EditorContext, title: string | undefined, data: unknown, path: FieldPath): string | undefined {
  const last = path[path.length - 1];
  const theirs = typeof last !== 'number' || context.brand === undefined ? undefined : brandValue(context.brand, context.own, path);
  const named = theirs && typeof theirs === 'object' && data && typeof data === 'object' ? { ...theirs, ...withoutEmpty(data) } : data;
  return entryTitle(title, named, typeof last === 'number' ? last : undefined)?.replace(PLACEHOLDER, (whole, name: string) => context.placeholders[name] ?? whole);
}

/**
 * An object's fields, titled as an entry where it is one; the fields of the site's set-up (marked
 * x-setup in the schema: script addresses, the host, the brand) gathered below the rest, closed,
 * so the owner's form starts with what the owner keeps. They open by themselves when one of them
 * has a problem.
 */
function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const Default = defaults.templates.ObjectFieldTemplate;
  const title = titleIn(props.registry.formContext as EditorContext, props.title, props.formData, props.fieldPathId.path as FieldPath) ?? props.title;
  const own = (props.schema.properties ?? {}) as Record<string, Record<string, unknown> | boolean>;
  const setup = props.properties.filter((p) => {
    const field = own[p.name];
    return typeof field === 'object' && field[SETUP] === true;
  });
  if (!setup.length) return <Default {...props} title={title} />;
  const errors = props.errorSchema as Record<string, unknown> | undefined;
  const group = {
    ...setup[0]!,
    name: SETUP,
    content: (
      <SetupGroup key={SETUP} troubled={setup.some((p) => troubled(errors?.[p.name]))}>
        {setup.map((p) => p.content)}
      </SetupGroup>
    ),
  };
  return <Default {...props} title={title} properties={[...props.properties.filter((p) => !setup.includes(p)), group]} />;
}

/**
 * A group's title (a list, an entry, a part of the shop's facts) without the form library's star
 * for a required one: nothing on the form says what a star means, a field says "(required)", and
 * an entry of a list is there or removed, never to be filled in as a whole.
 */
function TitleFieldTemplate({ id, title, optionalDataControl }: TitleFieldProps) {
  return (
    <legend id={id}>
      {title}
      {optionalDataControl}
    </legend>
  );
}

function NoSubmit(_props: SubmitButtonProps): ReactNode {
  return null;
}

export const templates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  ArrayFieldItemTemplate,
  TitleFieldTemplate,
  ButtonTemplates: {
    ...defaults.templates.ButtonTemplates,
    AddButton,
    CopyButton: (p) => <WordButton {...p} title="Copy" />,
    MoveDownButton: (p) => <WordButton {...p} title="Move down" onClick={focusing(p.id, p.onClick)} />,
    MoveUpButton: (p) => <WordButton {...p} title="Move up" onClick={focusing(p.id, p.onClick)} />,
    RemoveButton,
    ClearButton: (p) => <WordButton {...p} title="Clear" />,
    SubmitButton: NoSubmit,
  },
};
