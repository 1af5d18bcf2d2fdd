// @vitest-environment jsdom
// Web analytics (spec sections 5, 7, 8) through the real @vercel/analytics: the script it adds,
// the events our pages send, and the library's rules that the spec names.
import { track } from '@vercel/analytics';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startAnalytics } from '../../src/client/analytics.js';

type VaWindow = Window & { va?: unknown; vaq?: unknown[][]; vam?: string };
const win = window as VaWindow;

afterEach(() => {
  document.head.innerHTML = '';
  delete win.va;
  delete win.vaq;
  delete win.vam;
  vi.restoreAllMocks();
});

describe('startAnalytics', () => {
  it('adds the host script once, deferred, and sends each event with primitive properties', () => {
    const send = startAnalytics();
    const scripts = document.head.querySelectorAll('script[src="/_vercel/insights/script.js"]');
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).defer).toBe(true);
    send('header_phone_call_click');
    expect(win.vaq).toContainEqual(['event', { name: 'header_phone_call_click', data: { path: '/' }, options: undefined }]);
  });

  it('only logs to the console when the script fails to load', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    startAnalytics();
    const script = document.head.querySelector<HTMLScriptElement>('script[src="/_vercel/insights/script.js"]')!;
    expect(() => script.onerror?.(new Event('error'))).not.toThrow();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('Failed to load script from /_vercel/insights/script.js'));
  });
});

describe('the analytics rules', () => {
  it('strips non-primitive property values in production', () => {
    startAnalytics();
    track('appointment_button_click', { path: '/', nested: { a: 1 } as unknown as string, list: [1] as unknown as string, ok: true });
    expect(win.vaq!.at(-1)).toEqual(['event', { name: 'appointment_button_click', data: { path: '/', ok: true }, options: undefined }]);
  });

  it('outside production, reports the invalid properties by name instead of sending', () => {
    startAnalytics();
    win.vam = 'development';
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const before = win.vaq?.length ?? 0;
    track('appointment_button_click', { nested: { a: 1 } as unknown as string, other: [2] as unknown as string, fine: 1 });
    expect(win.vaq?.length ?? 0).toBe(before);
    expect(String(error.mock.calls[0]![0])).toContain('The following properties are not valid: nested, other');
  });
});
