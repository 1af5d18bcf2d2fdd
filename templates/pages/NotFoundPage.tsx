// 404.html (spec section 8): 'Oops! Page not found' and a way home. The loader logs the missed
// path to the console (data-not-found on main).
import type { PageInput } from '../context.js';
import { PageHead } from '../components/Blocks.js';
import { Document } from '../components/Document.js';

export function NotFoundPage(input: PageInput) {
  const page = input.site.pages.notFound;
  return (
    <Document input={input}>
      <div data-not-found="">
        <PageHead heading={page.heading} text={page.text} className="not-found">
          <a className="button button-primary" href={input.links.home}>
            {page.linkLabel}
          </a>
        </PageHead>
      </div>
    </Document>
  );
}
