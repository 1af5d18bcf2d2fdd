// Web analytics through the real @vercel/analytics library (the spec's 1.5 line): inject() adds
// the host's script (a failed load only logs), track() enforces the spec's property rules.
// Imported lazily, and only when shop.yaml turns the provider on.
import { inject, track } from '@vercel/analytics';

export function startAnalytics(): (name: string) => void {
  inject({ mode: 'production' });
  return (name) => {
    track(name, { path: location.pathname });
  };
}
