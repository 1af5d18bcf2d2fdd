// Accordion behaviour shared by the FAQ and the mobile menu: Radix's names, aria-practices' markup.
// `single`: one item open at a time; `collapsible`: the open item closes on a second press.
import { useState } from 'react';

export function useSingleCollapsible(initial: number | null = null) {
  const [open, setOpen] = useState<number | null>(initial);
  const toggle = (index: number) => {
    setOpen((current) => (current === index ? null : index));
  };
  return { open, toggle, close: () => setOpen(null) };
}
