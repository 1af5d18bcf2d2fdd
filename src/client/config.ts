// The third-party settings the page carries on <body data-config>, from shop.yaml, by the table
// of third parties (index.ts reads them). Without booking, for one, the Book buttons are plain links.
import type { ClientConfig } from '../shared/third-parties.js';

export type SiteConfig = ClientConfig;
