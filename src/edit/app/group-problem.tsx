// A group's own problem (a special day with neither Closed nor hours) is said at the group's top,
// above its first field, which a refused save focuses: a screen reader reads the message with
// that field (aria-describedby, WAI-ARIA 1.2 § 6.7), as it reads a field's own problem with it.
import { useLayoutEffect } from 'react';

/** The tokens of an element's aria-describedby with `id` added or taken out. */
function describedBy(field: Element, id: string, present: boolean): void {
  const tokens = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((t) => t && t !== id);
  if (present) tokens.unshift(id);
  if (tokens.length) field.setAttribute('aria-describedby', tokens.join(' '));
  else field.removeAttribute('aria-describedby');
}

/**
 * Links the message of the group `groupId` (its error list, `messageId`) to the group's first
 * field while it is shown. The form library writes each field's aria-describedby from the field's
 * own id alone: the link is added once the fields are drawn, again after every drawing (a field
 * drawn anew comes without it), and taken out with the message.
 */
export function GroupProblemLink({ groupId, messageId }: { groupId: string; messageId: string }): null {
  useLayoutEffect(() => {
    const field = document.getElementById(groupId)?.querySelector('input, select, textarea');
    if (!field || !document.getElementById(messageId)) return undefined;
    describedBy(field, messageId, true);
    return () => describedBy(field, messageId, false);
  });
  return null;
}
