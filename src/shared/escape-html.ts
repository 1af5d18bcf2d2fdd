// Text written into HTML or XML that shopsite makes by hand, outside React (the editor's and the
// CMS's pages, dev's error page, the sitemap): every character that could end a text or a quoted
// attribute, written as an entity.
const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
