// 404.html (spec section 8): 'Oops! Page not found' and a way home. The loader logs the missed
// path to the console (data-not-found on main).
import type { PageInput } from '../context.js';
import { Document } from '../components/Document.js';

export function NotFoundPage(input: PageInput) {
  const page = input.site.pages.notFound;
  return (
    <Document input={input}>
      <section className="page-head not-found" data-not-found="">
        <div className="container">
          <h1>{page.heading}</h1>
          <p className="hero-text">{page.text}</p>
          <a className="button button-primary" href={input.links.home}>
            {page.linkLabel}
          </a>
        </div>
      </section>
    </Document>
  );
}
