import { ColorInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';

const HEX_COLOUR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export interface ColourFieldProps {
  label: string;
  description?: ReactNode;
  /** A valid #rgb or #rrggbb colour. */
  value: string;
  /** Called with each valid colour typed or picked. */
  onChange: (value: string) => void;
  /** Shown while the text typed is not a colour. */
  invalidMessage: string;
  w?: number;
}

/**
 * A hex colour field that can be typed into: the text is kept as typed, the option changes when it
 * is a colour, and a message says when it is not (the last colour stays in use meanwhile).
 */
export function ColourField({ label, description, value, onChange, invalidMessage, w }: ColourFieldProps) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  // Follow a change from outside (Reset, a link) without fighting the typing.
  if (seen !== value) {
    setSeen(value);
    if (draft.toLowerCase() !== value.toLowerCase()) setDraft(value);
  }
  return (
    <ColorInput
      label={label}
      description={description}
      format="hex"
      value={draft}
      withEyeDropper={false}
      w={w}
      error={HEX_COLOUR.test(draft) ? undefined : invalidMessage}
      onChange={(next) => {
        setDraft(next);
        if (HEX_COLOUR.test(next)) onChange(next);
      }}
    />
  );
}
