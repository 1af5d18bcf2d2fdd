// A list of links, the shape of every menu and quick-links list, and the pages the navigation lists.
import { pageKinds, type OnePageKind } from '../../src/shared/page-kinds.js';
import type { PageInput } from '../context.js';

export interface LinkItem {
  label: string;
  href: string;
}

export function LinkList({ links, className }: { links: LinkItem[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={l.href}>
          <a href={l.href}>{l.label}</a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The pages the registry puts in the navigation (page-kinds.ts `nav`), in its order, each with its
 * label and its place in the footer; an optional page the shop leaves out is not there.
 */
export function navLinks({ site, links }: Pick<PageInput, 'site' | 'links'>): (LinkItem & { kind: OnePageKind; footer: number })[] {
  return pageKinds().flatMap(([kind, spec]) => {
    const href = 'nav' in spec && spec.nav ? links[kind as OnePageKind] : undefined;
    return href && 'nav' in spec && spec.nav ? [{ kind: kind as OnePageKind, label: site.pages.layout.nav[spec.nav.label], href, footer: spec.nav.footer }] : [];
  });
}
