// Defaults of every command, in one place. Precedence: a flag on the command line, then these.
export const DEFAULTS = {
  data: 'site-data',
  out: 'dist',
  /** preview's and dev's differ, so that both can run at once (as Vite's do). */
  previewPort: 4173,
  devPort: 5173,
  editPort: 4180,
  host: '127.0.0.1',
} as const;
