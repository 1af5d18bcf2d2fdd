// Copy from the data, rendered as text (React escapes it: copy can never inject markup), with the
// shop's phone number, wherever it appears, as a tap-to-call link that never wraps across lines.
// {phone} is filled with shop.phone at validation, so splitting on that exact string finds every
// placeholder and the number typed as written. Imports nothing heavy: islands use it too.
import { Fragment, createContext, useContext } from 'react';

/** The shop's number as shown, and its tel: address (computed on the server: telHref). */
export interface CallLink {
  number: string;
  href: string;
}

/** Provided once per page (templates/index.tsx); islands have no context and take `call` as a prop. */
export const ShopCall = createContext<CallLink | undefined>(undefined);

/**
 * Non-breaking spaces and hyphens, as Actions' `unbreakable` (html-validate's tel-non-breaking):
 * repeated here so islands do not pull the phone library in through Actions.
 */
const unbreakable = (number: string) => number.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');

export function Copy({ text, call }: { text: string; call?: CallLink }) {
  const fromPage = useContext(ShopCall);
  const link = call ?? fromPage;
  if (!link?.number || !text.includes(link.number)) return <>{text}</>;
  return (
    <>
      {text.split(link.number).map((part, i) => (
        <Fragment key={i}>
          {i > 0 && (
            <a href={link.href} className="nowrap">
              {unbreakable(link.number)}
            </a>
          )}
          {part}
        </Fragment>
      ))}
    </>
  );
}
