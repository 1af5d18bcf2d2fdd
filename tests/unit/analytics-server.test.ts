// @vitest-environment node
// Spec section 8: a tracking call outside a browser warns in production and throws otherwise.
import { track } from '@vercel/analytics';
import { afterEach, describe, expect, it, vi } from 'vitest';

const env = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = env;
  vi.restoreAllMocks();
});

describe('track() outside a browser', () => {
  it('warns in production', () => {
    process.env.NODE_ENV = 'production';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => track('appointment_button_click')).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('server environment'));
  });

  it('throws otherwise', () => {
    process.env.NODE_ENV = 'development';
    expect(() => track('appointment_button_click')).toThrow(/server environment/);
  });
});
