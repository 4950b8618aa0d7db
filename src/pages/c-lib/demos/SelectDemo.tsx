import { Box, ColorSwatch, Group, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { SelectField } from '../../../ui/select/SelectField';
import { type SelectOption } from '../../../ui/select/select-options';
import { DemoPage, DemoSection } from '../DemoPage';

const LANGUAGES: SelectOption[] = [
  { label: 'JavaScript', value: 'javascript', tooltip: 'The language of the web' },
  { label: 'TypeScript', value: 'typescript', tooltip: 'JavaScript with static types' },
  { label: 'Python', value: 'python' },
  { label: 'Rust', value: 'rust' },
  { label: 'Go', value: 'go' },
  { label: 'Kotlin', value: 'kotlin' },
  { label: 'Haskell', value: 'haskell' },
  { label: 'C#', value: 'csharp' },
];

const THOUSAND_OPTIONS: SelectOption[] = Array.from({ length: 1000 }, (_, index) => ({
  label: `Option ${index + 1}`,
  value: `option-${index + 1}`,
}));

const FRUITS = ['Apple', 'Banana', 'Cherry', 'Dragon fruit', 'Elderberry'] as const;

const COLORS: (SelectOption & { hex: string })[] = [
  { label: 'Red', value: 'red', hex: '#e03131' },
  { label: 'Green', value: 'green', hex: '#2f9e44' },
  { label: 'Blue', value: 'blue', hex: '#1971c2' },
  { label: 'Orange', value: 'orange', hex: '#e8590c' },
];
const HEX = new Map(COLORS.map((color) => [color.value, color.hex]));

const NO_OPTIONS: SelectOption[] = [];

function Chosen({ value }: { value: string | null }) {
  return (
    <Text size="xs" c="dimmed">
      Value: <code>{value ?? '(none)'}</code>
    </Text>
  );
}

function ColorLabel({ option }: { option: SelectOption }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <ColorSwatch color={HEX.get(option.value) ?? 'gray'} size={14} aria-hidden />
      <span>{option.label}</span>
    </Group>
  );
}

export function SelectDemo() {
  const [language, setLanguage] = useState<string | null>(null);
  const [thousand, setThousand] = useState<string | null>('option-500');
  const [fruit, setFruit] = useState<string | null>('Banana');
  const [color, setColor] = useState<string | null>('blue');

  return (
    <DemoPage name="c-select" description="SelectField: sizes, fuzzy search, label placement, custom rendering.">
      <DemoSection title="Sizes" description="Small 28 px, medium 34 px (default), large 40 px.">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <SelectField label="Small" size="small" options={LANGUAGES} defaultValue="typescript" />
          <SelectField label="Medium" size="medium" options={LANGUAGES} defaultValue="typescript" />
          <SelectField label="Large" size="large" options={LANGUAGES} defaultValue="typescript" />
        </SimpleGrid>
      </DemoSection>

      <DemoSection title="Searchable" description="Type to filter fuzzily (threshold 0.3); options with a tooltip show it on hover.">
        <Box maw={360}>
          <SelectField label="Searchable" searchable options={LANGUAGES} value={language} onChange={setLanguage} />
          <Chosen value={language} />
        </Box>
      </DemoSection>

      <DemoSection title="1000 options" description="Searchable, the dropdown stays smooth and at most 312 px high.">
        <Box maw={360}>
          <SelectField label="1000 options" searchable options={THOUSAND_OPTIONS} value={thousand} onChange={setThousand} />
          <Chosen value={thousand} />
        </Box>
      </DemoSection>

      <DemoSection title="Empty list">
        <SimpleGrid cols={{ base: 1, sm: 2 }} maw={720}>
          <SelectField label="Empty list" options={NO_OPTIONS} />
          <SelectField label="Empty searchable list" searchable options={NO_OPTIONS} />
        </SimpleGrid>
      </DemoSection>

      <DemoSection title="String options" description="Plain strings: each is both label and value.">
        <Box maw={360}>
          <SelectField label="String options" options={FRUITS} value={fruit} onChange={setFruit} />
          <Chosen value={fruit} />
        </Box>
      </DemoSection>

      <DemoSection title="Label on the left" description="Label column 160 px wide, text aligned left, center or right.">
        <Box maw={480}>
          <SelectField label="Align left" labelPosition="left" labelAlign="left" labelWidth={160} options={FRUITS} defaultValue="Apple" mb="sm" />
          <SelectField label="Align center" labelPosition="left" labelAlign="center" labelWidth={160} options={FRUITS} defaultValue="Apple" mb="sm" />
          <SelectField label="Align right" labelPosition="left" labelAlign="right" labelWidth={160} options={FRUITS} defaultValue="Apple" />
        </Box>
      </DemoSection>

      <DemoSection title="Custom displayed value" description="The chosen value and the options are drawn with a colour swatch.">
        <Box maw={360}>
          <SelectField
            label="Custom displayed value"
            options={COLORS}
            value={color}
            onChange={setColor}
            renderValue={(option) => <ColorLabel option={option} />}
            renderOption={(option) => <ColorLabel option={option} />}
          />
          <Chosen value={color} />
        </Box>
      </DemoSection>
    </DemoPage>
  );
}
