// The home page FAQ: each question is a heading whose only child is a real button with
// aria-expanded and aria-controls; answers stay in the HTML while closed (hidden), so the text is
// there before any JavaScript runs.
import { useId } from 'react';
import { Copy, type CallLink } from '../components/Copy.js';
import { useSingleCollapsible } from './Disclosure.js';

export interface FaqAccordionProps {
  items: { question: string; answer: string }[];
  /** The shop's number, linked wherever an answer names it (islands have no page context). */
  call?: CallLink;
}

export default function FaqAccordion({ items, call }: FaqAccordionProps) {
  const { open, toggle } = useSingleCollapsible(0);
  const base = useId();
  return (
    <div className="accordion">
      {items.map((item, i) => {
        const buttonId = `${base}-q${i}`;
        const panelId = `${base}-a${i}`;
        const expanded = open === i;
        return (
          <div className="accordion-item" key={i}>
            <h3 className="accordion-heading">
              <button type="button" id={buttonId} aria-expanded={expanded} aria-controls={panelId} onClick={() => toggle(i)}>
                <span>{item.question}</span>
                <svg className="chevron" aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
                  <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </button>
            </h3>
            <section className="accordion-panel" id={panelId} aria-labelledby={buttonId} hidden={!expanded}>
              <p>
                <Copy text={item.answer} call={call} />
              </p>
            </section>
          </div>
        );
      })}
    </div>
  );
}
