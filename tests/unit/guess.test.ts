// The name a mistyped one most likely meant, for "did you mean" hints: only a near one.
import { describe, expect, it } from 'vitest';
import { likelyMeant } from '../../src/shared/guess.js';

describe('likelyMeant', () => {
  it('names the nearest known name when it is a typo away, whatever its capitals', () => {
    expect(likelyMeant('ctiy', ['street', 'city', 'state'])).toBe('city');
    expect(likelyMeant('descripton', ['title', 'description'])).toBe('description');
    expect(likelyMeant('Brakes', ['brakes', 'tires'])).toBe('brakes');
    expect(likelyMeant('images/Bay.JPG', ['images/bay.jpg'])).toBe('images/bay.jpg');
  });

  it('names a known name written inside the typed one, or the typed one inside it', () => {
    expect(likelyMeant('zipcode', ['street', 'city', 'zip'])).toBe('zip');
    expect(likelyMeant('telephone', ['name', 'phone', 'email'])).toBe('phone');
    expect(likelyMeant('oil', ['tires', 'oil-changes'])).toBe('oil-changes');
    expect(likelyMeant('New_York', ['America/Chicago', 'America/New_York'])).toBe('America/New_York');
  });

  it('names none when every known name is far, or there is none', () => {
    expect(likelyMeant('nope', ['tires', 'brakes', 'oil-changes'])).toBeUndefined();
    expect(likelyMeant('ac', ['electrical'])).toBeUndefined();
    expect(likelyMeant('brakes', [])).toBeUndefined();
  });
});
