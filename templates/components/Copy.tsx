// Copy from the data, rendered as text (React escapes it: copy can never inject markup), with the
// shop's phone number, wherever it appears, as a tap-to-call link that never wraps across lines.
// {phone} is filled with shop.phone at validation, so splitting on that exact string finds every
// placeholder and the number typed as written.
import { Fragment, createContext, useContext } from 'react';
import { unbreakable } from '../../src/shared/text.js';

/** The shop's number as shown, and its tel: address (computed on the server: telHref). */
export interface CallLink {
  number: string;
  href: string;
}

/** Provided once per page (templates/index.tsx). */
export const ShopCall = createContext<CallLink | undefined>(undefined);

export function Copy({ text }: { text: string }) {
  const link = useContext(ShopCall);
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
