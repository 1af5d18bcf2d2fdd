// The whole HTML document around a page of the brand's hub (shopsite hub): the same head, header,
// main and footer as a shop's pages (Document.tsx, the same classes and stylesheet), with the
// brand's logo and the hub's two links in place of a shop's navigation, booking and hours.
import type { ReactNode } from 'react';
import type { HubPageInput } from '../../src/shared/hub.js';
import { fillText } from '../../src/shared/text.js';
import { DocumentHead } from './Document.js';

export function HubDocument({ input, head, children }: { input: HubPageInput; head?: ReactNode; children: ReactNode }) {
  const { route, hub, assets, links } = input;
  const { meta } = route;
  return (
    <html lang={hub.lang}>
      <DocumentHead meta={meta} share={{ siteName: hub.name }} themeColor={hub.theme.dark} assets={assets} csp={input.csp} head={head} />
      <body>
        <a className="skip-link" href="#main">
          {hub.words.skipLink}
        </a>
        <header className="site-header">
          <div className="container mainbar">
            <a className="logo" href={links.home}>
              <span className="logo-name">{hub.name}</span>
              {hub.logoText && <span className="logo-text">{hub.logoText}</span>}
            </a>
            <nav className="hub-nav" aria-label={hub.words.navLabel}>
              <ul className="nav-list">
                <li>
                  <a href={links.home} aria-current={route.kind === 'hub-home' ? 'page' : undefined}>
                    {hub.words.homeLink}
                  </a>
                </li>
                <li>
                  <a href={links.locations} aria-current={route.kind === 'hub-locations' ? 'page' : undefined}>
                    {hub.words.locationsLink}
                  </a>
                </li>
              </ul>
            </nav>
          </div>
        </header>
        <main id="main">{children}</main>
        <footer className="site-footer">
          <div className="container footer-bottom">
            <p>
              © {hub.name} ·{' '}
              <a href={links.locations} aria-current={route.kind === 'hub-locations' ? 'page' : undefined}>
                {fillText(hub.words.backLink, { brand: hub.name })}
              </a>
            </p>
          </div>
        </footer>
      </body>
    </html>
  );
}
