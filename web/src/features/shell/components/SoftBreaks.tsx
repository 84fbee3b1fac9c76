import { Fragment } from 'react';
import { ADDRESS_BREAKS, softBreakSegments, type BreakRule } from '../../../lib/text/soft-breaks';

/**
 * An e-mail, IP address or identifier that wraps only where its rule allows (after a hyphen,
 * before a dot...), never mid-word; a segment longer than its column still wraps rather than
 * overflow. Put it inside the element that carries the text style.
 */
export function SoftBreaks({ text, rule = ADDRESS_BREAKS }: { text: string; rule?: BreakRule }) {
  return (
    <span style={{ overflowWrap: 'break-word' }}>
      {softBreakSegments(text, rule).map((segment, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {segment}
        </Fragment>
      ))}
    </span>
  );
}
