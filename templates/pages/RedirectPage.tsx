// An old address the shop moved (shop.yaml redirects), for hosts that read no _redirects: the
// same three ways on as /review (a zero-second refresh, the loader's location.replace, a visible
// link), to a page of the site or an https address. Not indexed.
import type { PageInput } from '../context.js';
import { PageHead } from '../components/Blocks.js';
import { Document } from '../components/Document.js';

export function RedirectPage(input: PageInput) {
  const { site, route } = input;
  const target = route.target!;
  const words = site.pages.redirect;
  return (
    <Document input={input} head={<meta httpEquiv="refresh" content={`0; url=${target}`} />}>
      <div data-redirect={target}>
        <PageHead heading={words.title} text={words.text}>
          <a className="button button-primary" href={target}>
            {words.linkLabel}
          </a>
        </PageHead>
      </div>
    </Document>
  );
}
