// Two people's changes to one file, field by field (src/edit/app/merge.ts): what each changed, where
// they clash, both kept where they do not, each named as the form names its place.
import { describe, expect, it } from 'vitest';
import { applied, changes, clashes, merged, pageChanged, placeOf, valueInWords } from '../../src/edit/app/merge.js';

const opened = {
  name: 'Shop',
  logoText: 'Auto Repair',
  hours: [{ label: 'Shop hours', schedule: [{ days: ['monday'], opens: '08:00', closes: '17:00' }] }],
  coupons: [{ id: 'a', title: 'FREE' }, { id: 'b', title: '$5 OFF' }],
};

describe('changes to a file', () => {
  it('are found at the deepest place that tells, a list whose entries changed in number as a whole', () => {
    const mine = { ...opened, name: 'Mine', hours: [{ ...opened.hours[0], schedule: [{ ...opened.hours[0]!.schedule[0], closes: '16:00' }] }] };
    expect(changes(opened, mine)).toEqual([
      { path: ['name'], before: 'Shop', after: 'Mine' },
      { path: ['hours', 0, 'schedule', 0, 'closes'], before: '17:00', after: '16:00' },
    ]);
    const fewer = { ...opened, coupons: [opened.coupons[0]] };
    expect(changes(opened, fewer)).toEqual([{ path: ['coupons'], before: opened.coupons, after: [opened.coupons[0]] }]);
    const { logoText: _, ...without } = opened;
    expect(changes(opened, without)).toEqual([{ path: ['logoText'], before: 'Auto Repair', after: undefined }]);
    expect(changes(opened, structuredClone(opened))).toEqual([]);
  });

  it('on other fields are both kept; on one field, or inside a list the other changed whole, they clash', () => {
    const mine = changes(opened, { ...opened, name: 'Mine', coupons: [opened.coupons[0], { id: 'b', title: '$10 OFF' }] });
    const disk = { ...opened, logoText: 'Repairs & Fuel' };
    const theirs = changes(opened, disk);
    expect(clashes(mine, theirs)).toEqual([]);
    expect(applied(disk, mine)).toEqual({ ...disk, name: 'Mine', coupons: [opened.coupons[0], { id: 'b', title: '$10 OFF' }] });
    expect(disk.name).toBe('Shop');

    expect(clashes(mine, changes(opened, { ...opened, name: 'Theirs' }))).toEqual([mine[0]]);
    expect(clashes(mine, changes(opened, { ...opened, coupons: [] }))).toEqual([mine[1]]);
    // A field left out by one side is left out when kept.
    expect(applied(disk, changes(opened, { ...opened, logoText: undefined }))).not.toHaveProperty('logoText');
  });

  it('where both changed a field, keep the owner\'s or the other\'s there, and every other change', () => {
    const mine = { ...opened, name: 'Mine', logoText: 'Ours' };
    const disk = { ...opened, logoText: 'Theirs', email: 'desk@example.com' };
    expect(merged(opened, mine, disk, 'mine')).toEqual({ ...disk, name: 'Mine', logoText: 'Ours' });
    expect(merged(opened, mine, disk, 'theirs')).toEqual({ ...disk, name: 'Mine', logoText: 'Theirs' });
  });

  it('take a list whose entries moved as a whole: a change to an entry by its place never lands on another', () => {
    const moved = { ...opened, coupons: [opened.coupons[1], opened.coupons[0]] };
    expect(changes(opened, moved)).toEqual([{ path: ['coupons'], before: opened.coupons, after: moved.coupons }]);
    const mine = { ...opened, coupons: [opened.coupons[0], { id: 'b', title: '$10 OFF' }] };
    // The other moved the coupons; the owner changed the second one's title: the owner's list, or theirs.
    expect(merged(opened, mine, moved, 'mine')).toEqual(mine);
    expect(merged(opened, mine, moved, 'theirs')).toEqual(moved);
  });

  it('are named as the form names their place, with their values in a few words', () => {
    expect(placeOf(['hours', 0, 'schedule', 0, 'closes'], opened)).toBe('Hours 1: Shop hours › Schedule 1: Mon, 08:00 to 17:00 › Closes');
    expect(placeOf(['coupons', 1, 'title'], opened)).toBe('Coupon 2: $5 OFF › Title');
    expect(placeOf([], opened)).toBe('The whole file');
    expect(valueInWords(undefined)).toBe('(nothing)');
    expect(valueInWords('16:00')).toBe('16:00');
  });
});

describe('the page the preview goes to once a save is made', () => {
  const services = { services: [{ slug: 'brakes', title: 'Brakes' }, { slug: 'tires', title: 'Tires' }] };
  const places = [
    { at: ['services', 'brakes'], page: '/services/brakes-town/' },
    { at: ['services', 'tires'], page: '/services/tires-town/' },
    { at: ['about'], page: '/about/' },
  ];
  const edited = (change: (d: typeof services) => void) => {
    const copy = structuredClone(services);
    change(copy);
    return copy;
  };

  it("is the changed entry's own page, by its slug, not its place in the list", () => {
    expect(pageChanged(services, edited((d) => (d.services[1]!.title = 'Tyres')), places)).toBe('/services/tires-town/');
    const moved = edited((d) => d.services.reverse());
    expect(pageChanged(services, edited((d) => d.services.reverse() && (d.services[0]!.title = 'Tyres')), places)).toBe('/services/tires-town/');
    expect(pageChanged(services, moved, places)).toBeUndefined();
  });

  it("is a new entry's page, and the page whose words changed", () => {
    const added = edited((d) => d.services.push({ slug: 'oil', title: 'Oil' }));
    expect(pageChanged(services, added, [...places, { at: ['services', 'oil'], page: '/services/oil-town/' }])).toBe('/services/oil-town/');
    expect(pageChanged({ about: { title: 'A' }, home: {} }, { about: { title: 'B' }, home: {} }, places)).toBe('/about/');
  });

  it('is none for a change no page of its own shows: the preview stays where it is', () => {
    expect(pageChanged(services, edited((d) => d.services.pop()), places)).toBeUndefined();
    expect(pageChanged({ name: 'A' }, { name: 'B' }, places)).toBeUndefined();
    expect(pageChanged(services, services, places)).toBeUndefined();
  });
});
