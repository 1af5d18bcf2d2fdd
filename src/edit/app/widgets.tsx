// The form's widgets for shopsite's fields: a text or a text area for a long text, choices as
// words, a photo that uploads, a yes-or-no or a choice left out showing the brand's or the
// schema's default, an entry picked by name, a time typed as the owner says it, and a coupon's end
// as a word or a day. Each is picked by a field's type or by the format schemas.ts gives it.
import { useEffect, useState, type ChangeEvent } from 'react';
import { getDefaultRegistry } from '@rjsf/core';
import type { RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import { api } from './api.js';
import type { EditorContext } from './form-parts.js';
import { brandValue, choicesWithBrand, newEntryName, newEntryRef, textsLike, unsavedIn, type FieldPath } from './paths.js';
import { fieldLabel } from '../../shared/labels.js';
import { timeOfDay } from '../../shared/time-of-day.js';

const defaults = getDefaultRegistry();

/** A field's path from its id (`services_services_0_teaser`: services, 0, teaser): the schemas' keys have no underscore. */
const pathOf = (id: string): FieldPath => id.split('_').slice(1).map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * A field's value as the site uses it: the file's, else (left out) the brand's in a brand's shop,
 * else the schema's default. Shown, and written only when the owner changes it.
 */
function siteValue(props: WidgetProps): unknown {
  if (props.value !== undefined) return props.value;
  const context = props.registry.formContext as EditorContext;
  return (context.brand === undefined ? undefined : brandValue(context.brand, context.own, pathOf(props.id))) ?? props.schema.default;
}

const isLong = (text: unknown) => typeof text === 'string' && (text.length > 80 || text.includes('\n'));

/**
 * A text field, or a text area for a long text: one that is long already, or one of a list whose
 * texts at its place are long at least half the time (a new FAQ's answer, a new paragraph).
 */
function TextWidget(props: WidgetProps) {
  const context = props.registry.formContext as EditorContext;
  const [long] = useState(() => {
    if (isLong(props.value)) return true;
    const path = pathOf(props.id);
    if (!path.some((key) => typeof key === 'number')) return false;
    const others = [...textsLike(context.current(), path), ...(context.brand === undefined ? [] : textsLike(context.brand, path, false))];
    return others.length > 0 && others.filter(isLong).length * 2 >= others.length;
  });
  const Area = defaults.widgets.TextareaWidget!;
  const Input = defaults.widgets.TextWidget!;
  // A text the file leaves out is the schema's default on the site: the box says so, greyed.
  // A new entry's slug left empty is made from its name on save (edit/made-ids.ts): the box says so.
  const made = (props.schema as Record<string, unknown>)['x-made-from'];
  const empty = props.value === undefined && !props.placeholder;
  const fallback = empty && typeof props.schema.default === 'string' ? `left empty: ${props.schema.default}` : empty && typeof made === 'string' ? `left empty: made from the ${made}` : props.placeholder;
  // (A slug to be made is marked: a new entry's focus goes past it, to its name.)
  const marked = typeof made === 'string' ? { 'data-made': '' } : {};
  return long && props.schema.type === 'string' ? <Area {...props} placeholder={fallback} options={{ ...props.options, rows: 4 }} /> : <Input {...props} {...marked} placeholder={fallback} />;
}

/**
 * A choice of words (days, drawings) labelled as words ("monday" as Monday, "ac-heat" as AC heat):
 * the form library labels an enum's choices by their values. (A schema's enum stays an enum: as
 * a oneOf of titled constants, every choice was a schema the form library validates a new entry's
 * default against, and the precompiled validators hold only the schemas it finds by itself.)
 */
const worded = (options: WidgetProps['options']): WidgetProps['options'] => ({
  ...options,
  enumOptions: options.enumOptions?.map((o) => (o.label === String(o.value) ? { ...o, label: fieldLabel(String(o.value)) } : o)),
});

/** A list of choices as checkboxes (days of the week), one choice as a drop-down. */
function SelectWidget(props: WidgetProps) {
  const Boxes = defaults.widgets.CheckboxesWidget!;
  const Select = defaults.widgets.SelectWidget!;
  if (props.multiple) {
    return (
      <div role="group" aria-labelledby={`${props.id}__label`}>
        <Boxes {...props} options={{ ...worded(props.options), inline: true }} />
      </div>
    );
  }
  // The choice between a oneOf's schemas comes without a label of its own.
  if (/__(one|any)of_select$/.test(props.id)) {
    return (
      <div className="field">
        <label htmlFor={props.id}>Kind{props.label ? <span className="visually-hidden"> of {props.label}</span> : null}</label>
        <Select {...props} />
      </div>
    );
  }
  // (The form library showed the first choice, or none.)
  return <Select {...props} value={siteValue(props)} options={worded(props.options)} />;
}

/** An image's path, and a photo sent to the data folder's images/ (checked there as the build checks it). */
function PhotoWidget(props: WidgetProps) {
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const Input = defaults.widgets.TextWidget!;
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setBusy(true);
    setProblems([]);
    try {
      const result = await api.photo(file);
      if (result.ok) props.onChange(result.src);
      else setProblems(result.problems);
    } catch (error) {
      setProblems([(error as Error).message]);
    } finally {
      setBusy(false);
      event.target.value = '';
    }
  };
  return (
    <div className="photo">
      <Input {...props} />
      <label className="upload">
        {busy ? 'Checking the photo…' : 'Upload a photo'}
        <input type="file" accept="image/jpeg,image/png,image/webp,image/avif,image/gif" onChange={upload} disabled={busy || props.disabled || props.readonly} />
      </label>
      {problems.length > 0 && (
        <div role="alert" className="problems">
          {problems.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * A yes-or-no the file leaves out shows the schema's default (a services teaser shown unless
 * turned off), not "no". A flag that is true or left out (edit/schemas.ts x-flag) leaves the
 * file when unticked.
 */
function CheckboxWidget(props: WidgetProps) {
  const Box = defaults.widgets.CheckboxWidget!;
  const flag = (props.schema as Record<string, unknown>)['x-flag'] === true;
  const onChange = flag ? (ticked: unknown) => props.onChange(ticked ? true : undefined) : props.onChange;
  return <Box {...props} value={siteValue(props)} onChange={onChange} />;
}

/**
 * A name of another entry (x-entries-of: a testimonial names a review by its id) picked from those
 * entries by their names, not typed: the entries as the form holds them when they are in this
 * file (a review added here and not saved yet too, by its name) with the brand's, else as the site
 * has them. A name that matches none is kept, and says so.
 */
function EntryWidget(props: WidgetProps) {
  const context = props.registry.formContext as EditorContext;
  const named = String((props.schema as Record<string, unknown>)['x-entries-of']);
  const spec = context.choices[named];
  const choices = !spec ? [] : named === context.kind ? choicesWithBrand(context.current(), spec, spec.entries) : spec.entries;
  // An entry of this file added since the last save has no id yet: chosen by its name, which the
  // save makes its id (paths.ts newEntryRef), so a review is added and shown in one save.
  const unsaved = spec && named === context.kind ? unsavedIn(context.current(), spec).map((name) => ({ value: newEntryRef(name), label: `${name} (new)` })) : [];
  const offered = [...choices, ...unsaved];
  // A value the file holds is shown as it is, a number too (the build asks for it in quotes).
  const value: unknown = props.value ?? undefined;
  const found = value === undefined || offered.some((c) => c.value === value) ? offered : [...offered, { value: value as string, label: `${newEntryName(value) ?? String(value)} (not found)` }];
  const Select = defaults.widgets.SelectWidget!;
  return <Select {...props} placeholder={`Choose a ${String((props.schema as Record<string, unknown>)['x-entry'])}…`} options={{ ...props.options, enumOptions: found }} />;
}

/**
 * A time of day typed as the owner says it (5pm, 7:30am, noon): the form holds it as the file
 * writes it (17:00, 07:30, 12:00; a closing midnight is 24:00, schemas.ts) as soon as it reads as
 * a time, so a check or a save (Ctrl+S too) never sees "5pm"; the field shows what was typed
 * until it is left, then the time as it is kept.
 */
function TimeWidget(props: WidgetProps) {
  const Input = defaults.widgets.TextWidget!;
  const closing = (props.schema as Record<string, unknown>)['x-closing'] === true;
  const [typed, setTyped] = useState<string>();
  const kept = (text: string) => timeOfDay(text, closing) ?? text;
  // What was typed, while it is what the form holds (not after Undo all changes, say).
  const shown = typed !== undefined && kept(typed) === props.value ? typed : props.value;
  const onChange = (text: unknown) => {
    setTyped(typeof text === 'string' ? text : undefined);
    props.onChange(typeof text === 'string' ? kept(text) : text);
  };
  const onBlur = (id: string) => {
    setTyped(undefined);
    props.onBlur(id, props.value);
  };
  return <Input {...props} value={shown} onChange={onChange} onBlur={onBlur} />;
}

/** The choice of a day in a DayOrWordWidget: never a value of the file (the day is). */
const ON_A_DATE = '\u0000date';

/**
 * A day of the calendar or one of a few words (a coupon's end: rolling, never, or its last day;
 * x-words in schemas.ts): the words and "On a date" to choose from, and the browser's date field
 * for the day once that is chosen, so that no date is typed in the file's way.
 */
function DayOrWordWidget(props: WidgetProps) {
  const words = (props.schema as Record<string, unknown>)['x-words'] as string[];
  const value = typeof props.value === 'string' ? props.value : undefined;
  const word = value !== undefined && words.includes(value) ? value : undefined;
  // "On a date" chosen, or the date field in use (a day cleared from the keyboard is no choice of a word).
  const [chosen, setChosen] = useState(false);
  // A word put in the form from elsewhere (a change on disk kept) ends a day being picked.
  useEffect(() => {
    if (word !== undefined) setChosen(false);
  }, [word]);
  const onDate = chosen || (value !== undefined && word === undefined);
  const Select = defaults.widgets.SelectWidget!;
  const Day = defaults.widgets.DateWidget!;
  const meanwhile = word ?? (typeof props.schema.default === 'string' ? props.schema.default : undefined);
  return (
    <div className="day-or-word">
      <Select
        {...props}
        // Left out of the file, the site's default is shown chosen (and written only when changed).
        value={onDate ? ON_A_DATE : (value ?? props.schema.default)}
        options={{ ...props.options, enumOptions: [...words.map((w) => ({ value: w, label: fieldLabel(w) })), { value: ON_A_DATE, label: 'On a date' }] }}
        onChange={(choice: unknown) => {
          setChosen(choice === ON_A_DATE);
          if (choice !== ON_A_DATE) props.onChange(choice);
        }}
      />
      {onDate && (
        <label className="day">
          <span>Its last day</span>
          <Day
            {...props}
            id={`${props.id}-day`}
            value={word === undefined ? value : undefined}
            onChange={(day: unknown) => {
              setChosen(true);
              props.onChange(day);
            }}
          />
        </label>
      )}
      {onDate && (value === undefined || word !== undefined) && meanwhile && <p className="note">No day picked yet: until one is, its end stays {fieldLabel(meanwhile)}.</p>}
    </div>
  );
}

export const widgets: RegistryWidgetsType = {
  TextWidget,
  SelectWidget,
  CheckboxWidget,
  photo: PhotoWidget,
  entry: EntryWidget,
  'time-of-day': TimeWidget,
  'day-or-word': DayOrWordWidget,
};
