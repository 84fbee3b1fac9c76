interface Box {
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly left: number;
}

/** Whether two boxes on screen share any area. */
export const boxesOverlap = (a: Box, b: Box): boolean =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const FORM_FIELDS = 'input, textarea, select, [contenteditable="true"]';

/** Whether the element is a field the user types or picks in. */
export const isFormField = (target: EventTarget | null): target is Element =>
  target instanceof Element && target.matches(FORM_FIELDS);
