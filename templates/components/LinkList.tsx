// A list of links, the shape of every menu and quick-links list.
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
