// The header's Services and Vehicles groups are native <details> of one exclusive group (name), so
// they open, close and take turns with no JavaScript (templates/components/Header.tsx). The loader
// adds what HTML cannot, as the WAI-ARIA APG's disclosure navigation does: Escape closes the open
// group and puts focus back on its <summary>; a click, focus or key press outside an open dropdown
// closes it, so it never covers what the pointer or the keyboard reaches next. Only a list that
// lies over the page (a dropdown, on wide screens) closes from outside: on a phone the groups are
// accordions inside the menu panel, which keeps them as the visitor left them.
export function startNav(): void {
  const close = (event: Event) => {
    const group = document.querySelector<HTMLDetailsElement>('.dropdown[open]');
    const escape = (event as KeyboardEvent).key === 'Escape';
    if (!group || (!escape && (group.contains(event.target as Node) || getComputedStyle(group.lastElementChild!).position !== 'absolute'))) return;
    group.open = false;
    if (escape) group.querySelector('summary')!.focus();
  };
  for (const type of ['click', 'focusin', 'keydown']) document.addEventListener(type, close);
}
