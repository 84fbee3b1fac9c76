import { SIGN_UP_TEXTS, TIMINGS_MS } from '@morphic/contracts';
import { Button, VisuallyHidden } from '@mantine/core';
import { useEffect } from 'react';
import { useTypedText } from '../../hooks/useTypedText';
import classes from '../Signup.module.css';

/** A quote typed out at 60 ms a character; 2.2 s after it is complete, the flow moves on. */
export function QuoteStep({
  quote,
  author,
  onDone,
  testId,
}: {
  quote: string;
  author: string;
  onDone: () => void;
  testId: string;
}) {
  const { typed, done } = useTypedText(quote, TIMINGS_MS.signupTypewriterPerChar);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(onDone, TIMINGS_MS.signupQuoteAutoAdvance);
    return () => window.clearTimeout(timer);
  }, [done, onDone]);

  return (
    <figure style={{ margin: 0 }} data-testid={testId} data-complete={done}>
      <blockquote className={classes.quote} onClick={onDone}>
        <span className={classes.typed} aria-hidden="true">
          {typed}
        </span>
        <span className={classes.cursor} aria-hidden="true" />
        <VisuallyHidden>{quote}</VisuallyHidden>
      </blockquote>
      <figcaption className={classes.author}>{author}</figcaption>
      <Button
        variant="transparent"
        c="rgba(255, 255, 255, 0.6)"
        size="compact-sm"
        display="block"
        mx="auto"
        mt="xl"
        onClick={onDone}
        data-testid={`${testId}-skip`}
      >
        {SIGN_UP_TEXTS.worker.skip}
      </Button>
    </figure>
  );
}
