// The home page FAQ (spec section 2: one answer open at a time, collapsible) in plain HTML. Each
// question is a <details> of one exclusive group (`name`), so the browser opens one answer at a
// time and closes it on a second press with no JavaScript at all, and finds closed answers with
// find in page. The question is a heading inside its <summary> (HTML allows heading content
// there), so it stays in the page's outline; browsers expose the summary's expanded state.
import { Copy } from './Copy.js';

export function Faq({ items }: { items: { question: string; answer: string }[] }) {
  return (
    <div className="accordion">
      {items.map((item, i) => (
        <details className="accordion-item" name="faq" open={i === 0} key={i}>
          <summary className="accordion-heading">
            <h3>{item.question}</h3>
            <svg className="chevron" aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
              <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </summary>
          <div className="accordion-panel">
            <p>
              <Copy text={item.answer} />
            </p>
          </div>
        </details>
      ))}
    </div>
  );
}
