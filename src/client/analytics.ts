// Web analytics through the real @vercel/analytics library (the spec's 1.5 line): inject() adds
// the host's script (a failed load only logs), track() enforces the spec's property rules.
// Imported lazily, and only when shop.yaml turns the provider on.
import { inject, track } from '@vercel/analytics';

/** Starts the analytics, sends the events `queued` before they came, and returns how to send the next. */
export function startAnalytics(queued: string[] = []): (name: string) => void {
  inject({ mode: 'production' });
  const send = (name: string) => {
    track(name, { path: location.pathname });
  };
  for (const name of queued.splice(0)) send(name);
  return send;
}
