// Defaults of every command, in one place. Precedence: a flag on the command line, then these.
export const DEFAULTS = {
  data: 'site-data',
  out: 'dist',
  port: 4173,
  editPort: 4180,
  host: '127.0.0.1',
} as const;
