import { SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { TextField } from '../../../ui/input/TextField';
import { type ValidationRule } from '../../../ui/validation/validation';
import { DemoPage, DemoSection } from '../DemoPage';

/** The demo-only rule of the spec: a validator returns a truthy error when the value is invalid. */
const LENGTH_RULES: readonly ValidationRule<string>[] = [{ validator: (value) => value.length <= 10, message: 'Length must be > 10' }];

export function InputTextDemo() {
  const [plain, setPlain] = useState('');
  const [withPlaceholder, setWithPlaceholder] = useState('');
  const [multiline, setMultiline] = useState('');
  const [password, setPassword] = useState('correct horse battery staple');
  const [validated, setValidated] = useState('');
  const [monospace, setMonospace] = useState('0x1f 0x8b 0x08');

  return (
    <DemoPage name="c-input-text" description="TextField: placeholder, multiline, password toggle, validation rules.">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" verticalSpacing="xl">
        <DemoSection title="Defaults" description='Placeholder "Input text", type text.'>
          <TextField label="Default" value={plain} onChange={setPlain} />
        </DemoSection>

        <DemoSection title="Placeholder">
          <TextField label="With a placeholder" placeholder="Type your name…" value={withPlaceholder} onChange={setWithPlaceholder} />
        </DemoSection>

        <DemoSection title="Multiline, 3 rows">
          <TextField label="Multiline" multiline value={multiline} onChange={setMultiline} />
        </DemoSection>

        <DemoSection title="Password with show/hide" description='With a "Show password" / "Hide password" toggle.'>
          <TextField label="Password" type="password" value={password} onChange={setPassword} />
        </DemoSection>

        <DemoSection title="Validation" description="Demo rule: the text length must be > 10.">
          <TextField label="Validated text" value={validated} onChange={setValidated} rules={LENGTH_RULES} />
        </DemoSection>

        <DemoSection title="Monospace and read-only">
          <TextField label="Monospace" monospace value={monospace} onChange={setMonospace} />
          <TextField label="Read-only" readOnly value="You can select but not edit this" onChange={() => undefined} />
        </DemoSection>

        <DemoSection title="Error from outside" description="An error passed by the screen (e.g. from a service).">
          <TextField label="With an error" value="not a number" onChange={() => undefined} error="Enter a number" readOnly />
        </DemoSection>
      </SimpleGrid>
    </DemoPage>
  );
}
